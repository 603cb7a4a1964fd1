package ratelimit

import (
	"context"
	"sync"
	"time"

	"mission/internal/db"
)

// Store is a Limiter kept in the database, so that every instance on one
// PostgreSQL database counts against the same limit. Each event is a row;
// a check takes a transaction-scoped lock on its key, so concurrent checks
// on one key, on any instance, run one after the other.
type Store struct {
	db     *db.DB
	name   string
	limit  int
	window time.Duration
	Now    func() time.Time

	mu        sync.Mutex
	lastSweep time.Time
}

// NewStore makes a database limiter called name (keys of different
// limiters never meet) of limit events per window.
func NewStore(d *db.DB, name string, limit int, window time.Duration) *Store {
	return &Store{db: d, name: name, limit: limit, window: window, Now: time.Now}
}

// Allow implements Limiter.
func (s *Store) Allow(ctx context.Context, key string) (Decision, error) {
	now := s.Now()
	cutoff := now.Add(-s.window).UnixMicro()
	var dec Decision
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		dec = Decision{}
		if tx.Dialect() == db.Postgres {
			if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtextextended(?, 7261002))", s.name+"|"+key); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, "DELETE FROM rate_events WHERE limiter = ? AND subject = ? AND at_us <= ?", s.name, key, cutoff); err != nil {
			return err
		}
		var n int
		var oldest *int64
		if err := tx.QueryRow(ctx, "SELECT COUNT(*), MIN(at_us) FROM rate_events WHERE limiter = ? AND subject = ?", s.name, key).Scan(&n, &oldest); err != nil {
			return err
		}
		if n >= s.limit {
			dec.RetryAfter = retryAfter(now.Sub(time.UnixMicro(*oldest)), s.window)
			return nil
		}
		dec.Allowed, dec.key = true, key
		return tx.QueryRow(ctx, "INSERT INTO rate_events (limiter, subject, at_us) VALUES (?, ?, ?) RETURNING id",
			s.name, key, now.UnixMicro()).Scan(&dec.event)
	})
	if err == nil {
		s.sweep(ctx, now)
	}
	return dec, err
}

// Peek implements Limiter: one read, no write.
func (s *Store) Peek(ctx context.Context, key string) (Decision, error) {
	now := s.Now()
	var n int
	var oldest *int64
	err := s.db.QueryRow(ctx, "SELECT COUNT(*), MIN(at_us) FROM rate_events WHERE limiter = ? AND subject = ? AND at_us > ?",
		s.name, key, now.Add(-s.window).UnixMicro()).Scan(&n, &oldest)
	if err != nil || n < s.limit {
		return Decision{Allowed: err == nil}, err
	}
	return Decision{RetryAfter: retryAfter(now.Sub(time.UnixMicro(*oldest)), s.window)}, nil
}

// Release implements Limiter.
func (s *Store) Release(ctx context.Context, d Decision) error {
	if !d.Allowed {
		return nil
	}
	return s.db.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "DELETE FROM rate_events WHERE id = ? AND limiter = ?", d.event, s.name)
		return err
	})
}

// sweep deletes, at most once per window, the events of keys that were
// never checked again.
func (s *Store) sweep(ctx context.Context, now time.Time) {
	s.mu.Lock()
	due := now.Sub(s.lastSweep) > s.window
	if due {
		s.lastSweep = now
	}
	s.mu.Unlock()
	if !due {
		return
	}
	cutoff := now.Add(-s.window).UnixMicro()
	s.db.Write(context.WithoutCancel(ctx), func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "DELETE FROM rate_events WHERE limiter = ? AND at_us <= ?", s.name, cutoff)
		return err
	})
}

// New returns the limiter that fits d: shared in the database on
// PostgreSQL, where several instances may serve, and in memory on SQLite,
// which one instance owns.
func New(d *db.DB, name string, limit int, window time.Duration) Limiter {
	if d.Dialect() == db.Postgres {
		return NewStore(d, name, limit, window)
	}
	return NewMemory(limit, window)
}
