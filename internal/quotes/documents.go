package quotes

import (
	"context"
	"database/sql"
	"errors"
	"net/http"

	"mission/internal/db"
	"mission/internal/document"
	"mission/internal/files"
	"mission/internal/httpx"
)

// What a partner's documents for a project's client (quotes, invoices,
// statements of work) share: who they go between, the answer to a
// conditional write that changed nothing, and the PDF download.

// OwnProject answers notFound unless project is the partner's, read on
// the database or in a transaction.
func OwnProject(ctx context.Context, q db.RowQuerier, partner, project int64, notFound error) error {
	var n int
	if err := q.QueryRow(ctx, "SELECT COUNT(*) FROM partner_projects WHERE id = ? AND partner_id = ?", project, partner).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return notFound
	}
	return nil
}

// Parties are who a project's documents go between: its client and the
// partner.
type Parties struct {
	ClientID    int64 // 0: the project has no client
	ClientEmail string
	ClientName  string
	Company     string // the partner's
	// PartnerEmail is where the client's answers go: the partner's support
	// address, else their account's.
	PartnerEmail string
}

// PartiesOf reads the parties of one of the partner's projects, in tx.
func PartiesOf(ctx context.Context, tx *db.Tx, partner, project int64) (Parties, error) {
	var p Parties
	var client sql.NullInt64
	err := tx.QueryRow(ctx, `SELECT p.client_id, COALESCE(c.email, ''), COALESCE(c.name, ''), COALESCE(pa.company_name, ''),
		COALESCE(NULLIF((SELECT b.support_email FROM partner_branding b WHERE b.partner_id = pa.id ORDER BY b.id DESC LIMIT 1), ''), pa.email, '')
		FROM partner_projects p JOIN partners pa ON pa.id = p.partner_id LEFT JOIN clients c ON c.id = p.client_id AND c.partner_id = p.partner_id
		WHERE p.id = ? AND p.partner_id = ?`, project, partner).Scan(&client, &p.ClientEmail, &p.ClientName, &p.Company, &p.PartnerEmail)
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNoProject
	}
	p.ClientID = client.Int64
	return p, err
}

// Lines are who a document is for, one fact a line: name, company,
// address.
func (r Recipient) Lines() string { return document.JoinNonBlank("\n", r.Name, r.Company, r.Email) }

// Refused answers a conditional write of the partner's row id of table
// that changed nothing: notFound when the partner has no such row, else
// refused (the row is not in the state the write needs).
func Refused(ctx context.Context, tx *db.Tx, table string, partner, id int64, notFound, refused error) error {
	var n int
	if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM "+table+" WHERE id = ? AND partner_id = ?", id, partner).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return notFound
	}
	return refused
}

// ServePDF answers the document whose id is in the path as a PDF: find
// reads it as the partner or a client's link sees it, answer turns find's
// errors into answers, and send writes it.
func ServePDF[T any](r *http.Request, notFound error, answer func(error) error,
	find func(ctx context.Context, id int64) (T, error), send func(T) error) error {
	id, err := httpx.PathID(r, notFound.Error())
	if err != nil {
		return err
	}
	v, err := find(r.Context(), id)
	if err != nil {
		return answer(err)
	}
	return send(v)
}

// WritePDF answers a document of one of the partner's projects as a PDF
// download named name: render draws it for the project's client in the
// partner's branding.
func WritePDF(w http.ResponseWriter, r *http.Request, d *db.DB, brand Branding, partner, project int64, name string,
	render func(Recipient, document.Brand) ([]byte, error)) error {
	to, err := RecipientOf(r.Context(), d, partner, project)
	if err != nil {
		return err
	}
	b, err := brand(r.Context(), partner)
	if err != nil {
		return err
	}
	data, err := render(to, b)
	if err != nil {
		return err
	}
	files.WriteFile(w, r, files.File{Key: files.KeyOf(data), ContentType: "application/pdf", Size: int64(len(data)), Name: name,
		Data: data}, true)
	return nil
}
