package ratelimit

import (
	"context"
	"slices"
	"sync"
	"time"
)

// Memory is a Limiter kept in this process's memory, for a single
// instance (SQLite) and tests.
//
// Each key keeps the times of its events in the window, in order, as Unix
// nanoseconds: 8 bytes an event, so that a limit raised high (as a busy
// form or a load test sets it) costs a quarter of what time.Time values
// would, and a key's list gives back its room once its events leave.
type Memory struct {
	limit  int
	window time.Duration
	Now    func() time.Time

	mu     sync.Mutex
	events map[string][]int64
	lastGC int64
}

// NewMemory makes a limiter of limit events per window.
func NewMemory(limit int, window time.Duration) *Memory {
	return &Memory{limit: limit, window: window, Now: time.Now, events: map[string][]int64{}}
}

// Allow implements Limiter.
func (m *Memory) Allow(_ context.Context, key string) (Decision, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now, ev, full := m.look(key)
	if full != nil {
		return *full, nil
	}
	// Times stay in order even if the clock steps back, so that pruning
	// can stop at the first event still inside the window.
	at := now
	if n := len(ev); n > 0 && ev[n-1] > at {
		at = ev[n-1]
	}
	m.events[key] = append(ev, at)
	return Decision{Allowed: true, key: key, event: at}, nil
}

// Peek implements Limiter.
func (m *Memory) Peek(_ context.Context, key string) (Decision, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, _, full := m.look(key); full != nil {
		return *full, nil
	}
	return Decision{Allowed: true}, nil
}

// look reads the clock and key's events inside the window, and the
// refusal when they fill it (nil when there is room). m.mu is held.
func (m *Memory) look(key string) (now int64, ev []int64, full *Decision) {
	now = m.Now().UnixNano()
	ev = m.prune(key, now)
	if len(ev) >= m.limit {
		return now, ev, &Decision{RetryAfter: retryAfter(time.Duration(now-ev[0]), m.window)}
	}
	return now, ev, nil
}

// Release implements Limiter. Events at the same instant are alike, so
// forgetting any one of them forgets the decision's.
func (m *Memory) Release(_ context.Context, d Decision) error {
	if !d.Allowed {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	ev := m.events[d.key]
	for i := len(ev) - 1; i >= 0; i-- {
		if ev[i] == d.event {
			m.events[d.key] = slices.Delete(ev, i, i+1)
			break
		}
	}
	return nil
}

func (m *Memory) prune(key string, now int64) []int64 {
	window := int64(m.window)
	if now-m.lastGC > window {
		m.lastGC = now
		for k, ev := range m.events {
			if len(ev) == 0 || now-ev[len(ev)-1] >= window {
				delete(m.events, k)
			}
		}
	}
	ev := m.events[key]
	i := 0
	for i < len(ev) && now-ev[i] >= window {
		i++
	}
	if i == 0 {
		return ev
	}
	if rest := len(ev) - i; cap(ev) > 64 && rest < cap(ev)/4 {
		// Most of a long list left the window: keep the rest in a list
		// of its size, not in the room the busy spell grew.
		ev = append(make([]int64, 0, 2*rest), ev[i:]...)
	} else {
		ev = append(ev[:0], ev[i:]...)
	}
	m.events[key] = ev
	return ev
}
