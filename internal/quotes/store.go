package quotes

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
	"mission/internal/money"
	"mission/internal/partners"
)

// LinkFunc answers, in the sending transaction, the token of a working
// client portal link of the partner's client that shows the project,
// making one when there is none (the client portal's store does this).
type LinkFunc func(ctx context.Context, tx *db.Tx, partner, client, project int64, now time.Time) (string, error)

// Store keeps quotes. Every query is scoped to a partner, or to the
// projects a client link allows.
type Store struct {
	db       *db.DB
	Announce announce.Func
	Link     LinkFunc
}

// NewStore makes the store.
func NewStore(d *db.DB, a announce.Func, link LinkFunc) *Store {
	return &Store{db: d, Announce: a, Link: link}
}

const columns = `q.id, q.project_id, COALESCE(p.project_title, ''), q.quote_number, q.status, q.currency, q.line_items,
	q.subtotal_cents, q.discount_cents, q.tax_rate_bp, q.tax_cents, q.total_cents, q.valid_until, q.terms, q.notes,
	q.supersedes_id, COALESCE((SELECT n.quote_number FROM quotes n WHERE n.supersedes_id = q.id AND n.status <> 'draft' ORDER BY n.id DESC LIMIT 1), ''),
	COALESCE((SELECT i.invoice_number FROM invoices i WHERE i.quote_id = q.id AND i.status <> 'void' ORDER BY i.id DESC LIMIT 1), ''),
	q.sent_at, q.decided_at, COALESCE(q.accepted_name, ''), COALESCE(q.decline_reason, ''), q.created_at, q.updated_at`

const from = ` FROM quotes q JOIN partner_projects p ON p.id = q.project_id`

func scan(row db.Scanner) (Quote, error) {
	var q Quote
	var lines string
	var valid time.Time
	var supersedes sql.NullInt64
	var sent, decided sql.NullTime
	err := row.Scan(&q.ID, &q.ProjectID, &q.ProjectTitle, &q.Number, &q.Status, &q.Currency, &lines,
		&q.Subtotal, &q.Discount, &q.Totals.TaxRate, &q.Tax, &q.Total, &valid, &q.Terms, &q.Notes,
		&supersedes, &q.SupersededBy, &q.InvoicedAs, &sent, &decided, &q.AcceptedName, &q.Reason, &q.CreatedAt, &q.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return q, ErrNotFound
	}
	if err != nil {
		return q, err
	}
	if err := json.Unmarshal([]byte(lines), &q.Lines); err != nil {
		return q, err
	}
	if supersedes.Valid {
		q.SupersedesID = &supersedes.Int64
	}
	q.TaxPercent = FormatRate(q.Totals.TaxRate)
	q.ValidUntil = valid.UTC().Format(time.DateOnly)
	q.SentAt, q.DecidedAt = db.UTCPtr(sent), db.UTCPtr(decided)
	q.CreatedAt, q.UpdatedAt = q.CreatedAt.UTC(), q.UpdatedAt.UTC()
	return q, nil
}

// ForProject lists a project's quotes, newest first; ErrNotFound when the
// project is not the partner's.
func (s *Store) ForProject(ctx context.Context, partner, project int64) ([]Quote, error) {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM partner_projects WHERE id = ? AND partner_id = ?", project, partner).Scan(&n); err != nil || n == 0 {
		return nil, errors.Join(err, errNoProject(n))
	}
	return db.List(ctx, s.db, scan, "SELECT "+columns+from+" WHERE q.partner_id = ? AND q.project_id = ? ORDER BY q.id DESC", partner, project)
}

func errNoProject(n int) error {
	if n == 0 {
		return ErrNoProject
	}
	return nil
}

// ErrNoProject answers a project that is not the partner's.
var ErrNoProject = errors.New("No such project.")

// Get reads one of the partner's quotes.
func (s *Store) Get(ctx context.Context, partner, id int64) (Quote, error) {
	return scan(s.db.QueryRow(ctx, "SELECT "+columns+from+" WHERE q.id = ? AND q.partner_id = ?", id, partner))
}

