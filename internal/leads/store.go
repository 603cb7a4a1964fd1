package leads

import (
	"context"
	"encoding/json"
	"time"

	"mission/internal/db"
)

// Store keeps leads.
type Store struct{ db *db.DB }

// NewStore returns a lead store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const insertLead = `INSERT INTO leads (name, email, phone, company, audience_type, business_challenge,
	source, status, custom_fields, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
	referrer, landing_path, created_at, updated_at)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`

// InsertTx stores a lead inside an existing write transaction, so that a
// domain that makes a lead together with its own rows commits both at once.
func InsertTx(ctx context.Context, tx *db.Tx, l *Lead) error {
	a := l.Attribution
	return tx.QueryRow(ctx, insertLead,
		l.Name, l.Email, l.Phone, l.Company, l.AudienceType, l.BusinessChallenge,
		l.Source, l.Status, encodeCustom(l.CustomFields), a.UTMSource, a.UTMMedium, a.UTMCampaign,
		a.UTMTerm, a.UTMContent, a.Referrer, a.LandingPath, l.CreatedAt.UTC(), l.UpdatedAt.UTC(),
	).Scan(&l.ID)
}

// Insert stores a lead and sets its ID. It returns once the lead is durable.
func (s *Store) Insert(ctx context.Context, l *Lead) error {
	return s.db.Write(ctx, func(tx *db.Tx) error { return InsertTx(ctx, tx, l) })
}

// Columns the original schema leaves nullable are read through COALESCE.
const leadColumns = `id, COALESCE(name, ''), COALESCE(email, ''), COALESCE(phone, ''), COALESCE(company, ''),
	audience_type, COALESCE(business_challenge, ''), source, status, custom_fields, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer, landing_path,
	created_at, updated_at`

type scanner interface{ Scan(...any) error }

func scanLead(row scanner) (Lead, error) {
	var l Lead
	var custom string
	a := &l.Attribution
	err := row.Scan(&l.ID, &l.Name, &l.Email, &l.Phone, &l.Company, &l.AudienceType, &l.BusinessChallenge,
		&l.Source, &l.Status, &custom, &a.UTMSource, &a.UTMMedium, &a.UTMCampaign, &a.UTMTerm,
		&a.UTMContent, &a.Referrer, &a.LandingPath, &l.CreatedAt, &l.UpdatedAt)
	if err != nil {
		return l, err
	}
	l.CustomFields = map[string]string{}
	json.Unmarshal([]byte(custom), &l.CustomFields)
	l.CreatedAt, l.UpdatedAt = l.CreatedAt.UTC(), l.UpdatedAt.UTC()
	return l, nil
}

// Get returns one lead, or db.ErrNotFound.
func (s *Store) Get(ctx context.Context, id int64) (Lead, error) {
	l, err := scanLead(s.db.QueryRow(ctx, "SELECT "+leadColumns+" FROM leads WHERE id = ?", id))
	if err != nil && isNoRows(err) {
		return l, db.ErrNotFound
	}
	return l, err
}

// CountSince counts leads created at or after t.
func (s *Store) CountSince(ctx context.Context, t time.Time) (int, error) {
	var n int
	err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM leads WHERE created_at >= ?", t.UTC()).Scan(&n)
	return n, err
}
