package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
)

// adminLogin signs in with the right password from many addresses while
// client 0 guesses passwords from one address: its first five failures are
// answered 401 and every later guess 429, or the run counts an error.
func adminLogin() Scenario {
	var guesses, refused atomic.Int64
	return Scenario{
		Name:     "admin-login",
		About:    "POST /api/admin/login (argon2id, 64 MiB) from distinct addresses, while one address guesses and must be throttled",
		ChildEnv: []string{"ADMIN_PASSWORD=" + benchAdminPassword, "STAFF_TWO_FACTOR=optional"},
		// The guesser's refused answers are no sign-ins: the table counts
		// only the real ones.
		Background: func(c int) bool { return c == 0 },
		Do: func(ctx context.Context, env *Env, c, i int) (int, error) {
			attacker := c == 0
			password, from := benchAdminPassword, ForwardedFor(c)
			if attacker {
				password, from = "wrong-guess", "10.7.7.7"
			}
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, env.URL("/api/admin/login"),
				strings.NewReader(`{"email":"admin@example.com","password":"`+password+`"}`))
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
