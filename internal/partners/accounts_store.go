package partners

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"mission/internal/announce"
	"mission/internal/auth"
	"mission/internal/db"
)

// Errors of the account store.
var (
	ErrEmailTaken     = errors.New("A partner with this email already exists.")
	ErrInviteInvalid  = errors.New("This invitation link is not valid.")
	ErrInviteExpired  = errors.New("This invitation link has expired. Ask us for a new one.")
	ErrNotPending     = errors.New("This partner has already chosen a password.")
	ErrWrongPassword  = errors.New("The current password is not right.")
	ErrNotDeactivated = errors.New("This partner is not deactivated.")
)

// Accounts keeps partner accounts.
type Accounts struct {
	db *db.DB
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
}

// invited announces an invitation: the e-mail carries its link.
func (a *Accounts) invited(ctx context.Context, tx *db.Tx, email, name, company, token string, expires time.Time) error {
	if a.Announce == nil {
		return nil
	}
	return a.Announce(ctx, tx, announce.PartnerInvited, map[string]string{"email": email, "name": name, "company": company, "token": token,
		"expires": expires.UTC().Format("2 January 2006 15:04 MST")})
}

// NewAccounts returns the account store on d.
func NewAccounts(d *db.DB) *Accounts { return &Accounts{db: d} }

const partnerColumns = `id, COALESCE(company_name, ''), COALESCE(contact_name, ''), COALESCE(email, ''), COALESCE(phone, ''),
	COALESCE(website, ''), COALESCE(revenue_share_percentage, 80), status, last_sign_in_at, created_at`

// scanPartner reads partnerColumns, and the extra columns that follow into
// extra.
func scanPartner(row db.Scanner, extra ...any) (Partner, error) {
	var p Partner
	var share float64
	var last sql.NullTime
	err := row.Scan(append([]any{&p.ID, &p.Company, &p.ContactName, &p.Email, &p.Phone, &p.Website, &share, &p.Status, &last, &p.CreatedAt},
		extra...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return p, db.ErrNotFound
	}
	p.RevenueShare = int(share)
	p.LastSignInAt = db.UTCPtr(last)
	p.CreatedAt = p.CreatedAt.UTC()
	return p, err
}

// NormalizeEmail is how an address is compared: trimmed and lower-cased.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// Create stores a new partner, pending until they accept the invitation
// returned with it.
func (a *Accounts) Create(ctx context.Context, in PartnerInput, now time.Time) (Partner, string, error) {
	token := auth.NewToken()
	var id int64
	err := a.db.Write(ctx, func(tx *db.Tx) error {
		err := tx.QueryRow(ctx, `INSERT INTO partners (company_name, contact_name, email, phone, website, revenue_share_percentage,
			status, invite_token_hash, invite_expires_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?) RETURNING id`,
			in.Company, in.ContactName, NormalizeEmail(in.Email), in.Phone, in.Website, in.Share(),
			auth.HashToken(token), now.Add(InviteTTL).UTC(), now.UTC(), now.UTC()).Scan(&id)
		if db.IsUniqueViolation(err) {
			return ErrEmailTaken
		}
		if err != nil {
			return err
		}
		return a.invited(ctx, tx, NormalizeEmail(in.Email), in.ContactName, in.Company, token, now.Add(InviteTTL))
	})
	if err != nil {
		return Partner{}, "", err
	}
	p, err := a.Get(ctx, id)
	return p, token, err
}

// CreateActive stores a partner who can sign in at once with password
// (for operators and scripts).
func (a *Accounts) CreateActive(ctx context.Context, in PartnerInput, password string, now time.Time) (Partner, error) {
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return Partner{}, err
	}
	var id int64
	err = a.db.Write(ctx, func(tx *db.Tx) error {
		err := tx.QueryRow(ctx, `INSERT INTO partners (company_name, contact_name, email, phone, website, revenue_share_percentage,
			status, password_hash, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?, ?) RETURNING id`,
			in.Company, in.ContactName, NormalizeEmail(in.Email), in.Phone, in.Website, in.Share(), hash, now.UTC(), now.UTC()).Scan(&id)
		if db.IsUniqueViolation(err) {
			return ErrEmailTaken
		}
		return err
	})
	if err != nil {
		return Partner{}, err
	}
	return a.Get(ctx, id)
}

// Get returns one partner, or db.ErrNotFound.
func (a *Accounts) Get(ctx context.Context, id int64) (Partner, error) {
	return scanPartner(a.db.QueryRow(ctx, "SELECT "+partnerColumns+" FROM partners WHERE id = ?", id))
}

