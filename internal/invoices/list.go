package invoices

import (
	"context"
	"time"

	"mission/internal/db"
	"mission/internal/money"
	"mission/internal/quotes"
)

// Overdue is the list's name for an open invoice past due (the server's
// clock marks it on the first day past its due date).
const Overdue = "overdue"

// Statuses are what the list filters by: every status, and overdue (open
// ones only; open keeps the overdue ones too).
var Statuses = []string{Open, Overdue, Paid, Void}

// Row is one invoice in the partner's list of all their invoices: what it
// bills, for whom, and what is still owed, without its lines.
type Row struct {
	ID            int64     `json:"id"`
	Number        string    `json:"number"`
	Status        string    `json:"status"`
	Overdue       bool      `json:"overdue"`
	ProjectID     int64     `json:"projectId"`
	ProjectTitle  string    `json:"projectTitle"`
	ClientName    string    `json:"clientName"`
	ClientCompany string    `json:"clientCompany"`
	Currency      string    `json:"currency"`
	Total         int64     `json:"totalCents"`
	PaidCents     int64     `json:"paidCents"`
	BalanceDue    int64     `json:"balanceCents"`
	DueDate       string    `json:"dueDate"`
	IssuedAt      time.Time `json:"issuedAt"`
}

// listed is the partner's invoices that f matches, newest first.
func listed(partner int64, f db.Filter) db.Newest {
	n := db.Newest{
		Columns: `i.id, i.invoice_number, i.status, i.overdue_at IS NOT NULL, i.project_id, ` + quotes.ProjectColumns + `, i.currency,
			i.total_cents, i.paid_cents, i.due_date, i.issued_at`,
		From:  "invoices i" + quotes.ProjectJoin("i"),
		Where: "i.partner_id = ?",
		Args:  []any{partner},
		At:    "i.issued_at",
		ID:    "i.id",
	}
	switch f.Status {
	case "":
	case Overdue:
		n.Where += " AND i.status = 'open' AND i.overdue_at IS NOT NULL"
	default:
		n.Where += " AND i.status = ?"
		n.Args = append(n.Args, f.Status)
	}
	quotes.Search(&n, "i.invoice_number", f.Search)
	return n
}

func scanRow(row db.Scanner) (Row, error) {
	var v Row
	var due time.Time
	err := row.Scan(&v.ID, &v.Number, &v.Status, &v.Overdue, &v.ProjectID, &v.ProjectTitle, &v.ClientName, &v.ClientCompany, &v.Currency,
		&v.Total, &v.PaidCents, &due, &v.IssuedAt)
	v.Overdue = v.Overdue && v.Status == Open
	v.BalanceDue = v.Total - v.PaidCents
	v.DueDate, v.IssuedAt = due.UTC().Format(time.DateOnly), v.IssuedAt.UTC()
	return v, err
}

// List is one page of the partner's invoices that f matches, newest first.
func (s *Store) List(ctx context.Context, partner int64, f db.Filter) (db.Page[Row], error) {
	return db.ReadPage(ctx, s.db, listed(partner, f), f.Cursor, f.Size(), scanRow,
		func(v Row) db.Cursor { return db.Cursor{At: v.IssuedAt, ID: v.ID} })
}

// Each calls fn with every invoice of the partner's that f matches, newest
// first (the CSV export).
func (s *Store) Each(ctx context.Context, partner int64, f db.Filter, fn func(Row) error) error {
	return db.ReadAll(ctx, s.db, listed(partner, f), scanRow, fn)
}

// State is what the partner's badge says: an open invoice past due is
// overdue.
func (v Row) State() string {
	if v.Overdue {
		return Overdue
	}
	return v.Status
}

// CSVHeader is the export's columns.
var CSVHeader = []string{"number", "status", "project", "client", "company", "currency", "total", "paid", "balanceDue", "dueDate", "issuedAt"}

// CSV is one invoice as a row of the export; its status is its State.
func (v Row) CSV() []string {
	return []string{v.Number, v.State(), v.ProjectTitle, v.ClientName, v.ClientCompany, v.Currency, money.Decimal(v.Total),
		money.Decimal(v.PaidCents), money.Decimal(v.BalanceDue), v.DueDate, v.IssuedAt.Format(time.RFC3339)}
}