// ForClient lists the quotes a client link shows: those of its projects
// that were sent, the ones waiting for the client's answer first, then
// newest first; at most limit.
func (s *Store) ForClient(ctx context.Context, partner int64, projects []int64, limit int) ([]Quote, error) {
	if len(projects) == 0 {
		return []Quote{}, nil
	}
	return db.List(ctx, s.db, scan, "SELECT "+columns+from+" WHERE q.partner_id = ? AND q.status <> 'draft' AND q.project_id IN ("+
		db.Placeholders(len(projects))+") ORDER BY CASE WHEN q.status = 'sent' THEN 0 ELSE 1 END, q.id DESC LIMIT ?",
		append(append([]any{partner}, db.Args(projects)...), limit)...)
}

// CountForClient counts the quotes ForClient lists, and those of them
// waiting for the client's answer.
func (s *Store) CountForClient(ctx context.Context, partner int64, projects []int64) (total, waiting int, err error) {
	if len(projects) == 0 {
		return 0, 0, nil
	}
	err = s.db.QueryRow(ctx, "SELECT COUNT(*), COUNT(CASE WHEN status = 'sent' THEN 1 END) FROM quotes WHERE partner_id = ? AND status <> 'draft' AND project_id IN ("+
		db.Placeholders(len(projects))+")", append([]any{partner}, db.Args(projects)...)...).Scan(&total, &waiting)
	return total, waiting, err
}

// Shown is one quote a client link shows: sent (no draft) and of one of
// its projects.
func (s *Store) Shown(ctx context.Context, partner int64, projects []int64, id int64) (Quote, error) {
	if len(projects) == 0 {
		return Quote{}, ErrNotFound
	}
	return scan(s.db.QueryRow(ctx, "SELECT "+columns+from+" WHERE q.id = ? AND q.partner_id = ? AND q.status <> 'draft' AND q.project_id IN ("+
		db.Placeholders(len(projects))+")", append([]any{id, partner}, db.Args(projects)...)...))
}

// LockPartner takes the partner's row until the change commits (on
// PostgreSQL; SQLite's one writer serialises), so that two quotes or
// invoices made at once never get one number.
func LockPartner(ctx context.Context, tx *db.Tx, partner int64) error {
	q := "SELECT id FROM partners WHERE id = ?"
	if tx.Dialect() == db.Postgres {
		q += " FOR UPDATE"
	}
	var id int64
	return tx.QueryRow(ctx, q, partner).Scan(&id)
}

// NextNumber is the partner's next number of kind ("Q", "INV") in now's
// year, kept in column of table: "Q-2026-0001", then "Q-2026-0002". The
// caller holds the partner's row (LockPartner), so no two are the same.
func NextNumber(ctx context.Context, tx *db.Tx, table, column, kind string, partner int64, now time.Time) (string, error) {
	prefix := fmt.Sprintf("%s-%d-", kind, now.UTC().Year())
	var last sql.NullString
	err := tx.QueryRow(ctx, `SELECT `+column+` FROM `+table+` WHERE partner_id = ? AND `+column+` LIKE ?
		ORDER BY LENGTH(`+column+`) DESC, `+column+` DESC LIMIT 1`, partner, prefix+"%").Scan(&last)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	n := 0
	if last.Valid {
		n, _ = strconv.Atoi(strings.TrimPrefix(last.String, prefix))
	}
	return fmt.Sprintf("%s%04d", prefix, n+1), nil
}

// Create drafts a quote for one of the partner's projects.
func (s *Store) Create(ctx context.Context, partner, project int64, c checked, now time.Time) (Quote, error) {
	return s.insert(ctx, partner, project, nil, c, now)
}

