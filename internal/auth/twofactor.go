package auth

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strconv"
	"time"

	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// Two-factor sign-in for staff: a right password of someone with a second
// factor opens a five-minute challenge, answered with a code from their
// authenticator app or a recovery code; owners and admins without one set
// it up in the same sign-in before they get a session.

// challengeTTL is how long a right password waits for its code.
const challengeTTL = 5 * time.Minute

// Messages of the second factor.
const (
	MsgChallengeExpired = "Your sign-in has expired. Please sign in again."
	MsgWrongCode        = "That code is not right. Codes change every 30 seconds, and each works once."
	MsgFactorRequired   = "Owners and admins keep two-factor sign-in on."
	MsgNoSetup          = "Start the setup again: no key is waiting to be confirmed."
)

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
	staff.Func("GET /api/admin/me/two-factor", a.myFactor)
	staff.Func("POST /api/admin/me/two-factor/setup", a.mySetup)
	staff.Func("POST /api/admin/me/two-factor/confirm", a.myConfirm)
	staff.Func("POST /api/admin/me/two-factor/off", a.myOff)
}

// factor is what the sign-in needs to know of a person's second factor.
type factor struct {
	email, secret, pending string
	role                   Role
	enabled                bool
}

func (a *StaffAuth) factorOf(ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) *sql.Row
}, user int64) (factor, error) {
	var f factor
	var secret, pending sql.NullString
	var enabled sql.NullTime
	err := q.QueryRow(ctx, "SELECT username, role, totp_secret, totp_pending_secret, totp_enabled_at FROM users WHERE id = ? AND status = 'active'",
		user).Scan(&f.email, &f.role, &secret, &pending, &enabled)
	f.secret, f.pending, f.enabled = secret.String, pending.String, enabled.Valid
	if errors.Is(err, sql.ErrNoRows) {
		return f, &httpx.Error{Status: http.StatusUnauthorized, Message: MsgChallengeExpired}
	}
	return f, err
}

// afterPassword answers a right password: a session, or a challenge for
// the code (or for setting the second factor up first).
func (a *StaffAuth) afterPassword(w http.ResponseWriter, r *http.Request, user int64) error {
	ctx := r.Context()
	f, err := a.factorOf(ctx, a.DB, user)
	if err != nil {
		return err
	}
	if !f.enabled && !a.requiresSecondFactor(f.role) {
		if err := a.Start(w, r, user); err != nil {
			return err
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
		return nil
	}
	token := NewToken()
	now := a.Sessions.Now.UTC()
	err = a.DB.Write(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "DELETE FROM staff_sign_in_challenges WHERE expires_at < ?", now); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, "INSERT INTO staff_sign_in_challenges (token_hash, user_id, expires_at) VALUES (?, ?, ?)",
			HashToken(token), user, now.Add(challengeTTL))
		return err
	})
	if err != nil {
		return err
	}
	out := map[string]any{"ok": false, "challenge": token}
	if f.enabled {
		out["secondFactor"] = "totp"
	} else {
		out["setupRequired"] = true
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}

// limited runs check with an attempt counted first against the network's
// and the account's sign-in limits (the password's), given back when check
// succeeds: no burst of codes, however parallel, gets more checked.
func (a *StaffAuth) limited(r *http.Request, user int64, check func() (bool, error)) error {
	ctx := r.Context()
	limits := []Limit{{a.Attempts, httpx.ClientKey(r, a.TrustProxy)}, {a.Accounts, "user:" + strconv.FormatInt(user, 10)}}
	taken := make([]ratelimit.Decision, 0, len(limits))
	release := func() {
		for i, d := range taken {
			limits[i].Limiter.Release(context.WithoutCancel(ctx), d)
		}
	}
	for _, l := range limits {
		d, err := l.Limiter.Allow(ctx, l.Key)
		if err != nil {
			release()
			return err
		}
		if !d.Allowed {
			release()
			return httpx.TooMany(MsgTooManyAttempts, d.RetryAfter)
		}
		taken = append(taken, d)
	}
	ok, err := check()
	if err != nil {
		return err
	}
	if !ok {
		return &httpx.Error{Status: http.StatusBadRequest, Message: MsgWrongCode, Fields: map[string]string{"code": MsgWrongCode}}
	}
	release()
	return nil
}

