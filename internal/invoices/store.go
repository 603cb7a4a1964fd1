package invoices

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
	"mission/internal/partners"
	"mission/internal/quotes"
)

// Store keeps invoices. Every query is scoped to a partner, or to the
// projects a client link shows.
type Store struct {
	db       *db.DB
	Announce announce.Func
	// Link finds or makes the client's portal link an e-mail carries.
	Link quotes.LinkFunc
}

// NewStore makes the store.
func NewStore(d *db.DB, a announce.Func, link quotes.LinkFunc) *Store {
	return &Store{db: d, Announce: a, Link: link}
}

const columns = `i.id, i.project_id, COALESCE(p.project_title, ''), i.quote_id, i.milestone_id, i.invoice_number, i.status,
	i.overdue_at IS NOT NULL, i.currency, i.line_items, i.subtotal_cents, i.discount_cents, i.tax_rate_bp, i.tax_cents, i.total_cents,
	i.paid_cents, i.due_date, i.payment_link, i.terms, i.notes, COALESCE(i.void_reason, ''), i.issued_at, i.paid_at, i.voided_at`

const from = ` FROM invoices i JOIN partner_projects p ON p.id = i.project_id`

func scan(row db.Scanner) (Invoice, error) {
	var v Invoice
	var lines string
	var quote, milestone sql.NullInt64
	var due time.Time
	var paid, voided sql.NullTime
	err := row.Scan(&v.ID, &v.ProjectID, &v.ProjectTitle, &quote, &milestone, &v.Number, &v.Status, &v.Overdue, &v.Currency, &lines,
		&v.Subtotal, &v.Discount, &v.Totals.TaxRate, &v.Tax, &v.Total, &v.PaidCents, &due, &v.PaymentLink, &v.Terms, &v.Notes, &v.VoidReason,
		&v.IssuedAt, &paid, &voided)
	if errors.Is(err, sql.ErrNoRows) {
		return v, ErrNotFound
	}
	if err != nil {
		return v, err
	}
	if err := json.Unmarshal([]byte(lines), &v.Lines); err != nil {
		return v, err
	}
	if quote.Valid {
		v.QuoteID = &quote.Int64
	}
	if milestone.Valid {
		v.MilestoneID = &milestone.Int64
	}
	v.Overdue = v.Overdue && v.Status == Open
	v.TaxPercent = quotes.FormatRate(v.Totals.TaxRate)
	v.BalanceDue = v.Total - v.PaidCents
	v.DueDate = due.UTC().Format(time.DateOnly)
	v.IssuedAt, v.PaidAt, v.VoidedAt = v.IssuedAt.UTC(), db.UTCPtr(paid), db.UTCPtr(voided)
	v.Payments = []Payment{}
	return v, nil
}

// withPayments reads each invoice's payments, oldest first.
func (s *Store) withPayments(ctx context.Context, list []Invoice) ([]Invoice, error) {
	for i := range list {
		ps, err := db.List(ctx, s.db, func(row db.Scanner) (Payment, error) {
			var p Payment
			var at time.Time
			err := row.Scan(&p.ID, &p.AmountCents, &at, &p.Note, &p.CreatedAt)
			p.ReceivedAt, p.CreatedAt = at.UTC().Format(time.DateOnly), p.CreatedAt.UTC()
			return p, err
		}, "SELECT id, amount_cents, received_at, note, created_at FROM invoice_payments WHERE invoice_id = ? ORDER BY id", list[i].ID)
		if err != nil {
			return nil, err
		}
		list[i].Payments = ps
	}
	return list, nil
}

// Get reads one of the partner's invoices.
func (s *Store) Get(ctx context.Context, partner, id int64) (Invoice, error) {
	v, err := scan(s.db.QueryRow(ctx, "SELECT "+columns+from+" WHERE i.id = ? AND i.partner_id = ?", id, partner))
	if err != nil {
		return v, err
	}
	list, err := s.withPayments(ctx, []Invoice{v})
	if err != nil {
		return v, err
	}
	return list[0], nil
}

// ForProject lists a project's invoices, newest first.
func (s *Store) ForProject(ctx context.Context, partner, project int64) ([]Invoice, error) {
	if err := quotes.OwnProject(ctx, s.db, partner, project, ErrNoProject); err != nil {
		return nil, err
	}
	list, err := db.List(ctx, s.db, scan, "SELECT "+columns+from+" WHERE i.partner_id = ? AND i.project_id = ? ORDER BY i.id DESC", partner, project)
	if err != nil {
		return nil, err
	}
	return s.withPayments(ctx, list)
}