func (s *Store) insert(ctx context.Context, partner, project int64, supersedes *int64, c checked, now time.Time) (Quote, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if err := LockPartner(ctx, tx, partner); err != nil {
			return err
		}
		if err := OwnProject(ctx, tx, partner, project, ErrNoProject); err != nil {
			return err
		}
		number, err := NextNumber(ctx, tx, "quotes", "quote_number", "Q", partner, now)
		if err != nil {
			return err
		}
		lines, err := json.Marshal(c.Lines)
		if err != nil {
			return err
		}
		return tx.QueryRow(ctx, `INSERT INTO quotes (project_id, partner_id, quote_number, line_items, currency, subtotal_cents, discount_cents,
			tax_rate_bp, tax_cents, total_cents, valid_until, status, terms, notes, supersedes_id, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?) RETURNING id`,
			project, partner, number, string(lines), c.Currency, c.Totals.Subtotal, c.Totals.Discount, c.Totals.TaxRate, c.Totals.Tax,
			c.Totals.Total, c.ValidUntil.UTC(), c.Terms, c.Notes, supersedes, now.UTC(), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Quote{}, err
	}
	return s.Get(ctx, partner, id)
}

// Update edits a draft.
func (s *Store) Update(ctx context.Context, partner, id int64, c checked, now time.Time) (Quote, error) {
	lines, err := json.Marshal(c.Lines)
	if err != nil {
		return Quote{}, err
	}
	err = s.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, `UPDATE quotes SET line_items = ?, currency = ?, subtotal_cents = ?, discount_cents = ?, tax_rate_bp = ?,
			tax_cents = ?, total_cents = ?, valid_until = ?, terms = ?, notes = ?, updated_at = ? WHERE id = ? AND partner_id = ? AND status = 'draft'`,
			string(lines), c.Currency, c.Totals.Subtotal, c.Totals.Discount, c.Totals.TaxRate, c.Totals.Tax, c.Totals.Total, c.ValidUntil.UTC(),
			c.Terms, c.Notes, now.UTC(), id, partner)
		return s.changed(ctx, tx, res, err, partner, id, ErrNotDraft)
	})
	if err != nil {
		return Quote{}, err
	}
	return s.Get(ctx, partner, id)
}

// changed answers a conditional write: nil when it changed its row,
// ErrNotFound when the partner has no such quote, else refused.
func (s *Store) changed(ctx context.Context, tx *db.Tx, res sql.Result, err error, partner, id int64, refused error) error {
	if err := db.Affected(res, err); !errors.Is(err, db.ErrNotFound) {
		return err
	}
	return Refused(ctx, tx, "quotes", partner, id, ErrNotFound, refused)
}

// Delete removes a draft.
func (s *Store) Delete(ctx context.Context, partner, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, "DELETE FROM quotes WHERE id = ? AND partner_id = ? AND status = 'draft'", id, partner)
		return s.changed(ctx, tx, res, err, partner, id, ErrNotDraft)
	})
}

// RevisionDays is how long a revision of a quote whose date has passed is
// valid, from today.
const RevisionDays = 14

// Revise drafts a new version of a quote that was sent: its lines and
// terms, a new number, valid until the same day or, when that has passed,
// RevisionDays from today. Sending it supersedes the original.
func (s *Store) Revise(ctx context.Context, partner, id int64, now time.Time) (Quote, error) {
	q, err := s.Get(ctx, partner, id)
	if err != nil {
		return q, err
	}
	if q.Status == Draft {
		return q, ErrNoRevision
	}
	valid, _ := time.Parse(time.DateOnly, q.ValidUntil)
	if !Ends(valid).After(now) {
		valid = now.UTC().Truncate(24*time.Hour).AddDate(0, 0, RevisionDays)
	}
	c := checked{Lines: q.Lines, Totals: q.Totals, Currency: q.Currency, ValidUntil: valid, Terms: q.Terms, Notes: q.Notes}
	return s.insert(ctx, partner, q.ProjectID, &q.ID, c, now)
}

