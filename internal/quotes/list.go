package quotes

import (
	"context"
	"database/sql"
	"time"

	"mission/internal/db"
	"mission/internal/money"
)

// Statuses are every status a quote has, for the list's filter.
var Statuses = []string{Draft, Sent, Accepted, Declined, Expired, Superseded}

// Row is one quote in the partner's list of all their quotes: what it is
// worth and for whom, without its lines.
type Row struct {
	ID            int64      `json:"id"`
	Number        string     `json:"number"`
	Status        string     `json:"status"`
	ProjectID     int64      `json:"projectId"`
	ProjectTitle  string     `json:"projectTitle"`
	ClientName    string     `json:"clientName"`
	ClientCompany string     `json:"clientCompany"`
	Currency      string     `json:"currency"`
	Total         int64      `json:"totalCents"`
	ValidUntil    string     `json:"validUntil"`
	SentAt        *time.Time `json:"sentAt"`
	DecidedAt     *time.Time `json:"decidedAt"`
	CreatedAt     time.Time  `json:"createdAt"`
}

// The partner's lists of quotes and of invoices show each one's project
// (p) and client (c): ProjectJoin joins them to the rows of table alias,
// ProjectColumns reads the project's title and the client's name (or the
// name the project keeps) and company.
func ProjectJoin(alias string) string {
	return " JOIN partner_projects p ON p.id = " + alias + `.project_id
		LEFT JOIN clients c ON c.id = p.client_id AND c.partner_id = p.partner_id`
}

const (
	clientName     = "COALESCE(NULLIF(c.name, ''), p.client_name, '')"
	ProjectColumns = "COALESCE(p.project_title, ''), " + clientName + ", COALESCE(c.company, '')"
)

// Search narrows n to the rows whose number column, project title, or
// client's name or company hold search, in any case.
func Search(n *db.Newest, number, search string) {
	n.Search(search, number, "COALESCE(p.project_title, '')", clientName, "COALESCE(c.company, '')")
}

// listed is the partner's quotes that f matches, newest first.
func listed(partner int64, f db.Filter) db.Newest {
	n := db.Newest{
		Columns: `q.id, q.quote_number, q.status, q.project_id, ` + ProjectColumns + `, q.currency, q.total_cents, q.valid_until,
			q.sent_at, q.decided_at, q.created_at`,
		From:  "quotes q" + ProjectJoin("q"),
		Where: "q.partner_id = ?",
		Args:  []any{partner},
		At:    "q.created_at",
		ID:    "q.id",
	}
	if f.Status != "" {
		n.Where += " AND q.status = ?"
		n.Args = append(n.Args, f.Status)
	}
	Search(&n, "q.quote_number", f.Search)
	return n
}

func scanRow(row db.Scanner) (Row, error) {
	var q Row
	var valid time.Time
	var sent, decided sql.NullTime
	err := row.Scan(&q.ID, &q.Number, &q.Status, &q.ProjectID, &q.ProjectTitle, &q.ClientName, &q.ClientCompany, &q.Currency, &q.Total,
		&valid, &sent, &decided, &q.CreatedAt)
	q.ValidUntil = valid.UTC().Format(time.DateOnly)
	q.SentAt, q.DecidedAt, q.CreatedAt = db.UTCPtr(sent), db.UTCPtr(decided), q.CreatedAt.UTC()
	return q, err
}

// List is one page of the partner's quotes that f matches, newest first.
func (s *Store) List(ctx context.Context, partner int64, f db.Filter) (db.Page[Row], error) {
	return db.ReadPage(ctx, s.db, listed(partner, f), f.Cursor, f.Size(), scanRow,
		func(q Row) db.Cursor { return db.Cursor{At: q.CreatedAt, ID: q.ID} })
}

// Each calls fn with every quote of the partner's that f matches, newest
// first (the CSV export).
func (s *Store) Each(ctx context.Context, partner int64, f db.Filter, fn func(Row) error) error {
	return db.ReadAll(ctx, s.db, listed(partner, f), scanRow, fn)
}

// CSVHeader is the export's columns.
var CSVHeader = []string{"number", "status", "project", "client", "company", "currency", "total", "validUntil", "sentAt", "decidedAt", "createdAt"}

// CSV is one quote as a row of the export.
func (q Row) CSV() []string {
	return []string{q.Number, q.Status, q.ProjectTitle, q.ClientName, q.ClientCompany, q.Currency, money.Decimal(q.Total), q.ValidUntil,
		Stamp(q.SentAt), Stamp(q.DecidedAt), q.CreatedAt.Format(time.RFC3339)}
}

// Stamp writes a moment for an export, "" for none.
func Stamp(t *time.Time) string {
	if t == nil {
		return ""
	}
	return t.Format(time.RFC3339)
}
