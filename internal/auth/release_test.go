package auth

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Memory taken by argon2id goes back to the system once hashing stops,
// once per quiet spell, never while a hash runs.
func TestHashMemoryIsReleasedWhenHashingStops(t *testing.T) {
	var released atomic.Int32
	var inFlightAtRelease atomic.Int32
	oldFree, oldAfter := freeOSMemory, releaseAfter
	freeOSMemory = func() {
		hashing.Lock()
		inFlightAtRelease.Store(int32(hashing.inFlight))
		hashing.Unlock()
		released.Add(1)
	}
	releaseAfter = 50 * time.Millisecond
	t.Cleanup(func() { freeOSMemory, releaseAfter = oldFree, oldAfter })

	var wg sync.WaitGroup
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := HashPassword("a password"); err != nil {
				t.Error(err)
			}
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
	if n := inFlightAtRelease.Load(); n != 0 {
		t.Fatalf("released with %d hashes running", n)
	}
}