// Send gives a draft to the client: its status, and an e-mail (through the
// outbox) with a link into the client's portal. An open quote it revises
// is superseded.
func (s *Store) Send(ctx context.Context, partner, id int64, now time.Time) (Quote, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var project int64
		var client sql.NullInt64
		var email, clientName, title, company, partnerEmail string
		var valid time.Time
		var supersedes sql.NullInt64
		err := tx.QueryRow(ctx, `SELECT q.project_id, p.client_id, COALESCE(c.email, ''), COALESCE(c.name, ''), COALESCE(p.project_title, ''),
			COALESCE(pa.company_name, ''), COALESCE(NULLIF((SELECT b.support_email FROM partner_branding b WHERE b.partner_id = pa.id ORDER BY b.id DESC LIMIT 1), ''), pa.email, ''),
			q.valid_until, q.supersedes_id
			FROM quotes q JOIN partner_projects p ON p.id = q.project_id JOIN partners pa ON pa.id = q.partner_id
			LEFT JOIN clients c ON c.id = p.client_id AND c.partner_id = q.partner_id
			WHERE q.id = ? AND q.partner_id = ? AND q.status = 'draft'`, id, partner).
			Scan(&project, &client, &email, &clientName, &title, &company, &partnerEmail, &valid, &supersedes)
		if errors.Is(err, sql.ErrNoRows) {
			return s.changed(ctx, tx, nil, db.ErrNotFound, partner, id, ErrNotDraft)
		}
		switch {
		case err != nil:
			return err
		case !client.Valid || email == "":
			return ErrNoClient
		case !Ends(valid).After(now):
			return ErrPastDate
		}
		if _, err := tx.Exec(ctx, "UPDATE quotes SET status = 'sent', sent_at = ?, updated_at = ? WHERE id = ?", now.UTC(), now.UTC(), id); err != nil {
			return err
		}
		tx.Changed(partners.Topic) // client portals show it
		if supersedes.Valid {
			if _, err := tx.Exec(ctx, "UPDATE quotes SET status = 'superseded', updated_at = ? WHERE id = ? AND partner_id = ? AND status = 'sent'",
				now.UTC(), supersedes.Int64, partner); err != nil {
				return err
			}
		}
		q, err := scan(tx.QueryRow(ctx, "SELECT "+columns+from+" WHERE q.id = ?", id))
		if err != nil {
			return err
		}
		token := ""
		if s.Link != nil {
			if token, err = s.Link(ctx, tx, partner, client.Int64, project, now); err != nil {
				return err
			}
		}
		if s.Announce == nil {
			return nil
		}
		return s.Announce(ctx, tx, announce.QuoteSent, map[string]string{"clientEmail": email, "clientName": clientName, "company": company,
			"partnerEmail": partnerEmail, "number": q.Number, "projectTitle": title, "total": Amount(q.Currency, q.Total),
			"validUntil": q.ValidUntil, "portalToken": token})
	})
	if err != nil {
		return Quote{}, err
	}
	return s.Get(ctx, partner, id)
}

// Amount writes cents in a currency: "$1,050.25", "EUR 1,050.25".
func Amount(currency string, cents int64) string {
	if currency == "USD" {
		return money.Format(cents)
	}
	return currency + " " + strings.TrimPrefix(money.Format(cents), "$")
}

// Decision is what a client link decided about a quote.
type Decision struct {
	Partner  int64
	Projects []int64 // the projects the link shows
	Accept   bool
	Name     string // who accepted
	Reason   string // why it was declined
	Network  string
	// Open, when set, checks in the decision's transaction that the link
	// still works: one turned off while the request ran decides nothing.
	Open func(ctx context.Context, tx *db.Tx) error
}

