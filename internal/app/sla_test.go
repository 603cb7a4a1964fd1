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
		var breaches struct{ Breaches []sla.Breach }
		decodeInto(t, s.bodyOf(s.do(staff, "GET", "/api/admin/sla/breaches", "")), &breaches)
		if len(breaches.Breaches) != 1 || breaches.Breaches[0].PartnerID != p.ID || breaches.Breaches[0].CompletedAt != nil {
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
