package auth

import (
	"context"
	"time"

	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// MaxPassword bounds what is hashed: longer input is refused unhashed.
const MaxPassword = 1024

// perNetworkChecks is how many password checks one client network may have
// waiting or running at once, so that a burst from one address never
// queues ahead of someone signing in from elsewhere.
const perNetworkChecks = 2

// MsgTooManyAttempts answers a throttled sign-in.
const MsgTooManyAttempts = "Too many failed attempts. Please wait before trying again."

// Limit is one count an attempt is made against: the limiter and the key
// (a client network, an account).
type Limit struct {
	Limiter ratelimit.Limiter
	Key     string
}

// Verifier runs password checks: at most perNetworkChecks per client
// network, each counted against every limit it names before it starts, so
// no burst, however parallel, gets more wrong passwords checked than a
// limit allows, and each through the process's hashing pool, which bounds
// how many run at once and how long one waits. A right password gives its
// attempts back, and so does a check that did not run.
type Verifier struct {
	pending ratelimit.InFlight

	// hash is the check itself; tests count calls through it.
	hash func(ctx context.Context, password, hash string) (bool, error)
}

// NewVerifier makes a verifier.
func NewVerifier() *Verifier {
	return &Verifier{hash: VerifyPassword}
}

// Verify checks password against hash for a request from network. It
// answers a 429 error, without checking, when the network already has
// checks in flight up to its bound or any limit is used up, and a 503
// (MsgBusy) when the check waited longer than the hashing queue allows.
// An empty hash (no such account) is checked against a stand-in, so that
// the answer takes as long as for a real account.
func (v *Verifier) Verify(ctx context.Context, network, password, hash string, limits ...Limit) (bool, error) {
	if !v.pending.Enter(network, perNetworkChecks) {
		return false, httpx.TooMany(MsgTooManyAttempts, time.Second)
	}
	defer v.pending.Leave(network)
	release, err := reserve(ctx, limits)
	if err != nil {
		return false, err
	}
	real := hash != ""
	if !real {
		hash = standIn()
	}
	ok, err := v.hash(ctx, password, hash)
	if err != nil {
		// No password was found wrong: the attempt does not count.
		release()
		return false, err
	}
	if ok && real {
		release()
		return true, nil
	}
	return false, nil
}

// reserve counts an attempt against every limit, or against none with a
// 429 when one is used up; release gives the counts back (a right password
// or code).
func reserve(ctx context.Context, limits []Limit) (release func(), err error) {
	taken := make([]ratelimit.Decision, 0, len(limits))
	release = func() {
		for i, d := range taken {
			limits[i].Limiter.Release(context.WithoutCancel(ctx), d)
		}
	}
	for _, l := range limits {
		d, err := l.Limiter.Allow(ctx, l.Key)
		if err != nil {
			release()
			return nil, err
		}
		if !d.Allowed {
			release()
			return nil, httpx.TooMany(MsgTooManyAttempts, d.RetryAfter)
		}
		taken = append(taken, d)
	}
	return release, nil
}
