package auth

import (
	"context"
	"net/http"

	"mission/internal/httpx"
)

// Two-factor sign-in for staff: a right password of someone with a second
// factor opens a five-minute challenge, answered with a code from their
// authenticator app or a recovery code; owners and admins without one set
// it up in the same sign-in before they get a session.

// requiresSecondFactor tells whether a role must sign in with two factors:
// owners and admins, unless the site is set to leave it to each person
// (STAFF_TWO_FACTOR=optional, for development and tests).
func (a *StaffAuth) requiresSecondFactor(r Role) bool {
	return !a.SecondFactorOptional && (r == Owner || r == Admin)
}

func (a *StaffAuth) registerTwoFactor(public, staff *httpx.Group) {
	public.Func("POST /api/admin/login/code", a.loginCode)
	public.Func("POST /api/admin/login/setup", a.loginSetup)
	public.Func("POST /api/admin/login/setup/confirm", a.loginSetupConfirm)
	FactorRoutes(staff, "/api/admin/me/two-factor", a.Factors, a.codeLimits, func(ctx context.Context) (string, string, bool) {
		me, _ := StaffFrom(ctx)
		return StaffAccount(me.ID), me.Email, a.requiresSecondFactor(me.Role)
	})
}

// codeLimits are the counts a code attempt for account goes against: the
// password's own, per network and per account.
func (a *StaffAuth) codeLimits(r *http.Request, account string) []Limit {
	return []Limit{{a.Attempts, httpx.ClientKey(r, a.TrustProxy)}, {a.Accounts, account}}
}

// afterPassword answers a right password: a session, or a challenge for
// the code (or for setting the second factor up first).
func (a *StaffAuth) afterPassword(w http.ResponseWriter, r *http.Request, user int64) error {
	ctx := r.Context()
	var role Role
	if err := a.DB.QueryRow(ctx, "SELECT role FROM users WHERE id = ?", user).Scan(&role); err != nil {
		return err
	}
	st, err := a.Factors.State(ctx, StaffAccount(user))
	if err != nil {
		return err
	}
	if !st.Enabled && !a.requiresSecondFactor(role) {
		if err := a.Start(w, r, user, "password"); err != nil {
			return err
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
		return nil
	}
	token, err := a.Factors.Challenge(ctx, StaffAccount(user))
	if err != nil {
		return err
	}
	out := map[string]any{"ok": false, "challenge": token}
	if st.Enabled {
		out["secondFactor"] = "totp"
	} else {
		out["setupRequired"] = true
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}

type challengeInput struct {
	Challenge string `json:"challenge" text:"secret"`
	Code      string `json:"code" text:"secret"`
}

// challenged is the staff member of a live challenge.
func (a *StaffAuth) challenged(ctx context.Context, token string) (int64, string, error) {
	account, err := a.Factors.Challenged(ctx, token, "staff")
	if err != nil {
		return 0, "", err
	}
	var id int64
	var email string
	if err := a.DB.QueryRow(ctx, "SELECT id, username FROM users WHERE id = ? AND status = 'active'", account[len("staff:"):]).Scan(&id, &email); err != nil {
		return 0, "", &httpx.Error{Status: http.StatusUnauthorized, Message: MsgChallengeExpired}
	}
	return id, email, nil
}

// answer serves a route of the sign-in's second step: the challenge's
// person and the code given, to step, which answers what to add to the
// session's reply and which kind of code it was ("" for a wrong one). A
// right code ends the challenge with a session.
func (a *StaffAuth) answer(w http.ResponseWriter, r *http.Request,
	step func(user int64, code string) (extra map[string]any, kind string, err error)) error {
	in, err := httpx.Decode[challengeInput](w, r)
	if err != nil {
		return err
	}
	user, _, err := a.challenged(r.Context(), in.Challenge)
	if err != nil {
		return err
	}
	out := map[string]any{"ok": true}
	var kind string
	err = Limited(r.Context(), a.codeLimits(r, StaffAccount(user)), func() (bool, error) {
		extra, k, err := step(user, in.Code)
		for key, v := range extra {
			out[key] = v
		}
		kind = k
		return kind != "", err
	})
	if err != nil {
		return err
	}
	if err := a.Factors.EndChallenge(r.Context(), in.Challenge); err != nil {
		return err
	}
	if err := a.Start(w, r, user, "password and "+kind); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}

func (a *StaffAuth) loginCode(w http.ResponseWriter, r *http.Request) error {
	return a.answer(w, r, func(user int64, code string) (map[string]any, string, error) {
		kind, err := a.Factors.Accept(r.Context(), StaffAccount(user), code)
		return nil, kind, err
	})
}

// loginSetup shows the key an owner or admin without a second factor is
// setting up during their sign-in.
func (a *StaffAuth) loginSetup(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[challengeInput](w, r)
	if err != nil {
		return err
	}
	user, email, err := a.challenged(r.Context(), in.Challenge)
	if err != nil {
		return err
	}
	setup, err := a.Factors.Setup(r.Context(), StaffAccount(user), email)
	return httpx.Reply(w, setup, err)
}

// loginSetupConfirm turns the factor on with its first code and gives the
// recovery codes with the session.
func (a *StaffAuth) loginSetupConfirm(w http.ResponseWriter, r *http.Request) error {
	return a.answer(w, r, func(user int64, code string) (map[string]any, string, error) {
		ctx := a.Recording(r, user, ActionTwoFactorOn, map[string]any{"method": ByAuthenticator})
		codes, ok, err := a.Factors.Enable(ctx, StaffAccount(user), code)
		if !ok {
			return nil, "", err
		}
		return map[string]any{"recoveryCodes": codes}, ByAuthenticator, err
	})
}
