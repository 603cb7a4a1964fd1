package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
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

// leadsSearch searches the inbox at 100,000 leads, each request one of
// searchKinds.
func leadsSearch() Scenario {
	return inboxScenario("leads-search",
		fmt.Sprintf("GET /api/admin/leads?q=... at %d stored leads: %s", inboxSize, searchKindsAbout),
		func(c, i int) string { return searchPath(inboxSize, c, i) })
}

// leadsSearchMillion is leadsSearch at 1,000,000 leads, on a server and
// data of its own so that the other inbox scenarios keep their size.
func leadsSearchMillion() Scenario {
	sc := inboxScenario("leads-search-1m",
		fmt.Sprintf("GET /api/admin/leads?q=... at %d stored leads: %s", millionInbox, searchKindsAbout),
		func(c, i int) string { return searchPath(millionInbox, c, i) })
	sc.Own = true
	sc.Target = &Target{MaxP99: 100 * time.Millisecond}
	setup := sc.Setup
	var seeding, indexing time.Duration
	sc.Setup = func(ctx context.Context, env *Env) error {
		start := time.Now()
		if err := seedLeads(ctx, env, millionInbox); err != nil {
			return err
		}
		seeding = time.Since(start)
		var err error
		if indexing, err = waitIndexed(ctx, env); err != nil {
			return err
		}
		return setup(ctx, env)
	}
	sc.Verify = func(ctx context.Context, env *Env, res *Result) error {
		res.VerifyOK = fmt.Sprintf("%d leads seeded in %s", millionInbox, seeding.Round(time.Second))
		if env.databaseURL == "" {
			res.VerifyOK += fmt.Sprintf(", then indexed for search by the server in %s", indexing.Round(time.Second))
		}
		return nil
	}
	return sc
}

const millionInbox = 1_000_000

// searchKindsAbout says what searchPath asks, in turn.
const searchKindsAbout = "a lead's name; an e-mail fragment with a source; a company with a source and a status; " +
	"a name with the unassigned filter; first page with total"

// searchPath is the search of request i of client c in an inbox of size
// leads: each filter in turn, combined with search text.
func searchPath(size, c, i int) string {
	n := (c*7919 + i*104729) % size
	switch i % 4 {
	case 0:
		return fmt.Sprintf("/api/admin/leads?limit=50&q=Seeded+Lead+%d", n)
	case 1:
		return fmt.Sprintf("/api/admin/leads?limit=50&q=seed%d-&source=%s", n, leadSources[n%len(leadSources)])
	case 2:
		return fmt.Sprintf("/api/admin/leads?limit=50&q=Company+%d&source=toolkit_download&status=new", n%997)
	default:
		return fmt.Sprintf("/api/admin/leads?limit=50&q=Lead+%d&assignee=none", n)
	}
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
	if err := seedLeads(ctx, env, inboxSize); err != nil {
		return err
	}
	_, err := waitIndexed(ctx, env)
	return err
}

// waitIndexed waits until the server's search indexer has reached every
// lead (SQLite; PostgreSQL's index is kept in each write) and answers how
// long that took.
func waitIndexed(ctx context.Context, env *Env) (time.Duration, error) {
	start := time.Now()
	for env.databaseURL == "" {
		behind, err := env.Count(ctx, "SELECT COALESCE((SELECT MAX(id) FROM leads), 0) - (SELECT upto FROM search_indexed WHERE name = 'leads')")
		if err != nil || behind <= 0 {
			return time.Since(start), err
		}
		select {
		case <-ctx.Done():
			return time.Since(start), ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
	return 0, nil
}

var leadSources = []string{"ai_agency_partnership_claim", "partner_licensing_application", "toolkit_download", "ai_opportunity_finder"}

// seedLeads fills the inbox up to size leads, one every 77 seconds up to
// now, many to a statement.
func seedLeads(ctx context.Context, env *Env, size int) error {
	have, err := env.Count(ctx, "SELECT COUNT(*) FROM leads")
	if err != nil {
		return err
	}
	missing := size - int(have)
	if missing <= 0 {
		return nil
	}
	start := time.Now().UTC().Add(-time.Duration(size) * 77 * time.Second)
	const perStatement = 500
	err = env.Seed(ctx, func(exec func(string, ...any) error) error {
		var q strings.Builder
		var args []any
		for from := 0; from < missing; from += perStatement {
			q.Reset()
			args = args[:0]
			q.WriteString("INSERT INTO leads (name, email, phone, company, business_challenge, source, status, created_at, updated_at) VALUES ")
			for i := from; i < min(from+perStatement, missing); i++ {
				if i > from {
					q.WriteString(", ")
				}
				q.WriteString("(?, ?, ?, ?, ?, ?, 'new', ?, ?)")
				at := start.Add(time.Duration(i) * 77 * time.Second)
				args = append(args, fmt.Sprintf("Seeded Lead %d", i), fmt.Sprintf("seed%d-%s@bench.example", i, env.RunID), "+1 555 010 2000",
					fmt.Sprintf("Company %d", i%997), "Wants an AI receptionist for inbound calls.", leadSources[i%len(leadSources)], at, at)
			}
			if err := exec(q.String(), args...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("seed leads: %w", err)
	}
	if env.databaseURL != "" {
		// What autovacuum would do within a minute of a bulk load: the
		// planner's statistics of the new rows.
		d, err := env.DB()
		if err != nil {
			return err
		}
		if _, err := d.ExecContext(ctx, "ANALYZE leads"); err != nil {
			return fmt.Errorf("analyze leads: %w", err)
		}
	}
	return nil
}