// ByEmail returns a partner by address, or db.ErrNotFound.
func (a *Accounts) ByEmail(ctx context.Context, email string) (Partner, error) {
	return scanPartner(a.db.QueryRow(ctx, "SELECT "+partnerColumns+" FROM partners WHERE email = ?", NormalizeEmail(email)))
}

// Invite makes a new invitation for a pending partner, replacing any
// earlier one, and returns its token.
func (a *Accounts) Invite(ctx context.Context, id int64, now time.Time) (string, error) {
	token := auth.NewToken()
	err := a.db.Write(ctx, func(tx *db.Tx) error {
		// Only a partner still pending gets one: an acceptance that
		// commits first leaves this changing nothing and sending nothing.
		var email, name, company string
		err := tx.QueryRow(ctx, `UPDATE partners SET invite_token_hash = ?, invite_expires_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'
			RETURNING COALESCE(email, ''), COALESCE(contact_name, ''), COALESCE(company_name, '')`,
			auth.HashToken(token), now.Add(InviteTTL).UTC(), now.UTC(), id).Scan(&email, &name, &company)
		if errors.Is(err, sql.ErrNoRows) {
			return a.missing(ctx, tx, id, ErrNotPending)
		}
		if err != nil {
			return err
		}
		return a.invited(ctx, tx, email, name, company, token, now.Add(InviteTTL))
	})
	return token, err
}

// missing tells why a conditional write to partner id changed nothing:
// db.ErrNotFound when there is no such partner, else conflict.
func (a *Accounts) missing(ctx context.Context, tx *db.Tx, id int64, conflict error) error {
	var one int
	err := tx.QueryRow(ctx, "SELECT 1 FROM partners WHERE id = ?", id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return db.ErrNotFound
	}
	if err != nil {
		return err
	}
	return conflict
}

// Invitation tells whose invitation token is, if it still works.
func (a *Accounts) Invitation(ctx context.Context, token string, now time.Time) (Partner, error) {
	if len(token) < 20 || len(token) > 100 {
		return Partner{}, ErrInviteInvalid
	}
	var id int64
	var expires time.Time
	err := a.db.QueryRow(ctx, "SELECT id, invite_expires_at FROM partners WHERE invite_token_hash = ? AND status = 'pending'",
		auth.HashToken(token)).Scan(&id, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return Partner{}, ErrInviteInvalid
	}
	if err != nil {
		return Partner{}, err
	}
	if !expires.After(now) {
		return Partner{}, ErrInviteExpired
	}
	return a.Get(ctx, id)
}

// Accept sets the password of the invitation's partner and activates the
// account; the invitation works once.
func (a *Accounts) Accept(ctx context.Context, token, password string, now time.Time) (Partner, error) {
	if _, err := a.Invitation(ctx, token, now); err != nil {
		return Partner{}, err
	}
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return Partner{}, err
	}
	var id int64
	err = a.db.Write(ctx, func(tx *db.Tx) error {
		// The conditions make a second use, even a concurrent one, find
		// nothing.
		err := tx.QueryRow(ctx, `UPDATE partners SET password_hash = ?, status = 'active', invite_token_hash = NULL,
			invite_expires_at = NULL, updated_at = ? WHERE invite_token_hash = ? AND status = 'pending' AND invite_expires_at > ?
			RETURNING id`, hash, now.UTC(), auth.HashToken(token), now.UTC()).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrInviteInvalid
		}
		return err
	})
	if err != nil {
		return Partner{}, err
	}
	return a.Get(ctx, id)
}

// credentials returns what a sign-in needs: the partner, their status and
// password hash ("" when none).
func (a *Accounts) credentials(ctx context.Context, email string) (id int64, status, hash string, err error) {
	var h sql.NullString
	err = a.db.QueryRow(ctx, "SELECT id, status, password_hash FROM partners WHERE email = ?", NormalizeEmail(email)).Scan(&id, &status, &h)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", "", nil
	}
	return id, status, h.String, err
}

// renewHash replaces the password hash old with fresh, a hash of the same
// password with today's parameters; a password changed meanwhile is kept.
func (a *Accounts) renewHash(ctx context.Context, id int64, old, fresh string) error {
	return a.db.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "UPDATE partners SET password_hash = ? WHERE id = ? AND password_hash = ?", fresh, id, old)
		return err
	})
}

