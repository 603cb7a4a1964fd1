package app

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/sla"
)

// A client's message starts the partner's first-reply clock, in the
// partner's working hours; the partner's answer stops it; a clock that
// runs out is marked breached with nobody looking, once, and staff hear of
// it; the partner sees their promises' health, staff every miss.
func TestFirstReplyPromises(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "STAFF_EMAIL=staff@mission.example")
		staff := s.staff()
		p := s.partner(staff, "sla.partner@example.com")
		pd := s.seedPortal(staff, p)
		health := func(c *http.Client) sla.Health {
			var h sla.Health
			decodeInto(t, s.bodyOf(s.do(c, "GET", "/api/partner/sla", "")), &h)
			return h
		}
		if h := health(p.Client); h.Settings.ReplyHours != 8 || h.Settings.TimeZone != "UTC" || len(h.Running) != 0 {
			t.Fatalf("defaults: %+v", h)
		}
		for _, bad := range []string{`{"timeZone":"Mars/Olympus","open":"09:00","close":"17:00","days":[1],"replyHours":8}`,
			`{"timeZone":"UTC","open":"17:00","close":"09:00","days":[1],"replyHours":8}`,
			`{"timeZone":"UTC","open":"09:00","close":"17:00","days":[],"replyHours":8}`,
			`{"timeZone":"UTC","open":"09:00","close":"17:00","days":[9],"replyHours":0}`} {
			if code, _ := s.do(p.Client, "PUT", "/api/partner/sla/settings", bad); code != 400 {
				t.Errorf("%s: %d", bad, code)
			}
		}
		// Every day, all day: the promise is four hours of real time.
		if code, body := s.do(p.Client, "PUT", "/api/partner/sla/settings",
			`{"timeZone":"Europe/Berlin","open":"00:00","close":"24:00","days":[0,1,2,3,4,5,6],"replyHours":4}`); code != 200 ||
			!strings.Contains(body, `"close":"24:00"`) {
			t.Fatalf("settings: %d %s", code, body)
		}

		reply := func() {
			if code, body := s.do(s.client(), "POST", "/api/client-portal/"+pd.token+"/messages", `{"message":"Any news?"}`); code != 201 {
				t.Fatalf("client message: %d %s", code, body)
			}
		}
		reply()
		reply() // a second message while the first waits starts no second clock
		h := health(p.Client)
		if len(h.Running) != 1 || h.OnTime != 1 || h.Running[0].ClientID != pd.client || h.Running[0].LeftMinutes < 235 {
			t.Fatalf("after the client wrote: %+v", h)
		}
		if d := h.Running[0].DueAt.Sub(h.Running[0].StartedAt); d != 4*time.Hour {
			t.Fatalf("due after %v", d)
		}
		s.create(p.Client, "/api/partner/messages", fmt.Sprintf(`{"clientId":%d,"message":"On it."}`, pd.client))
		if h := health(p.Client); len(h.Running) != 0 || h.Met30 != 1 {
			t.Fatalf("after the partner answered: %+v", h)
		}

		// Missed: the clock runs out with nobody looking.
		reply()
		escalate := s.app.Clockwork.Tasks[2].Run
		ctx := context.Background()
		if n, err := escalate(ctx, time.Now()); err != nil || n != 0 {
			t.Fatalf("escalated in time: %d %v", n, err)
		}
		if n, err := escalate(ctx, time.Now().Add(5*time.Hour)); err != nil || n != 1 {
			t.Fatalf("escalate: %d %v", n, err)
		}
		if n, _ := escalate(ctx, time.Now().Add(6*time.Hour)); n != 0 {
			t.Fatal("escalated twice")
		}
		s.compose()
		mail := s.emailTo("staff@mission.example", "staff_sla_breach")
		if mail["partner"] == "" || mail["clientName"] != "Client of sla.partner@example.com" || mail["targetHours"] != "4" {
			t.Fatalf("staff's e-mail: %v", mail)
		}
		var breaches db.Page[sla.Breach]
		decodeInto(t, s.bodyOf(s.do(staff, "GET", "/api/admin/sla/breaches", "")), &breaches)
		if len(breaches.Items) != 1 || breaches.Items[0].PartnerID != p.ID || breaches.Items[0].CompletedAt != nil {
			t.Fatalf("staff's list: %+v", breaches)
		}
		s.create(p.Client, "/api/partner/messages", fmt.Sprintf(`{"clientId":%d,"message":"Sorry for the wait."}`, pd.client))
		if h := health(p.Client); h.Late30 != 1 || h.Met30 != 1 || len(h.Running) != 0 {
			t.Fatalf("after a late answer: %+v", h)
		}
		// Another partner sees none of it.
		other := s.partner(staff, "sla.other@example.org")
		if h := health(other.Client); len(h.Running) != 0 || h.Met30 != 0 || h.Late30 != 0 {
			t.Fatalf("another partner's health: %+v", h)
		}
	})
}

