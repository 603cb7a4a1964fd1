package notify

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"time"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/input"
)

// Handler serves the staff's Outbox and Webhooks.
type Handler struct {
	DB             *db.DB
	Sender         *Sender
	Site           Site
	MailConfigured bool
	Now            clock.Func
}

// Register adds the staff's routes.
func (h *Handler) Register(staff *httpx.Group) {
	staff.Func("GET /api/admin/outbox", h.list)
	staff.Func("GET /api/admin/outbox/{id}", h.get)
	staff.Func("POST /api/admin/outbox/{id}/retry", h.retry)
	staff.Func("GET /api/admin/webhooks", h.endpoints)
	staff.Func("POST /api/admin/webhooks", h.addEndpoint)
	staff.Func("PATCH /api/admin/webhooks/{id}", h.setEndpointActive)
	staff.Func("DELETE /api/admin/webhooks/{id}", h.removeEndpoint)
	staff.Func("GET /api/admin/webhooks/{id}/deliveries", h.deliveries)
}

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

const entryColumns = `id, message_id, kind, event, recipient, endpoint_id, status, attempts, COALESCE(last_error, ''), next_attempt_at,
	created_at, sent_at, payload`

// scan reads an entry's columns, then any more selected after them into
// extra.
func (h *Handler) scan(row interface{ Scan(...any) error }, full bool, extra ...any) (Entry, error) {
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
		if r, err := Render(p, h.Site); err == nil {
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

// PageSize is how many messages one page of the outbox list holds.
const PageSize = 50

// list pages through the outbox, newest first: ?status= and ?kind= filter,
// ?before= (an id, from the previous page's nextBefore) continues. With the
// page come the counts per status (under the kind filter) and how many
// messages the worker still has to deliver now, so the admin knows whether
// to keep refreshing.
func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	kindWhere, kindArgs := " WHERE 1 = 1", []any{}
	if k := q.Get("kind"); k != "" {
		if k != KindEmail && k != KindWebhook {
			return httpx.Invalid(map[string]string{"kind": "Choose email or webhook."})
		}
		kindWhere, kindArgs = kindWhere+" AND kind = ?", append(kindArgs, k)
	}
	where, args := kindWhere, slices.Clone(kindArgs)
	if s := q.Get("status"); s != "" {
		if !slices.Contains([]string{StatusPending, StatusSending, StatusSent, StatusFailed, StatusDead}, s) {
			return httpx.Invalid(map[string]string{"status": "Choose pending, sending, sent, failed or dead."})
		}
		where, args = where+" AND status = ?", append(args, s)
	}
	if b := q.Get("before"); b != "" {
		before, err := strconv.ParseInt(b, 10, 64)
		if err != nil || before <= 0 {
			return httpx.Invalid(map[string]string{"before": "Use the nextBefore of the previous page."})
		}
		where, args = where+" AND id < ?", append(args, before)
	}
	rows, err := h.DB.Query(r.Context(), "SELECT "+entryColumns+" FROM outbox"+where+" ORDER BY id DESC LIMIT ?", append(args, PageSize+1)...)
	if err != nil {
		return err
	}
	defer rows.Close()
	out := []Entry{}
	for rows.Next() {
		e, err := h.scan(rows, false)
		if err != nil {
			return err
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	rows.Close()
	var next *int64
	if len(out) > PageSize {
		out = out[:PageSize]
		next = &out[PageSize-1].ID
	}
	counts := map[string]int{StatusPending: 0, StatusSending: 0, StatusSent: 0, StatusFailed: 0, StatusDead: 0}
	crows, err := h.DB.Query(r.Context(), "SELECT status, COUNT(*) FROM outbox"+kindWhere+" GROUP BY status", kindArgs...)
	if err != nil {
		return err
	}
	defer crows.Close()
	for crows.Next() {
		var status string
		var n int
		if err := crows.Scan(&status, &n); err != nil {
			return err
		}
		counts[status] = n
	}
	if err := crows.Err(); err != nil {
		return err
	}
	// Without a mail server the worker leaves e-mails alone: they are not
	// on their way.
	kinds := "'webhook'"
	if h.MailConfigured {
		kinds = "'webhook', 'email'"
	}
	var delivering int
	// Events not yet turned into messages are on their way too.
	if err := h.DB.QueryRow(r.Context(), "SELECT (SELECT COUNT(*) FROM outbox WHERE status IN ('pending', 'sending') AND kind IN ("+kinds+") AND "+onTheirWay+
		") + (SELECT COUNT(*) FROM outbox_events)").Scan(&delivering); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"mailConfigured": h.MailConfigured, "messages": out, "nextBefore": next,
		"counts": counts, "delivering": delivering})
	return nil
}

func (h *Handler) get(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Message not found.")
	if err != nil {
		return err
	}
	e, err := h.scan(h.DB.QueryRow(r.Context(), "SELECT "+entryColumns+" FROM outbox WHERE id = ?", id), true)
	if errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Message not found.")
	}
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, e)
	return nil
}