// SignedIn records a sign-in.
func (a *Accounts) SignedIn(ctx context.Context, id int64, now time.Time) error {
	return a.db.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "UPDATE partners SET last_sign_in_at = ? WHERE id = ?", now.UTC(), id)
		return err
	})
}

// SetStatus deactivates or reactivates a partner. A deactivation ends the
// partner's sessions in the same transaction, so they stop at once.
func (a *Accounts) SetStatus(ctx context.Context, id int64, active bool, now time.Time) (Partner, error) {
	err := a.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		// One conditional write each way. Reactivated, a partner is back
		// where they were: active with a password, else still waiting for
		// the invitation.
		q := "UPDATE partners SET status = 'deactivated', updated_at = ? WHERE id = ?"
		if active {
			q = `UPDATE partners SET status = CASE WHEN COALESCE(password_hash, '') <> '' THEN 'active' ELSE 'pending' END, updated_at = ?
				WHERE id = ? AND status = 'deactivated'`
		}
		res, err := tx.Exec(ctx, q, now.UTC(), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return a.missing(ctx, tx, id, ErrNotDeactivated)
		}
		if !active {
			return auth.EndPartner(ctx, tx, id)
		}
		return nil
	})
	if err != nil {
		return Partner{}, err
	}
	return a.Get(ctx, id)
}

// ChangePassword sets a new password in place of current, the hash the
// caller checked the current password against, and ends every session of
// the partner; the caller starts a new one for the browser that asked. A
// password changed meanwhile (by another session) makes this change
// nothing and return ErrWrongPassword.
func (a *Accounts) ChangePassword(ctx context.Context, id int64, current, newPassword string, now time.Time) error {
	hash, err := auth.HashPassword(ctx, newPassword)
	if err != nil {
		return err
	}
	return a.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, "UPDATE partners SET password_hash = ?, updated_at = ? WHERE id = ? AND password_hash = ?", hash, now.UTC(), id, current)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrWrongPassword
		}
		if err := dropSignInLinks(ctx, tx, id, now); err != nil {
			return err
		}
		return auth.EndPartner(ctx, tx, id)
	})
}

// EndSessions signs a partner out everywhere.
func (a *Accounts) EndSessions(ctx context.Context, id int64) error {
	return a.db.Write(ctx, func(tx *db.Tx) error { return auth.EndPartner(ctx, tx, id) })
}

// PartnerSummary is a row of the staff's Partners tab.
type PartnerSummary struct {
	Partner
	Projects int `json:"projects"`
	Clients  int `json:"clients"`
}

// List returns every partner with counts, newest first.
func (a *Accounts) List(ctx context.Context) ([]PartnerSummary, error) {
	return db.List(ctx, a.db, func(row db.Scanner) (PartnerSummary, error) {
		var s PartnerSummary
		var err error
		s.Partner, err = scanPartner(row, &s.Projects, &s.Clients)
		return s, err
	}, `SELECT `+partnerColumns+`,
		(SELECT COUNT(*) FROM partner_projects pp WHERE pp.partner_id = partners.id),
		(SELECT COUNT(*) FROM clients c WHERE c.partner_id = partners.id)
		FROM partners ORDER BY created_at DESC, id DESC`)
}

// OpenForApplicantTx opens the account of an approved application, in the
// caller's transaction: a pending account with an invitation (its token
// returned and announced) or, when the address already has an account (a
// buyer who paid before onboarding), that account, its company name filled
// if it has none, and no invitation (the token is "").
func (a *Accounts) OpenForApplicantTx(ctx context.Context, tx *db.Tx, email, name, business string, now time.Time) (int64, string, error) {
	token := auth.NewToken()
	var id int64
	err := tx.QueryRow(ctx, `INSERT INTO partners (company_name, contact_name, email, revenue_share_percentage, status, invite_token_hash,
		invite_expires_at, source, created_at, updated_at) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)
		ON CONFLICT (email) DO NOTHING RETURNING id`,
		business, name, email, DefaultShare, auth.HashToken(token), now.Add(InviteTTL).UTC(), SourceApplication, now.UTC(), now.UTC()).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		if err := tx.QueryRow(ctx, "SELECT id FROM partners WHERE email = ?", email).Scan(&id); err != nil {
			return 0, "", err
		}
		_, err := tx.Exec(ctx, "UPDATE partners SET company_name = ?, updated_at = ? WHERE id = ? AND COALESCE(company_name, '') = ''",
			business, now.UTC(), id)
		return id, "", err
	}
	if err != nil {
		return 0, "", err
	}
	return id, token, a.invited(ctx, tx, email, name, business, token, now.Add(InviteTTL))
}
