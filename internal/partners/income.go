package partners

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
)

// SharePercent is the partner's share of each payment, 80 unless staff set
// another; db.ErrNotFound when there is no such partner.
func SharePercent(ctx context.Context, q db.RowQuerier, partner int64) (int, error) {
	var share float64
	err := q.QueryRow(ctx, "SELECT COALESCE(revenue_share_percentage, 80) FROM partners WHERE id = ?", partner).Scan(&share)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, db.ErrNotFound
	}
	return int(share), err
}

// Income is money a partner received, as the Revenue Dashboard counts it.
type Income struct {
	Project     any // the project's id, or nil
	Description string
	GrossCents  int64
	Status      string // where its payout is
	ReceivedAt  time.Time
}

// RecordIncome stores in, split by share (the partner's SharePercent as it
// is now), and answers its id.
func RecordIncome(ctx context.Context, tx *db.Tx, partner int64, share int, in Income, now time.Time) (int64, error) {
	mine, platform := Split(in.GrossCents, share)
	day := in.ReceivedAt.UTC()
	var id int64
	err := tx.QueryRow(ctx, `INSERT INTO partner_revenue (partner_id, project_id, description, revenue_type, gross_cents, partner_share_cents,
		platform_share_cents, payout_status, received_at, month, year, created_at)
		VALUES (?, ?, ?, 'project', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		partner, in.Project, in.Description, in.GrossCents, mine, platform, in.Status, day, int(day.Month()), day.Year(), now.UTC()).Scan(&id)
	return id, err
}
