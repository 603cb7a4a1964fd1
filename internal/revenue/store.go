package revenue

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/partners"
	"mission/internal/portal"
)

// ErrUnknownClient is a client that is not the partner's.
var ErrUnknownClient = errors.New("unknown client")

// Store reads the dashboard and keeps subscriptions.
type Store struct{ db *db.DB }

// NewStore returns the store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// Dashboard gathers the partner's figures for r.
func (s *Store) Dashboard(ctx context.Context, partner int64, r Range) (Dashboard, error) {
	d := Dashboard{From: r.From.Format("2006-01"), To: r.To.Format("2006-01")}
	var err error
	if d.SharePercent, err = partners.SharePercent(ctx, s.db, partner); err != nil {
		return d, err
	}
	if d.Months, d.Totals, d.Payouts, err = s.months(ctx, partner, r); err != nil {
		return d, err
	}
	if d.Subscriptions, err = s.Subscriptions(ctx, partner); err != nil {
		return d, err
	}
	for i := range d.Subscriptions {
		d.Subscriptions[i].PartnerShareCents, _ = partners.Split(d.Subscriptions[i].MonthlyValueCents, d.SharePercent)
	}
	d.Recurring = recurring(d.Subscriptions, d.SharePercent)
	return d, nil
}

// Earnings is the share the portal's dashboard shows: the dashboard's
// default range (the last DefaultMonths months to now's), computed as the
// Revenue Dashboard computes it, so the two pages show one figure.
func (s *Store) Earnings(ctx context.Context, partner int64, now time.Time) (portal.Earnings, error) {
	months, totals, payouts, err := s.months(ctx, partner, LastMonths(now, DefaultMonths))
	if err != nil {
		return portal.Earnings{}, err
	}
	return portal.Earnings{ShareCents: totals.PartnerCents, ThisMonthCents: months[len(months)-1].PartnerCents,
		PendingCents: payouts.PendingCents, Payments: totals.Payments}, nil
}

// months sums the partner's payments received in r month by month, paid
// out or pending, with the range's totals and payouts.
func (s *Store) months(ctx context.Context, partner int64, r Range) ([]Month, Totals, Payouts, error) {
	var pay Payouts
	rows, err := s.db.Query(ctx, `SELECT year, month, SUM(gross_cents), SUM(partner_share_cents), SUM(platform_share_cents), COUNT(*),
		SUM(CASE WHEN payout_status = 'pending' THEN partner_share_cents ELSE 0 END),
		SUM(CASE WHEN payout_status = 'pending' THEN 1 ELSE 0 END),
		SUM(CASE WHEN payout_status = 'paid' THEN partner_share_cents ELSE 0 END),
		SUM(CASE WHEN payout_status = 'paid' THEN 1 ELSE 0 END)
		FROM partner_revenue WHERE partner_id = ? AND received_at >= ? AND received_at < ?
		GROUP BY year, month`, partner, r.From, r.End())
	if err != nil {
		return nil, Totals{}, pay, err
	}
	months := map[string]Month{}
	for rows.Next() {
		var year, month int
		var m Month
		var p Payouts
		if err := rows.Scan(&year, &month, &m.GrossCents, &m.PartnerCents, &m.PlatformCents, &m.Payments,
			&p.PendingCents, &p.PendingCount, &p.PaidCents, &p.PaidCount); err != nil {
			rows.Close()
			return nil, Totals{}, pay, err
		}
		m.Month = time.Date(year, time.Month(month), 1, 0, 0, 0, 0, time.UTC).Format("2006-01")
		months[m.Month] = m
		pay.PendingCents += p.PendingCents
		pay.PendingCount += p.PendingCount
		pay.PaidCents += p.PaidCents
		pay.PaidCount += p.PaidCount
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, Totals{}, pay, err
	}
	list, totals := series(r, months)
	return list, totals, pay, nil
}

const subColumns = `s.id, s.client_id, COALESCE(c.name, ''), COALESCE(s.product_name, ''), COALESCE(s.plan_type, ''), s.monthly_value_cents,
	s.status, s.start_date, s.cancellation_date, COALESCE(s.cancellation_reason, ''), s.created_at`

