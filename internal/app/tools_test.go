package app

import (
	"fmt"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

const validSubscription = `{"productName":"Voice agent","planType":"Pro","monthlyValue":"297.50","startDate":"2025-02-01"}`

const validIdea = `{"idea":"Missed-call text-back","description":"Text every caller a booking link when the phone goes unanswered.","category":"automations","targetMarket":"Home services","estimatedDevelopmentTime":"1-2 weeks"}`

func TestCommunityHubOneVotePerPartnerAndStaffMoves(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		alice, bob, cara := s.partner(staff, "alice@a.example"), s.partner(staff, "bob@b.example"), s.partner(staff, "cara@c.example")

		if code, body := s.do(alice.Client, "POST", "/api/partner/ideas", `{"idea":"x","category":"nope","partnerId":2}`); code != 400 ||
			!strings.Contains(body, `"description"`) || !strings.Contains(body, `"category"`) || !strings.Contains(body, `"targetMarket"`) {
			t.Fatalf("invalid idea: %d %s", code, body)
		}
		idea := s.create(alice.Client, "/api/partner/ideas", validIdea)
		if code, body := s.do(alice.Client, "POST", fmt.Sprintf("/api/partner/ideas/%d/vote", idea), ""); code != 409 || !strings.Contains(body, "proposed this idea") {
			t.Fatalf("own vote: %d %s", code, body)
		}

		// A burst of the same partner's votes counts one.
		codes := dbtest.Parallel(100, func(int) int {
			code, _ := s.do(bob.Client, "POST", fmt.Sprintf("/api/partner/ideas/%d/vote", idea), "")
			return code
		})
		created := 0
		for _, c := range codes {
			switch c {
			case 201:
				created++
			case 409:
			default:
				t.Fatalf("vote answered %d", c)
			}
		}
		if created != 1 {
			t.Fatalf("%d of 100 concurrent votes counted", created)
		}
		code, body := s.do(bob.Client, "POST", fmt.Sprintf("/api/partner/ideas/%d/vote", idea), "")
		if code != 409 || !strings.Contains(body, "already voted") {
			t.Fatalf("repeat vote: %d %s", code, body)
		}
		s.create(cara.Client, fmt.Sprintf("/api/partner/ideas/%d/vote", idea), "")

		var list struct {
			Ideas []struct {
				ID                   int64
				Votes, PriorityScore int
				Status, ProposedBy   string
				Mine, VotedByMe      bool
			}
			Categories   []struct{ Value, Label string }
			PriorityRule string
		}
		_, body = s.do(bob.Client, "GET", "/api/partner/ideas?sort=votes", "")
		decodeInto(t, body, &list)
		if len(list.Ideas) != 1 || list.Ideas[0].Votes != 2 || !list.Ideas[0].VotedByMe || list.Ideas[0].Mine ||
			list.Ideas[0].ProposedBy != "Co alice@a.example" || list.Ideas[0].PriorityScore != 40 || list.PriorityRule == "" || len(list.Categories) == 0 {
			t.Fatalf("bob's list: %s", body)
		}
		var votes int
		if err := d.QueryRow(t.Context(), "SELECT COUNT(*) FROM partner_votes WHERE product_vote_id = ?", idea).Scan(&votes); err != nil || votes != 2 {
			t.Fatalf("vote rows %d %v", votes, err)
		}

		// Staff alone move ideas, and only along the rules.
		path := fmt.Sprintf("/api/admin/ideas/%d", idea)
		if code, _ := s.do(alice.Client, "PATCH", path, `{"status":"planned"}`); code != 401 {
			t.Fatalf("a partner moved an idea: %d", code)
		}
		if code, body := s.do(staff, "PATCH", path, `{"status":"launched"}`); code != 409 {
			t.Fatalf("proposed -> launched: %d %s", code, body)
		}
		for _, to := range []string{"under_review", "planned"} {
			if code, body := s.do(staff, "PATCH", path, `{"status":"`+to+`"}`); code != 200 || !strings.Contains(body, `"status":"`+to+`"`) {
				t.Fatalf("move to %s: %d %s", to, code, body)
			}
		}
		_, body = s.do(alice.Client, "GET", "/api/partner/ideas?status=planned", "")
		if !strings.Contains(body, `"status":"planned"`) || !strings.Contains(body, `"mine":true`) {
			t.Fatalf("alice does not see it planned: %s", body)
		}
		if code, _ := s.do(alice.Client, "GET", "/api/partner/ideas?status=bogus", ""); code != 400 {
			t.Fatalf("bad filter: %d", code)
		}
		for _, to := range []string{"in_development", "launched"} {
			s.do(staff, "PATCH", path, `{"status":"`+to+`"}`)
		}
		if code, body := s.do(bob.Client, "DELETE", fmt.Sprintf("/api/partner/ideas/%d/vote", idea), ""); code != 409 || !strings.Contains(body, "closed") {
			t.Fatalf("unvote on a launched idea: %d %s", code, body)
		}
		if code, _ := s.do(bob.Client, "POST", "/api/partner/ideas/999999/vote", ""); code != 404 {
			t.Fatalf("unknown idea: %d", code)
		}
		if code, _ := s.do(s.client(), "GET", "/api/partner/ideas", ""); code != 401 {
			t.Fatalf("no session: %d", code)
		}
	})
}

