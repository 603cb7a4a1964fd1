package auth

import (
	"context"
	"runtime"
	"sync"
	"time"

	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// maxPassword bounds what is hashed: longer input is refused unhashed.
const maxPassword = 1024

// perNetworkChecks is how many password checks one client network may have
// waiting or running at once, so that a burst from one address never
// queues ahead of someone signing in from elsewhere.
const perNetworkChecks = 2

const msgTooManyAttempts = "Too many failed attempts. Please wait before trying again."

// checker runs password checks: at most one per CPU at a time (each
// argon2id check takes 64 MiB), at most perNetworkChecks per client network,
// and each counted against the network's limit before it starts.
type checker struct {
	slots chan struct{}

	mu      sync.Mutex
	pending map[string]int

	// hash is the check itself; tests count calls through it.
	hash func(password, hash string) (bool, error)
}

func newChecker() *checker {
	return &checker{
		slots:   make(chan struct{}, max(2, runtime.GOMAXPROCS(0))),
		pending: map[string]int{},
		hash:    VerifyPassword,
	}
}

func (c *checker) enter(network string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pending[network] >= perNetworkChecks {
		return false
	}
	c.pending[network]++
	return true
}

func (c *checker) leave(network string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pending[network]--; c.pending[network] <= 0 {
		delete(c.pending, network)
	}
}

// verify checks password against hash for a client network. It answers a
// 429 error, without checking, when the network already has checks in
// flight up to its bound or has used its attempts; an attempt is given back
// when the password is right.
func (c *checker) verify(ctx context.Context, attempts ratelimit.Limiter, network, password, hash string) (bool, error) {
	if !c.enter(network) {
		return false, httpx.TooMany(msgTooManyAttempts, time.Second)
	}
	defer c.leave(network)
	d, err := attempts.Allow(ctx, network)
	if err != nil {
		return false, err
	}
	if !d.Allowed {
		return false, httpx.TooMany(msgTooManyAttempts, d.RetryAfter)
	}
	ok := false
	if hash != "" {
		select {
		case c.slots <- struct{}{}:
		case <-ctx.Done():
			return false, ctx.Err()
		}
		ok, err = c.hash(password, hash)
		<-c.slots
		if err != nil {
			return false, err
		}
	}
	if ok {
		return true, attempts.Release(ctx, d)
	}
	return false, nil
}
