package branding

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/document"
	"mission/internal/files"
	"mission/internal/partners"
)

// Store keeps each partner's branding.
type Store struct{ db *db.DB }

// NewStore returns the branding store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// Get returns the partner's branding, with the defaults where nothing
// is set.
func (s *Store) Get(ctx context.Context, partner int64) (Settings, error) {
	b := Settings{PrimaryColor: DefaultPrimary, SecondaryColor: DefaultSecondary, AccentColor: DefaultAccent}
	var logo sql.NullString
	err := s.db.QueryRow(ctx, `SELECT COALESCE(NULLIF(b.company_name, ''), pa.company_name, ''), b.logo_key, COALESCE(b.primary_color, ?),
		COALESCE(b.secondary_color, ?), COALESCE(b.accent_color, ?), COALESCE(b.support_email, ''), COALESCE(b.phone_number, '')
		FROM partners pa LEFT JOIN partner_branding b ON b.id = (SELECT MAX(id) FROM partner_branding WHERE partner_id = pa.id)
		WHERE pa.id = ?`, DefaultPrimary, DefaultSecondary, DefaultAccent, partner).
		Scan(&b.CompanyName, &logo, &b.PrimaryColor, &b.SecondaryColor, &b.AccentColor, &b.SupportEmail, &b.PhoneNumber)
	if errors.Is(err, sql.ErrNoRows) {
		return b, db.ErrNotFound
	}
	if logo.Valid && logo.String != "" {
		b.LogoID, b.LogoURL = logo.String, files.URL(logo.String)
	}
	return b, err
}

// Set stores the partner's branding; client portals show it at
// once.
func (s *Store) Set(ctx context.Context, partner int64, b Settings, now time.Time) (Settings, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		logoKey, err := files.PublicTx(ctx, tx, b.LogoID, "logoId", "logo")
		if err != nil {
			return err
		}
		var logoURL any
		if logoKey != nil {
			logoURL = files.URL(b.LogoID)
		}
		// One row per partner (its unique key): the first saves, even two
		// at once, make one row.
		_, err = tx.Exec(ctx, `INSERT INTO partner_branding (partner_id, company_name, logo_key, logo_url, primary_color, secondary_color,
			accent_color, support_email, phone_number, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (partner_id) DO UPDATE SET company_name = excluded.company_name, logo_key = excluded.logo_key,
			logo_url = excluded.logo_url, primary_color = excluded.primary_color, secondary_color = excluded.secondary_color,
			accent_color = excluded.accent_color, support_email = excluded.support_email, phone_number = excluded.phone_number,
			updated_at = excluded.updated_at`,
			partner, b.CompanyName, logoKey, logoURL, b.PrimaryColor, b.SecondaryColor, b.AccentColor, b.SupportEmail, b.PhoneNumber,
			now.UTC(), now.UTC())
		return err
	})
	if err != nil {
		return b, err
	}
	return s.Get(ctx, partner)
}

// Document is the partner's branding as their PDFs carry it: the logo's
// bytes from fs when it is an image a PDF holds (PNG, JPEG, GIF).
func (s *Store) Document(ctx context.Context, fs files.Store, partner int64) (document.Brand, error) {
	b, err := s.Get(ctx, partner)
	if err != nil {
		return document.Brand{}, err
	}
	brand := document.Brand{Company: b.CompanyName, SupportEmail: b.SupportEmail, Phone: b.PhoneNumber, Color: b.PrimaryColor}
	if b.LogoID == "" || fs == nil {
		return brand, nil
	}
	f, err := fs.Get(ctx, b.LogoID)
	if errors.Is(err, db.ErrNotFound) {
		return brand, nil
	}
	if err != nil {
		return brand, err
	}
	kinds := map[string]string{"image/png": "PNG", "image/jpeg": "JPG", "image/gif": "GIF"}
	if kind, ok := kinds[f.ContentType]; ok {
		brand.Logo, brand.LogoType = f.Data, kind
	}
	return brand, nil
}