func TestRevenueDashboardFromKnownPaymentsAndSubscriptions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		p, other := s.partner(staff, "rev@a.example"), s.partner(staff, "other@b.example")
		client := s.create(p.Client, "/api/clients", `{"name":"Dana Diner","email":"dana@diner.example"}`)
		otherClient := s.create(other.Client, "/api/clients", `{"name":"Not yours","email":"x@b.example"}`)

		pay := func(amount, day, status string) {
			s.create(staff, fmt.Sprintf("/api/admin/partners/%d/payments", p.ID), fmt.Sprintf(`{"amount":%q,"receivedAt":%q,"status":%q}`, amount, day, status))
		}
		pay("1000.01", "2025-03-04", "paid")
		pay("500", "2025-03-30", "pending")
		pay("0.99", "2025-07-01", "paid")
		pay("300", "2026-01-02", "paid") // after the range asked below
		s.create(staff, fmt.Sprintf("/api/admin/partners/%d/payments", other.ID), `{"amount":"777","receivedAt":"2025-03-04","status":"paid"}`)

		sub := func(body string) (int, string) {
			return s.do(staff, "POST", fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), body)
		}
		if code, body := sub(fmt.Sprintf(`{"clientId":%d,"productName":"Voice agent","monthlyValue":"297","startDate":"2025-02-01"}`, otherClient)); code != 400 || !strings.Contains(body, "clientId") {
			t.Fatalf("another partner's client: %d %s", code, body)
		}
		if code, body := sub(`{"productName":"","monthlyValue":"abc","startDate":"nope","status":"gone"}`); code != 400 ||
			!strings.Contains(body, "productName") || !strings.Contains(body, "monthlyValue") || !strings.Contains(body, "startDate") || !strings.Contains(body, "status") {
			t.Fatalf("invalid subscription: %d %s", code, body)
		}
		s.create(staff, fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), fmt.Sprintf(`{"clientId":%d,"productName":"Voice agent","planType":"Pro","monthlyValue":"297.50","startDate":"2025-02-01"}`, client))
		s.create(staff, fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), `{"productName":"Voice agent","monthlyValue":"99.99","startDate":"2025-05-01"}`)
		cancel := s.create(staff, fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), `{"productName":"Review bot","monthlyValue":"49","startDate":"2025-05-01"}`)
		if code, body := s.do(staff, "PATCH", fmt.Sprintf("/api/admin/partners/%d/subscriptions/%d", other.ID, cancel), `{"status":"cancelled"}`); code != 404 {
			t.Fatalf("subscription under another partner: %d %s", code, body)
		}
		if code, body := s.do(staff, "PATCH", fmt.Sprintf("/api/admin/partners/%d/subscriptions/%d", p.ID, cancel), `{"status":"cancelled","cancellationReason":"Closed the shop"}`); code != 200 ||
			!strings.Contains(body, `"cancellationDate":"20`) {
			t.Fatalf("cancel: %d %s", code, body)
		}

		var dash struct {
			RevenueSharePercentage int
			From, To               string
			Months                 []struct {
				Month                                             string
				GrossCents, PartnerShareCents, PlatformShareCents int64
				Payments                                          int
			}
			Totals struct {
				GrossCents, PartnerShareCents, PlatformShareCents int64
				Payments                                          int
			}
			Payouts struct {
				PendingCents, PaidCents int64
				PendingCount, PaidCount int
			}
			Recurring struct {
				MrrCents, PartnerShareCents int64
				ActiveSubscriptions         int
				ByProduct                   []struct {
					Product             string
					ActiveSubscriptions int
					MrrCents            int64
				}
			}
			Subscriptions []struct{ ClientName, Status string }
		}
		code, body := s.do(p.Client, "GET", "/api/partner/revenue/dashboard?from=2025-01&to=2025-12&partnerId="+fmt.Sprint(other.ID), "")
		if code != 200 {
			t.Fatalf("dashboard: %d %s", code, body)
		}
		decodeInto(t, body, &dash)
		if dash.RevenueSharePercentage != 80 || dash.From != "2025-01" || dash.To != "2025-12" || len(dash.Months) != 12 {
			t.Fatalf("range: %s", body)
		}
		march, july, june := dash.Months[2], dash.Months[6], dash.Months[5]
		// 1000.01 -> 800.01 / 200.00; 500 -> 400 / 100; 0.99 -> 0.79 / 0.20
		if march.Month != "2025-03" || march.GrossCents != 150001 || march.PartnerShareCents != 120001 || march.PlatformShareCents != 30000 || march.Payments != 2 {
			t.Errorf("march: %+v", march)
		}
		if july.GrossCents != 99 || july.PartnerShareCents != 79 || july.PlatformShareCents != 20 || june.GrossCents != 0 || june.Payments != 0 {
			t.Errorf("july %+v, june %+v", july, june)
		}
		if dash.Totals.GrossCents != 150100 || dash.Totals.PartnerShareCents+dash.Totals.PlatformShareCents != dash.Totals.GrossCents || dash.Totals.Payments != 3 {
			t.Errorf("totals: %+v", dash.Totals)
		}
		if dash.Payouts.PendingCents != 40000 || dash.Payouts.PendingCount != 1 || dash.Payouts.PaidCents != 80080 || dash.Payouts.PaidCount != 2 {
			t.Errorf("payouts: %+v", dash.Payouts)
		}
		// 29750 * 80% = 23800; 9999 * 80% = 7999.2 -> 7999
		if r := dash.Recurring; r.MrrCents != 39749 || r.ActiveSubscriptions != 2 || r.PartnerShareCents != 23800+7999 || len(r.ByProduct) != 1 || r.ByProduct[0].ActiveSubscriptions != 2 {
			t.Errorf("recurring: %+v", r)
		}
		if len(dash.Subscriptions) != 3 || dash.Subscriptions[2].Status != "cancelled" || !strings.Contains(body, `"clientName":"Dana Diner"`) {
			t.Errorf("subscriptions: %+v", dash.Subscriptions)
		}

		// A cached dashboard follows every change: a payment, a payout, a subscription.
		read := func() string {
			_, body := s.do(p.Client, "GET", "/api/partner/revenue/dashboard?from=2025-01&to=2025-12", "")
			return body
		}
		pay("10", "2025-06-10", "pending")
		if body := read(); !strings.Contains(body, `{"month":"2025-06","grossCents":1000,`) || !strings.Contains(body, `"pendingCents":40800`) {
			t.Fatalf("dashboard after a new payment: %s", body)
		}
		s.create(staff, fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), `{"productName":"Chat","monthlyValue":"1","startDate":"2025-05-01"}`)
		if body := read(); !strings.Contains(body, `"mrrCents":39849`) {
			t.Fatalf("dashboard after a new subscription: %s", body)
		}

		code, body = s.do(p.Client, "GET", "/api/partner/revenue/dashboard.csv?from=2025-03&to=2025-04", "")
		if code != 200 || !strings.Contains(body, "2025-03,2,1500.01,1200.01,300.00") || !strings.Contains(body, "Total,2,1500.01,1200.01,300.00") {
			t.Errorf("csv: %d %s", code, body)
		}
		for _, q := range []string{"from=2020-01&to=2026-01", "from=2025-05&to=2025-04", "from=May"} {
			if code, _ := s.do(p.Client, "GET", "/api/partner/revenue/dashboard?"+q, ""); code != 400 {
				t.Errorf("%s: %d", q, code)
			}
		}
		_, body = s.do(other.Client, "GET", "/api/partner/revenue/dashboard?from=2025-01&to=2025-12", "")
		if strings.Contains(body, "Dana Diner") || !strings.Contains(body, `"grossCents":77700`) {
			t.Errorf("other partner's dashboard: %s", body)
		}
		if code, body := s.do(staff, "GET", fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), ""); code != 200 ||
			!strings.Contains(body, `"monthlyValueCents":29750,"partnerShareCents":23800,`) {
			t.Errorf("staff's subscription list: %d %s", code, body)
		}
		if code, _ := s.do(p.Client, "GET", fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), ""); code != 401 {
			t.Errorf("a partner read staff's list: %d", code)
		}
	})
}
