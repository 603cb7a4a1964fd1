package main

import (
	"context"
	"fmt"
	"net/http"
	"time"
)

const inboxSize = 100_000

// leadsList reads the first page of the admin's lead inbox with 100,000
// leads stored, as staff do when they open the Leads tab.
func leadsList() Scenario {
	var cookie *http.Cookie
	return Scenario{
		Name:     "leads-list",
		About:    fmt.Sprintf("GET /api/admin/leads first page (50, with total and this week's count) at %d stored leads", inboxSize),
		ChildEnv: []string{"ADMIN_PASSWORD=" + benchAdminPassword},
		Target:   &Target{MaxP99: 50 * time.Millisecond},
		Setup: func(ctx context.Context, env *Env) error {
			have, err := env.Count(ctx, "SELECT COUNT(*) FROM leads")
			if err != nil {
				return err
			}
			if missing := inboxSize - int(have); missing > 0 {
				start := time.Now().UTC().Add(-90 * 24 * time.Hour)
				sources := []string{"ai_agency_partnership_claim", "partner_licensing_application", "toolkit_download", "ai_opportunity_finder"}
				err := env.Seed(ctx, func(exec func(string, ...any) error) error {
					for i := range missing {
						at := start.Add(time.Duration(i) * 77 * time.Second)
						if err := exec(`INSERT INTO leads (name, email, phone, company, business_challenge, source, status, created_at, updated_at)
							VALUES (?, ?, ?, ?, ?, ?, 'new', ?, ?)`,
							fmt.Sprintf("Seeded Lead %d", i), fmt.Sprintf("seed%d-%s@bench.example", i, env.RunID), "+1 555 010 2000",
							fmt.Sprintf("Company %d", i%997), "Wants an AI receptionist for inbound calls.", sources[i%len(sources)], at, at); err != nil {
							return err
						}
					}
					return nil
				})
				if err != nil {
					return fmt.Errorf("seed leads: %w", err)
				}
			}
			cookie, err = env.Login(ctx, "10.8.0.1")
			return err
		},
		Request: func(env *Env, c, i int) (*http.Request, error) {
			req, err := http.NewRequest(http.MethodGet, env.URL("/api/admin/leads?limit=50"), nil)
			if err != nil {
				return nil, err
			}
			req.AddCookie(cookie)
			return req, nil
		},
	}
}
