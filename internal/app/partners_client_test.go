package app

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

type clientView struct {
	Partner struct {
		Company, PrimaryColor string
	}
	ClientName string
	Projects   []struct {
		ID           int64
		Title        string
		Progress     int
		Milestones   []struct{ ID int64 }
		Deliverables []struct {
			ID         int64
			Status     string
			ApprovedBy string
		}
	}
	Messages []struct {
		Direction, Message string
	}
}

func TestClientPortalShowsOnlyWhatTheLinkAllows(t *testing.T) {
	eachPortal(t, "owner@gamma.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		d := s.app.DB
		other := s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Not shared","clientId":%d}`, pd.client))
		visitor := s.client()

		code, body := s.do(visitor, "GET", "/api/client-portal/"+pd.token, "")
		if code != 200 {
			t.Fatalf("portal: %d %s", code, body)
		}
		var v clientView
		decodeInto(t, body, &v)
		if v.Partner.Company != "Co owner@gamma.example" || v.Partner.PrimaryColor != "#3B82F6" || len(v.Projects) != 1 ||
			v.Projects[0].ID != pd.project {
			t.Fatalf("portal data: %+v", v)
		}
		pr := v.Projects[0]
		if len(pr.Milestones) != 1 || pr.Milestones[0].ID != pd.milestone || len(pr.Deliverables) != 1 || pr.Deliverables[0].ID != pd.deliverable {
			t.Fatalf("invisible milestones or deliverables sent: %+v", pr)
		}
		for _, secret := range []string{"Internal review", "Draft notes", "Not shared", `"supportEmail":"owner@`, "budget", "valueCents"} {
			if strings.Contains(body, secret) {
				t.Errorf("the portal shows %q", secret)
			}
		}
		if pr.Progress != 25 {
			t.Errorf("progress %d, want the milestones' average 25", pr.Progress)
		}
		if len(v.Messages) != 1 || v.Messages[0].Message != "Kick-off is on Monday." {
			t.Fatalf("messages: %+v", v.Messages)
		}
		var accessed *string
		for deadline := time.Now().Add(2 * time.Second); accessed == nil && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			d.QueryRow(t.Context(), "SELECT CAST(last_accessed_at AS TEXT) FROM client_links WHERE id = ?", pd.link).Scan(&accessed)
		}
		if accessed == nil {
			t.Fatal("lastAccessedAt not recorded")
		}

		// The client answers and approves; the partner sees both.
		if code, _ := s.do(visitor, "POST", "/api/client-portal/"+pd.token+"/messages", `{"message":"Monday works."}`); code != 201 {
			t.Fatalf("reply: %d", code)
		}
		if code, _ := s.do(visitor, "POST", fmt.Sprintf("/api/client-portal/%s/deliverables/%d/approve", pd.token, pd.hiddenDeliverable), ""); code != 404 {
			t.Fatalf("approving an invisible deliverable: %d", code)
		}
		if code, _ := s.do(visitor, "POST", fmt.Sprintf("/api/client-portal/%s/deliverables/%d/approve", pd.token, pd.deliverable), ""); code != 200 {
			t.Fatalf("approve: %d", code)
		}
		if code, _ := s.do(visitor, "POST", fmt.Sprintf("/api/client-portal/%s/deliverables/%d/approve", pd.token, pd.deliverable), ""); code != 409 {
			t.Fatalf("approving twice: %d", code)
		}
		_, body = s.do(p.Client, "GET", fmt.Sprintf("/api/partner-projects/%d", pd.project), "")
		if !strings.Contains(body, `"status":"approved"`) || !strings.Contains(body, `"approvedBy":"Client of owner@gamma.example"`) {
			t.Fatalf("the partner does not see the approval: %s", body)
		}
		_, body = s.do(p.Client, "GET", "/api/partner-auth/me", "")
		if !strings.Contains(body, `"unread":2`) {
			t.Fatalf("unread after a reply and an approval: %s", body)
		}
		_, body = s.do(p.Client, "GET", "/api/partner/messages", "")
		if !strings.Contains(body, "Monday works.") || !strings.Contains(body, "system-alert") {
			t.Fatalf("partner messages: %s", body)
		}

		// Manage Access: more projects, then off; off works at once.
		if code, _ := s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), fmt.Sprintf(`{"allowedProjectIds":[%d,%d]}`, pd.project, other)); code != 200 {
			t.Fatalf("allow more: %d", code)
		}
		_, body = s.do(visitor, "GET", "/api/client-portal/"+pd.token, "")
		if !strings.Contains(body, "Not shared") {
			t.Fatalf("a newly allowed project is missing: %s", body)
		}
		if code, _ := s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), `{"active":false}`); code != 200 {
			t.Fatalf("turn off: %d", code)
		}
		if code, body := s.do(visitor, "GET", "/api/client-portal/"+pd.token, ""); code != 410 || !strings.Contains(body, "turned off") {
			t.Fatalf("a link turned off: %d %s", code, body)
		}
		if code, _ := s.do(visitor, "POST", "/api/client-portal/"+pd.token+"/messages", `{"message":"still here?"}`); code != 410 {
			t.Fatalf("replying through a link turned off: %d", code)
		}
		s.expireLink(t, pd.link)
		if code, body := s.do(visitor, "GET", "/api/client-portal/"+pd.token, ""); code != 410 || !strings.Contains(body, "expired") {
			t.Fatalf("an expired link: %d %s", code, body)
		}
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), `{"expiresAt":null}`)
		if code, _ := s.do(visitor, "GET", "/api/client-portal/"+pd.token, ""); code != 200 {
			t.Fatalf("a link with its expiry cleared: %d", code)
		}
		res, err := visitor.Get(s.srv.URL + "/api/client-portal/" + pd.token)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.Header.Get("Referrer-Policy") != "no-referrer" || !strings.Contains(res.Header.Get("X-Robots-Tag"), "noindex") {
			t.Fatalf("portal headers: %v", res.Header)
		}
	})
}

