package ratelimit

import "sync"

// InFlight bounds how many requests of one key (a client network) may be
// under way at once in this process: a burst from one address never queues
// ahead of everyone else. Its zero value is ready to use.
type InFlight struct {
	mu sync.Mutex
	n  map[string]int
}

// Enter takes a place for key, or answers false when key already has
// limit under way; each true must be followed by one Leave.
func (f *InFlight) Enter(key string, limit int) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.n == nil {
		f.n = map[string]int{}
	}
	if f.n[key] >= limit {
		return false
	}
	f.n[key]++
	return true
}

// Leave gives key's place back.
func (f *InFlight) Leave(key string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.n[key]--; f.n[key] <= 0 {
		delete(f.n, key)
	}
}
