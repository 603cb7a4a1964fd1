// Package ratelimit counts events per key in a sliding window: how many
// leads, votes or sign-in attempts one address may make. The in-memory
// limiter serves a single instance; the database limiter is shared by every
// instance on one PostgreSQL database.
package ratelimit

import (
	"context"
	"time"
)

// Limiter allows at most a fixed number of events per key in a sliding
// window. Allow both checks and records, atomically, so that concurrent
// callers can never together pass more events than the limit.
type Limiter interface {
	// Allow records one event for key when key is under its limit. When it
	// is not, nothing is recorded and the decision says how long until the
	// oldest event leaves the window.
	Allow(ctx context.Context, key string) (Decision, error)
	// Release forgets the event an allowed decision recorded, as if it
	// never happened (a sign-in attempt that turned out to be right).
	Release(ctx context.Context, d Decision) error
	// Peek tells, recording nothing, whether key is under its limit now.
	Peek(ctx context.Context, key string) (Decision, error)
}

// Decision is the outcome of Allow.
type Decision struct {
	Allowed    bool
	RetryAfter time.Duration
	key        string
	event      int64
}

func retryAfter(oldest, window time.Duration) time.Duration {
	if d := window - oldest; d > 0 {
		return d
	}
	return time.Second
}