type challengeInput struct {
	Challenge string `json:"challenge" text:"secret"`
	Code      string `json:"code" text:"secret"`
}

// challenged is the person a live challenge belongs to.
func (a *StaffAuth) challenged(ctx context.Context, token string) (int64, error) {
	var user int64
	err := a.DB.QueryRow(ctx, "SELECT user_id FROM staff_sign_in_challenges WHERE token_hash = ? AND expires_at > ?",
		HashToken(token), a.Sessions.Now.UTC()).Scan(&user)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && token == "") {
		return 0, &httpx.Error{Status: http.StatusUnauthorized, Message: MsgChallengeExpired}
	}
	return user, err
}

// acceptCode takes a code of the person's authenticator for a step later
// than the last one taken, or one of their unused recovery codes; each
// works once, even under concurrent use.
func acceptCode(ctx context.Context, tx *db.Tx, user int64, secret, code string, now time.Time) (bool, error) {
	if step := TOTPStep(secret, code, now); step > 0 {
		res, err := tx.Exec(ctx, "UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?", step, user, step)
		if err != nil {
			return false, err
		}
		n, err := res.RowsAffected()
		return n == 1, err
	}
	res, err := tx.Exec(ctx, "UPDATE staff_recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL",
		now.UTC(), user, RecoveryHash(code))
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// finish ends a challenge with a session.
func (a *StaffAuth) finish(w http.ResponseWriter, r *http.Request, token string, user int64, extra map[string]any) error {
	ctx := r.Context()
	err := a.DB.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "DELETE FROM staff_sign_in_challenges WHERE token_hash = ?", HashToken(token))
		return err
	})
	if err != nil {
		return err
	}
	if err := a.Start(w, r, user); err != nil {
		return err
	}
	out := map[string]any{"ok": true}
	for k, v := range extra {
		out[k] = v
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}

func (a *StaffAuth) loginCode(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[challengeInput](w, r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	user, err := a.challenged(ctx, in.Challenge)
	if err != nil {
		return err
	}
	f, err := a.factorOf(ctx, a.DB, user)
	if err != nil {
		return err
	}
	if !f.enabled {
		return &httpx.Error{Status: http.StatusUnauthorized, Message: MsgChallengeExpired}
	}
	err = a.limited(r, user, func() (ok bool, err error) {
		err = a.DB.Write(ctx, func(tx *db.Tx) error {
			ok, err = acceptCode(ctx, tx, user, f.secret, in.Code, a.Sessions.Now.UTC())
			return err
		})
		return ok, err
	})
	if err != nil {
		return err
	}
	return a.finish(w, r, in.Challenge, user, nil)
}

// loginSetup shows the key an owner or admin without a second factor is
// setting up during their sign-in (the same one until it is confirmed).
func (a *StaffAuth) loginSetup(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[challengeInput](w, r)
	if err != nil {
		return err
	}
	user, err := a.challenged(r.Context(), in.Challenge)
	if err != nil {
		return err
	}
	return a.showSetup(w, r, user)
}

func (a *StaffAuth) showSetup(w http.ResponseWriter, r *http.Request, user int64) error {
	ctx := r.Context()
	f, err := a.factorOf(ctx, a.DB, user)
	if err != nil {
		return err
	}
	if f.enabled {
		return httpx.Conflict("Two-factor sign-in is already on for this account.")
	}
	var setup TOTPSetup
	if f.pending != "" {
		setup, err = SetupOf(f.pending, f.email)
	} else {
		setup, err = NewTOTPSecret(f.email)
		if err == nil {
			err = a.DB.Write(ctx, func(tx *db.Tx) error {
				_, err := tx.Exec(ctx, "UPDATE users SET totp_pending_secret = ? WHERE id = ?", setup.Secret, user)
				return err
			})
		}
	}
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, setup)
	return nil
}

