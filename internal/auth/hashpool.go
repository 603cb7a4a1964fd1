package auth

import (
	"context"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"mission/internal/httpx"
)

// Defaults of PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE_TIMEOUT.
const (
	DefaultHashConcurrency  = 4
	DefaultHashQueueTimeout = 5 * time.Second
)

// MsgBusy answers a request whose password waited longer than the queue
// allows for its turn to be hashed.
const MsgBusy = "Too many passwords are being checked right now. Please try again in a few seconds."

// hashing is the one pool every argon2id computation of the process goes
// through (sign-ins, new passwords, invitations, the first owner): memory
// is the process's, so its bound is too.
var hashing = newHashPool(DefaultHashConcurrency, DefaultHashQueueTimeout)

// LimitHashing sets how many passwords are hashed at once and how long one
// may wait for its turn; the server calls it once at start, from its
// configuration.
func LimitHashing(concurrency int, queueTimeout time.Duration) {
	hashing.mu.Lock()
	defer hashing.mu.Unlock()
	hashing.slots = max(concurrency, 1)
	hashing.budget = int64(hashing.slots) * hashMemory
	hashing.wait = queueTimeout
}

// idleCollectMin is how much memory of finished hashes is worth a
// collection as soon as hashing stops (below it, the quiet release does).
const idleCollectMin = 4 << 10 // KiB

// releaseAfter is how long hashing must have stopped before the memory it
// took goes back to the system.
const releaseAfter = time.Second

// hashPool runs argon2id computations: at most slots at once, and at most
// budget KiB held by the hashes running together with the memory of the
// finished ones that the garbage collector has not taken back yet.
//
// The finished ones count because argon2id's memory is one allocation per
// hash, which the Go runtime can hand to the next hash only after a
// collection. Left to the runtime's pacer, a burst grows the heap to about
// twice what was live at the last collection, hashes running included, so
// four hashes at once made the heap several times their size. Here a hash
// that finds the budget held by finished hashes asks for a collection and
// starts once it has run: the hashes' memory stays within the budget, at
// the cost of a collection of a small heap per hash or so under a burst.
// Once hashing stops, what it took goes back to the system.
//
// Waiters are served first come, first served, so a hash of an old, larger
// password hash at the head of the queue waits for the room it needs
// rather than being overtaken for ever.
type hashPool struct {
	mu          sync.Mutex
	slots       int
	budget      int64         // KiB
	wait        time.Duration // the longest wait for a turn before MsgBusy
	running     int
	used        int64 // KiB: running hashes and finished ones not yet collected
	uncollected int64 // KiB of used whose hashes have finished
	queue       []*hashWaiter
	collecting  bool
	// dirty: hashing happened since memory last went back to the system.
	dirty      bool
	quiet      *time.Timer
	quietAfter time.Duration

	// collect makes the memory of finished hashes reusable; release also
	// returns it to the system. Tests replace them.
	collect, release func()
}

type hashWaiter struct {
	need  int64
	ready chan struct{}
}

func newHashPool(concurrency int, wait time.Duration) *hashPool {
	p := &hashPool{collect: runtime.GC, release: debug.FreeOSMemory, quietAfter: releaseAfter}
	p.slots = max(concurrency, 1)
	p.budget = int64(p.slots) * hashMemory
	p.wait = wait
	return p
}

// do runs fn, a hash that takes kib KiB, once there is room for it. It
// answers a 503 with Retry-After when there was none within the queue's
// timeout, and ctx's error when ctx ends first; fn has not run then.
func (p *hashPool) do(ctx context.Context, kib uint32, fn func()) error {
	p.mu.Lock()
	// A hash larger than the whole budget runs alone.
	need := min(int64(kib), p.budget)
	wait := p.wait
	if len(p.queue) == 0 && p.fitsLocked(need) {
		p.startLocked(need)
		p.mu.Unlock()
	} else {
		w := &hashWaiter{need: need, ready: make(chan struct{})}
		p.queue = append(p.queue, w)
		p.settleLocked()
		p.mu.Unlock()
		if err := p.await(ctx, w, wait); err != nil {
			return err
		}
	}
	defer p.finish(need)
	fn()
	return nil
}

func (p *hashPool) await(ctx context.Context, w *hashWaiter, wait time.Duration) error {
	timer := time.NewTimer(wait)
	defer timer.Stop()
	var err error
	select {
	case <-w.ready:
		return nil
	case <-ctx.Done():
		err = ctx.Err()
	case <-timer.C:
		err = httpx.Busy(MsgBusy, wait)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-w.ready:
		// Its turn came as it gave up: take it, the room is held for it.
		return nil
	default:
	}
	for i, q := range p.queue {
		if q == w {
			p.queue = append(p.queue[:i], p.queue[i+1:]...)
			break
		}
	}
	// Whoever stood behind it may fit now.
	p.settleLocked()
	return err
}

func (p *hashPool) fitsLocked(need int64) bool {
	return p.running < p.slots && p.used+need <= p.budget
}

func (p *hashPool) startLocked(need int64) {
	p.running++
	p.used += need
	p.dirty = true
	if p.quiet != nil {
		p.quiet.Stop()
	}
}

func (p *hashPool) finish(need int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.running--
	p.uncollected += need
	p.settleLocked()
}

// settleLocked lets waiters start while they fit, collects when finished
// hashes' memory keeps the next one out or hashing has stopped, and has
// the memory go back to the system after a quiet spell.
func (p *hashPool) settleLocked() {
	for len(p.queue) > 0 && p.fitsLocked(p.queue[0].need) {
		w := p.queue[0]
		p.queue = p.queue[1:]
		p.startLocked(w.need)
		close(w.ready)
	}
	if p.collecting {
		return // its end settles again
	}
	idle := p.running == 0 && len(p.queue) == 0
	blocked := len(p.queue) > 0 && p.used+p.queue[0].need > p.budget
	switch {
	case p.uncollected > 0 && blocked, idle && p.uncollected >= idleCollectMin:
		p.collectLocked(p.collect)
	case idle && p.dirty:
		if p.quiet == nil {
			p.quiet = time.AfterFunc(p.quietAfter, p.onQuiet)
		} else {
			p.quiet.Reset(p.quietAfter)
		}
	}
}

// collectLocked runs gc in the background and then counts the memory of
// the hashes that had finished before it as free.
func (p *hashPool) collectLocked(gc func()) {
	p.collecting = true
	done := p.uncollected
	go func() {
		gc()
		p.mu.Lock()
		defer p.mu.Unlock()
		p.collecting = false
		p.uncollected -= done
		p.used -= done
		p.settleLocked()
	}()
}

func (p *hashPool) onQuiet() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.running > 0 || len(p.queue) > 0 || p.collecting || !p.dirty {
		return // hashing went on: its own end schedules the release
	}
	p.dirty = false
	p.collectLocked(p.release)
}
