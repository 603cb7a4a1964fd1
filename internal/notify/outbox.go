// Package notify delivers what changes announce, by e-mail and signed
// webhooks, from a transactional outbox: each change writes its messages in
// its own transaction, and a worker delivers them afterwards with retries,
// so a message is never lost and no network call ever runs inside a write.
package notify

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
)

// Kinds of message.
const (
	KindEmail   = "email"
	KindWebhook = "webhook"
)

// Statuses of a message. failed means an attempt failed and another is
// scheduled; dead means the retries ran out.
const (
	StatusPending = "pending"
	StatusSending = "sending"
	StatusSent    = "sent"
	StatusFailed  = "failed"
	StatusDead    = "dead"
)

// Webhook events: most carry the name of the event announced.
const (
	EventLeadCreated          = announce.LeadCreated
	EventApplicationSubmitted = announce.ApplicationSubmitted
	EventTestimonialSubmitted = announce.TestimonialSubmitted
	EventRequestSubmitted     = announce.RequestSubmitted
	EventQuizCompleted        = announce.QuizCompleted
	EventLiveSubmitted        = announce.LiveSubmitted
	EventSubscription         = "subscription.completed"
)

// Events lists every webhook event, for the admin's choices.
var Events = []string{EventLeadCreated, EventApplicationSubmitted, EventTestimonialSubmitted, EventRequestSubmitted,
	EventQuizCompleted, EventLiveSubmitted, EventSubscription}

// EmailPayload is what an e-mail row keeps: the template and its data;
// the message is rendered when it is sent or read.
type EmailPayload struct {
	Template string            `json:"template"`
	Data     map[string]string `json:"data"`
	// ReplyTo is where answers go (the person a staff notification is
	// about); empty: to the sender.
	ReplyTo string `json:"replyTo,omitempty"`
	// ByPerson marks a message a person wrote (a partner's message to a
	// client): every other one is automatic, and says so.
	ByPerson bool `json:"byPerson,omitempty"`
}

// EmailOption adds to an e-mail what its template does not decide.
type EmailOption func(*EmailPayload)

// ReplyTo sends the answers to an e-mail to addr (nothing when empty): on
// a staff notification, the person it is about, so that staff can answer
// straight away.
func ReplyTo(addr string) EmailOption {
	return func(p *EmailPayload) { p.ReplyTo = addr }
}

// WrittenBy marks an e-mail a person wrote, the system only carrying it
// (a partner's message to a client): it is not marked automatic, and
// answers go to the writer at addr.
func WrittenBy(addr string) EmailOption {
	return func(p *EmailPayload) { p.ByPerson, p.ReplyTo = true, addr }
}

// newMessageID is unique and grows with time: the clock first, then
// randomness, so each new id lands at the end of the unique index instead
// of a random page of it.
func newMessageID() string {
	var b [16]byte
	binary.BigEndian.PutUint64(b[:8], uint64(time.Now().UnixNano()))
	rand.Read(b[8:])
	return "msg_" + hex.EncodeToString(b[:])
}

// row is one message to queue.
type row struct {
	kind, event, recipient string
	endpoint               any // int64, or nil for an e-mail
	payload                string
	about                  any // the record it is about (subject_ref), or nil
}

const insertColumns = "INSERT INTO outbox (message_id, kind, event, recipient, endpoint_id, payload, subject_ref, status, attempts, next_attempt_at, created_at) VALUES "

// Batch gathers the messages one event means and queues them together, in
// one statement, inside the transaction it is given (the worker's, as it
// composes the event).
type Batch struct {
	ctx   context.Context
	tx    *db.Tx
	now   time.Time
	rows  []row
	about any
}

// NewBatch starts the messages of a change made in tx at now.
func NewBatch(ctx context.Context, tx *db.Tx, now time.Time) *Batch {
	return &Batch{ctx: ctx, tx: tx, now: now.UTC()}
}

func (b *Batch) add(kind, event, recipient string, endpoint any, payload any) error {
	body, err := marshalPayload(payload)
	if err != nil {
		return err
	}
	b.rows = append(b.rows, row{kind: kind, event: event, recipient: recipient, endpoint: endpoint, payload: string(body), about: b.about})
	return nil
}

// About marks the messages added after it as being about one record (such
// as "purchase:12"), so that they can be listed beside it (Sent).
func (b *Batch) About(ref string) { b.about = ref }

// Email adds an e-mail. An empty address adds nothing (a setting left
// unset, a form without an e-mail).
func (b *Batch) Email(to, template string, data map[string]string, opts ...EmailOption) error {
	if to == "" {
		return nil
	}
	t, ok := templates[template]
	if !ok {
		return fmt.Errorf("notify: no template %q", template)
	}
	// Only what the message shows is kept: a copy of everything the
	// change announced would cost the writer, and the outbox room, for
	// every message.
	if t.fields != nil {
		kept := make(map[string]string, len(t.fields))
		for k, v := range data {
			if t.fields[k] {
				kept[k] = v
			}
		}
		data = kept
	}
	p := EmailPayload{Template: template, Data: data}
	for _, o := range opts {
		o(&p)
	}
	return b.add(KindEmail, template, to, nil, p)
}

