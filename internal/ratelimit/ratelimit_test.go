package ratelimit_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/ratelimit"
)

type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Add(d time.Duration) { c.mu.Lock(); c.now = c.now.Add(d); c.mu.Unlock() }

// limiters runs the contract against the in-memory limiter and the
// database limiter on every engine.
func limiters(t *testing.T, limit int, window time.Duration, fn func(t *testing.T, l ratelimit.Limiter, c *clock)) {
	t.Run("memory", func(t *testing.T) {
		c := &clock{now: time.Unix(1_000_000, 0)}
		m := ratelimit.NewMemory(limit, window)
		m.Now = c.Now
		fn(t, m, c)
	})
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		c := &clock{now: time.Unix(1_000_000, 0)}
		s := ratelimit.NewStore(d, "test", limit, window)
		s.Now = c.Now
		fn(t, s, c)
	})
}

func TestLimiterSlidesItsWindow(t *testing.T) {
	limiters(t, 3, time.Minute, func(t *testing.T, l ratelimit.Limiter, c *clock) {
		ctx := context.Background()
		for i := range 3 {
			if d, err := l.Allow(ctx, "a"); err != nil || !d.Allowed {
				t.Fatalf("event %d refused: %v", i, err)
			}
			c.Add(10 * time.Second)
		}
		d, err := l.Allow(ctx, "a")
		if err != nil || d.Allowed || d.RetryAfter != 30*time.Second {
			t.Fatalf("fourth event: %+v %v", d, err)
		}
		if d, _ := l.Allow(ctx, "b"); !d.Allowed {
			t.Fatal("another key was limited")
		}
		c.Add(31 * time.Second)
		if d, _ := l.Allow(ctx, "a"); !d.Allowed {
			t.Fatal("event after the window refused")
		}
	})
}

func TestReleaseGivesTheEventBack(t *testing.T) {
	limiters(t, 2, time.Minute, func(t *testing.T, l ratelimit.Limiter, c *clock) {
		ctx := context.Background()
		first, _ := l.Allow(ctx, "k")
		l.Allow(ctx, "k")
		if d, _ := l.Allow(ctx, "k"); d.Allowed {
			t.Fatal("third event allowed")
		}
		if err := l.Release(ctx, first); err != nil {
			t.Fatal(err)
		}
		if d, _ := l.Allow(ctx, "k"); !d.Allowed {
			t.Fatal("a released event still counts")
		}
		if d, _ := l.Allow(ctx, "k"); d.Allowed {
			t.Fatal("release freed more than one event")
		}
	})
}

// However many arrive at once, no more than the limit pass.
func TestConcurrentBurstPassesOnlyTheLimit(t *testing.T) {
	limiters(t, 5, 15*time.Minute, func(t *testing.T, l ratelimit.Limiter, c *clock) {
		var passed atomic.Int32
		var wg sync.WaitGroup
		for range 60 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				d, err := l.Allow(context.Background(), "burst")
				if err != nil {
					t.Error(err)
				}
				if d.Allowed {
					passed.Add(1)
				}
			}()
		}
		wg.Wait()
		if n := passed.Load(); n != 5 {
			t.Fatalf("%d of 60 concurrent events passed a limit of 5", n)
		}
	})
}

// Two limiters on one database (two instances) share their count.
func TestStoresShareOneCount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		a, b := ratelimit.NewStore(d, "login", 3, time.Minute), ratelimit.NewStore(d, "login", 3, time.Minute)
		other := ratelimit.NewStore(d, "votes", 3, time.Minute)
		a.Allow(ctx, "ip")
		b.Allow(ctx, "ip")
		a.Allow(ctx, "ip")
		if dec, _ := b.Allow(ctx, "ip"); dec.Allowed {
			t.Fatal("the second instance did not see the first's events")
		}
		if dec, _ := other.Allow(ctx, "ip"); !dec.Allowed {
			t.Fatal("limiters of different names share a count")
		}
	})
}

func TestPeekRecordsNothing(t *testing.T) {
	limiters(t, 2, time.Minute, func(t *testing.T, l ratelimit.Limiter, c *clock) {
		ctx := context.Background()
		for range 5 {
			if d, err := l.Peek(ctx, "k"); err != nil || !d.Allowed {
				t.Fatalf("peek under the limit: %+v %v", d, err)
			}
		}
		l.Allow(ctx, "k")
		c.Add(10 * time.Second)
		l.Allow(ctx, "k")
		d, err := l.Peek(ctx, "k")
		if err != nil || d.Allowed || d.RetryAfter != 50*time.Second {
			t.Fatalf("peek at the limit: %+v %v", d, err)
		}
	})
}
