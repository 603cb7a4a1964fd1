package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"time"
)

// signInBurstClients sign in at once, over and over, for the whole run.
const signInBurstClients = 100

// seedMembers stores signInBurstClients staff members who sign in with
// benchAdminPassword: a sign-in's attempt counts against its account until
// it is answered, so many clients signing in to one account at once are
// refused (20 in flight) by design. Their hash is the first owner's,
// copied, so that it has the parameters of the server under test.
func seedMembers(ctx context.Context, env *Env) error {
	now := time.Now().UTC()
	return env.Seed(ctx, func(exec func(string, ...any) error) error {
		for c := range signInBurstClients {
			err := exec(`INSERT INTO users (username, name, password, role, created_at, updated_at)
				SELECT ?, 'Member', password, 'editor', ?, ? FROM users WHERE username = 'admin@example.com'
				ON CONFLICT (username) DO NOTHING`, member(c), now, now)
			if err != nil {
				return err
			}
		}
		return nil
	})
}

// member is the staff member client c signs in as.
func member(c int) string { return fmt.Sprintf("member-%d@bench.example", c%signInBurstClients) }

// signInBurst is the sign-ins' memory: 100 staff members, each from their
// own address, sign in with the right password at once and again as soon
// as they are answered, against a server told it has 16 cores
// (GOMAXPROCS), as on the machine it would be deployed to. Its memory must
// not depend on the cores: password hashing takes a fixed number of slots.
func signInBurst() Scenario {
	var busy, busyWithRetry atomic.Int64
	settings := []string{"ADMIN_PASSWORD=" + benchAdminPassword, "STAFF_TWO_FACTOR=optional", "GOMAXPROCS=16"}
	return Scenario{
		Name:    "signin-burst",
		About:   "100 parallel POST /api/admin/login with the right password from 100 addresses, GOMAXPROCS=16: the server's memory",
		Server:  settings,
		Clients: signInBurstClients,
		Target:  &Target{MaxPeakRSS: 150 << 20, MaxSettledRSS: 60 << 20},
		Setup:   seedMembers,
		Do: func(ctx context.Context, env *Env, c, i int) (int, error) {
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, env.URL("/api/admin/login"),
				strings.NewReader(`{"email":"`+member(c)+`","password":"`+benchAdminPassword+`"}`))
			if err != nil {
				return 0, err
			}
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Forwarded-For", ForwardedFor(c))
			resp, err := env.HTTP.Do(req)
			if err != nil {
				return 0, err
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusServiceUnavailable {
				busy.Add(1)
				if resp.Header.Get("Retry-After") != "" {
					busyWithRetry.Add(1)
				}
			}
			return resp.StatusCode, nil
		},
		Verify: func(ctx context.Context, env *Env, res *Result) error {
			res.VerifyOK = fmt.Sprintf("%d sign-ins in the window (%.1f/s), %d clients at once; %d answered 503 (the hashing queue's timeout), %d of them with Retry-After",
				res.Completed, res.RPS(), res.Clients, busy.Load(), busyWithRetry.Load())
			if busy.Load() != busyWithRetry.Load() {
				return fmt.Errorf("%s: a 503 without Retry-After", res.VerifyOK)
			}
			return nil
		},
	}
}

// adminLogin signs staff members in with the right password from many
// addresses while client 0 guesses the owner's password from one address:
// its first five failures are answered 401 and every later guess 429, or
// the run counts an error.
func adminLogin() Scenario {
	var guesses, refused atomic.Int64
	return Scenario{
		Name:     "admin-login",
		About:    "POST /api/admin/login (argon2id, 12 MiB) from distinct addresses, while one address guesses and must be throttled",
		ChildEnv: []string{"ADMIN_PASSWORD=" + benchAdminPassword, "STAFF_TWO_FACTOR=optional"},
		// The guesser's refused answers are no sign-ins: the table counts
		// only the real ones.
		Background: func(c int) bool { return c == 0 },
		Setup:      seedMembers,
		Do: func(ctx context.Context, env *Env, c, i int) (int, error) {
			attacker := c == 0
			email, password, from := member(c), benchAdminPassword, ForwardedFor(c)
			if attacker {
				email, password, from = "admin@example.com", "wrong-guess", "10.7.7.7"
			}
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, env.URL("/api/admin/login"),
				strings.NewReader(`{"email":"`+email+`","password":"`+password+`"}`))
			if err != nil {
				return 0, err
			}
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Forwarded-For", from)
			resp, err := env.HTTP.Do(req)
			if err != nil {
				return 0, err
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if !attacker {
				return resp.StatusCode, nil
			}
			n := guesses.Add(1)
			want := http.StatusUnauthorized
			if n > 5 {
				want = http.StatusTooManyRequests
			}
			if resp.StatusCode == want {
				refused.Add(1)
				return http.StatusOK, nil // the throttle answered as it must
			}
			return resp.StatusCode, nil
		},
		Verify: func(ctx context.Context, env *Env, res *Result) error {
			res.VerifyOK = fmt.Sprintf("sign-ins: %d in the window (%.1f/s, in the table); wrong-password guesses from one address: %d, each refused as it must be (401 five times, then 429), not counted as sign-ins",
				res.Completed, res.RPS(), refused.Load())
			if refused.Load() != guesses.Load() {
				return fmt.Errorf("%s; %d guesses answered otherwise", res.VerifyOK, guesses.Load()-refused.Load())
			}
			return nil
		},
	}
}
