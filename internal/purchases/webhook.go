package purchases

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"mission/internal/announce"
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
	ctx := r.Context()
	duplicate, err := h.Store.Record(ctx, ev, h.Now.UTC(), act)
	if err != nil {
		return err
	}
	if duplicate {
		slog.InfoContext(ctx, "stripe event replayed", "event", ev.ID)
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"received": true, "duplicate": duplicate})
	return nil
}

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
		if id, err = settle(ctx, tx, s.ID, StatusPending, StatusPaid, now); err != nil || id == 0 {
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
		if err := setAccount(ctx, tx, id, o, now); err != nil {
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
	return h.Announce(ctx, tx, announce.PurchaseCompleted, data)
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
	_, err := settle(ctx, tx, s.ID, StatusPending, StatusFailed, now)
	return err
}

// refunded marks the purchase a refunded charge paid for: refunded in
// full, or partially with the amount so far. The amount only grows, so a
// late or repeated notice of an earlier refund changes nothing. Staff are
// told; the partner account is left for staff to decide on.
func (h *Handler) refunded(ctx context.Context, tx *db.Tx, c *stripe.Charge, now time.Time) error {
	column, key := "payment_intent_id", paymentID(c.PaymentIntent)
	if key == "" {
		column, key = "stripe_customer_id", customerID(c.Customer)
	}
	if key == "" {
		slog.WarnContext(ctx, "stripe refund names no payment or customer", "charge", c.ID)
		return nil
	}
	p, ok, err := markRefunded(ctx, tx, column, key, c.AmountRefunded, c.Refunded, now)
	if err != nil {
		return err
	}
	if !ok {
		slog.InfoContext(ctx, "stripe refund matched no purchase to change", "charge", c.ID)
		return nil
	}
	if h.Announce == nil {
		return nil
	}
	return h.Announce(ctx, tx, announce.PurchaseRefunded, map[string]string{"purchaseId": strconv.FormatInt(p.id, 10), "email": p.email,
		"company": p.company, "amount": FormatAmount(p.amount, p.currency), "refunded": FormatAmount(c.AmountRefunded, p.currency),
		"full": strconv.FormatBool(p.status == StatusRefunded)})
}