// retry sends a failed or dead message again now, under its same id. It
// is also the Replay of a webhook delivery.
func (h *Handler) retry(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Message not found.")
	if err != nil {
		return err
	}
	err = h.DB.Write(r.Context(), func(tx *db.Tx) error {
		tx.Changed(Topic)
		res, err := tx.Exec(r.Context(), "UPDATE outbox SET status = 'pending', next_attempt_at = ?, locked_until = NULL WHERE id = ? AND status <> 'sending'",
			h.Now.UTC(), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return db.ErrNotFound
		}
		return nil
	})
	if errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Message not found, or being sent right now.")
	}
	if err != nil {
		return err
	}
	return h.get(w, r)
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

func (h *Handler) endpoints(w http.ResponseWriter, r *http.Request) error {
	rows, err := h.DB.Query(r.Context(), "SELECT id, url, events, active, created_at FROM webhook_endpoints ORDER BY id")
	if err != nil {
		return err
	}
	defer rows.Close()
	out := []Endpoint{}
	for rows.Next() {
		var e Endpoint
		var events string
		if err := rows.Scan(&e.ID, &e.URL, &events, &e.Active, &e.CreatedAt); err != nil {
			return err
		}
		json.Unmarshal([]byte(events), &e.Events)
		e.CreatedAt = e.CreatedAt.UTC()
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"endpoints": out, "events": Events})
	return nil
}

type endpointInput struct {
	URL    string   `json:"url"`
	Events []string `json:"events"`
}

// check looks the address up, so it is no Validate method: it needs the
// request's context and the sender's rules.
func (in endpointInput) check(ctx context.Context, s *Sender) map[string]string {
	f := input.Fields{}
	if err := s.CheckURL(ctx, in.URL); err != nil {
		f["url"] = err.Error()
		if errors.Is(err, ErrPrivateAddress) {
			f["url"] = "This address is on a private network; webhooks go to public addresses only."
		}
	}
	f.Check("events", len(in.Events) == 0, "Choose at least one event.")
	for _, e := range in.Events {
		f.Check("events", !slices.Contains(Events, e), "Choose events from the list.")
	}
	return f.Result()
}

func (h *Handler) addEndpoint(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode(w, r, func(in endpointInput) map[string]string { return in.check(r.Context(), h.Sender) })
	if err != nil {
		return err
	}
	key := make([]byte, 24)
	rand.Read(key)
	e := Endpoint{URL: in.URL, Events: in.Events, Active: true, CreatedAt: h.Now.UTC(), Secret: "whsec_" + base64.StdEncoding.EncodeToString(key)}
	events, _ := json.Marshal(in.Events)
	err = h.DB.Write(r.Context(), func(tx *db.Tx) error {
		tx.Changed(EndpointsTopic)
		return tx.QueryRow(r.Context(), "INSERT INTO webhook_endpoints (url, events, secret, active, created_at) VALUES (?, ?, ?, TRUE, ?) RETURNING id",
			e.URL, string(events), e.Secret, e.CreatedAt).Scan(&e.ID)
	})
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, e)
	return nil
}

