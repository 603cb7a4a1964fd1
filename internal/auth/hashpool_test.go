package auth

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
)

// testPool is a pool whose collections are counted and instant.
func testPool(concurrency int, wait time.Duration) (*hashPool, *atomic.Int32, *atomic.Int32) {
	p := newHashPool(concurrency, wait)
	var collected, released atomic.Int32
	p.collect = func() { collected.Add(1) }
	p.release = func() { released.Add(1) }
	return p, &collected, &released
}

// useHashing makes p the process's pool for the test.
func useHashing(t *testing.T, p *hashPool) {
	old := hashing
	hashing = p
	t.Cleanup(func() { hashing = old })
}

// Under 100 parallel callers, never more than the pool's number of hashes
// run at once, and the memory of those running and of those finished but
// not yet collected stays within the budget; an old hash larger than the
// whole budget runs alone.
func TestHashPoolBoundsHashesAndMemory(t *testing.T) {
	const n = 4
	p, collected, _ := testPool(n, time.Minute)
	var running, most atomic.Int32
	var mu sync.Mutex
	var inMemory, mostMemory int64 // KiB of hashes running
	var wg sync.WaitGroup
	for i := range 100 {
		kib := uint32(hashMemory)
		if i%10 == 0 {
			kib = 64 * 1024 // an old hash
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := p.do(context.Background(), kib, func() {
				r := running.Add(1)
				for m := most.Load(); r > m && !most.CompareAndSwap(m, r); m = most.Load() {
				}
				mu.Lock()
				inMemory += int64(kib)
				if inMemory > int64(kib) && inMemory > n*hashMemory {
					t.Errorf("%d KiB hashing at once, budget %d", inMemory, n*hashMemory)
				}
				mostMemory = max(mostMemory, inMemory)
				mu.Unlock()
				p.mu.Lock()
				if p.used > p.budget {
					t.Errorf("%d KiB held, budget %d", p.used, p.budget)
				}
				p.mu.Unlock()
				time.Sleep(time.Millisecond)
				mu.Lock()
				inMemory -= int64(kib)
				mu.Unlock()
				running.Add(-1)
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if m := most.Load(); m > n || m < 2 {
		t.Fatalf("%d hashes at once, want at most %d (and more than one)", m, n)
	}
	if mostMemory < 64*1024 {
		t.Fatal("the old hash never ran")
	}
	if collected.Load() == 0 {
		t.Fatal("finished hashes' memory was never collected for the next ones")
	}
}

// A hash that waits longer than the queue allows gets a 503 with
// Retry-After, and does not run.
func TestHashPoolQueueTimeout(t *testing.T) {
	p, _, _ := testPool(1, 50*time.Millisecond)
	hold, held := make(chan struct{}), make(chan struct{})
	go p.do(context.Background(), hashMemory, func() { close(held); <-hold })
	<-held
	ran := false
	start := time.Now()
	err := p.do(context.Background(), hashMemory, func() { ran = true })
	var e *httpx.Error
	if !errors.As(err, &e) || e.Status != http.StatusServiceUnavailable || e.RetryAfter <= 0 || e.Message != MsgBusy || ran {
		t.Fatalf("after waiting %s: %v (ran: %v)", time.Since(start), err, ran)
	}
	// A caller that goes away stops waiting at once.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := p.do(ctx, hashMemory, func() { ran = true }); !errors.Is(err, context.Canceled) || ran {
		t.Fatalf("cancelled: %v (ran: %v)", err, ran)
	}
	close(hold)
	if err := p.do(context.Background(), hashMemory, func() { ran = true }); err != nil || !ran {
		t.Fatalf("once free: %v (ran: %v)", err, ran)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.queue) != 0 || p.running != 0 {
		t.Fatalf("%d waiting and %d running after everyone left", len(p.queue), p.running)
	}
}

// Memory taken by hashing goes back to the system once hashing stops,
// once per quiet spell, never while a hash runs.
func TestHashMemoryIsReleasedWhenHashingStops(t *testing.T) {
	p, _, released := testPool(4, time.Minute)
	var running atomic.Int32
	var runningAtRelease atomic.Int32
	p.release = func() {
		runningAtRelease.Store(running.Load())
		released.Add(1)
	}
	p.quietAfter = 50 * time.Millisecond

	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.do(context.Background(), hashMemory, func() {
				running.Add(1)
				time.Sleep(5 * time.Millisecond)
				running.Add(-1)
			})
		}()
	}
	wg.Wait()
	deadline := time.Now().Add(5 * time.Second)
	for released.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)
	if n := released.Load(); n != 1 {
		t.Fatalf("memory released %d times after one burst of hashing, want once", n)
	}
	if n := runningAtRelease.Load(); n != 0 {
		t.Fatalf("released with %d hashes running", n)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.used != 0 || p.uncollected != 0 {
		t.Fatalf("%d KiB still counted (%d uncollected) once released", p.used, p.uncollected)
	}
}

// A sign-in that waits longer than the hashing queue allows is answered
// 503 with Retry-After and a message, and its attempt is not counted: the
// right password then signs in even after as many busy answers as the
// limit allows failures.
func TestSignInBusyAnswers503(t *testing.T) {
	_, mux := adminSite(t, dbtest.SQLite(t), false)
	p, _, _ := testPool(1, 20*time.Millisecond)
	useHashing(t, p)
	hold, held := make(chan struct{}), make(chan struct{})
	go p.do(context.Background(), hashMemory, func() { close(held); <-hold })
	<-held
	for i := range MaxLoginFailures + 1 {
		rec := serve(mux, loginReq("wrong-guess", "198.51.100.20"))
		if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" ||
			!strings.Contains(rec.Body.String(), `"message":"`+MsgBusy+`"`) {
			t.Fatalf("sign-in %d while hashing is busy: %d %q %s", i, rec.Code, rec.Header().Get("Retry-After"), rec.Body)
		}
	}
	close(hold)
	if rec := serve(mux, loginReq("a-long-admin-password", "198.51.100.20")); rec.Code != http.StatusOK {
		t.Fatalf("sign-in once hashing is free: %d %s", rec.Code, rec.Body)
	}
}

// A sign-in with a password whose hash has older parameters stores a new
// hash of it, which then signs in; a current hash is left as it is.
func TestSignInRenewsAnOldHash(t *testing.T) {
	d := dbtest.SQLite(t)
	_, mux := adminSite(t, d, false)
	ctx := context.Background()
	err := d.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "UPDATE users SET password = ? WHERE username = 'owner@example.com'", oldHash)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	stored := func() string {
		var h string
		if err := d.QueryRow(ctx, "SELECT password FROM users WHERE username = 'owner@example.com'").Scan(&h); err != nil {
			t.Fatal(err)
		}
		return h
	}
	if rec := serve(mux, loginReq("wrong-guess", "198.51.100.30")); rec.Code != http.StatusUnauthorized || stored() != oldHash {
		t.Fatalf("a wrong password: %d, hash renewed: %v", rec.Code, stored() != oldHash)
	}
	if rec := serve(mux, loginReq("correct horse battery staple", "198.51.100.30")); rec.Code != http.StatusOK {
		t.Fatalf("the old hash's password: %d %s", rec.Code, rec.Body)
	}
	renewed := stored()
	if renewed == oldHash || NeedsRehash(renewed) {
		t.Fatalf("stored after the sign-in: %s", renewed)
	}
	if ok, _ := VerifyPassword(ctx, "correct horse battery staple", renewed); !ok {
		t.Fatal("the renewed hash does not verify the password")
	}
	if rec := serve(mux, loginReq("correct horse battery staple", "198.51.100.30")); rec.Code != http.StatusOK || stored() != renewed {
		t.Fatalf("the next sign-in: %d, hash changed again: %v", rec.Code, stored() != renewed)
	}
}