// Event adds one webhook delivery per active endpoint subscribed to event.
func (b *Batch) Event(s *Subscriptions, event string, data any) error {
	ids, err := s.endpoints(b.ctx, b.tx, event)
	if err != nil || len(ids) == 0 {
		return err
	}
	body := Webhook{Type: event, Timestamp: b.now, Data: data}
	for _, id := range ids {
		if err := b.add(KindWebhook, event, "", id, body); err != nil {
			return err
		}
	}
	return nil
}

// Queue writes the gathered messages.
func (b *Batch) Queue() error {
	if len(b.rows) == 0 {
		return nil
	}
	topic := EmailTopic
	for _, r := range b.rows {
		if r.kind != KindEmail {
			topic = Topic
			break
		}
	}
	b.tx.Changed(topic)
	var q strings.Builder
	q.WriteString(insertColumns)
	args := make([]any, 0, 9*len(b.rows))
	for i, r := range b.rows {
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteString("(?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)")
		args = append(args, newMessageID(), r.kind, r.event, r.recipient, r.endpoint, r.payload, r.about, b.now, b.now)
	}
	_, err := b.tx.Exec(b.ctx, q.String(), args...)
	b.rows = b.rows[:0]
	return err
}

// Topic is announced when messages are queued, so the worker on any
// instance looks at once rather than at its next poll. EmailTopic is
// announced instead when only e-mails were: a worker with no mail server
// leaves them waiting, and need not look.
const (
	Topic      = "outbox"
	EmailTopic = "outbox_email"
)

// Email queues an e-mail inside the caller's transaction. An empty address
// queues nothing (a setting left unset, a form without an e-mail).
func Email(ctx context.Context, tx *db.Tx, to, template string, data map[string]string, now time.Time, opts ...EmailOption) error {
	b := NewBatch(ctx, tx, now)
	if err := b.Email(to, template, data, opts...); err != nil {
		return err
	}
	return b.Queue()
}

// Webhook is the body every webhook delivery carries.
type Webhook struct {
	Type      string    `json:"type"`
	Timestamp time.Time `json:"timestamp"`
	Data      any       `json:"data"`
}

// EndpointsTopic is announced when webhook endpoints change, so that
// every instance reloads the subscriptions it queues events for.
const EndpointsTopic = "webhook_endpoints"

// Subscriptions knows which active endpoints want which event, read once
// and kept until an endpoint changes (on any instance), so that queueing
// an event inside a write costs no query.
type Subscriptions struct {
	mu     sync.Mutex
	byKind map[string][]int64 // nil until loaded
	gen    uint64             // bumped by every change, so a load racing one is not kept
}

// NewSubscriptions follows d's endpoints.
func NewSubscriptions(d *db.DB) *Subscriptions {
	s := &Subscriptions{}
	d.OnChange(EndpointsTopic, func() {
		s.mu.Lock()
		s.byKind, s.gen = nil, s.gen+1
		s.mu.Unlock()
	})
	return s
}

func (s *Subscriptions) endpoints(ctx context.Context, tx *db.Tx, event string) ([]int64, error) {
	s.mu.Lock()
	byKind, gen := s.byKind, s.gen
	s.mu.Unlock()
	if byKind != nil {
		return byKind[event], nil
	}
	byKind, err := loadSubscriptions(ctx, tx)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	if s.gen == gen {
		s.byKind = byKind
	}
	s.mu.Unlock()
	return byKind[event], nil
}

func loadSubscriptions(ctx context.Context, tx *db.Tx) (map[string][]int64, error) {
	rows, err := tx.Query(ctx, "SELECT id, events FROM webhook_endpoints WHERE active = TRUE ORDER BY id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	byKind := map[string][]int64{}
	for rows.Next() {
		var id int64
		var events string
		if err := rows.Scan(&id, &events); err != nil {
			return nil, err
		}
		var list []string
		json.Unmarshal([]byte(events), &list)
		for _, e := range slices.Compact(slices.Sorted(slices.Values(list))) {
			byKind[e] = append(byKind[e], id)
		}
	}
	return byKind, rows.Err()
}

// Event queues one webhook delivery per active endpoint subscribed to
// event, inside the caller's transaction.
func (s *Subscriptions) Event(ctx context.Context, tx *db.Tx, event string, data any, now time.Time) error {
	b := NewBatch(ctx, tx, now)
	if err := b.Event(s, event, data); err != nil {
		return err
	}
	return b.Queue()
}