// Decide records a client's acceptance or refusal of an open quote that
// their link shows; an accepted quote's total becomes the project's quoted
// price. The partner is told either way (through the outbox).
func (s *Store) Decide(ctx context.Context, id int64, d Decision, now time.Time) (Quote, error) {
	if len(d.Projects) == 0 {
		return Quote{}, ErrNotFound
	}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if d.Open != nil {
			if err := d.Open(ctx, tx); err != nil {
				return err
			}
		}
		scope := " WHERE id = ? AND partner_id = ? AND project_id IN (" + db.Placeholders(len(d.Projects)) + ")"
		args := append([]any{id, d.Partner}, db.Args(d.Projects)...)
		var status string
		var valid time.Time
		err := tx.QueryRow(ctx, "SELECT status, valid_until FROM quotes"+scope, args...).Scan(&status, &valid)
		switch {
		case errors.Is(err, sql.ErrNoRows) || status == Draft:
			return ErrNotFound
		case err != nil:
			return err
		case status == Sent && !Ends(valid).After(now):
			return ErrQuoteEnded
		case status != Sent:
			return ErrNotOpen
		}
		set, vals := "status = 'declined', decline_reason = ?", []any{d.Reason}
		if d.Accept {
			set, vals = "status = 'accepted', accepted_name = ?", []any{d.Name}
		}
		res, err := tx.Exec(ctx, "UPDATE quotes SET "+set+", decided_at = ?, decision_network = ?, updated_at = ?"+scope+" AND status = 'sent'",
			append(append(vals, now.UTC(), d.Network, now.UTC()), args...)...)
		if err := db.Affected(res, err); err != nil {
			return errors.Join(err, ErrNotOpen)
		}
		tx.Changed(partners.Topic)
		q, err := scan(tx.QueryRow(ctx, "SELECT "+columns+from+" WHERE q.id = ?", id))
		if err != nil {
			return err
		}
		if d.Accept {
			if _, err := tx.Exec(ctx, "UPDATE partner_projects SET quoted_cents = ?, updated_at = ? WHERE id = ? AND partner_id = ?",
				q.Total, now.UTC(), q.ProjectID, d.Partner); err != nil {
				return err
			}
		}
		return s.announceDecision(ctx, tx, q)
	})
	if err != nil {
		return Quote{}, err
	}
	return s.Get(ctx, d.Partner, id)
}

// announceDecision tells the partner what became of a quote they sent.
func (s *Store) announceDecision(ctx context.Context, tx *db.Tx, q Quote) error {
	if s.Announce == nil {
		return nil
	}
	var clientName, partnerEmail string
	err := tx.QueryRow(ctx, `SELECT COALESCE(c.name, ''),
		COALESCE(NULLIF((SELECT b.support_email FROM partner_branding b WHERE b.partner_id = pa.id ORDER BY b.id DESC LIMIT 1), ''), pa.email, '')
		FROM partner_projects p JOIN partners pa ON pa.id = p.partner_id LEFT JOIN clients c ON c.id = p.client_id
		WHERE p.id = ?`, q.ProjectID).Scan(&clientName, &partnerEmail)
	if err != nil {
		return err
	}
	return s.Announce(ctx, tx, announce.QuoteDecided, map[string]string{"partnerEmail": partnerEmail, "clientName": clientName,
		"number": q.Number, "projectTitle": q.ProjectTitle, "status": q.Status, "total": Amount(q.Currency, q.Total),
		"acceptedName": q.AcceptedName, "reason": q.Reason, "projectId": strconv.FormatInt(q.ProjectID, 10)})
}

// Expire closes every sent quote whose last valid day has ended by now,
// telling each partner; it answers how many. Run on a schedule by every
// instance: the conditional update closes each quote once.
func (s *Store) Expire(ctx context.Context, now time.Time) (int, error) {
	ids, err := db.List(ctx, s.db, db.Int64, "SELECT id FROM quotes WHERE status = 'sent' AND valid_until <= ? ORDER BY id LIMIT 500",
		expiredBy(now))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, id := range ids {
		err := s.db.Write(ctx, func(tx *db.Tx) error {
			res, err := tx.Exec(ctx, "UPDATE quotes SET status = 'expired', updated_at = ? WHERE id = ? AND status = 'sent' AND valid_until <= ?",
				now.UTC(), id, expiredBy(now))
			if err := db.Affected(res, err); err != nil {
				return err
			}
			tx.Changed(partners.Topic)
			q, err := scan(tx.QueryRow(ctx, "SELECT "+columns+from+" WHERE q.id = ?", id))
			if err != nil {
				return err
			}
			return s.announceDecision(ctx, tx, q)
		})
		switch {
		case err == nil:
			n++
		case !errors.Is(err, db.ErrNotFound): // another instance closed it first
			return n, err
		}
	}
	return n, nil
}

// expiredBy is the latest valid-until day (kept as its midnight, UTC)
// whose quotes have ended by now.
func expiredBy(now time.Time) time.Time { return now.UTC().Add(-24 * time.Hour) }
