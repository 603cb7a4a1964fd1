package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"mission/internal/auth"
)

// The revenue partner sits far above the portal bench's ids, so both seeds
// can share one database.
const (
	revenuePartnerID   = 900001
	revenueSubscribers = 200
	revenueYears       = 5
)

// revenueDashboard reads the Revenue Dashboard of one partner with five
// years of monthly payments from 200 client subscriptions, over the whole
// five years (the widest range the call allows).
func revenueDashboard() Scenario {
	var cookie *http.Cookie
	var from, to string
	return Scenario{
		Name: "revenue-dashboard",
		About: fmt.Sprintf("GET /api/partner/revenue/dashboard over %d years, one partner with %d subscriptions paying monthly (about %d payments)",
			revenueYears, revenueSubscribers, revenueSubscribers*revenueYears*12/2),
		Target: &Target{MaxP99: 20 * time.Millisecond},
		Setup: func(ctx context.Context, env *Env) error {
			now := time.Now().UTC()
			month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
			first := month.AddDate(-revenueYears, 1, 0)
			from, to = first.Format("2006-01"), month.Format("2006-01")
			email := fmt.Sprintf("revenue-%s@bench.example", env.RunID)
			hash, err := auth.HashPassword(ctx, benchPartnerPassword)
			if err != nil {
				return err
			}
			err = env.Seed(ctx, func(exec func(string, ...any) error) error {
				id := int64(revenuePartnerID) * 1000
				if err := exec(`INSERT INTO partners (id, company_name, contact_name, email, revenue_share_percentage, status, password_hash, created_at, updated_at)
					VALUES (?, 'Revenue Bench Studio', 'Pat', ?, 80, 'active', ?, ?, ?)`, revenuePartnerID, email, hash, now, now); err != nil {
					return err
				}
				for s := 0; s < revenueSubscribers; s++ {
					// Starts spread over the five years; every tenth one cancelled.
					start := first.AddDate(0, s*revenueYears*12/revenueSubscribers, 0)
					status := "active"
					if s%10 == 9 {
						status = "cancelled"
					}
					value := int64(9900 + s%7*10000)
					product := []string{"Phone agent", "Review responder", "Lead intake", "Chat assistant"}[s%4]
					sub := int64(revenuePartnerID)*1000 + int64(s)
					if err := exec(`INSERT INTO client_subscriptions (id, partner_id, product_name, plan_type, monthly_value_cents, status, start_date, created_at, updated_at)
						VALUES (?, ?, ?, 'Pro', ?, ?, ?, ?, ?)`, sub, revenuePartnerID, product, value, status, start, start, start); err != nil {
						return err
					}
					for m := start; !m.After(month); m = m.AddDate(0, 1, 0) {
						id++
						day := m.AddDate(0, 0, 2)
						partner := (value*80 + 50) / 100
						if err := exec(`INSERT INTO partner_revenue (id, partner_id, subscription_id, product_name, revenue_type, gross_cents, partner_share_cents,
							platform_share_cents, payout_status, received_at, month, year, created_at) VALUES (?, ?, ?, ?, 'subscription', ?, ?, ?, ?, ?, ?, ?, ?)`,
							id, revenuePartnerID, fmt.Sprint(sub), product, value, partner, value-partner, []string{"paid", "pending"}[int(m.Month())%2],
							day, int(m.Month()), m.Year(), day); err != nil {
							return err
						}
					}
				}
				return nil
			})
			if err != nil {
				return fmt.Errorf("seed revenue: %w", err)
			}
			req, _ := http.NewRequestWithContext(ctx, http.MethodPost, env.URL("/api/partner-auth/login"),
				strings.NewReader(fmt.Sprintf(`{"email":%q,"password":%q}`, email, benchPartnerPassword)))
			req.Header.Set("Content-Type", "application/json")
			res, err := env.HTTP.Do(req)
			if err != nil {
				return err
			}
			res.Body.Close()
			for _, k := range res.Cookies() {
				if k.Name == "mission_partner" {
					cookie = k
				}
			}
			if cookie == nil {
				return fmt.Errorf("revenue partner login: status %d", res.StatusCode)
			}
			return nil
		},
		Request: func(env *Env, c, i int) (*http.Request, error) {
			req, err := http.NewRequest(http.MethodGet, env.URL("/api/partner/revenue/dashboard?from="+from+"&to="+to), nil)
			if err != nil {
				return nil, err
			}
			req.AddCookie(cookie)
			return req, nil
		},
	}
}