// enable turns the second factor on with a code from the pending key, and
// gives the person their recovery codes (shown once; stored hashed).
func (a *StaffAuth) enable(r *http.Request, user int64, code string) ([]string, error) {
	ctx := r.Context()
	f, err := a.factorOf(ctx, a.DB, user)
	if err != nil {
		return nil, err
	}
	if f.pending == "" {
		return nil, httpx.Conflict(MsgNoSetup)
	}
	codes := NewRecoveryCodes()
	now := a.Sessions.Now.UTC()
	err = a.limited(r, user, func() (bool, error) {
		step := TOTPStep(f.pending, code, now)
		if step == 0 {
			return false, nil
		}
		return true, a.DB.Write(ctx, func(tx *db.Tx) error {
			res, err := tx.Exec(ctx, `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = ?,
				totp_last_step = ? WHERE id = ? AND totp_pending_secret = ?`, now, step, user, f.pending)
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil || n != 1 {
				return errors.Join(err, httpx.Conflict(MsgNoSetup))
			}
			return replaceRecoveryCodes(ctx, tx, user, codes)
		})
	})
	return codes, err
}

func replaceRecoveryCodes(ctx context.Context, tx *db.Tx, user int64, codes []string) error {
	if _, err := tx.Exec(ctx, "DELETE FROM staff_recovery_codes WHERE user_id = ?", user); err != nil {
		return err
	}
	for _, c := range codes {
		if _, err := tx.Exec(ctx, "INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES (?, ?)", user, RecoveryHash(c)); err != nil {
			return err
		}
	}
	return nil
}

func (a *StaffAuth) loginSetupConfirm(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[challengeInput](w, r)
	if err != nil {
		return err
	}
	user, err := a.challenged(r.Context(), in.Challenge)
	if err != nil {
		return err
	}
	codes, err := a.enable(r, user, in.Code)
	if err != nil {
		return err
	}
	return a.finish(w, r, in.Challenge, user, map[string]any{"recoveryCodes": codes})
}

// The person's own second factor, from the staff area.

func (a *StaffAuth) myFactor(w http.ResponseWriter, r *http.Request) error {
	me, _ := StaffFrom(r.Context())
	f, err := a.factorOf(r.Context(), a.DB, me.ID)
	if err != nil {
		return err
	}
	var left int
	err = a.DB.QueryRow(r.Context(), "SELECT COUNT(*) FROM staff_recovery_codes WHERE user_id = ? AND used_at IS NULL", me.ID).Scan(&left)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"enabled": f.enabled, "required": a.requiresSecondFactor(f.role), "recoveryCodesLeft": left})
	return nil
}

func (a *StaffAuth) mySetup(w http.ResponseWriter, r *http.Request) error {
	me, _ := StaffFrom(r.Context())
	return a.showSetup(w, r, me.ID)
}

type codeInput struct {
	Code string `json:"code" text:"secret"`
}

func (a *StaffAuth) myConfirm(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[codeInput](w, r)
	if err != nil {
		return err
	}
	me, _ := StaffFrom(r.Context())
	codes, err := a.enable(r, me.ID, in.Code)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"enabled": true, "recoveryCodes": codes})
	return nil
}

// myOff turns the second factor off with a current code, for roles that
// may sign in without one.
func (a *StaffAuth) myOff(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[codeInput](w, r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	me, _ := StaffFrom(ctx)
	if a.requiresSecondFactor(me.Role) {
		return httpx.Conflict(MsgFactorRequired)
	}
	f, err := a.factorOf(ctx, a.DB, me.ID)
	if err != nil || !f.enabled {
		return err
	}
	err = a.limited(r, me.ID, func() (ok bool, err error) {
		err = a.DB.Write(ctx, func(tx *db.Tx) error {
			if ok, err = acceptCode(ctx, tx, me.ID, f.secret, in.Code, a.Sessions.Now.UTC()); err != nil || !ok {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL
				WHERE id = ?`, me.ID); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, "DELETE FROM staff_recovery_codes WHERE user_id = ?", me.ID)
			return err
		})
		return ok, err
	})
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"enabled": false})
	return nil
}
