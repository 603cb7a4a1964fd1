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
	return inboxScenario("leads-list",
		fmt.Sprintf("GET /api/admin/leads first page (50, with total and this week's count) at %d stored leads", inboxSize),
		func(c, i int) string { return "/api/admin/leads?limit=50" })
}

// leadsSearch searches the inbox by name, a different lead each request.
func leadsSearch() Scenario {
	return inboxScenario("leads-search",
		fmt.Sprintf("GET /api/admin/leads?q=... (a name, a different one each request), first page with total, at %d stored leads", inboxSize),
		func(c, i int) string {
			return fmt.Sprintf("/api/admin/leads?limit=50&q=Seeded+Lead+%d", (c*7919+i*104729)%inboxSize)
		})
}

// leadsFiltered reads a filtered page: one source and status, second page.
func leadsFiltered() Scenario {
	return inboxScenario("leads-filtered",
		fmt.Sprintf("GET /api/admin/leads?source=toolkit_download&status=new, first page with total, at %d stored leads", inboxSize),
		func(c, i int) string { return "/api/admin/leads?limit=50&source=toolkit_download&status=new" })
}

func inboxScenario(name, about string, path func(c, i int) string) Scenario {
	var cookie *http.Cookie
	return Scenario{
		Name:     name,
		About:    about,
		ChildEnv: []string{"ADMIN_PASSWORD=" + benchAdminPassword, "STAFF_TWO_FACTOR=optional"},
		Target:   &Target{MaxP99: 50 * time.Millisecond},
		Setup: func(ctx context.Context, env *Env) error {
			if err := seedInbox(ctx, env); err != nil {
				return err
			}
			var err error
			cookie, err = env.Login(ctx, "10.8.0.1")
			return err
		},
		Request: func(env *Env, c, i int) (*http.Request, error) {
			req, err := http.NewRequest(http.MethodGet, env.URL(path(c, i)), nil)
			if err != nil {
				return nil, err
			}
			req.AddCookie(cookie)
			return req, nil
		},
	}
}

// seedInbox fills the inbox up to inboxSize leads.
func seedInbox(ctx context.Context, env *Env) error {
	have, err := env.Count(ctx, "SELECT COUNT(*) FROM leads")
	if err != nil {
		return err
	}
	missing := inboxSize - int(have)
	if missing <= 0 {
		return nil
	}
	start := time.Now().UTC().Add(-90 * 24 * time.Hour)
	sources := []string{"ai_agency_partnership_claim", "partner_licensing_application", "toolkit_download", "ai_opportunity_finder"}
	err = env.Seed(ctx, func(exec func(string, ...any) error) error {
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
	return nil
}
