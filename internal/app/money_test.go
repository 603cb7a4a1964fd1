package app

import (
	"fmt"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/money"
)

// Every amount the API takes is read by one grammar: a stray comma or an
// out-of-range number is a 400 that says what an amount looks like, and
// nothing is stored (never $1,050 for "10,50", never 0 for 1e308).
func TestEveryAmountRefusesMalformedMoney(t *testing.T) {
	bad := []string{`"10,50"`, `"1,0000"`, `"1e400"`, `1e15`, `1e308`, `9223372036854775807`, `"9223372036854775807"`,
		`"1000000000000000"`, `"12.345"`, `"-5"`, `"abc"`, `true`}
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		p := s.partner(staff, "money@zeta.example")
		project := s.create(p.Client, "/api/partner-projects", `{"title":"Kept","clientName":"X","budget":"1,050.25"}`)
		sub := s.create(staff, fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), validSubscription)
		before := map[string]int{}
		for _, table := range []string{"partner_projects", "partner_revenue", "client_subscriptions"} {
			before[table] = s.count(table)
		}
		for _, v := range bad {
			for _, c := range []struct {
				name, method, path, body, field string
			}{
				{"new project", "POST", "/api/partner-projects", `{"title":"T","clientName":"X","budget":` + v + `}`, "budget"},
				{"project edit", "PATCH", fmt.Sprintf("/api/partner-projects/%d", project), `{"budget":` + v + `}`, "budget"},
				{"payment", "POST", fmt.Sprintf("/api/admin/partners/%d/payments", p.ID), `{"amount":` + v + `,"receivedAt":"2026-01-02","status":"paid"}`, "amount"},
				{"subscription", "POST", fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID),
					`{"productName":"P","monthlyValue":` + v + `,"startDate":"2025-02-01"}`, "monthlyValue"},
				{"subscription edit", "PATCH", fmt.Sprintf("/api/admin/partners/%d/subscriptions/%d", p.ID, sub), `{"status":"active","monthlyValue":` + v + `}`, "monthlyValue"},
			} {
				client := staff
				if strings.Contains(c.path, "partner-projects") {
					client = p.Client
				}
				code, body := s.do(client, c.method, c.path, c.body)
				if code != 400 || !strings.Contains(body, `"`+c.field+`"`) || !strings.Contains(body, "Enter an amount") {
					t.Errorf("%s with %s: %d %s", c.name, v, code, body)
				}
			}
		}
		for table, n := range before {
			if got := s.count(table); got != n {
				t.Errorf("%s: %d rows, want %d", table, got, n)
			}
		}
		if _, body := s.do(p.Client, "GET", fmt.Sprintf("/api/partner-projects/%d", project), ""); !strings.Contains(body, `"valueCents":105025`) {
			t.Errorf("the project's budget changed: %s", body)
		}
		if _, body := s.do(staff, "GET", fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), ""); !strings.Contains(body, `"monthlyValueCents":29750`) {
			t.Errorf("the subscription's value changed: %s", body)
		}
		// Success stories take whole cents as a JSON integer: a float, an
		// exponent or an overflow is refused, never stored as 0.
		stories := s.count("success_stories")
		for _, v := range []string{`1e308`, `1e15`, `9223372036854775807`, `12.5`, `"1,0000"`} {
			body := `{"title":"T","description":"D","monthlyRevenueCents":` + v + `}`
			if code, resp := s.do(p.Client, "POST", "/api/partner/success-stories", body); code != 400 {
				t.Errorf("story revenue %s: %d %s", v, code, resp)
			}
		}
		if s.count("success_stories") != stories {
			t.Error("a story with a refused revenue was stored")
		}
		// Numbers are read by the same grammar as text.
		if code, body := s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner-projects/%d", project), `{"budget":1050.5}`); code != 200 ||
			!strings.Contains(body, `"valueCents":105050`) {
			t.Errorf("a number budget: %d %s", code, body)
		}
		if code, body := s.do(p.Client, "POST", "/api/partner-projects", `{"title":"T","clientName":"X","budget":"10,50"}`); !strings.Contains(body, money.FormatMessage) {
			t.Errorf("the message shows the accepted forms: %d %s", code, body)
		}
	})
}
