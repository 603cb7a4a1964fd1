package ratelimit

import (
	"context"
	"sync"
	"time"
)

// Memory is a Limiter kept in this process's memory, for a single
// instance (SQLite) and tests.
type Memory struct {
	limit  int
	window time.Duration
	Now    func() time.Time

	mu     sync.Mutex
	seq    int64
	events map[string][]memEvent
	lastGC time.Time
}

type memEvent struct {
	at time.Time
	id int64
}

// NewMemory makes a limiter of limit events per window.
func NewMemory(limit int, window time.Duration) *Memory {
	return &Memory{limit: limit, window: window, Now: time.Now, events: map[string][]memEvent{}}
}

// Allow implements Limiter.
func (m *Memory) Allow(_ context.Context, key string) (Decision, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.Now()
	ev := m.prune(key, now)
	if len(ev) >= m.limit {
		return Decision{RetryAfter: retryAfter(now.Sub(ev[0].at), m.window)}, nil
	}
	m.seq++
	m.events[key] = append(ev, memEvent{at: now, id: m.seq})
	return Decision{Allowed: true, key: key, event: m.seq}, nil
}

// Peek implements Limiter.
func (m *Memory) Peek(_ context.Context, key string) (Decision, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.Now()
	ev := m.prune(key, now)
	if len(ev) >= m.limit {
		return Decision{RetryAfter: retryAfter(now.Sub(ev[0].at), m.window)}, nil
	}
	return Decision{Allowed: true}, nil
}

// Release implements Limiter.
func (m *Memory) Release(_ context.Context, d Decision) error {
	if !d.Allowed {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	ev := m.events[d.key]
	for i, e := range ev {
		if e.id == d.event {
			m.events[d.key] = append(ev[:i:i], ev[i+1:]...)
			break
		}
	}
	return nil
}

func (m *Memory) prune(key string, now time.Time) []memEvent {
	if now.Sub(m.lastGC) > m.window {
		m.lastGC = now
		for k, ev := range m.events {
			if len(ev) == 0 || now.Sub(ev[len(ev)-1].at) >= m.window {
				delete(m.events, k)
			}
		}
	}
	ev := m.events[key]
	i := 0
	for i < len(ev) && now.Sub(ev[i].at) >= m.window {
		i++
	}
	if i > 0 {
		ev = append(ev[:0], ev[i:]...)
		m.events[key] = ev
	}
	return ev
}
