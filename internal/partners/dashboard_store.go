package partners

import (
	"context"
	"database/sql"
	"time"
)

// ---- messages

// ---- payments

// ---- dashboard

// Revenue is the Revenue tab's four cards.
type Revenue struct {
	TotalEarnedCents    *int64 `json:"totalEarnedCents"`
	ThisMonthCents      *int64 `json:"thisMonthCents"`
	PendingCents        *int64 `json:"pendingCents"`
	AverageProjectCents *int64 `json:"averageProjectValueCents"`
	RevenueShare        int    `json:"revenueSharePercentage"`
}

func some(v sql.NullInt64) *int64 {
	if !v.Valid {
		return nil
	}
	return &v.Int64
}

// Stats computes the dashboard's figures from the partner's projects,
// payments and their clients' ratings.
func (p *Portal) Stats(ctx context.Context, partner int64, now time.Time) (Stats, Revenue, error) {
	var st Stats
	var rev Revenue
	var avg sql.NullFloat64
	err := p.db.QueryRow(ctx, `SELECT
		COUNT(CASE WHEN status IN ('planning', 'in-progress', 'review') THEN 1 END),
		COUNT(CASE WHEN status = 'completed' THEN 1 END),
		AVG(CASE WHEN budget_cents > 0 THEN budget_cents END)
		FROM partner_projects WHERE partner_id = ?`, partner).Scan(&st.ActiveProjects, &st.CompletedProjects, &avg)
	if err != nil {
		return st, rev, err
	}
	if avg.Valid {
		v := int64(avg.Float64 + 0.5)
		st.AverageProjectCents, rev.AverageProjectCents = &v, &v
	}
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	var total, thisMonth, pending sql.NullInt64
	var any int
	err = p.db.QueryRow(ctx, `SELECT COUNT(*),
		SUM(CASE WHEN payout_status = 'paid' THEN partner_share_cents END),
		SUM(CASE WHEN payout_status = 'paid' AND received_at >= ? THEN partner_share_cents END),
		SUM(CASE WHEN payout_status = 'pending' THEN partner_share_cents END)
		FROM partner_revenue WHERE partner_id = ?`, month, partner).Scan(&any, &total, &thisMonth, &pending)
	if err != nil {
		return st, rev, err
	}
	if any > 0 {
		// With payments on record, a month without one earned nothing.
		zero := sql.NullInt64{Valid: true}
		if !total.Valid {
			total = zero
		}
		if !thisMonth.Valid {
			thisMonth = zero
		}
		if !pending.Valid {
			pending = zero
		}
	}
	st.TotalRevenueCents, st.ThisMonthCents = some(total), some(thisMonth)
	rev.TotalEarnedCents, rev.ThisMonthCents, rev.PendingCents = some(total), some(thisMonth), some(pending)
	var sum sql.NullInt64
	if err := p.db.QueryRow(ctx, "SELECT COUNT(*), SUM(rating) FROM client_ratings WHERE partner_id = ?", partner).Scan(&st.ClientRatings, &sum); err != nil {
		return st, rev, err
	}
	st.ClientSatisfaction = averageOf(int(sum.Int64), st.ClientRatings)
	var share float64
	if err := p.db.QueryRow(ctx, "SELECT COALESCE(revenue_share_percentage, 80) FROM partners WHERE id = ?", partner).Scan(&share); err != nil {
		return st, rev, err
	}
	rev.RevenueShare = int(share)
	return st, rev, nil
}

// Dashboard is the portal's first tab.
type Dashboard struct {
	Stats          Stats     `json:"stats"`
	RecentProjects []Project `json:"recentProjects"`
	RecentMessages []Message `json:"recentCommunications"`
	Unread         int       `json:"unread"`
}

// Dashboard gathers the first tab in one call.
func (p *Portal) Dashboard(ctx context.Context, partner int64, now time.Time) (Dashboard, error) {
	var d Dashboard
	var err error
	if d.Stats, _, err = p.Stats(ctx, partner, now); err != nil {
		return d, err
	}
	if d.RecentProjects, err = p.projects(ctx, "SELECT "+projectColumns+` FROM partner_projects p WHERE p.partner_id = ?
		ORDER BY p.updated_at DESC, p.id DESC LIMIT 3`, partner); err != nil {
		return d, err
	}
	if d.RecentMessages, err = p.Messages(ctx, partner, 5); err != nil {
		return d, err
	}
	d.Unread, err = p.Unread(ctx, partner)
	return d, err
}
