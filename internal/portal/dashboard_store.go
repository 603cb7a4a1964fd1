package portal

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/partners"
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

// Earnings are the partner's share of the payments received over the
// Revenue Dashboard's default range (the last 12 months), paid out or
// pending: the figure the dashboard and the Revenue Dashboard both call
// "Your share".
type Earnings struct {
	ShareCents     int64 // the range's share
	ThisMonthCents int64 // this month's share
	PendingCents   int64 // the range's share not paid out yet
	Payments       int   // payments in the range
}

// Stats computes the dashboard's figures from the partner's projects,
// payments and their clients' ratings.
func (s *Store) Stats(ctx context.Context, partner int64, now time.Time) (Stats, Revenue, error) {
	var st Stats
	var rev Revenue
	var avg sql.NullFloat64
	err := s.db.QueryRow(ctx, `SELECT
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
	if s.Earnings == nil {
		return st, rev, errors.New("portal: Store.Earnings is not set")
	}
	e, err := s.Earnings(ctx, partner, now)
	if err != nil {
		return st, rev, err
	}
	if e.Payments > 0 {
		// Without a payment in the range the figures are null (a dash), not a zero that looks like a result.
		st.TotalRevenueCents, st.ThisMonthCents = &e.ShareCents, &e.ThisMonthCents
		rev.TotalEarnedCents, rev.ThisMonthCents, rev.PendingCents = &e.ShareCents, &e.ThisMonthCents, &e.PendingCents
	}
	var sum sql.NullInt64
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*), SUM(rating) FROM client_ratings WHERE partner_id = ?", partner).Scan(&st.ClientRatings, &sum); err != nil {
		return st, rev, err
	}
	st.ClientSatisfaction = averageOf(int(sum.Int64), st.ClientRatings)
	rev.RevenueShare, err = partners.SharePercent(ctx, s.db, partner)
	return st, rev, err
}

// Dashboard is the portal's first tab.
type Dashboard struct {
	Stats          Stats     `json:"stats"`
	RecentProjects []Project `json:"recentProjects"`
	RecentMessages []Message `json:"recentCommunications"`
	Unread         int       `json:"unread"`
}

// Dashboard gathers the first tab in one call.
func (s *Store) Dashboard(ctx context.Context, partner int64, now time.Time) (Dashboard, error) {
	var d Dashboard
	var err error
	if d.Stats, _, err = s.Stats(ctx, partner, now); err != nil {
		return d, err
	}
	if d.RecentProjects, err = s.projects(ctx, "SELECT "+projectColumns+` FROM partner_projects p WHERE p.partner_id = ?
		ORDER BY p.updated_at DESC, p.id DESC LIMIT 3`, partner); err != nil {
		return d, err
	}
	if d.RecentMessages, err = s.Messages(ctx, partner, 5); err != nil {
		return d, err
	}
	d.Unread, err = s.Unread(ctx, partner)
	return d, err
}
