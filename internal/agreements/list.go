package agreements

import (
	"context"
	"strconv"
	"time"

	"mission/internal/db"
)

// Standings a signature has in staff's list: of the newest version of its
// kind, or of one a newer version replaced.
const (
	Current  = "current"
	Outdated = "outdated"
)

// ListStatuses are the list's status filter.
var ListStatuses = []string{Current, Outdated}

// SignatureRow is a signature in staff's list, with whether it signs the
// newest version of its kind.
type SignatureRow struct {
	Signature
	Current bool `json:"current"`
}

const newest = "t.version = (SELECT MAX(n.version) FROM agreement_templates n WHERE n.kind = t.kind)"

// signed is the signatures f matches, newest first (every partner's).
func signed(f db.Filter) db.Newest {
	n := db.Newest{
		Columns: signatureColumns + ", CASE WHEN " + newest + " THEN 1 ELSE 0 END",
		From:    signatureFrom[len(" FROM "):],
		Where:   "a.template_id IS NOT NULL",
		At:      "a.signed_date",
		ID:      "a.id",
	}
	switch f.Status {
	case Current:
		n.Where += " AND " + newest
	case Outdated:
		n.Where += " AND NOT " + newest
	}
	n.Search(f.Search, "COALESCE(p.company_name, '')", "a.signer_name", "a.signer_email", "t.title", "t.kind")
	return n
}

func scanRow(row db.Scanner) (SignatureRow, error) {
	var r SignatureRow
	var current int
	err := row.Scan(&r.ID, &r.PartnerID, &r.Partner, &r.TemplateID, &r.Kind, &r.Title, &r.Version, &r.SignerName, &r.SignerEmail,
		&r.SignedAt, &r.Network, &r.UserAgent, &r.SHA256, &current)
	r.SignedAt, r.Current = r.SignedAt.UTC(), current == 1
	return r, err
}

// SignaturePage is one page of the signatures f matches, newest first.
func (s *Store) SignaturePage(ctx context.Context, _ int64, f db.Filter) (db.Page[SignatureRow], error) {
	return db.ReadPage(ctx, s.db, signed(f), f.Cursor, f.Size(), scanRow,
		func(r SignatureRow) db.Cursor { return db.Cursor{At: r.SignedAt, ID: r.ID} })
}

// EachSignature calls fn with every signature f matches, newest first.
func (s *Store) EachSignature(ctx context.Context, _ int64, f db.Filter, fn func(SignatureRow) error) error {
	return db.ReadAll(ctx, s.db, signed(f), scanRow, fn)
}

// SignatureCSVHeader is the export's columns.
var SignatureCSVHeader = []string{"partner", "agreement", "kind", "version", "current", "signerName", "signerEmail", "signedAt", "network",
	"userAgent", "sha256"}

// CSV is a signature as a row of the export.
func (r SignatureRow) CSV() []string {
	return []string{r.Partner, r.Title, r.Kind, strconv.Itoa(r.Version), strconv.FormatBool(r.Current), r.SignerName, r.SignerEmail,
		r.SignedAt.Format(time.RFC3339), r.Network, r.UserAgent, r.SHA256}
}
