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
	"mission/internal/partners"
)

// maxEvent bounds a webhook body; Stripe's events are a few KiB.
const maxEvent = 256 << 10

// The events the webhook acts on; any other is recorded and left.
const (
	eventCompleted     = "checkout.session.completed"
	eventAsyncSuccess  = "checkout.session.async_payment_succeeded"
	eventAsyncFailed   = "checkout.session.async_payment_failed"
	eventExpired       = "checkout.session.expired"
	eventChargeRefunds = "charge.refunded"
)

// webhook verifies the Stripe-Signature header (HMAC of the timestamp and
// the exact body, refused when older than five minutes), records the event
// id so that a replay changes nothing, and acts on the event in the same
// transaction: a paid checkout becomes a purchase, the buyer's account and
// its e-mails; an expired one is recorded; a refund marks its purchase.
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
	act, err := h.action(ev)
	if err != nil {
		return err
	}
	duplicate := false
	now := h.Now.UTC()
	ctx := r.Context()
	err = h.DB.Write(ctx, func(tx *db.Tx) error {
		duplicate = false
		var id string
		err := tx.QueryRow(ctx, "INSERT INTO stripe_events (event_id, type, received_at) VALUES (?, ?, ?) ON CONFLICT (event_id) DO NOTHING RETURNING event_id",
			ev.ID, string(ev.Type), now).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			duplicate = true
			return nil
		}
		if err != nil || act == nil {
			return err
		}
		return act(ctx, tx, now)
	})
	if err != nil {
		return err
	}
	if duplicate {
		slog.InfoContext(ctx, "stripe event replayed", "event", ev.ID)
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"received": true, "duplicate": duplicate})
	return nil
}

type action func(ctx context.Context, tx *db.Tx, now time.Time) error

// action reads the event's object and returns what it means, or nil for
// an event the site does not act on. An object that cannot be read is a
// 400, so the provider shows the failure.
func (h *Handler) action(ev stripe.Event) (action, error) {
	unreadable := &httpx.Error{Status: http.StatusBadRequest, Message: "The event's object could not be read."}
	switch ev.Type {
	case eventCompleted, eventAsyncSuccess, eventAsyncFailed, eventExpired:
		s := &stripe.CheckoutSession{}
		if err := json.Unmarshal(ev.Data.Raw, s); err != nil || s.ID == "" || len(s.ID) > 255 {
			return nil, unreadable
		}
		switch ev.Type {
		case eventExpired:
			return func(ctx context.Context, tx *db.Tx, now time.Time) error { return recordExpired(ctx, tx, s, now) }, nil
		case eventAsyncFailed:
			return func(ctx context.Context, tx *db.Tx, now time.Time) error { return recordFailed(ctx, tx, s, now) }, nil
		}
		return func(ctx context.Context, tx *db.Tx, now time.Time) error { return h.completed(ctx, tx, s, now) }, nil
	case eventChargeRefunds:
		c := &stripe.Charge{}
		if err := json.Unmarshal(ev.Data.Raw, c); err != nil || c.ID == "" {
			return nil, unreadable
		}
		return func(ctx context.Context, tx *db.Tx, now time.Time) error { return h.refunded(ctx, tx, c, now) }, nil
	}
	return nil, nil
}

func customerID(c *stripe.Customer) string {
	if c == nil {
		return ""
	}
	return c.ID
}

func subscriptionID(s *stripe.Subscription) string {
	if s == nil {
		return ""
	}
	return s.ID
}

func paymentID(p *stripe.PaymentIntent) string {
	if p == nil {
		return ""
	}
	return p.ID
}

// insert records a checkout once (its session id is unique) and tells
// whether this call recorded it.
func insert(ctx context.Context, tx *db.Tx, s *stripe.CheckoutSession, status string, now time.Time) (int64, bool, error) {
	b := buyerOf(s)
	var id int64
	err := tx.QueryRow(ctx, `INSERT INTO subscriptions (email, customer_name, company, stripe_customer_id, stripe_subscription_id,
		amount_cents, currency, checkout_session_id, client_reference_id, payment_intent_id, status, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (checkout_session_id) DO NOTHING RETURNING id`,
		b.Email, b.Name, b.Company, customerID(s.Customer), subscriptionID(s.Subscription), s.AmountTotal, string(s.Currency), s.ID,
		text(s.ClientReferenceID, 200), paymentID(s.PaymentIntent), status, now, now).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	return id, err == nil, err
}

