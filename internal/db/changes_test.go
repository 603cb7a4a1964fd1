package db_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// Two instances on one PostgreSQL database: each commit on one is followed
// by a notification the other receives after the commit (it reads what the
// commit wrote), and a write that rolls back tells no one.
func TestOtherInstancesHearOfCommitsAfterThem(t *testing.T) {
	url := dbtest.PostgresURL(t)
	a, b := dbtest.Open(t, url), dbtest.Open(t, url)
	ctx := context.Background()

	// The most requests b has read when told of a change. b makes no writes,
	// so only its listener, one notice at a time, calls this.
	var seen atomic.Int64
	heard := make(chan struct{}, 1)
	b.OnChange("test_requests", func() {
		var n int64
		if err := b.QueryRow(ctx, "SELECT COUNT(*) FROM public_requests").Scan(&n); err != nil {
			t.Error(err)
			return
		}
		seen.Store(max(seen.Load(), n))
		select {
		case heard <- struct{}{}:
		default:
		}
	})
	var rolledBack atomic.Int64
	b.OnChange("test_rolled_back", func() { rolledBack.Add(1) })

	const writes = 64
	var wg sync.WaitGroup
	for i := range writes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := a.Write(ctx, func(tx *db.Tx) error {
				tx.Changed("test_requests")
				_, err := tx.Exec(ctx, "INSERT INTO public_requests (title, description, type) VALUES (?, ?, ?)",
					fmt.Sprintf("Request %d", i), "From the test", "feature")
				return err
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	refused := errors.New("refused")
	if err := a.Write(ctx, func(tx *db.Tx) error {
		tx.Changed("test_rolled_back")
		return refused
	}); !errors.Is(err, refused) {
		t.Fatalf("rolled-back write: %v", err)
	}
	wg.Wait()

	deadline := time.After(5 * time.Second)
	for seen.Load() < writes {
		select {
		case <-heard:
		case <-deadline:
			t.Fatalf("the other instance, when last told of a change, read %d of the %d committed rows", seen.Load(), writes)
		}
	}
	// Had the rolled-back write been announced, it would have been heard
	// before the notification of a commit made after it.
	select {
	case <-heard:
	default:
	}
	if err := a.Write(ctx, func(tx *db.Tx) error { tx.Changed("test_requests"); return nil }); err != nil {
		t.Fatal(err)
	}
	select {
	case <-heard:
	case <-deadline:
		t.Fatal("the other instance was not told of the last commit")
	}
	if n := rolledBack.Load(); n != 0 {
		t.Fatalf("a write that rolled back was announced %d times", n)
	}
}

// An instance hears of its own commits once, at the commit: the echo of its
// own notification must not clear its caches again, later, after they were
// filled anew. Another instance on the same database hears of them too.
func TestAnInstanceSkipsTheEchoOfItsOwnNotifications(t *testing.T) {
	url := dbtest.PostgresURL(t)
	a, b := dbtest.Open(t, url), dbtest.Open(t, url)
	ctx := context.Background()
	var own, other atomic.Int64
	a.OnChange("test_echo", func() { own.Add(1) })
	heard := make(chan struct{}, 1)
	b.OnChange("test_echo", func() {
		other.Add(1)
		select {
		case heard <- struct{}{}:
		default:
		}
	})
	if err := a.Write(ctx, func(tx *db.Tx) error { tx.Changed("test_echo"); return nil }); err != nil {
		t.Fatal(err)
	}
	select {
	case <-heard:
	case <-time.After(5 * time.Second):
		t.Fatal("the other instance never heard of the commit")
	}
	// b heard of it, so a's own listener has had the echo too, if it came.
	time.Sleep(200 * time.Millisecond)
	if own.Load() != 1 || other.Load() != 1 {
		t.Fatalf("fired %d times on the writing instance and %d on the other, want 1 and 1", own.Load(), other.Load())
	}
}
