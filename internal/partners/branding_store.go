package partners

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/files"
	"mission/internal/httpx"
)

// Branding returns the partner's branding, with the defaults where nothing
// is set.
func (p *Portal) Branding(ctx context.Context, partner int64) (BrandingSettings, error) {
	b := BrandingSettings{PrimaryColor: DefaultPrimary, SecondaryColor: DefaultSecondary, AccentColor: DefaultAccent}
	var logo sql.NullString
	err := p.db.QueryRow(ctx, `SELECT COALESCE(NULLIF(b.company_name, ''), pa.company_name, ''), b.logo_key, COALESCE(b.primary_color, ?),
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

// SetBranding stores the partner's branding; client portals show it at
// once.
func (p *Portal) SetBranding(ctx context.Context, partner int64, b BrandingSettings, now time.Time) (BrandingSettings, error) {
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		var logoKey, logoURL any
		if b.LogoID != "" {
			var public bool
			err := tx.QueryRow(ctx, "SELECT public FROM files WHERE file_key = ?", b.LogoID).Scan(&public)
			if errors.Is(err, sql.ErrNoRows) || (err == nil && !public) {
				return httpx.Invalid(map[string]string{"logoId": "Upload the logo again: it was not found."})
			}
			if err != nil {
				return err
			}
			logoKey, logoURL = b.LogoID, files.URL(b.LogoID)
		}
		// One row per partner (its unique key): the first saves, even two
		// at once, make one row.
		_, err := tx.Exec(ctx, `INSERT INTO partner_branding (partner_id, company_name, logo_key, logo_url, primary_color, secondary_color,
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
	return p.Branding(ctx, partner)
}