type activeInput struct {
	Active *bool `json:"active"`
}

func (in activeInput) Validate() map[string]string {
	f := input.Fields{}
	f.Check("active", in.Active == nil, "Say true or false.")
	return f.Result()
}

// setEndpointActive turns an endpoint off (nothing more is queued for it,
// and what is queued dies) or back on.
func (h *Handler) setEndpointActive(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Endpoint not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode[activeInput](w, r)
	if err != nil {
		return err
	}
	var e Endpoint
	err = h.DB.Write(r.Context(), func(tx *db.Tx) error {
		tx.Changed(EndpointsTopic)
		var events string
		err := tx.QueryRow(r.Context(), "UPDATE webhook_endpoints SET active = ? WHERE id = ? RETURNING id, url, events, active, created_at",
			*in.Active, id).Scan(&e.ID, &e.URL, &events, &e.Active, &e.CreatedAt)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		json.Unmarshal([]byte(events), &e.Events)
		e.CreatedAt = e.CreatedAt.UTC()
		return err
	})
	if errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Endpoint not found.")
	}
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, e)
	return nil
}

// removeEndpoint deletes an endpoint and its delivery log; messages still
// queued for it die at their next attempt.
func (h *Handler) removeEndpoint(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Endpoint not found.")
	if err != nil {
		return err
	}
	err = h.DB.Write(r.Context(), func(tx *db.Tx) error {
		tx.Changed(EndpointsTopic)
		if _, err := tx.Exec(r.Context(), "DELETE FROM webhook_deliveries WHERE endpoint_id = ?", id); err != nil {
			return err
		}
		res, err := tx.Exec(r.Context(), "DELETE FROM webhook_endpoints WHERE id = ?", id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return db.ErrNotFound
		}
		return nil
	})
	if errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Endpoint not found.")
	}
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
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

func (h *Handler) deliveries(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Endpoint not found.")
	if err != nil {
		return err
	}
	rows, err := h.DB.Query(r.Context(), `SELECT d.id, d.outbox_id, o.event, o.message_id, d.attempt, d.status_code, d.duration_ms, d.response_excerpt,
		d.error, d.created_at FROM webhook_deliveries d JOIN outbox o ON o.id = d.outbox_id WHERE d.endpoint_id = ? ORDER BY d.id DESC LIMIT 200`, id)
	if err != nil {
		return err
	}
	defer rows.Close()
	out := []Delivery{}
	for rows.Next() {
		var d Delivery
		if err := rows.Scan(&d.ID, &d.OutboxID, &d.Event, &d.MessageID, &d.Attempt, &d.StatusCode, &d.DurationMS, &d.ResponseExcerpt, &d.Error,
			&d.CreatedAt); err != nil {
			return err
		}
		d.CreatedAt = d.CreatedAt.UTC()
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}

// About lists, for each record named (such as "purchase:12"), the messages
// queued about it, oldest first, as staff see them in the outbox.
func (h *Handler) About(ctx context.Context, refs []string) (map[string][]Entry, error) {
	out := map[string][]Entry{}
	if len(refs) == 0 {
		return out, nil
	}
	args := make([]any, len(refs))
	for i, r := range refs {
		args[i] = r
	}
	rows, err := h.DB.Query(ctx, "SELECT "+entryColumns+", subject_ref FROM outbox WHERE subject_ref IN ("+placeholders(len(refs))+") ORDER BY id", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var ref string
		e, err := h.scan(rows, false, &ref)
		if err != nil {
			return nil, err
		}
		out[ref] = append(out[ref], e)
	}
	return out, rows.Err()
}
