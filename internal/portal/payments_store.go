package portal

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/partners"
)

const paymentColumns = `r.id, r.project_id, COALESCE(pp.project_title, ''), COALESCE(r.description, ''), r.gross_cents, r.partner_share_cents,
	r.platform_share_cents, r.payout_status, r.received_at`

func scanPayment(row db.Scanner) (Payment, error) {
	var pay Payment
	var project sql.NullInt64
	var received sql.NullTime
	err := row.Scan(&pay.ID, &project, &pay.Project, &pay.Description, &pay.GrossCents, &pay.PartnerShareCents,
		&pay.PlatformShareCents, &pay.Status, &received)
	if errors.Is(err, sql.ErrNoRows) {
		return pay, db.ErrNotFound
	}
	if project.Valid {
		pay.ProjectID = &project.Int64
	}
	if received.Valid {
		pay.ReceivedAt = received.Time.UTC()
	}
	return pay, err
}

// Payments lists the partner's payments, newest first (limit <= 0: all).
func (s *Store) Payments(ctx context.Context, partner int64, limit int) ([]Payment, error) {
	q := "SELECT " + paymentColumns + ` FROM partner_revenue r LEFT JOIN partner_projects pp ON pp.id = r.project_id
		WHERE r.partner_id = ? ORDER BY r.received_at DESC, r.id DESC`
	args := []any{partner}
	if limit > 0 {
		q += " LIMIT ?"
		args = append(args, limit)
	}
	return db.List(ctx, s.db, scanPayment, q, args...)
}

// RecordPayment stores a payment for a partner (staff), split by the
// partner's share as it is now.
func (s *Store) RecordPayment(ctx context.Context, partner int64, in PaymentInput, now time.Time) (Payment, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		share, err := partners.SharePercent(ctx, tx, partner)
		if err != nil {
			return err
		}
		project, err := namedProject(ctx, tx, partner, in.ProjectID)
		if err != nil {
			return err
		}
		tx.Changed(partners.RevenueTopic)
		id, err = partners.RecordIncome(ctx, tx, partner, share, partners.Income{Project: project, Description: in.Description,
			GrossCents: in.Cents(), Status: in.Status, ReceivedAt: *in.ReceivedAt.Time}, now)
		return err
	})
	if err != nil {
		return Payment{}, err
	}
	return scanPayment(s.db.QueryRow(ctx, "SELECT "+paymentColumns+` FROM partner_revenue r LEFT JOIN partner_projects pp ON pp.id = r.project_id
		WHERE r.id = ?`, id))
}

// SetPaymentStatus marks a partner's payment paid or pending (staff).
func (s *Store) SetPaymentStatus(ctx context.Context, partner, id int64, status string, now time.Time) (Payment, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.RevenueTopic)
		// A payment marked paid again (or by two at once) keeps the day it
		// was first paid: the row as it is decides, not a read before.
		return db.Affected(tx.Exec(ctx, `UPDATE partner_revenue SET payout_date = CASE WHEN ? = 'paid'
			THEN COALESCE(CASE WHEN payout_status = 'paid' THEN payout_date END, ?) END, payout_status = ?
			WHERE id = ? AND partner_id = ?`, status, now.UTC(), status, id, partner))
	})
	if err != nil {
		return Payment{}, err
	}
	return scanPayment(s.db.QueryRow(ctx, "SELECT "+paymentColumns+` FROM partner_revenue r LEFT JOIN partner_projects pp ON pp.id = r.project_id
		WHERE r.id = ?`, id))
}
