// Package purchases records licence purchases from the payment provider's
// webhook, verified with the provider's own library, once per event.
package purchases

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"mission/internal/db"
	"mission/internal/httpx"
)

// maxEvent bounds a webhook body; Stripe's events are a few KiB.
const maxEvent = 256 << 10

// Purchase is a completed checkout.
type Purchase struct {
	ID                   int64     `json:"id"`
	Email                string    `json:"email"`
	AmountCents          int64     `json:"amountCents"`
	Currency             string    `json:"currency"`
	Status               string    `json:"status"`
	StripeCustomerID     string    `json:"stripeCustomerId"`
	StripeSubscriptionID string    `json:"stripeSubscriptionId"`
	CheckoutSessionID    string    `json:"checkoutSessionId"`
	CreatedAt            time.Time `json:"createdAt"`
}

// Handler serves the webhook and staff's list.
type Handler struct {
	DB *db.DB
	// Secret is the webhook's signing secret; without it the webhook
	// answers 503 and records nothing.
	Secret string
	Now    func() time.Time
	// Announce, when set, is told of each purchase inside its transaction.
	Announce func(ctx context.Context, tx *db.Tx, event string, data map[string]string) error
}

// Register adds the webhook (public: the signature is its guard) and the
// staff's list.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("POST /api/webhooks/stripe", h.webhook)
	staff.Func("GET /api/admin/purchases", h.list)
}

func (h *Handler) now() time.Time {
	if h.Now != nil {
		return h.Now().UTC()
	}
	return time.Now().UTC()
}

// webhook verifies the Stripe-Signature header (HMAC of the timestamp and
// the exact body, refused when older than five minutes), records the event
// id so that a replay changes nothing, and stores a completed checkout.
func (h *Handler) webhook(w http.ResponseWriter, r *http.Request) error {
	if h.Secret == "" {
		return &httpx.Error{Status: http.StatusServiceUnavailable, Message: "Payments are not configured."}
	}
	payload, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxEvent))
	if err != nil {
		return &httpx.Error{Status: http.StatusRequestEntityTooLarge, Message: "The event is too large."}
	}
	ev, err := webhook.ConstructEventWithOptions(payload, r.Header.Get("Stripe-Signature"), h.Secret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		return &httpx.Error{Status: http.StatusBadRequest, Message: "The event's signature is not valid or too old."}
	}
	if ev.ID == "" || len(ev.ID) > 255 {
		return &httpx.Error{Status: http.StatusBadRequest, Message: "The event has no id."}
	}
	var session *stripe.CheckoutSession
	if ev.Type == "checkout.session.completed" {
		session = &stripe.CheckoutSession{}
		if err := json.Unmarshal(ev.Data.Raw, session); err != nil || session.ID == "" {
			return &httpx.Error{Status: http.StatusBadRequest, Message: "The checkout session could not be read."}
		}
	}
	duplicate := false
	now := h.now()
	err = h.DB.Write(r.Context(), func(tx *db.Tx) error {
		duplicate = false
		var id string
		err := tx.QueryRow(r.Context(), "INSERT INTO stripe_events (event_id, type, received_at) VALUES (?, ?, ?) ON CONFLICT (event_id) DO NOTHING RETURNING event_id",
			ev.ID, string(ev.Type), now).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			duplicate = true
			return nil
		}
		if err != nil || session == nil {
			return err
		}
		if err := record(r.Context(), tx, ev.ID, session, now); err != nil || h.Announce == nil {
			return err
		}
		return h.Announce(r.Context(), tx, "subscription.completed", map[string]string{"checkoutSessionId": session.ID,
			"amountCents": strconv.FormatInt(session.AmountTotal, 10), "currency": string(session.Currency)})
	})
	if err != nil {
		return err
	}
	if duplicate {
		slog.InfoContext(r.Context(), "stripe event replayed", "event", ev.ID)
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"received": true, "duplicate": duplicate})
	return nil
}

func record(ctx context.Context, tx *db.Tx, eventID string, s *stripe.CheckoutSession, now time.Time) error {
	email := ""
	if s.CustomerDetails != nil {
		email = s.CustomerDetails.Email
	}
	if email == "" {
		email = s.CustomerEmail
	}
	var customer, subscription string
	if s.Customer != nil {
		customer = s.Customer.ID
	}
	if s.Subscription != nil {
		subscription = s.Subscription.ID
	}
	_, err := tx.Exec(ctx, `INSERT INTO subscriptions (email, stripe_customer_id, stripe_subscription_id, amount_cents, currency,
		checkout_session_id, stripe_event_id, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?)
		ON CONFLICT (checkout_session_id) DO NOTHING`,
		email, customer, subscription, s.AmountTotal, string(s.Currency), s.ID, eventID, now)
	return err
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	rows, err := h.DB.Query(r.Context(), `SELECT id, COALESCE(email, ''), COALESCE(amount_cents, 0), COALESCE(currency, ''), status,
		COALESCE(stripe_customer_id, ''), COALESCE(stripe_subscription_id, ''), COALESCE(checkout_session_id, ''), created_at
		FROM subscriptions ORDER BY created_at DESC, id DESC LIMIT 500`)
	if err != nil {
		return err
	}
	defer rows.Close()
	out := []Purchase{}
	for rows.Next() {
		var p Purchase
		if err := rows.Scan(&p.ID, &p.Email, &p.AmountCents, &p.Currency, &p.Status, &p.StripeCustomerID, &p.StripeSubscriptionID,
			&p.CheckoutSessionID, &p.CreatedAt); err != nil {
			return err
		}
		p.CreatedAt = p.CreatedAt.UTC()
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}
