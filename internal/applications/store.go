package applications

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/files"
	"mission/internal/partners"
)

// ErrNotPending answers a decision on an application already decided.
var ErrNotPending = errors.New("This application has already been decided.")

// SaveTx records an onboarding inside the lead's transaction. A second
// onboarding with the same e-mail updates the pending application rather
// than making another.
func SaveTx(ctx context.Context, tx *db.Tx, in Input, now time.Time) error {
	logo, err := files.PublicTx(ctx, tx, in.LogoKey, "logoId", "logo")
	if err != nil {
		return err
	}
	answers, _ := json.Marshal(in.Answers)
	email := partners.NormalizeEmail(in.Email)
	if tx.Dialect() == db.Postgres {
		// One pending application per address, even when two arrive at once.
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtext(?))", "application|"+email); err != nil {
			return err
		}
	}
	res, err := tx.Exec(ctx, `UPDATE partner_applications SET full_name = ?, business_name = ?, niche = ?, answers = ?, logo_key = ?,
		lead_id = ?, updated_at = ? WHERE email = ? AND status = 'pending'`,
		in.FullName, in.BusinessName, in.Niche, string(answers), logo, in.LeadID, now.UTC(), email)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		return nil
	}
	_, err = tx.Exec(ctx, `INSERT INTO partner_applications (email, full_name, business_name, niche, answers, logo_key, status, lead_id,
		created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
		email, in.FullName, in.BusinessName, in.Niche, string(answers), logo, in.LeadID, now.UTC(), now.UTC())
	return err
}

// Store keeps applications; an approval opens the account through
// Accounts.
type Store struct {
	db       *db.DB
	Accounts *partners.Accounts
}

// NewStore returns the application store on d, opening accounts with a.
func NewStore(d *db.DB, a *partners.Accounts) *Store { return &Store{db: d, Accounts: a} }

const applicationColumns = `id, email, full_name, business_name, niche, answers, COALESCE(logo_key, ''), status,
	COALESCE(decline_reason, ''), lead_id, partner_id, created_at, updated_at`

func scanApplication(row db.Scanner) (Application, error) {
	var a Application
	var answers, logo string
	var lead, partner sql.NullInt64
	err := row.Scan(&a.ID, &a.Email, &a.FullName, &a.BusinessName, &a.Niche, &answers, &logo, &a.Status, &a.DeclineReason,
		&lead, &partner, &a.CreatedAt, &a.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return a, db.ErrNotFound
	}
	a.Answers = map[string]string{}
	json.Unmarshal([]byte(answers), &a.Answers)
	if logo != "" {
		a.LogoURL = files.URL(logo)
	}
	if lead.Valid {
		a.LeadID = &lead.Int64
	}
	if partner.Valid {
		a.PartnerID = &partner.Int64
	}
	a.CreatedAt, a.UpdatedAt = a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	return a, err
}

// List lists applications, newest first, optionally of one status.
func (s *Store) List(ctx context.Context, status string) ([]Application, error) {
	q, args := "SELECT "+applicationColumns+" FROM partner_applications", []any{}
	if status != "" {
		q, args = q+" WHERE status = ?", append(args, status)
	}
	return db.List(ctx, s.db, scanApplication, q+" ORDER BY created_at DESC, id DESC LIMIT 500", args...)
}

// Get returns one application, or db.ErrNotFound.
func (s *Store) Get(ctx context.Context, id int64) (Application, error) {
	return scanApplication(s.db.QueryRow(ctx, "SELECT "+applicationColumns+" FROM partner_applications WHERE id = ?", id))
}

// Approve turns a pending application into a partner account, pending
// until the partner accepts the invitation returned, with its branding
// (company name and logo) filled from the answers. When the address
// already has an account (a buyer who paid before onboarding), the
// application is joined to it instead: its branding is filled from the
// answers if it has none, and no invitation is made (the token is "").
func (s *Store) Approve(ctx context.Context, id int64, now time.Time) (partners.Partner, string, error) {
	var partnerID int64
	var token string
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		var email, name, business, logo string
		// The conditional move decides: of two approvals at once, one
		// finds the application pending.
		err := tx.QueryRow(ctx, `UPDATE partner_applications SET status = 'approved', updated_at = ? WHERE id = ? AND status = 'pending'
			RETURNING email, full_name, business_name, COALESCE(logo_key, '')`, now.UTC(), id).Scan(&email, &name, &business, &logo)
		if errors.Is(err, sql.ErrNoRows) {
			var status string
			if err := tx.QueryRow(ctx, "SELECT status FROM partner_applications WHERE id = ?", id).Scan(&status); errors.Is(err, sql.ErrNoRows) {
				return db.ErrNotFound
			}
			return ErrNotPending
		}
		if err != nil {
			return err
		}
		partnerID, token, err = s.Accounts.OpenForApplicantTx(ctx, tx, email, name, business, now)
		if err != nil {
			return err
		}
		var logoKey, logoURL any
		if logo != "" {
			logoKey, logoURL = logo, files.URL(logo)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO partner_branding (partner_id, company_name, logo_key, logo_url, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (partner_id) DO NOTHING`,
			partnerID, business, logoKey, logoURL, now.UTC(), now.UTC()); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, "UPDATE partner_applications SET partner_id = ? WHERE id = ?", partnerID, id)
		return err
	})
	if err != nil {
		return partners.Partner{}, "", err
	}
	p, err := s.Accounts.Get(ctx, partnerID)
	return p, token, err
}

// Decline closes a pending application with the reason given; the record
// stays.
func (s *Store) Decline(ctx context.Context, id int64, reason string, now time.Time) (Application, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, "UPDATE partner_applications SET status = 'declined', decline_reason = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
			reason, now.UTC(), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			var status string
			if err := tx.QueryRow(ctx, "SELECT status FROM partner_applications WHERE id = ?", id).Scan(&status); errors.Is(err, sql.ErrNoRows) {
				return db.ErrNotFound
			}
			return ErrNotPending
		}
		return nil
	})
	if err != nil {
		return Application{}, err
	}
	return s.Get(ctx, id)
}
