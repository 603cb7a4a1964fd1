package purchases

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/stripe/stripe-go/v85"

	"mission/internal/db"
	"mission/internal/partners"
)

// Store keeps purchases and the provider's events.
type Store struct{ db *db.DB }

// NewStore is the purchases kept in d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const listColumns = `s.id, COALESCE(s.email, ''), COALESCE(s.customer_name, ''), COALESCE(s.company, ''), COALESCE(s.amount_cents, 0),
	s.refunded_cents, COALESCE(s.currency, ''), s.status, COALESCE(s.account, ''), s.partner_id, COALESCE(p.company_name, ''),
	COALESCE(p.status, ''), COALESCE(s.stripe_customer_id, ''), COALESCE(s.stripe_subscription_id, ''),
	COALESCE(s.checkout_session_id, ''), COALESCE(s.payment_intent_id, ''), s.created_at, s.updated_at`

// List is the latest purchases, newest first, without their e-mails.
func (s *Store) List(ctx context.Context) ([]Purchase, error) {
	return db.List(ctx, s.db, scanListed, `SELECT `+listColumns+` FROM subscriptions s LEFT JOIN partners p ON p.id = s.partner_id
		ORDER BY s.created_at DESC, s.id DESC LIMIT 500`)
}

// scanListed reads listColumns.
func scanListed(row db.Scanner) (Purchase, error) {
	var p Purchase
	var partner sql.NullInt64
	var updated sql.NullTime
	err := row.Scan(&p.ID, &p.Email, &p.CustomerName, &p.Company, &p.AmountCents, &p.RefundedCents, &p.Currency, &p.Status,
		&p.Account, &partner, &p.PartnerCompany, &p.PartnerStatus, &p.StripeCustomerID, &p.StripeSubscriptionID,
		&p.CheckoutSessionID, &p.PaymentIntentID, &p.CreatedAt, &updated)
	if partner.Valid {
		p.PartnerID = &partner.Int64
	}
	p.UpdatedAt, p.CreatedAt = db.UTCPtr(updated), p.CreatedAt.UTC()
	p.Emails = []Email{}
	return p, err
}

// Checkout is what became of a checkout, as its buyer is told.
type Checkout struct {
	Status  string `json:"status"`
	Email   string `json:"email"`
	Account string `json:"account"`
}

// Checkout finds the latest purchase whose column (client_reference_id or
// checkout_session_id) is key; db.ErrNotFound until the provider's event
// has arrived.
func (s *Store) Checkout(ctx context.Context, column, key string) (Checkout, error) {
	var out Checkout
	err := s.db.QueryRow(ctx, `SELECT status, COALESCE(email, ''), COALESCE(account, '') FROM subscriptions
		WHERE `+column+` = ? ORDER BY id DESC LIMIT 1`, key).Scan(&out.Status, &out.Email, &out.Account)
	if errors.Is(err, sql.ErrNoRows) {
		return out, db.ErrNotFound
	}
	return out, err
}

// action is what an event does, in the transaction that records it.
type action func(ctx context.Context, tx *db.Tx, now time.Time) error

// Record keeps the event id once and runs act (when not nil) in the same
// transaction; an id seen before changes nothing and says duplicate.
func (s *Store) Record(ctx context.Context, ev stripe.Event, now time.Time, act action) (duplicate bool, err error) {
	err = s.db.Write(ctx, func(tx *db.Tx) error {
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
	return duplicate, err
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

// settle moves a checkout from one status to another and says which
// purchase moved; 0 when none was in from, so the move happens once.
func settle(ctx context.Context, tx *db.Tx, session, from, to string, now time.Time) (int64, error) {
	var id int64
	err := tx.QueryRow(ctx, "UPDATE subscriptions SET status = ?, updated_at = ? WHERE checkout_session_id = ? AND status = ? RETURNING id",
		to, now, session, from).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return id, err
}

// setAccount links a purchase to the partner account it opened.
func setAccount(ctx context.Context, tx *db.Tx, id int64, o partners.Opened, now time.Time) error {
	_, err := tx.Exec(ctx, "UPDATE subscriptions SET partner_id = ?, account = ?, updated_at = ? WHERE id = ?",
		o.PartnerID, o.Account, now, id)
	return err
}

// refund is a purchase as a refund left it.
type refund struct {
	id, amount               int64
	email, company, currency string
	status                   string
}

// markRefunded records amount refunded so far on the latest paid purchase
// whose column is key: refunded in full when full or the whole amount is
// back. The amount only grows; ok is false when nothing changed.
func markRefunded(ctx context.Context, tx *db.Tx, column, key string, amount int64, full bool, now time.Time) (refund, bool, error) {
	var r refund
	fullInt := 0
	if full {
		fullInt = 1
	}
	err := tx.QueryRow(ctx, `UPDATE subscriptions SET refunded_cents = ?,
		status = CASE WHEN ? = 1 OR ? >= COALESCE(amount_cents, 0) THEN 'refunded' ELSE 'partially_refunded' END, updated_at = ?
		WHERE id = (SELECT id FROM subscriptions WHERE `+column+` = ? AND status IN ('paid', 'partially_refunded') ORDER BY id DESC LIMIT 1)
		AND refunded_cents < ?
		RETURNING id, COALESCE(email, ''), COALESCE(company, ''), COALESCE(amount_cents, 0), COALESCE(currency, ''), status`,
		amount, fullInt, amount, now, key, amount).Scan(&r.id, &r.email, &r.company, &r.amount, &r.currency, &r.status)
	if errors.Is(err, sql.ErrNoRows) {
		return r, false, nil
	}
	return r, err == nil, err
}