func TestUnknownTokensAre404AndThrottled(t *testing.T) {
	eachPortal(t, "tokens@delta.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		c := s.client()
		if code, body := s.do(c, "GET", "/api/client-portal/"+strings.Repeat("A", 43), ""); code != 404 || !strings.Contains(body, "does not exist") {
			t.Fatalf("unknown token: %d %s", code, body)
		}
		for i := range 19 {
			s.do(c, "GET", fmt.Sprintf("/api/client-portal/%043d", i), "")
		}
		if code, _ := s.do(c, "GET", "/api/client-portal/"+strings.Repeat("B", 43), ""); code != 429 {
			t.Fatalf("the 21st unknown token: %d", code)
		}
		if code, _ := s.do(c, "GET", "/api/client-portal/"+pd.token, ""); code != 429 {
			t.Fatalf("a network that guessed may not look up even a real token: %d", code)
		}
	})
}

func TestRevenueSplitAndDashboardFromKnownData(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		p := s.partner(staff, "money@epsilon.example")

		// No data yet: money figures are null, counts are 0.
		_, body := s.do(p.Client, "GET", "/api/partner/dashboard", "")
		for _, want := range []string{`"activeProjects":0`, `"completedProjects":0`, `"totalRevenueCents":null`, `"thisMonthRevenueCents":null`,
			`"averageProjectValueCents":null`, `"clientSatisfaction":null`} {
			if !strings.Contains(body, want) {
				t.Errorf("empty dashboard lacks %s: %s", want, body)
			}
		}
		for _, pr := range []string{`{"title":"A","clientName":"X","budget":1000,"status":"in-progress"}`,
			`{"title":"B","clientName":"X","budget":"3000","status":"completed"}`,
			`{"title":"C","clientName":"X","budget":"","status":"review"}`} {
			s.create(p.Client, "/api/partner-projects", pr)
		}
		now := time.Now().UTC()
		month := now.Format("2006-01-02")
		for _, pay := range []string{
			`{"amount":"1000","receivedAt":"` + now.AddDate(0, -3, 0).Format("2006-01-02") + `","status":"paid"}`,
			`{"amount":"0.05","receivedAt":"` + month + `","status":"paid"}`,
			`{"amount":"250.50","receivedAt":"` + month + `","status":"pending"}`,
			// Before the last 12 months: in the payments, not in the share.
			`{"amount":"700","receivedAt":"` + now.AddDate(-2, 0, 0).Format("2006-01-02") + `","status":"paid"}`,
		} {
			s.create(staff, fmt.Sprintf("/api/admin/partners/%d/payments", p.ID), pay)
		}
		if code, body := s.do(staff, "POST", fmt.Sprintf("/api/admin/partners/%d/payments", p.ID), `{"amount":"12.345","receivedAt":"2025-01-01","status":"paid"}`); code != 400 {
			t.Fatalf("three decimals: %d %s", code, body)
		}
		// The schema's satisfaction score is set by nothing, so the Client
		// Rating does not read it: it comes from clients' ratings alone.
		c1 := s.create(p.Client, "/api/clients", `{"name":"Rater","email":"r@x.example"}`)
		d.Write(t.Context(), func(tx *db.Tx) error {
			_, err := tx.Exec(t.Context(), "UPDATE clients SET satisfaction_score = 4.5 WHERE id = ?", c1)
			return err
		})
		_, body = s.do(p.Client, "GET", "/api/partner/dashboard", "")
		// Shares over the last 12 months, paid out or pending: 1000.00 -> 800.00;
		// 0.05 -> 0.04; pending 250.50 -> 200.40. This month: 200.44.
		for _, want := range []string{`"activeProjects":2`, `"completedProjects":1`, `"totalRevenueCents":100044`, `"thisMonthRevenueCents":20044`,
			`"averageProjectValueCents":200000`, `"clientSatisfaction":null`, `"clientRatings":0`} {
			if !strings.Contains(body, want) {
				t.Errorf("dashboard lacks %s: %s", want, body)
			}
		}
		_, body = s.do(p.Client, "GET", "/api/partner/revenue", "")
		for _, want := range []string{`"totalEarnedCents":100044`, `"thisMonthCents":20044`, `"pendingCents":20040`, `"revenueSharePercentage":80`,
			`"grossCents":100000,"partnerShareCents":80000,"platformShareCents":20000`, `"grossCents":5,"partnerShareCents":4,"platformShareCents":1`} {
			if !strings.Contains(body, want) {
				t.Errorf("revenue lacks %s: %s", want, body)
			}
		}
		// The Revenue Dashboard, on the range it opens with, shows the same share.
		_, body = s.do(p.Client, "GET", "/api/partner/revenue/dashboard", "")
		var dash struct {
			Totals struct{ PartnerShareCents int64 }
			Months []struct{ PartnerShareCents int64 }
		}
		decodeInto(t, body, &dash)
		if dash.Totals.PartnerShareCents != 100044 || len(dash.Months) != 12 || dash.Months[11].PartnerShareCents != 20044 {
			t.Errorf("the Revenue Dashboard's share differs from the dashboard's: %s", body)
		}
		res, err := p.Client.Get(s.srv.URL + "/api/partner/payments.csv")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var b strings.Builder
		buf := make([]byte, 4096)
		for {
			n, err := res.Body.Read(buf)
			b.Write(buf[:n])
			if err != nil {
				break
			}
		}
		csv := b.String()
		if !strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv") || !strings.Contains(csv, "1000.00,800.00,200.00,paid") ||
			!strings.Contains(csv, "0.05,0.04,0.01,paid") {
			t.Fatalf("CSV: %s", csv)
		}
	})
}

func TestProjectRulesThroughTheAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		p := s.partner(s.staff(), "rules@zeta.example")
		for body, field := range map[string]string{
			`{"clientName":"X"}`: "title",
			`{"title":"T"}`:      "clientName",
			`{"title":"T","clientName":"X","status":"gone"}`:   "status",
			`{"title":"T","clientName":"X","budget":-1}`:       "budget",
			`{"title":"T","clientName":"X","deadline":"soon"}`: "deadline",
		} {
			if code, resp := s.do(p.Client, "POST", "/api/partner-projects", body); code != 400 || !strings.Contains(resp, `"`+field+`"`) {
				t.Errorf("%s: %d %s", body, code, resp)
			}
		}
		id := s.create(p.Client, "/api/partner-projects", `{"title":"T","clientName":"X","budget":"","deadline":"2027-01-18"}`)
		_, body := s.do(p.Client, "GET", fmt.Sprintf("/api/partner-projects/%d", id), "")
		if !strings.Contains(body, `"valueCents":0`) || !strings.Contains(body, `"status":"planning"`) || !strings.Contains(body, `"dueDate":"2027-01-18T00:00:00Z"`) {
			t.Fatalf("created: %s", body)
		}
		if code, _ := s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/approve", id), ""); code != 409 {
			t.Fatalf("approving a project in planning: %d", code)
		}
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner-projects/%d", id), `{"status":"review"}`)
		if code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/approve", id), ""); code != 200 || !strings.Contains(body, `"status":"completed"`) ||
			!strings.Contains(body, `"progress":100`) {
			t.Fatalf("approve: %d %s", code, body)
		}
		_, body = s.do(p.Client, "GET", "/api/partner-projects?status=completed", "")
		if !strings.Contains(body, `"id":`+fmt.Sprint(id)) {
			t.Fatalf("status filter: %s", body)
		}
		if code, _ := s.do(p.Client, "GET", "/api/partner-projects?status=nope", ""); code != 400 {
			t.Fatalf("unknown filter: %d", code)
		}
		// Progress follows milestones.
		s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/milestones", id), `{"title":"One","status":"completed"}`)
		s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/milestones", id), `{"title":"Two","percentComplete":30}`)
		_, body = s.do(p.Client, "GET", fmt.Sprintf("/api/partner-projects/%d", id), "")
		if !strings.Contains(body, `"progress":65`) {
			t.Fatalf("progress from milestones: %s", body)
		}
		if code, _ := s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/milestones", id), `{"title":"Bad","percentComplete":101}`); code != 400 {
			t.Fatalf("percent over 100: %d", code)
		}
		// Completing the project by an edit completes its open milestones, as the client's approval does.
		if code, body := s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner-projects/%d", id), `{"status":"completed"}`); code != 200 ||
			!strings.Contains(body, `"progress":100`) || strings.Contains(body, `"status":"in-progress"`) || strings.Contains(body, `"status":"planned"`) {
			t.Fatalf("completed by an edit: %d %s", code, body)
		}
	})
}
