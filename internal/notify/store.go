package notify

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"mission/internal/db"
)

// Store reads the outbox and keeps the webhook endpoints for staff.
type Store struct {
	db   *db.DB
	site Site
}

// NewStore is the staff's view of the outbox on d; site renders the
// e-mails as they were sent.
func NewStore(d *db.DB, site Site) *Store { return &Store{db: d, site: site} }

// Entry is an outbox row as staff see it.
type Entry struct {
	ID            int64      `json:"id"`
	MessageID     string     `json:"messageId"`
	Kind          string     `json:"kind"`
	Event         string     `json:"event"`
	Recipient     string     `json:"recipient"`
	EndpointID    *int64     `json:"endpointId"`
	Status        string     `json:"status"`
	Attempts      int        `json:"attempts"`
	LastError     string     `json:"lastError"`
	NextAttemptAt time.Time  `json:"nextAttemptAt"`
	CreatedAt     time.Time  `json:"createdAt"`
	SentAt        *time.Time `json:"sentAt"`
	Subject       string     `json:"subject"`
	Rendered      *Rendered  `json:"rendered,omitempty"`
	Payload       any        `json:"payload,omitempty"`
}

// Page is one page of the outbox with its counts.
type Page struct {
	Messages   []Entry        `json:"messages"`
	NextBefore *int64         `json:"nextBefore"`
	Counts     map[string]int `json:"counts"`
	// Delivering is how many messages are still on their way now.
	Delivering int `json:"delivering"`
}

// Filter narrows the outbox list; zero values do not filter.
type Filter struct {
	Kind, Status string
	Before       int64
	// Mail says whether a mail server is configured: without one the
	// worker leaves e-mails alone, so they are not on their way.
	Mail bool
}

// PageSize is how many messages one page of the outbox list holds.
const PageSize = 50

// List pages through the outbox, newest first, with the counts per status
// under the kind filter.
func (s *Store) List(ctx context.Context, f Filter) (Page, error) {
	kindWhere, kindArgs := " WHERE 1 = 1", []any{}
	if f.Kind != "" {
		kindWhere, kindArgs = kindWhere+" AND kind = ?", append(kindArgs, f.Kind)
	}
	where, args := kindWhere, slices.Clone(kindArgs)
	if f.Status != "" {
		where, args = where+" AND status = ?", append(args, f.Status)
	}
	if f.Before > 0 {
		where, args = where+" AND id < ?", append(args, f.Before)
	}
	p := Page{Messages: []Entry{}, Counts: map[string]int{StatusPending: 0, StatusSending: 0, StatusSent: 0, StatusFailed: 0, StatusDead: 0}}
	var err error
	p.Messages, err = db.List(ctx, s.db, func(row db.Scanner) (Entry, error) { return s.scan(row, false) },
		"SELECT "+entryColumns+" FROM outbox"+where+" ORDER BY id DESC LIMIT ?", append(args, PageSize+1)...)
	if err != nil {
		return p, err
	}
	if len(p.Messages) > PageSize {
		p.Messages = p.Messages[:PageSize]
		p.NextBefore = &p.Messages[PageSize-1].ID
	}
	crows, err := s.db.Query(ctx, "SELECT status, COUNT(*) FROM outbox"+kindWhere+" GROUP BY status", kindArgs...)
	if err != nil {
		return p, err
	}
	defer crows.Close()
	for crows.Next() {
		var status string
		var n int
		if err := crows.Scan(&status, &n); err != nil {
			return p, err
		}
		p.Counts[status] = n
	}
	if err := crows.Err(); err != nil {
		return p, err
	}
	kinds := "'webhook'"
	if f.Mail {
		kinds = "'webhook', 'email'"
	}
	// Events not yet turned into messages are on their way too.
	err = s.db.QueryRow(ctx, "SELECT (SELECT COUNT(*) FROM outbox WHERE status IN ('pending', 'sending') AND kind IN ("+kinds+") AND "+onTheirWay+
		") + (SELECT COUNT(*) FROM outbox_events)").Scan(&p.Delivering)
	return p, err
}

// Entry is one message with its rendering or payload; db.ErrNotFound
// when there is none.
func (s *Store) Entry(ctx context.Context, id int64) (Entry, error) {
	return s.scan(s.db.QueryRow(ctx, "SELECT "+entryColumns+" FROM outbox WHERE id = ?", id), true)
}

// Retry queues a message again now, under its same id; db.ErrNotFound
// when there is none or it is being sent right now.
func (s *Store) Retry(ctx context.Context, id int64, now time.Time) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		return db.Affected(tx.Exec(ctx, "UPDATE outbox SET status = 'pending', next_attempt_at = ?, locked_until = NULL WHERE id = ? AND status <> 'sending'",
			now, id))
	})
}

// Endpoint is a webhook endpoint; its secret is shown once, when made.
type Endpoint struct {
	ID        int64     `json:"id"`
	URL       string    `json:"url"`
	Events    []string  `json:"events"`
	Active    bool      `json:"active"`
	CreatedAt time.Time `json:"createdAt"`
	Secret    string    `json:"secret,omitempty"`
}

// Endpoints lists every webhook endpoint, without secrets.
func (s *Store) Endpoints(ctx context.Context) ([]Endpoint, error) {
	return db.List(ctx, s.db, func(row db.Scanner) (Endpoint, error) {
		var e Endpoint
		var events string
		err := row.Scan(&e.ID, &e.URL, &events, &e.Active, &e.CreatedAt)
		json.Unmarshal([]byte(events), &e.Events)
		e.CreatedAt = e.CreatedAt.UTC()
		return e, err
	}, "SELECT id, url, events, active, created_at FROM webhook_endpoints ORDER BY id")
}

