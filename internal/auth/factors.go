package auth

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strconv"
	"time"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
)

// Second factors, for staff and partners alike: a TOTP key per account
// ("staff:5", "partner:9"), its recovery codes, and the short-lived
// challenge a right password opens when the account has one.

// challengeTTL is how long a right password waits for its code.
const challengeTTL = 5 * time.Minute

// Messages of the second factor.
const (
	MsgChallengeExpired = "Your sign-in has expired. Please sign in again."
	MsgWrongCode        = "That code is not right. Codes change every 30 seconds, and each works once."
	MsgFactorRequired   = "Owners and admins keep two-factor sign-in on."
	MsgNoSetup          = "Start the setup again: no key is waiting to be confirmed."
	MsgFactorOn         = "Two-factor sign-in is already on for this account."
	MsgFactorOff        = "Two-factor sign-in is off for this account: turn it on to get recovery codes."
)

// StaffAccount and PartnerAccount name accounts in the factor tables.
func StaffAccount(id int64) string   { return "staff:" + strconv.FormatInt(id, 10) }
func PartnerAccount(id int64) string { return "partner:" + strconv.FormatInt(id, 10) }

// Factors keeps the second factors.
type Factors struct {
	DB  *db.DB
	Now clock.Func
}

// FactorState is what a sign-in and a settings page need to know.
type FactorState struct {
	Enabled           bool   `json:"enabled"`
	RecoveryCodesLeft int    `json:"recoveryCodesLeft"`
	secret, pending   string // never leave the server
}

// State reads an account's second factor.
func (f *Factors) State(ctx context.Context, account string) (FactorState, error) {
	var st FactorState
	var secret, pending sql.NullString
	var enabled sql.NullTime
	err := f.DB.QueryRow(ctx, "SELECT secret, pending_secret, enabled_at FROM second_factors WHERE account = ?", account).
		Scan(&secret, &pending, &enabled)
	if errors.Is(err, sql.ErrNoRows) {
		return st, nil
	}
	if err != nil {
		return st, err
	}
	st.secret, st.pending, st.Enabled = secret.String, pending.String, enabled.Valid
	if st.Enabled {
		err = f.DB.QueryRow(ctx, "SELECT COUNT(*) FROM recovery_codes WHERE account = ? AND used_at IS NULL", account).Scan(&st.RecoveryCodesLeft)
	}
	return st, err
}

// Challenge opens a challenge for account and returns its token.
func (f *Factors) Challenge(ctx context.Context, account string) (string, error) {
	token := NewToken()
	now := f.Now.UTC()
	err := f.DB.Write(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "DELETE FROM sign_in_challenges WHERE expires_at < ?", now); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, "INSERT INTO sign_in_challenges (token_hash, account, expires_at) VALUES (?, ?, ?)",
			HashToken(token), account, now.Add(challengeTTL))
		return err
	})
	return token, err
}

// Challenged is the account of a live challenge whose account is kind
// ("staff", "partner"): a partner's challenge opens nothing on the staff side.
func (f *Factors) Challenged(ctx context.Context, token, kind string) (string, error) {
	var account string
	err := f.DB.QueryRow(ctx, "SELECT account FROM sign_in_challenges WHERE token_hash = ? AND expires_at > ?",
		HashToken(token), f.Now.UTC()).Scan(&account)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && (token == "" || len(account) <= len(kind) || account[:len(kind)+1] != kind+":")) {
		return "", &httpx.Error{Status: http.StatusUnauthorized, Message: MsgChallengeExpired}
	}
	return account, err
}

// EndChallenge removes a used challenge.
func (f *Factors) EndChallenge(ctx context.Context, token string) error {
	return f.DB.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "DELETE FROM sign_in_challenges WHERE token_hash = ?", HashToken(token))
		return err
	})
}

// What a right code was: from the authenticator app, or a recovery code.
const (
	ByAuthenticator = "authenticator code"
	ByRecoveryCode  = "recovery code"
)

// acceptCode takes a code of the account's authenticator for a step later
// than the last one taken, or one of its unused recovery codes; each works
// once, even under concurrent use. It answers which kind the code was, ""
// for a wrong one.
func acceptCode(ctx context.Context, tx *db.Tx, account, secret, code string, now time.Time) (string, error) {
	kind := ByRecoveryCode
	q, args := "UPDATE recovery_codes SET used_at = ? WHERE account = ? AND code_hash = ? AND used_at IS NULL",
		[]any{now.UTC(), account, RecoveryHash(code)}
	if step := TOTPStep(secret, code, now); step > 0 {
		kind = ByAuthenticator
		q, args = "UPDATE second_factors SET last_step = ? WHERE account = ? AND last_step < ? AND enabled_at IS NOT NULL",
			[]any{step, account, step}
	}
	if ok, err := affectedOne(tx.Exec(ctx, q, args...)); !ok {
		return "", err
	}
	return kind, nil
}

// Accept checks a code for an account whose factor is on, and answers
// which kind it was ("" for a wrong code).
func (f *Factors) Accept(ctx context.Context, account, code string) (string, error) {
	st, err := f.State(ctx, account)
	if err != nil || !st.Enabled {
		return "", err
	}
	var kind string
	err = f.DB.Write(ctx, func(tx *db.Tx) error {
		kind, err = acceptCode(ctx, tx, account, st.secret, code, f.Now.UTC())
		return err
	})
	return kind, err
}