// completed records a finished checkout. Paid, it opens the buyer's
// account; paid by a method that settles later, it waits as pending for
// the async success, which moves it to paid exactly once.
func (h *Handler) completed(ctx context.Context, tx *db.Tx, s *stripe.CheckoutSession, now time.Time) error {
	paid := s.PaymentStatus == stripe.CheckoutSessionPaymentStatusPaid || s.PaymentStatus == stripe.CheckoutSessionPaymentStatusNoPaymentRequired
	status := StatusPaid
	if !paid {
		status = StatusPending
	}
	id, created, err := insert(ctx, tx, s, status, now)
	if err != nil {
		return err
	}
	if !created {
		if !paid {
			return nil
		}
		// Recorded before as pending: the move to paid happens once.
		err := tx.QueryRow(ctx, "UPDATE subscriptions SET status = ?, updated_at = ? WHERE checkout_session_id = ? AND status = ? RETURNING id",
			StatusPaid, now, s.ID, StatusPending).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
	}
	if !paid {
		return nil
	}
	return h.open(ctx, tx, id, buyerOf(s), s, now)
}

// open gives a paid purchase its partner account and announces it: the
// e-mails (an invitation or a payment received, a receipt, staff's) are
// composed from this one event.
func (h *Handler) open(ctx context.Context, tx *db.Tx, id int64, b partners.Buyer, s *stripe.CheckoutSession, now time.Time) error {
	data := map[string]string{"purchaseId": strconv.FormatInt(id, 10), "email": b.Email, "name": b.Name, "company": b.Company,
		"amountCents": strconv.FormatInt(s.AmountTotal, 10), "currency": string(s.Currency),
		"amount": FormatAmount(s.AmountTotal, string(s.Currency)), "paidAt": now.Format("2 January 2006"),
		"checkoutSessionId": s.ID}
	if b.Email != "" && h.Open != nil {
		o, err := h.Open(ctx, tx, b, now)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE subscriptions SET partner_id = ?, account = ?, updated_at = ? WHERE id = ?",
			o.PartnerID, o.Account, now, id); err != nil {
			return err
		}
		data["partnerId"], data["account"], data["company"], data["name"] = strconv.FormatInt(o.PartnerID, 10), o.Account, o.Company, o.Name
		if o.Token != "" {
			data["token"], data["expires"] = o.Token, o.Expires.Format("2 January 2006 15:04 MST")
		}
	}
	if h.Announce == nil {
		return nil
	}
	return h.Announce(ctx, tx, "purchase.completed", data)
}

// recordExpired keeps a checkout left unpaid, so staff can see who
// started one; nothing else happens.
func recordExpired(ctx context.Context, tx *db.Tx, s *stripe.CheckoutSession, now time.Time) error {
	_, _, err := insert(ctx, tx, s, StatusExpired, now)
	return err
}

// recordFailed marks a checkout whose later payment failed.
func recordFailed(ctx context.Context, tx *db.Tx, s *stripe.CheckoutSession, now time.Time) error {
	if _, created, err := insert(ctx, tx, s, StatusFailed, now); err != nil || created {
		return err
	}
	_, err := tx.Exec(ctx, "UPDATE subscriptions SET status = ?, updated_at = ? WHERE checkout_session_id = ? AND status = ?",
		StatusFailed, now, s.ID, StatusPending)
	return err
}

// refunded marks the purchase a refunded charge paid for: refunded in
// full, or partially with the amount so far. The amount only grows, so a
// late or repeated notice of an earlier refund changes nothing. Staff are
// told; the partner account is left for staff to decide on.
func (h *Handler) refunded(ctx context.Context, tx *db.Tx, c *stripe.Charge, now time.Time) error {
	match, key := "payment_intent_id = ?", paymentID(c.PaymentIntent)
	if key == "" {
		match, key = "stripe_customer_id = ?", customerID(c.Customer)
	}
	if key == "" {
		slog.WarnContext(ctx, "stripe refund names no payment or customer", "charge", c.ID)
		return nil
	}
	full := 0
	if c.Refunded {
		full = 1
	}
	var id, amount int64
	var email, company, currency, status string
	err := tx.QueryRow(ctx, `UPDATE subscriptions SET refunded_cents = ?,
		status = CASE WHEN ? = 1 OR ? >= COALESCE(amount_cents, 0) THEN 'refunded' ELSE 'partially_refunded' END, updated_at = ?
		WHERE id = (SELECT id FROM subscriptions WHERE `+match+` AND status IN ('paid', 'partially_refunded') ORDER BY id DESC LIMIT 1)
		AND refunded_cents < ?
		RETURNING id, COALESCE(email, ''), COALESCE(company, ''), COALESCE(amount_cents, 0), COALESCE(currency, ''), status`,
		c.AmountRefunded, full, c.AmountRefunded, now, key, c.AmountRefunded).Scan(&id, &email, &company, &amount, &currency, &status)
	if errors.Is(err, sql.ErrNoRows) {
		slog.InfoContext(ctx, "stripe refund matched no purchase to change", "charge", c.ID)
		return nil
	}
	if err != nil || h.Announce == nil {
		return err
	}
	return h.Announce(ctx, tx, "purchase.refunded", map[string]string{"purchaseId": strconv.FormatInt(id, 10), "email": email,
		"company": company, "amount": FormatAmount(amount, currency), "refunded": FormatAmount(c.AmountRefunded, currency),
		"full": strconv.FormatBool(status == StatusRefunded)})
}