// AddEndpoint keeps e (active) and gives it its id.
func (s *Store) AddEndpoint(ctx context.Context, e *Endpoint) error {
	events, _ := json.Marshal(e.Events)
	return s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(EndpointsTopic)
		return tx.QueryRow(ctx, "INSERT INTO webhook_endpoints (url, events, secret, active, created_at) VALUES (?, ?, ?, TRUE, ?) RETURNING id",
			e.URL, string(events), e.Secret, e.CreatedAt).Scan(&e.ID)
	})
}

// SetEndpointActive turns an endpoint off (nothing more is queued for it,
// and what is queued dies) or back on.
func (s *Store) SetEndpointActive(ctx context.Context, id int64, active bool) (Endpoint, error) {
	var e Endpoint
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(EndpointsTopic)
		var events string
		err := tx.QueryRow(ctx, "UPDATE webhook_endpoints SET active = ? WHERE id = ? RETURNING id, url, events, active, created_at",
			active, id).Scan(&e.ID, &e.URL, &events, &e.Active, &e.CreatedAt)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		json.Unmarshal([]byte(events), &e.Events)
		e.CreatedAt = e.CreatedAt.UTC()
		return err
	})
	return e, err
}

// RemoveEndpoint deletes an endpoint and its delivery log; messages still
// queued for it die at their next attempt.
func (s *Store) RemoveEndpoint(ctx context.Context, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(EndpointsTopic)
		if _, err := tx.Exec(ctx, "DELETE FROM webhook_deliveries WHERE endpoint_id = ?", id); err != nil {
			return err
		}
		return db.Affected(tx.Exec(ctx, "DELETE FROM webhook_endpoints WHERE id = ?", id))
	})
}

// Delivery is one attempt to deliver to an endpoint.
type Delivery struct {
	ID              int64     `json:"id"`
	OutboxID        int64     `json:"outboxId"`
	Event           string    `json:"event"`
	MessageID       string    `json:"messageId"`
	Attempt         int       `json:"attempt"`
	StatusCode      int       `json:"statusCode"`
	DurationMS      int       `json:"durationMs"`
	ResponseExcerpt string    `json:"responseExcerpt"`
	Error           string    `json:"error"`
	CreatedAt       time.Time `json:"createdAt"`
}

// Deliveries lists the latest attempts to deliver to an endpoint.
func (s *Store) Deliveries(ctx context.Context, endpoint int64) ([]Delivery, error) {
	return db.List(ctx, s.db, func(row db.Scanner) (Delivery, error) {
		var d Delivery
		err := row.Scan(&d.ID, &d.OutboxID, &d.Event, &d.MessageID, &d.Attempt, &d.StatusCode, &d.DurationMS, &d.ResponseExcerpt, &d.Error,
			&d.CreatedAt)
		d.CreatedAt = d.CreatedAt.UTC()
		return d, err
	}, `SELECT d.id, d.outbox_id, o.event, o.message_id, d.attempt, d.status_code, d.duration_ms, d.response_excerpt,
		d.error, d.created_at FROM webhook_deliveries d JOIN outbox o ON o.id = d.outbox_id WHERE d.endpoint_id = ? ORDER BY d.id DESC LIMIT 200`, endpoint)
}

// About lists, for each record named (such as "purchase:12"), the messages
// queued about it, oldest first, as staff see them in the outbox.
func (s *Store) About(ctx context.Context, refs []string) (map[string][]Entry, error) {
	out := map[string][]Entry{}
	if len(refs) == 0 {
		return out, nil
	}
	rows, err := s.db.Query(ctx, "SELECT "+entryColumns+", subject_ref FROM outbox WHERE subject_ref IN ("+db.Placeholders(len(refs))+") ORDER BY id",
		db.Args(refs)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var ref string
		e, err := s.scan(rows, false, &ref)
		if err != nil {
			return nil, err
		}
		out[ref] = append(out[ref], e)
	}
	return out, rows.Err()
}

const entryColumns = `id, message_id, kind, event, recipient, endpoint_id, status, attempts, COALESCE(last_error, ''), next_attempt_at,
	created_at, sent_at, payload`

// scan reads an entry's columns, then any more selected after them into
// extra.
func (s *Store) scan(row db.Scanner, full bool, extra ...any) (Entry, error) {
	var e Entry
	var endpoint sql.NullInt64
	var sent sql.NullTime
	var payload string
	err := row.Scan(append([]any{&e.ID, &e.MessageID, &e.Kind, &e.Event, &e.Recipient, &endpoint, &e.Status, &e.Attempts, &e.LastError,
		&e.NextAttemptAt, &e.CreatedAt, &sent, &payload}, extra...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return e, db.ErrNotFound
	}
	if err != nil {
		return e, err
	}
	if endpoint.Valid {
		e.EndpointID = &endpoint.Int64
	}
	if sent.Valid {
		t := sent.Time.UTC()
		e.SentAt = &t
	}
	e.NextAttemptAt, e.CreatedAt = e.NextAttemptAt.UTC(), e.CreatedAt.UTC()
	if e.Kind == KindEmail {
		var p EmailPayload
		json.Unmarshal([]byte(payload), &p)
		if r, err := Render(p, s.site); err == nil {
			e.Subject = r.Subject
			if full {
				e.Rendered = &r
			}
		}
	} else {
		e.Subject = e.Event
		if full {
			var v any
			json.Unmarshal([]byte(payload), &v)
			e.Payload = v
		}
	}
	return e, nil
}
