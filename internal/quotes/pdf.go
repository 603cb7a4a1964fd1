package quotes

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strings"
	"time"

	"mission/internal/db"
	"mission/internal/document"
)

// Recipient is who a quote is for.
type Recipient struct {
	Name, Company, Email string
}

// RecipientOf reads the client of one of the partner's projects (quotes
// and invoices are addressed to them).
func RecipientOf(ctx context.Context, d *db.DB, partner, project int64) (Recipient, error) {
	var r Recipient
	err := d.QueryRow(ctx, `SELECT COALESCE(c.name, p.client_name, ''), COALESCE(c.company, ''), COALESCE(c.email, '')
		FROM partner_projects p LEFT JOIN clients c ON c.id = p.client_id AND c.partner_id = p.partner_id
		WHERE p.id = ? AND p.partner_id = ?`, project, partner).Scan(&r.Name, &r.Company, &r.Email)
	if errors.Is(err, sql.ErrNoRows) {
		return r, ErrNotFound
	}
	return r, err
}

// statusText is how a quote's state reads on paper.
func statusText(q Quote) string {
	switch q.Status {
	case Accepted:
		return "Accepted by " + q.AcceptedName + " on " + q.DecidedAt.UTC().Format("2 January 2006")
	case Declined:
		return "Declined on " + q.DecidedAt.UTC().Format("2 January 2006")
	case Superseded:
		return "Replaced by " + q.SupersededBy
	case Draft:
		return "Draft: not sent"
	}
	return strings.ToUpper(q.Status[:1]) + q.Status[1:]
}

// Branding reads a partner's branding for their documents.
type Branding func(ctx context.Context, partner int64) (document.Brand, error)

// SendPDF answers the quote as a PDF download, in partner's branding.
func (s *Store) SendPDF(w http.ResponseWriter, r *http.Request, brand Branding, partner int64, q Quote, now time.Time) error {
	return WritePDF(w, r, s.db, brand, partner, q.ProjectID, q.Number+".pdf", func(to Recipient, b document.Brand) ([]byte, error) {
		return PDF(q, to, b, now)
	})
}

// PDF is the quote as a document in the partner's branding.
func PDF(q Quote, to Recipient, brand document.Brand, now time.Time) ([]byte, error) {
	d := document.New(brand, "Quote", q.Number, now)
	issued := q.CreatedAt
	if q.SentAt != nil {
		issued = *q.SentAt
	}
	valid, _ := time.Parse(time.DateOnly, q.ValidUntil)
	d.Facts(
		[][2]string{{"Prepared for", to.Lines()}, {"Project", q.ProjectTitle}},
		[][2]string{{"Date", issued.UTC().Format("2 January 2006")}, {"Valid until", valid.Format("2 January 2006")}, {"Status", statusText(q)}},
	)
	rows := make([][]string, len(q.Lines))
	for i, l := range q.Lines {
		rows[i] = []string{l.Description, FormatQuantity(l.Quantity), Amount(q.Currency, l.UnitPriceCents), Amount(q.Currency, l.AmountCents)}
	}
	d.Table([]document.Column{{Heading: "Description", Width: 5}, {Heading: "Qty", Width: 1, Right: true},
		{Heading: "Unit price", Width: 1.7, Right: true}, {Heading: "Amount", Width: 1.7, Right: true}}, rows)
	totals := [][2]string{{"Subtotal", Amount(q.Currency, q.Subtotal)}}
	if q.Discount > 0 {
		totals = append(totals, [2]string{"Discount", "−" + Amount(q.Currency, q.Discount)})
	}
	if q.Totals.TaxRate > 0 {
		totals = append(totals, [2]string{"Tax (" + q.TaxPercent + "%)", Amount(q.Currency, q.Tax)})
	}
	totals = append(totals, [2]string{"Total " + q.Currency, Amount(q.Currency, q.Total)})
	d.Totals(totals)
	d.Section("Terms", q.Terms)
	d.Section("Notes", q.Notes)
	return d.Bytes()
}