// Setup shows the key being set up for an account (the same one until it
// is confirmed); label names the account in the authenticator app.
func (f *Factors) Setup(ctx context.Context, account, label string) (TOTPSetup, error) {
	st, err := f.State(ctx, account)
	if err != nil {
		return TOTPSetup{}, err
	}
	if st.Enabled {
		return TOTPSetup{}, httpx.Conflict(MsgFactorOn)
	}
	if st.pending != "" {
		return SetupOf(st.pending, label)
	}
	setup, err := NewTOTPSecret(label)
	if err != nil {
		return setup, err
	}
	return setup, f.DB.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO second_factors (account, pending_secret) VALUES (?, ?)
			ON CONFLICT (account) DO UPDATE SET pending_secret = excluded.pending_secret`, account, setup.Secret)
		return err
	})
}

// Enable turns the factor on with a code from the pending key and returns
// the account's new recovery codes (shown once, stored hashed); false when
// the code is wrong.
func (f *Factors) Enable(ctx context.Context, account, code string) ([]string, bool, error) {
	st, err := f.State(ctx, account)
	if err != nil {
		return nil, false, err
	}
	if st.pending == "" {
		return nil, false, httpx.Conflict(MsgNoSetup)
	}
	now := f.Now.UTC()
	step := TOTPStep(st.pending, code, now)
	if step == 0 {
		return nil, false, nil
	}
	var codes []string
	err = f.DB.Write(ctx, func(tx *db.Tx) error {
		ok, err := affectedOne(tx.Exec(ctx, `UPDATE second_factors SET secret = pending_secret, pending_secret = NULL, enabled_at = ?,
			last_step = ? WHERE account = ? AND pending_secret = ?`, now, step, account, st.pending))
		if err != nil || !ok {
			return errors.Join(err, httpx.Conflict(MsgNoSetup))
		}
		codes, err = newRecoveryCodes(ctx, tx, account, now)
		return err
	})
	return codes, err == nil, err
}

// newRecoveryCodes replaces the account's recovery codes with a new set,
// which it answers (stored hashed, shown once).
func newRecoveryCodes(ctx context.Context, tx *db.Tx, account string, now time.Time) ([]string, error) {
	codes := NewRecoveryCodes()
	if _, err := tx.Exec(ctx, "DELETE FROM recovery_codes WHERE account = ?", account); err != nil {
		return nil, err
	}
	for _, c := range codes {
		if _, err := tx.Exec(ctx, "INSERT INTO recovery_codes (account, code_hash) VALUES (?, ?)", account, RecoveryHash(c)); err != nil {
			return nil, err
		}
	}
	_, err := tx.Exec(ctx, "UPDATE second_factors SET recovery_codes_at = ? WHERE account = ?", now, account)
	return codes, err
}

// RenewRecoveryCodes gives an account whose factor is on a new set of
// recovery codes, the old ones void, for a current code (from the app, or
// one of the old recovery codes); false when the code is wrong.
func (f *Factors) RenewRecoveryCodes(ctx context.Context, account, code string) ([]string, bool, error) {
	st, err := f.State(ctx, account)
	if err != nil {
		return nil, false, err
	}
	if !st.Enabled {
		return nil, false, httpx.Conflict(MsgFactorOff)
	}
	var codes []string
	err = f.DB.Write(ctx, func(tx *db.Tx) error {
		now := f.Now.UTC()
		kind, err := acceptCode(ctx, tx, account, st.secret, code, now)
		if err != nil || kind == "" {
			return err
		}
		codes, err = newRecoveryCodes(ctx, tx, account, now)
		return err
	})
	return codes, codes != nil, err
}

// Disable turns the factor off with a current code or a recovery code;
// false when the code is wrong.
func (f *Factors) Disable(ctx context.Context, account, code string) (bool, error) {
	st, err := f.State(ctx, account)
	if err != nil || !st.Enabled {
		return !st.Enabled, err
	}
	var ok bool
	err = f.DB.Write(ctx, func(tx *db.Tx) error {
		kind, err := acceptCode(ctx, tx, account, st.secret, code, f.Now.UTC())
		if ok = kind != ""; err != nil || !ok {
			return err
		}
		if _, err := tx.Exec(ctx, "DELETE FROM second_factors WHERE account = ?", account); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, "DELETE FROM recovery_codes WHERE account = ?", account)
		return err
	})
	return ok, err
}

// Limited runs check with an attempt counted first against each limit
// (the sign-in's own, per network and per account), given back when check
// succeeds or fails without judging the code: no burst of codes, however
// parallel, gets more checked. A wrong code is a 400 on the code field.
func Limited(ctx context.Context, limits []Limit, check func() (bool, error)) error {
	release, err := reserve(ctx, limits)
	if err != nil {
		return err
	}
	ok, err := check()
	if err != nil {
		// No code was judged (no factor to check it against, a conflict):
		// only wrong codes count.
		release()
		return err
	}
	if !ok {
		return &httpx.Error{Status: http.StatusBadRequest, Message: MsgWrongCode, Fields: map[string]string{"code": MsgWrongCode}}
	}
	release()
	return nil
}

// affectedOne tells whether a conditional write changed its row.
func affectedOne(res sql.Result, err error) (bool, error) {
	err = db.Affected(res, err)
	if errors.Is(err, db.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}