// ForClient lists the invoices of the projects a client link shows, the
// open ones first, then newest first; at most limit.
func (s *Store) ForClient(ctx context.Context, partner int64, projects []int64, limit int) ([]Invoice, error) {
	if len(projects) == 0 {
		return []Invoice{}, nil
	}
	return db.List(ctx, s.db, scan, "SELECT "+columns+from+" WHERE i.partner_id = ? AND i.project_id IN ("+db.Placeholders(len(projects))+
		") ORDER BY CASE WHEN i.status = 'open' THEN 0 ELSE 1 END, i.id DESC LIMIT ?",
		append(append([]any{partner}, db.Args(projects)...), limit)...)
}

// CountForClient counts the invoices ForClient lists.
func (s *Store) CountForClient(ctx context.Context, partner int64, projects []int64) (int, error) {
	var n int
	if len(projects) == 0 {
		return 0, nil
	}
	err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM invoices WHERE partner_id = ? AND project_id IN ("+db.Placeholders(len(projects))+")",
		append([]any{partner}, db.Args(projects)...)...).Scan(&n)
	return n, err
}

// Shown is one invoice a client link shows.
func (s *Store) Shown(ctx context.Context, partner int64, projects []int64, id int64) (Invoice, error) {
	if len(projects) == 0 {
		return Invoice{}, ErrNotFound
	}
	return scan(s.db.QueryRow(ctx, "SELECT "+columns+from+" WHERE i.id = ? AND i.partner_id = ? AND i.project_id IN ("+
		db.Placeholders(len(projects))+")", append([]any{id, partner}, db.Args(projects)...)...))
}

// FromQuote issues an invoice for an accepted quote: its lines, totals and
// currency, frozen.
func (s *Store) FromQuote(ctx context.Context, partner, quoteID int64, in Input, now time.Time) (Invoice, error) {
	c, f := in.check(false)
	if f != nil {
		return Invoice{}, &FieldsError{f}
	}
	return s.issue(ctx, partner, now, &c, func(tx *db.Tx) (int64, *int64, *int64, error) {
		var project int64
		var status, lines, currency string
		var t quotes.Totals
		err := tx.QueryRow(ctx, `SELECT project_id, status, line_items, currency, subtotal_cents, discount_cents, tax_rate_bp, tax_cents, total_cents
			FROM quotes WHERE id = ? AND partner_id = ?`, quoteID, partner).Scan(&project, &status, &lines, &currency, &t.Subtotal, &t.Discount,
			&t.TaxRate, &t.Tax, &t.Total)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, nil, nil, quotes.ErrNotFound
		}
		if err != nil {
			return 0, nil, nil, err
		}
		if status != quotes.Accepted {
			return 0, nil, nil, ErrNotAccepted
		}
		var invoiced int
		if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM invoices WHERE quote_id = ? AND status <> 'void'", quoteID).Scan(&invoiced); err != nil {
			return 0, nil, nil, err
		}
		if invoiced > 0 {
			return 0, nil, nil, ErrInvoiced
		}
		if err := json.Unmarshal([]byte(lines), &c.lines); err != nil {
			return 0, nil, nil, err
		}
		c.totals, c.currency = t, currency
		return project, &quoteID, nil, nil
	})
}

// ForMilestone issues an invoice of its own lines for a project, naming
// one of its milestones when given.
func (s *Store) ForMilestone(ctx context.Context, partner, project int64, in Input, now time.Time) (Invoice, error) {
	c, f := in.check(true)
	if f != nil {
		return Invoice{}, &FieldsError{f}
	}
	return s.issue(ctx, partner, now, &c, func(tx *db.Tx) (int64, *int64, *int64, error) {
		if err := quotes.OwnProject(ctx, tx, partner, project, ErrNoProject); err != nil {
			return 0, nil, nil, err
		}
		if in.MilestoneID != nil {
			var n int
			if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM project_milestones WHERE id = ? AND project_id = ?", *in.MilestoneID, project).Scan(&n); err != nil {
				return 0, nil, nil, err
			}
			if n == 0 {
				return 0, nil, nil, ErrNoMilestone
			}
		}
		return project, nil, in.MilestoneID, nil
	})
}

