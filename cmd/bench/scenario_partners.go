package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"mission/internal/auth"
)

// The partner portal at scale: 1,000 partners of 50 projects each.
const (
	benchPartners        = 1000
	projectsPerPartner   = 50
	quotesPerLink        = 50
	invoicesPerLink      = 50
	benchPartnerPassword = "bench-partner-password"
)

// partnerToken is the client-link token of partner p (1-based): 43
// characters, like the server's.
func partnerToken(runID string, p int) string {
	t := fmt.Sprintf("bench%s%038d", runID, p)
	return t[len(t)-43:]
}

var seedPartnersOnce struct {
	sync.Mutex
	done bool
}

// seedPartners stores the partners with clients, projects (3 milestones and
// 2 deliverables each), a client link, messages and payments, with explicit
// ids so that rows can point at each other in one pass.
func seedPartners(ctx context.Context, env *Env) error {
	seedPartnersOnce.Lock()
	defer seedPartnersOnce.Unlock()
	if seedPartnersOnce.done {
		return nil
	}
	have, err := env.Count(ctx, "SELECT COUNT(*) FROM partners")
	if err != nil || have > 0 {
		seedPartnersOnce.done = err == nil
		return err
	}
	hash, err := auth.HashPassword(ctx, benchPartnerPassword)
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	statuses := []string{"planning", "in-progress", "review", "completed", "on-hold"}
	err = env.Seed(ctx, func(exec func(string, ...any) error) error {
		for p := 1; p <= benchPartners; p++ {
			if err := exec(`INSERT INTO partners (id, company_name, contact_name, email, revenue_share_percentage, status, password_hash, created_at, updated_at)
				VALUES (?, ?, ?, ?, 80, 'active', ?, ?, ?)`, p, fmt.Sprintf("Partner %d Studio", p), "Pat", fmt.Sprintf("p%d@bench.example", p), hash, now, now); err != nil {
				return err
			}
			for c := 1; c <= 5; c++ {
				id := (p-1)*5 + c
				if err := exec(`INSERT INTO clients (id, partner_id, name, email, status, created_at, updated_at)
					VALUES (?, ?, ?, ?, 'active', ?, ?)`, id, p, fmt.Sprintf("Client %d", id), fmt.Sprintf("c%d@bench.example", id), now, now); err != nil {
					return err
				}
			}
			var allowed []string
			for j := 0; j < projectsPerPartner; j++ {
				id := (p-1)*projectsPerPartner + j + 1
				client := (p-1)*5 + j%5 + 1
				at := now.Add(-time.Duration(j) * time.Hour)
				if err := exec(`INSERT INTO partner_projects (id, partner_id, client_id, client_name, project_title, project_description, status,
					budget_cents, due_date, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
					id, p, client, fmt.Sprintf("Client %d", client), fmt.Sprintf("Automation %d", id), "A phone agent with calendar booking.",
					statuses[j%len(statuses)], int64(100000+j*5000), at.Add(30*24*time.Hour), at, at); err != nil {
					return err
				}
				for m := 0; m < 3; m++ {
					if err := exec(`INSERT INTO project_milestones (id, project_id, title, status, percent_complete, visible_to_client, sort_order, created_at, updated_at)
						VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, (id-1)*3+m+1, id, fmt.Sprintf("Step %d", m+1), []string{"completed", "in-progress", "planned"}[m],
						[]int{100, 40, 0}[m], m != 2, m, at, at); err != nil {
						return err
					}
				}
				for d := 0; d < 2; d++ {
					if err := exec(`INSERT INTO deliverables (id, project_id, partner_id, type, title, file_url, status, visible_to_client, created_at, updated_at)
						VALUES (?, ?, ?, 'document', ?, 'https://files.example/doc.pdf', 'submitted', ?, ?, ?)`, (id-1)*2+d+1, id, p,
						fmt.Sprintf("Deliverable %d", d+1), d == 0, at, at); err != nil {
						return err
					}
				}
				// The link is the first client's and shares five of its
				// projects; a link shows only its own client's projects.
				if j%5 == 0 && len(allowed) < 5 {
					allowed = append(allowed, fmt.Sprint(id))
				}
				// Every completed project is rated by its client: the
				// Client Rating averages these rows.
				if statuses[j%len(statuses)] == "completed" {
					if err := exec(`INSERT INTO client_ratings (id, partner_id, client_id, project_id, rating, comment, created_at, updated_at)
						VALUES (?, ?, ?, ?, ?, '', ?, ?)`, id, p, client, id, 3+j%3, at, at); err != nil {
						return err
					}
				}
			}
			// Fifty sent quotes of five lines across the link's projects.
			lines := `[{"description":"Discovery","quantity":"1","unitPriceCents":120000,"amountCents":120000},` +
				`{"description":"Build hours","quantity":"12.5","unitPriceCents":15000,"amountCents":187500},` +
				`{"description":"Phone agent","quantity":"1","unitPriceCents":90000,"amountCents":90000},` +
				`{"description":"Calendar sync","quantity":"2","unitPriceCents":25000,"amountCents":50000},` +
				`{"description":"Support, first month","quantity":"1","unitPriceCents":30000,"amountCents":30000}]`
			for q := 0; q < quotesPerLink; q++ {
				id := (p-1)*quotesPerLink + q + 1
				if err := exec(`INSERT INTO quotes (id, project_id, partner_id, quote_number, line_items, currency, subtotal_cents, tax_rate_bp,
					tax_cents, total_cents, valid_until, status, terms, sent_at, created_at, updated_at)
					VALUES (?, ?, ?, ?, ?, 'USD', 477500, 825, 39394, 516894, ?, 'sent', 'Net 30.', ?, ?, ?)`,
					id, allowed[q%len(allowed)], p, fmt.Sprintf("Q-%d-%04d", now.Year(), q+1), lines, now.AddDate(0, 1, 0).Truncate(24*time.Hour),
					now, now, now); err != nil {
					return err
				}
			}
			// And fifty invoices of the same lines, some partly paid.
			for v := 0; v < invoicesPerLink; v++ {
				id := (p-1)*invoicesPerLink + v + 1
				if err := exec(`INSERT INTO invoices (id, partner_id, project_id, invoice_number, line_items, currency, subtotal_cents, tax_rate_bp,
					tax_cents, total_cents, paid_cents, status, due_date, payment_link, issued_at, created_at, updated_at)
					VALUES (?, ?, ?, ?, ?, 'USD', 477500, 825, 39394, 516894, ?, 'open', ?, 'https://buy.stripe.com/test_bench', ?, ?, ?)`,
					id, p, allowed[v%len(allowed)], fmt.Sprintf("INV-%d-%04d", now.Year(), v+1), lines, int64(v%3)*100000,
					now.AddDate(0, 0, 30).Truncate(24*time.Hour), now, now, now); err != nil {
					return err
				}
			}
			if err := exec(`INSERT INTO client_links (id, partner_id, client_id, token, allowed_project_ids, active, created_at)
				VALUES (?, ?, ?, ?, ?, TRUE, ?)`, p, p, (p-1)*5+1, partnerToken(env.RunID, p), "["+strings.Join(allowed, ",")+"]", now); err != nil {
				return err
			}
			for m := 0; m < 10; m++ {
				dir := "outbound"
				if m%2 == 1 {
					dir = "inbound"
				}
				if err := exec(`INSERT INTO partner_communications (id, partner_id, client_id, type, message, direction, status, sender_name, created_at)
					VALUES (?, ?, ?, 'project-update', ?, ?, 'sent', 'Pat', ?)`, (p-1)*10+m+1, p, (p-1)*5+1, "Weekly update.", dir, now.Add(-time.Duration(m)*time.Hour)); err != nil {
					return err
				}
				// Month and year as partners.RecordIncome writes them.
				received := now.AddDate(0, -m, 0)
				if err := exec(`INSERT INTO partner_revenue (id, partner_id, gross_cents, partner_share_cents, platform_share_cents, payout_status, received_at, month, year, created_at)
					VALUES (?, ?, 250000, 200000, 50000, ?, ?, ?, ?, ?)`, (p-1)*10+m+1, p, []string{"paid", "pending"}[m%2], received, int(received.Month()), received.Year(), now); err != nil {
					return err
				}
			}
		}
		if env.databaseURL != "" {
			for _, table := range []string{"partners", "clients", "partner_projects", "project_milestones", "deliverables", "client_links", "partner_communications", "partner_revenue", "client_ratings", "quotes", "invoices"} {
				if err := exec("SELECT setval(pg_get_serial_sequence('" + table + "', 'id'), (SELECT MAX(id) FROM " + table + "))"); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("seed partners: %w", err)
	}
	seedPartnersOnce.done = true
	return nil
}

// partnerDashboard reads the portal's first tab, each client signed in as
// a different partner.
func partnerDashboard() Scenario {
	var cookies []*http.Cookie
	return Scenario{
		Name:   "partner-dashboard",
		About:  fmt.Sprintf("GET /api/partner/dashboard, %d partners of %d projects stored, one signed-in partner per client", benchPartners, projectsPerPartner),
		Target: &Target{MinRPS: 3000, MaxP99: 20 * time.Millisecond},
		Setup: func(ctx context.Context, env *Env) error {
			if err := seedPartners(ctx, env); err != nil {
				return err
			}
			cookies = make([]*http.Cookie, env.Clients)
			for c := range cookies {
				p := c*37%benchPartners + 1
				req, _ := http.NewRequestWithContext(ctx, http.MethodPost, env.URL("/api/partner-auth/login"),
					strings.NewReader(fmt.Sprintf(`{"email":"p%d@bench.example","password":%q}`, p, benchPartnerPassword)))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("X-Forwarded-For", ForwardedFor(c))
				res, err := env.HTTP.Do(req)
				if err != nil {
					return err
				}
				res.Body.Close()
				for _, k := range res.Cookies() {
					if k.Name == "mission_partner" {
						cookies[c] = k
					}
				}
				if cookies[c] == nil {
					return fmt.Errorf("partner login: status %d", res.StatusCode)
				}
			}
			return nil
		},
		Request: func(env *Env, c, i int) (*http.Request, error) {
			req, err := http.NewRequest(http.MethodGet, env.URL("/api/partner/dashboard"), nil)
			if err != nil {
				return nil, err
			}
			req.AddCookie(cookies[c])
			return req, nil
		},
	}
}

// clientPortal reads a client portal's page data through links of
// different partners.
func clientPortal() Scenario {
	return Scenario{
		Name:   "client-portal",
		About:  fmt.Sprintf("GET /api/client-portal/{token}, 5 allowed projects with milestones, deliverables, %d quotes and %d invoices, links of %d partners", quotesPerLink, invoicesPerLink, benchPartners),
		Target: &Target{MinRPS: 3000, MaxP99: 20 * time.Millisecond},
		Setup:  seedPartners,
		Request: func(env *Env, c, i int) (*http.Request, error) {
			p := (c*7919+i)%benchPartners + 1
			req, err := http.NewRequest(http.MethodGet, env.URL("/api/client-portal/"+partnerToken(env.RunID, p)), nil)
			if err != nil {
				return nil, err
			}
			req.Header.Set("X-Forwarded-For", ForwardedFor(c))
			return req, nil
		},
	}
}