func scanSub(row db.Scanner) (Subscription, error) {
	var s Subscription
	var client sql.NullInt64
	var start, cancelled sql.NullTime
	err := row.Scan(&s.ID, &client, &s.ClientName, &s.ProductName, &s.PlanType, &s.MonthlyValueCents, &s.Status, &start, &cancelled,
		&s.CancellationReason, &s.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return s, db.ErrNotFound
	}
	if client.Valid {
		s.ClientID = &client.Int64
	}
	if start.Valid {
		t := start.Time.UTC()
		s.StartDate = &t
	}
	if cancelled.Valid {
		t := cancelled.Time.UTC()
		s.CancellationDate = &t
	}
	s.CreatedAt = s.CreatedAt.UTC()
	return s, err
}

// Subscriptions lists a partner's subscriptions, active first, newest first.
func (s *Store) Subscriptions(ctx context.Context, partner int64) ([]Subscription, error) {
	return db.List(ctx, s.db, scanSub, "SELECT "+subColumns+` FROM client_subscriptions s LEFT JOIN clients c ON c.id = s.client_id
		WHERE s.partner_id = ? ORDER BY CASE WHEN s.status = 'active' THEN 0 ELSE 1 END, s.start_date DESC, s.id DESC`, partner)
}

func (s *Store) subscription(ctx context.Context, partner, id int64) (Subscription, error) {
	sub, err := scanSub(s.db.QueryRow(ctx, "SELECT "+subColumns+` FROM client_subscriptions s LEFT JOIN clients c ON c.id = s.client_id
		WHERE s.id = ? AND s.partner_id = ?`, id, partner))
	if err != nil {
		return sub, err
	}
	pct, err := partners.SharePercent(ctx, s.db, partner)
	sub.PartnerShareCents, _ = partners.Split(sub.MonthlyValueCents, pct)
	return sub, err
}

// Record stores a subscription for a partner (staff).
func (s *Store) Record(ctx context.Context, partner int64, in SubscriptionInput, now time.Time) (Subscription, error) {
	status := in.Status
	if status == "" {
		status = "active"
	}
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if _, err := partners.SharePercent(ctx, tx, partner); err != nil {
			return err
		}
		var client any
		if in.ClientID != nil {
			var found int64
			err := tx.QueryRow(ctx, "SELECT id FROM clients WHERE id = ? AND partner_id = ?", *in.ClientID, partner).Scan(&found)
			if errors.Is(err, sql.ErrNoRows) {
				return ErrUnknownClient
			}
			if err != nil {
				return err
			}
			client = found
		}
		tx.Changed(partners.RevenueTopic)
		var cancelled any
		if status == "cancelled" {
			cancelled = now.UTC()
		}
		return tx.QueryRow(ctx, `INSERT INTO client_subscriptions (partner_id, client_id, product_name, plan_type, monthly_value_cents,
			status, start_date, cancellation_date, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			partner, client, in.ProductName, in.PlanType, in.Cents(), status, in.StartDate.Time.UTC(), cancelled, now.UTC(), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Subscription{}, err
	}
	return s.subscription(ctx, partner, id)
}

// Update changes a partner's subscription (staff). Cancelling records
// the day; reactivating clears it.
func (s *Store) Update(ctx context.Context, partner, id int64, in SubscriptionUpdate, now time.Time) (Subscription, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.RevenueTopic)
		// Each change is computed from the row as it is when written, never
		// from a status read before: a cancellation keeps the day it was
		// first cancelled, however many arrive at once.
		if in.MonthlyValue != nil {
			cents := SubscriptionInput{MonthlyValue: *in.MonthlyValue}.Cents()
			if _, err := tx.Exec(ctx, "UPDATE client_subscriptions SET monthly_value_cents = ? WHERE id = ? AND partner_id = ?", cents, id, partner); err != nil {
				return err
			}
		}
		var res sql.Result
		var err error
		if in.Status == "cancelled" {
			res, err = tx.Exec(ctx, `UPDATE client_subscriptions SET cancellation_date = CASE WHEN status = 'cancelled' THEN cancellation_date ELSE ? END,
				status = 'cancelled', cancellation_reason = ?, updated_at = ? WHERE id = ? AND partner_id = ?`,
				now.UTC(), in.CancellationReason, now.UTC(), id, partner)
		} else {
			res, err = tx.Exec(ctx, `UPDATE client_subscriptions SET status = ?, cancellation_date = NULL, cancellation_reason = NULL, updated_at = ?
				WHERE id = ? AND partner_id = ?`, in.Status, now.UTC(), id, partner)
		}
		return db.Affected(res, err)
	})
	if err != nil {
		return Subscription{}, err
	}
	return s.subscription(ctx, partner, id)
}
