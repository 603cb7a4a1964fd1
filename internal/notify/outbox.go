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
	"sync"
	"time"

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

// Webhook events.
const (
	EventLeadCreated          = "lead.created"
	EventApplicationSubmitted = "partner_application.submitted"
	EventTestimonialSubmitted = "testimonial.submitted"
	EventRequestSubmitted     = "public_request.submitted"
	EventQuizCompleted        = "quiz.completed"
	EventLiveSubmitted        = "live_session.submitted"
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

func insert(ctx context.Context, tx *db.Tx, kind, event, recipient string, endpoint *int64, payload any, now time.Time) error {
	body, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	var ep any
	if endpoint != nil {
		ep = *endpoint
	}
	tx.Changed(Topic)
	_, err = tx.Exec(ctx, `INSERT INTO outbox (message_id, kind, event, recipient, endpoint_id, payload, status, attempts, next_attempt_at, created_at)
		VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`, newMessageID(), kind, event, recipient, ep, string(body), now.UTC(), now.UTC())
	return err
}

// Topic is announced when messages are queued, so the worker on any
// instance looks at once rather than at its next poll.
const Topic = "outbox"

// Email queues an e-mail inside the caller's transaction. An empty address
// queues nothing (a setting left unset, a form without an e-mail).
func Email(ctx context.Context, tx *db.Tx, to, template string, data map[string]string, now time.Time) error {
	if to == "" {
		return nil
	}
	if _, ok := templates[template]; !ok {
		return fmt.Errorf("notify: no template %q", template)
	}
	return insert(ctx, tx, KindEmail, template, to, nil, EmailPayload{Template: template, Data: data}, now)
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
	ids, err := s.endpoints(ctx, tx, event)
	if err != nil || len(ids) == 0 {
		return err
	}
	body := Webhook{Type: event, Timestamp: now.UTC(), Data: data}
	for _, id := range ids {
		if err := insert(ctx, tx, KindWebhook, event, "", &id, body, now); err != nil {
			return err
		}
	}
	return nil
}
