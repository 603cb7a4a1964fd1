package httpx

import (
	"sync"
	"time"
)

// Limiter allows at most Limit events per key in a sliding Window. It lives
// in memory, per instance; see docs/decisions.md.
type Limiter struct {
	Limit  int
	Window time.Duration
	now    func() time.Time

	mu     sync.Mutex
	events map[string][]time.Time
	lastGC time.Time
}

// NewLimiter makes a limiter of limit events per window.
func NewLimiter(limit int, window time.Duration) *Limiter {
	return &Limiter{Limit: limit, Window: window, now: time.Now, events: map[string][]time.Time{}}
}

// Allow records an event for key when it is within the limit. When it is
// not, it reports how long until the oldest event leaves the window.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	ev := l.prune(key, now)
	if len(ev) >= l.Limit {
		return false, ev[0].Add(l.Window).Sub(now)
	}
	l.events[key] = append(ev, now)
	return true, 0
}

// Blocked reports, without recording anything, whether key is over its
// limit and for how long.
func (l *Limiter) Blocked(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	ev := l.prune(key, now)
	if len(ev) >= l.Limit {
		return true, ev[0].Add(l.Window).Sub(now)
	}
	return false, 0
}

// Reset forgets key's events (after a successful login, say).
func (l *Limiter) Reset(key string) {
	l.mu.Lock()
	delete(l.events, key)
	l.mu.Unlock()
}

func (l *Limiter) prune(key string, now time.Time) []time.Time {
	if now.Sub(l.lastGC) > l.Window {
		l.lastGC = now
		for k, ev := range l.events {
			if len(ev) == 0 || now.Sub(ev[len(ev)-1]) >= l.Window {
				delete(l.events, k)
			}
		}
	}
	ev := l.events[key]
	i := 0
	for i < len(ev) && now.Sub(ev[i]) >= l.Window {
		i++
	}
	if i > 0 {
		ev = append(ev[:0], ev[i:]...)
		l.events[key] = ev
	}
	return ev
}