// FieldsError is input refused field by field.
type FieldsError struct{ Fields map[string]string }

func (e *FieldsError) Error() string { return fmt.Sprint(e.Fields) }

// issue numbers and stores an invoice whose project (and source) what
// reads in the transaction, filling in c what it takes from its source,
// and e-mails the client its link.
func (s *Store) issue(ctx context.Context, partner int64, now time.Time, c *checked,
	what func(*db.Tx) (project int64, quote, milestone *int64, err error)) (Invoice, error) {
	if c.due.Before(now.UTC().Truncate(24 * time.Hour)) {
		return Invoice{}, ErrDueTooEarly
	}
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if err := quotes.LockPartner(ctx, tx, partner); err != nil {
			return err
		}
		project, quote, milestone, err := what(tx)
		if err != nil {
			return err
		}
		number, err := quotes.NextNumber(ctx, tx, "invoices", "invoice_number", "INV", partner, now)
		if err != nil {
			return err
		}
		lines, err := json.Marshal(c.lines)
		if err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, `INSERT INTO invoices (partner_id, project_id, quote_id, milestone_id, invoice_number, line_items, currency,
			subtotal_cents, discount_cents, tax_rate_bp, tax_cents, total_cents, due_date, payment_link, terms, notes, issued_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			partner, project, quote, milestone, number, string(lines), c.currency, c.totals.Subtotal, c.totals.Discount, c.totals.TaxRate,
			c.totals.Tax, c.totals.Total, c.due.UTC(), c.paymentLink, c.terms, c.notes, now.UTC(), now.UTC(), now.UTC()).Scan(&id); err != nil {
			return err
		}
		tx.Changed(partners.Topic)
		return s.tell(ctx, tx, id, partner, announce.InvoiceIssued, now)
	})
	if err != nil {
		return Invoice{}, err
	}
	return s.Get(ctx, partner, id)
}

// tell announces event about invoice id to its client: what it owes, by
// when, and a link into their portal.
func (s *Store) tell(ctx context.Context, tx *db.Tx, id, partner int64, event string, now time.Time) error {
	if s.Announce == nil {
		return nil
	}
	v, err := scan(tx.QueryRow(ctx, "SELECT "+columns+from+" WHERE i.id = ?", id))
	if err != nil {
		return err
	}
	to, err := quotes.PartiesOf(ctx, tx, partner, v.ProjectID)
	if err != nil || to.ClientID == 0 || to.ClientEmail == "" {
		return err // an invoice for a project without a client's address is the partner's to send
	}
	token := ""
	if s.Link != nil {
		if token, err = s.Link(ctx, tx, partner, to.ClientID, v.ProjectID, now); err != nil {
			return err
		}
	}
	return s.Announce(ctx, tx, event, map[string]string{"clientEmail": to.ClientEmail, "clientName": to.ClientName, "company": to.Company,
		"partnerEmail": to.PartnerEmail, "number": v.Number, "projectTitle": v.ProjectTitle, "balance": quotes.Amount(v.Currency, v.BalanceDue),
		"total": quotes.Amount(v.Currency, v.Total), "dueDate": v.DueDate, "portalToken": token, "paymentLink": v.PaymentLink})
}

// RecordPayment adds money received to an open invoice: the partner's
// income on the Revenue Dashboard (their share as for every payment), and
// the invoice paid once nothing is owed.
func (s *Store) RecordPayment(ctx context.Context, partner, id int64, in PaymentInput, now time.Time) (Invoice, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var number string
		var project int64
		var owed int64
		var status string
		err := tx.QueryRow(ctx, "SELECT invoice_number, project_id, total_cents - paid_cents, status FROM invoices WHERE id = ? AND partner_id = ?",
			id, partner).Scan(&number, &project, &owed, &status)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return ErrNotFound
		case err != nil:
			return err
		case status != Open:
			return ErrNotOpen
		case in.Amount.Cents > owed:
			return ErrOverpaid
		}
		share, err := partners.SharePercent(ctx, tx, partner)
		if err != nil {
			return err
		}
		day := in.ReceivedAt.Time.UTC()
		revenue, err := partners.RecordIncome(ctx, tx, partner, share, partners.Income{Project: project, Description: "Invoice " + number,
			GrossCents: in.Amount.Cents, Status: "paid", ReceivedAt: day}, now)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO invoice_payments (invoice_id, partner_id, amount_cents, received_at, note, revenue_id, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, partner, in.Amount.Cents, day, in.Note, revenue, now.UTC()); err != nil {
			return err
		}
		// One conditional update: two payments recorded at once never pay
		// more than is owed.
		res, err := tx.Exec(ctx, `UPDATE invoices SET paid_cents = paid_cents + ?, updated_at = ?,
			status = CASE WHEN paid_cents + ? >= total_cents THEN 'paid' ELSE status END,
			paid_at = CASE WHEN paid_cents + ? >= total_cents THEN ? ELSE paid_at END
			WHERE id = ? AND status = 'open' AND paid_cents + ? <= total_cents`,
			in.Amount.Cents, now.UTC(), in.Amount.Cents, in.Amount.Cents, now.UTC(), id, in.Amount.Cents)
		if err := db.Affected(res, err); err != nil {
			return errors.Join(err, ErrOverpaid)
		}
		tx.Changed(partners.Topic)
		tx.Changed(partners.RevenueTopic)
		return nil
	})
	if err != nil {
		return Invoice{}, err
	}
	return s.Get(ctx, partner, id)
}

// VoidInvoice withdraws an open invoice that has no payments.
func (s *Store) VoidInvoice(ctx context.Context, partner, id int64, reason string, now time.Time) (Invoice, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, `UPDATE invoices SET status = 'void', void_reason = ?, voided_at = ?, updated_at = ?
			WHERE id = ? AND partner_id = ? AND status = 'open' AND paid_cents = 0`, reason, now.UTC(), now.UTC(), id, partner)
		if err := db.Affected(res, err); errors.Is(err, db.ErrNotFound) {
			var status string
			var paid int64
			err := tx.QueryRow(ctx, "SELECT status, paid_cents FROM invoices WHERE id = ? AND partner_id = ?", id, partner).Scan(&status, &paid)
			switch {
			case errors.Is(err, sql.ErrNoRows):
				return ErrNotFound
			case err != nil:
				return err
			case status != Open:
				return ErrNotOpen
			}
			return ErrHasPayments
		} else if err != nil {
			return err
		}
		tx.Changed(partners.Topic)
		return nil
	})
	if err != nil {
		return Invoice{}, err
	}
	return s.Get(ctx, partner, id)
}

// Remind marks open invoices overdue and reminds their clients by e-mail on
// the first and seventh day past due, each once: the count of reminders
// sent moves by one conditional update. It answers how many it sent.
func (s *Store) Remind(ctx context.Context, now time.Time) (int, error) {
	sent := 0
	for i, days := range ReminderDays {
		// Due on day D (its midnight, UTC), the n-th day past due starts at
		// D + n days; a later reminder also waits its days after the first,
		// so a server that was down sends them apart all the same.
		before := now.UTC().AddDate(0, 0, -days)
		firstBy := now.UTC().AddDate(0, 0, -(days - ReminderDays[0]))
		type due struct{ id, partner int64 }
		list, err := db.List(ctx, s.db, func(row db.Scanner) (due, error) {
			var d due
			return d, row.Scan(&d.id, &d.partner)
		}, `SELECT id, partner_id FROM invoices WHERE status = 'open' AND reminders_sent = ? AND due_date <= ?
			AND (overdue_at IS NULL OR overdue_at <= ?) ORDER BY id LIMIT 500`, i, before, firstBy)
		if err != nil {
			return sent, err
		}
		for _, d := range list {
			err := s.db.Write(ctx, func(tx *db.Tx) error {
				res, err := tx.Exec(ctx, `UPDATE invoices SET reminders_sent = ?, overdue_at = COALESCE(overdue_at, ?), updated_at = ?
					WHERE id = ? AND status = 'open' AND reminders_sent = ?`, i+1, now.UTC(), now.UTC(), d.id, i)
				if err := db.Affected(res, err); err != nil {
					return err
				}
				tx.Changed(partners.Topic)
				return s.tell(ctx, tx, d.id, d.partner, announce.InvoiceOverdue, now)
			})
			switch {
			case err == nil:
				sent++
			case !errors.Is(err, db.ErrNotFound): // another instance reminded first
				return sent, err
			}
		}
	}
	return sent, nil
}
