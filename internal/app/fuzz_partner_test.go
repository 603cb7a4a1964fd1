package app

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"mission/internal/db/dbtest"
)

// FuzzPartnerEndpoints sends arbitrary bodies to every partner, staff and
// client-portal endpoint that reads one, on both engines: bad input is a
// 4xx, never a 5xx.
func FuzzPartnerEndpoints(f *testing.F) {
	var targets []fuzzTarget
	for _, e := range dbtest.Engines(f) {
		s := newSite(f, e.Open(f), "LEAD_RATE_LIMIT=1000000")
		staff := s.staff()
		p := s.partner(staff, "fuzz@partner.example")
		d := s.seedPortal(staff, p)
		draft := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/quotes", d.project), quoteBody(day(30)))
		sent := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/quotes", d.project), quoteBody(day(30)))
		s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", sent), "")
		invoice := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/invoices", d.project),
			strings.Replace(quoteBody(day(30)), `"validUntil"`, `"dueDate"`, 1))
		targets = append(targets, fuzzTarget{site: s, partner: p.Client, staff: staff, paths: []string{
			"POST /api/partner-projects", fmt.Sprintf("PATCH /api/partner-projects/%d", d.project),
			fmt.Sprintf("POST /api/partner-projects/%d/milestones", d.project), fmt.Sprintf("PATCH /api/partner/milestones/%d", d.milestone),
			fmt.Sprintf("POST /api/partner-projects/%d/deliverables", d.project), fmt.Sprintf("PATCH /api/partner/deliverables/%d", d.hiddenDeliverable),
			"POST /api/clients", "POST /api/client-links", fmt.Sprintf("PATCH /api/client-links/%d", d.link), "POST /api/partner/messages",
			"POST /api/partner/password", "POST /api/partner-auth/login", "POST /api/partner-auth/accept", "POST /api/partner-auth/invitation",
			"POST /api/partner-auth/sign-in-link", "POST /api/partner-auth/sign-in-link/use",
			"staff POST /api/admin/partners", fmt.Sprintf("staff POST /api/admin/partners/%d/payments", p.ID),
			fmt.Sprintf("staff PATCH /api/admin/partners/%d/payments/%d", p.ID, d.payment),
			"POST /api/client-portal/" + d.token + "/messages",
			"POST /api/partner-auth/code", "POST /api/partner/two-factor/confirm", "POST /api/partner/two-factor/off",
			"POST /api/admin/login", "POST /api/admin/login/code", "POST /api/admin/login/setup", "POST /api/admin/login/setup/confirm",
			"POST /api/admin/invitation", "POST /api/admin/invitation/accept",
			"staff POST /api/admin/staff/invitations", "staff PATCH /api/admin/staff/1", "staff PATCH /api/admin/leads/1/assignee",
			"staff POST /api/admin/me/two-factor/confirm",
			fmt.Sprintf("POST /api/partner-projects/%d/quotes", d.project), fmt.Sprintf("PUT /api/partner/quotes/%d", draft),
			fmt.Sprintf("POST /api/client-portal/%s/quotes/%d/decline", d.token, sent),
			fmt.Sprintf("POST /api/client-portal/%s/quotes/%d/accept", d.token, sent),
			fmt.Sprintf("POST /api/partner-projects/%d/invoices", d.project), fmt.Sprintf("POST /api/partner/quotes/%d/invoice", sent),
			fmt.Sprintf("POST /api/partner/invoices/%d/payments", invoice), fmt.Sprintf("POST /api/partner/invoices/%d/void", invoice),
			"PUT /api/partner/sla/settings", "POST /api/partner/agreements/1/sign", "staff POST /api/admin/agreements",
			fmt.Sprintf("POST /api/partner/automations/agent/%d/runs", s.agent(p.ID, "Reply to {{client_name}}")),
			"PUT /api/partner/automations/endpoint", "POST /api/partner/automations/agent/1/triggers",
			fmt.Sprintf("PATCH /api/partner/automations/app/%d", s.newApp(p.ID)),
		}})
	}
	fuzzBodies(f, targets, len(targets[0].paths), []string{
		`{"title":"T","clientName":"C","budget":"12,000.50","deadline":"2027-01-18","status":"review"}`,
		`{"title":"\u0000","budget":-1,"deadline":"31/12/2026"}`,
		`{"budget":1e309,"deadline":null,"status":null}`,
		`{"title":"M","percentComplete":1e9,"order":-1,"visibleToClient":"yes"}`,
		`{"clientId":-1,"allowedProjectIds":[1,1,1,-5],"expiresAt":"never"}`,
		`{"allowedProjectIds":null,"expiresAt":"2026-12-31T23:59:59Z","active":true}`,
		`{"name":"N","email":"n@x.example","status":"vip"}`,
		`{"amount":"1e3","receivedAt":"2026-02-30","status":"paid","projectId":99999999999}`,
		`{"email":"a@b.co","password":"\ud800"}`, `{"token":"x","password":"y"}`,
		`{"company":"C","email":"c@x.example","revenueSharePercentage":0}`,
		`{"status":"paid"}`, `{"message":""}`, `[]`, `null`, ``,
		`{"challenge":"\u0000","code":"12345\u0000"}`, `{"challenge":"x","code":1e99}`, `{"email":"owner@mission.example","role":"god"}`,
		`{"assigneeId":-9223372036854775808}`, `{"token":"x","name":"\ud800","password":"a-long-password!"}`,
		`{"lineItems":[{"description":"D","quantity":"999999.99","unitPrice":"999,999,999,999.99"}],"taxRate":"100","validUntil":"2099-12-31"}`,
		`{"lineItems":[{"description":"D","quantity":1.5,"unitPrice":-1}],"discount":"1e3","currency":"usd","validUntil":"2026-02-30"}`,
		`{"lineItems":null,"taxRate":8.25}`, `{"dueDate":"2099-01-01","paymentLink":"javascript:alert(1)","milestoneId":-1}`,
		`{"amount":"0.01","receivedAt":"1999-12-31","note":"\u0000"}`,
		`{"timeZone":"Local","open":"25:00","close":"24:00","days":[0,0,7,-1],"replyHours":1e9}`, `{"timeZone":"../../etc/passwd"}`,
		`{"kind":"partner_licence","title":"L","body":"# L\n\n- a","required":true}`, `{"name":"Pat","consent":"yes"}`, `{"amount":"99999999999","receivedAt":null}`, `{"name":"\u202eCasey"}`,
		`{"input":{"client_name":"\u0000","A B":"x"}}`, `{"input":{"client_name":["x"]}}`, `{"input":null}`,
		`{"url":"http://169.254.169.254/latest","apiKey":"\u0000","clearKey":"yes"}`,
		`{"type":"schedule","cron":"*/0 * * * *","input":{"a":"\u0000"}}`, `{"type":"event","event":null}`,
		`{"workflow":{"steps":[{"name":"a","type":"branch","if":null,"then":"a","else":"a"}]}}`,
		`{"workflow":{"steps":[{"name":"a","type":"http","method":"GET","url":"https://x","headers":{"":"\r\n"}}]}}`,
		`{"workflow":{"steps":[{"name":"a","type":"wait","seconds":-9223372036854775808,"next":"a"}]}}`, `{"reason":"` + strings.Repeat("r", 1001) + `"}`,
	})
}

// fuzzTarget is one engine's site and the endpoints a fuzzer sends bodies
// to: "METHOD path" as the partner, "staff METHOD path" as staff.
type fuzzTarget struct {
	site           *testSite
	partner, staff *http.Client
	paths          []string
}

// fuzzBodies seeds each body for the first n endpoints, then sends every
// body the fuzzer makes to the endpoint it picks on every engine: bad input
// is a 4xx, never a 5xx.
func fuzzBodies(f *testing.F, targets []fuzzTarget, n int, seeds []string) {
	for _, seed := range seeds {
		for i := range n {
			f.Add(uint8(i), []byte(seed))
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, body []byte) {
		for _, tg := range targets {
			tg.site.t = t
			entry := tg.paths[int(which)%len(tg.paths)]
			c := tg.partner
			if rest, ok := strings.CutPrefix(entry, "staff "); ok {
				c, entry = tg.staff, rest
			}
			method, path, _ := strings.Cut(entry, " ")
			code, resp := tg.site.do(c, method, path, string(body))
			if code >= 500 {
				t.Fatalf("%s %s: %d %s", method, path, code, resp)
			}
		}
	})
}