// A milestone's due date is the partner's promise: its clock runs to the
// end of that day in their time zone, moves with the date, and a miss
// reaches staff. A submitted deliverable gives the client the project's
// review time (or the partner's): approving it stops the clock; a late
// review is the client's, shown to the partner and never escalated.
func TestMilestoneAndReviewPromises(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "STAFF_EMAIL=staff@mission.example")
		staff := s.staff()
		p := s.partner(staff, "sla.work@example.com")
		pd := s.seedPortal(staff, p)
		if code, body := s.do(p.Client, "PUT", "/api/partner/sla/settings",
			`{"timeZone":"Asia/Tokyo","open":"00:00","close":"24:00","days":[0,1,2,3,4,5,6],"replyHours":4,"reviewHours":6}`); code != 200 {
			t.Fatalf("settings: %d %s", code, body)
		}
		promise := fmt.Sprintf("/api/partner/sla/projects/%d", pd.project)
		for _, bad := range []string{`{"reviewHours":0}`, `{"reviewHours":481}`, `{"reviewHours":"x"}`} {
			if code, _ := s.do(p.Client, "PUT", promise, bad); code != 400 {
				t.Errorf("%s: %d", bad, code)
			}
		}
		if code, body := s.do(p.Client, "PUT", promise, `{"reviewHours":3}`); code != 200 || !strings.Contains(body, `"reviewHours":3,"defaultReviewHours":6`) {
			t.Fatalf("the project's review time: %d %s", code, body)
		}
		other := s.partner(staff, "sla.work.other@example.org")
		for _, method := range []string{"GET", "PUT"} {
			if code, _ := s.do(other.Client, method, promise, `{"reviewHours":9}`); code != 404 {
				t.Errorf("another partner %s: %d", method, code)
			}
		}

		due := time.Now().UTC().AddDate(0, 0, 2).Format(time.DateOnly)
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner/milestones/%d", pd.milestone), `{"dueDate":"`+due+`"}`)
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner/deliverables/%d", pd.deliverable), `{"status":"submitted"}`)
		health := func() sla.Health {
			var h sla.Health
			decodeInto(t, s.bodyOf(s.do(p.Client, "GET", "/api/partner/sla", "")), &h)
			return h
		}
		timer := func(h sla.Health, kind string) sla.Timer {
			for _, tm := range h.Running {
				if tm.Kind == kind {
					return tm
				}
			}
			t.Fatalf("no %s timer in %+v", kind, h.Running)
			return sla.Timer{}
		}
		h := health()
		tokyo, _ := time.LoadLocation("Asia/Tokyo")
		day, _ := time.Parse(time.DateOnly, due)
		if m := timer(h, sla.Milestone); !m.DueAt.Equal(time.Date(day.Year(), day.Month(), day.Day()+1, 0, 0, 0, 0, tokyo)) ||
			m.ClientID != pd.client || !strings.HasPrefix(m.Subject, "Design (") {
			t.Fatalf("the milestone's clock: %+v", m)
		}
		if r := timer(h, sla.Review); r.DueAt.Sub(r.StartedAt) != 3*time.Hour {
			t.Fatalf("the review's clock: %+v", r)
		}
		// A new date moves the deadline; edits that change nothing start no second clock.
		later := time.Now().UTC().AddDate(0, 0, 5).Format(time.DateOnly)
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner/milestones/%d", pd.milestone), `{"dueDate":"`+later+`","percentComplete":60}`)
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner/deliverables/%d", pd.deliverable), `{"description":"Now with the footer."}`)
		if h := health(); len(h.Running) != 2 || timer(h, sla.Milestone).DueAt.Sub(timer(health(), sla.Milestone).StartedAt) < 4*24*time.Hour {
			t.Fatalf("after the edits: %+v", h.Running)
		}

		// The review runs out: staff hear nothing (the partner sees it overdue by its deadline).
		escalate := s.app.Clockwork.Tasks[2].Run
		ctx := context.Background()
		if n, err := escalate(ctx, time.Now().Add(4*time.Hour)); err != nil || n != 0 {
			t.Fatalf("escalated a client's review: %d %v", n, err)
		}
		if n := s.countWhere("sla_tracking", "sla_type = ? AND (escalated OR breached_at IS NOT NULL)", sla.Review); n != 0 {
			t.Fatalf("%d reviews escalated", n)
		}
		if code, body := s.do(s.client(), "POST", fmt.Sprintf("/api/client-portal/%s/deliverables/%d/approve", pd.token, pd.deliverable), ""); code != 200 {
			t.Fatalf("approve: %d %s", code, body)
		}
		if h := health(); len(h.Running) != 1 || h.Met30 != 1 {
			t.Fatalf("after the approval: %+v", h)
		}

		// The milestone's day ends: breached, and staff are told.
		if n, err := escalate(ctx, time.Now().AddDate(0, 0, 7)); err != nil || n != 1 {
			t.Fatalf("escalate the milestone: %d %v", n, err)
		}
		s.compose()
		if mail := s.emailTo("staff@mission.example", "staff_sla_breach"); !strings.HasPrefix(mail["kind"], "the milestone Design (") {
			t.Fatalf("staff's e-mail: %v", mail)
		}
		var breaches db.Page[sla.Breach]
		decodeInto(t, s.bodyOf(s.do(staff, "GET", "/api/admin/sla/breaches", "")), &breaches)
		if len(breaches.Items) != 1 || breaches.Items[0].Kind != sla.Milestone {
			t.Fatalf("staff's list: %+v", breaches.Items)
		}
		// Staff narrow it: still running past the deadline, kept late, by partner; and export it.
		for q, want := range map[string]int{"?status=open": 1, "?status=late": 0, "?q=SLA.WORK": 1, "?q=nobody": 0} {
			var page db.Page[sla.Breach]
			decodeInto(t, s.bodyOf(s.do(staff, "GET", "/api/admin/sla/breaches"+q, "")), &page)
			if len(page.Items) != want || page.Total != want {
				t.Errorf("%s: %d of %d", q, len(page.Items), page.Total)
			}
		}
		if code, _ := s.do(staff, "GET", "/api/admin/sla/breaches?status=soon", ""); code != 400 {
			t.Errorf("an unknown status: %d", code)
		}
		if code, csv := s.do(staff, "GET", "/api/admin/sla/breaches.csv?status=open", ""); code != 200 ||
			!strings.HasPrefix(csv, "partner,client,kind,subject,") || !strings.Contains(csv, ",milestone,Design (") {
			t.Errorf("the export: %d %s", code, csv)
		}
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner/milestones/%d", pd.milestone), `{"status":"completed"}`)
		if h := health(); len(h.Running) != 0 || h.Late30 != 1 {
			t.Fatalf("after completing the milestone late: %+v", h)
		}
	})
}
