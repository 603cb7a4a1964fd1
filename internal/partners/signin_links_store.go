package partners

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/auth"
	"mission/internal/db"
)

// SignInLinkTTL is how long an e-mailed sign-in link works.
const SignInLinkTTL = 20 * time.Minute

// Errors of sign-in links.
var (
	ErrSignInLinkInvalid = errors.New("This sign-in link is not valid.")
	ErrSignInLinkSpent   = errors.New("This sign-in link has been used or has expired. Ask for a new one.")
)

// SignInLinkURL is the page an e-mailed sign-in link opens; the token is in
// the fragment, so it reaches no server log and no Referer.
func SignInLinkURL(publicURL, token string) string {
	return publicURL + "/partners/login#signin=" + token
}

// SendSignInLink makes a one-time sign-in link for the active partner with
// this address and queues its e-mail in the same transaction. An address
// with no active partner gets nothing, and the caller answers the same.
func (a *Accounts) SendSignInLink(ctx context.Context, email string, now time.Time) error {
	token := auth.NewToken()
	return a.db.Write(ctx, func(tx *db.Tx) error {
		var id int64
		var name, company string
		err := tx.QueryRow(ctx, `SELECT id, COALESCE(contact_name, ''), COALESCE(company_name, '') FROM partners
			WHERE email = ? AND status = ?`, NormalizeEmail(email), StatusActive).Scan(&id, &name, &company)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		// Links are swept a day after they end.
		if _, err := tx.Exec(ctx, "DELETE FROM partner_sign_in_links WHERE expires_at < ?", now.Add(-24*time.Hour).UTC()); err != nil {
			return err
		}
		expires := now.Add(SignInLinkTTL)
		if _, err := tx.Exec(ctx, "INSERT INTO partner_sign_in_links (token_hash, partner_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
			auth.HashToken(token), id, now.UTC(), expires.UTC()); err != nil {
			return err
		}
		if a.Announce == nil {
			return nil
		}
		return a.Announce(ctx, tx, "partner.sign_in_link", map[string]string{"email": NormalizeEmail(email), "name": name,
			"company": company, "token": token, "expires": expires.UTC().Format("2 January 2006 15:04 MST")})
	})
}

// UseSignInLink spends a sign-in link and returns its partner. One
// conditional UPDATE decides: of any number of concurrent uses, one finds
// the link unused and in time. Spending one link spends the partner's
// others too.
func (a *Accounts) UseSignInLink(ctx context.Context, token string, now time.Time) (Partner, error) {
	if len(token) < 20 || len(token) > 100 {
		return Partner{}, ErrSignInLinkInvalid
	}
	var id int64
	err := a.db.Write(ctx, func(tx *db.Tx) error {
		// One partner's links are spent one transaction at a time (its row
		// locked first on PostgreSQL; SQLite has one writer), so two links
		// used at once cannot both sign in, nor deadlock spending each
		// other.
		if tx.Dialect() == db.Postgres {
			if _, err := tx.Exec(ctx, `SELECT id FROM partners WHERE id = (SELECT partner_id FROM partner_sign_in_links WHERE token_hash = ?)
				FOR UPDATE`, auth.HashToken(token)); err != nil {
				return err
			}
		}
		err := tx.QueryRow(ctx, `UPDATE partner_sign_in_links SET used_at = ?
			WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
			AND partner_id IN (SELECT id FROM partners WHERE status = ?)
			RETURNING partner_id`, now.UTC(), auth.HashToken(token), now.UTC(), StatusActive).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			var n int
			if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM partner_sign_in_links WHERE token_hash = ?", auth.HashToken(token)).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				return ErrSignInLinkInvalid
			}
			return ErrSignInLinkSpent
		}
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, "UPDATE partner_sign_in_links SET used_at = ? WHERE partner_id = ? AND used_at IS NULL", now.UTC(), id)
		return err
	})
	if err != nil {
		return Partner{}, err
	}
	return a.Get(ctx, id)
}

// dropSignInLinks spends a partner's unused sign-in links (a new password
// makes them pointless).
func dropSignInLinks(ctx context.Context, tx *db.Tx, partnerID int64, now time.Time) error {
	_, err := tx.Exec(ctx, "UPDATE partner_sign_in_links SET used_at = ? WHERE partner_id = ? AND used_at IS NULL", now.UTC(), partnerID)
	return err
}
