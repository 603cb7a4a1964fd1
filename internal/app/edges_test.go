package app

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"mission/internal/clientportal"
	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// A client link cannot be made, or moved, to expire in the past; odd
// values are a 400 too, and change nothing.
func TestClientLinkExpiryInThePastIsRefused(t *testing.T) {
	eachPortal(t, "expiry@partner.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		past := time.Now().Add(-time.Minute).UTC().Format(time.RFC3339)
		future := time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)
		for _, v := range []string{`"2020-01-01"`, `"` + past + `"`, `"0000-01-01T00:00:00Z"`, `"never"`, `0`, `true`, `"2026-02-30"`,
			`"9999-99-99"`, `"\u0000"`, `"` + strings.Repeat("9", 10000) + `"`, `{"a":1}`} {
			code, body := s.do(p.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d,"expiresAt":%s}`, pd.client, v))
			if code != 400 || !strings.Contains(body, `"expiresAt"`) && !strings.Contains(body, "message") {
				t.Errorf("create with %.40s: %d %.200s", v, code, body)
			}
			code, body = s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), fmt.Sprintf(`{"expiresAt":%s}`, v))
			if code != 400 {
				t.Errorf("update with %.40s: %d %.200s", v, code, body)
			}
		}
		if code, body := s.do(p.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d,"expiresAt":"2020-01-01"}`, pd.client)); !strings.Contains(body, clientportal.MsgExpiryPast) {
			t.Errorf("the message: %d %s", code, body)
		}
		if code, body := s.do(s.client(), "GET", "/api/client-portal/"+pd.token, ""); code != 200 {
			t.Fatalf("a refused update changed the link: %d %.200s", code, body)
		}
		if code, body := s.do(p.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d,"expiresAt":%q}`, pd.client, future)); code != 201 {
			t.Fatalf("an expiry in two days: %d %s", code, body)
		}
		if code, body := s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), `{"expiresAt":"9999-12-31"}`); code != 200 {
			t.Fatalf("a far expiry: %d %s", code, body)
		}
		// An expired link can still be changed without touching its expiry.
		s.expireLink(t, pd.link)
		if code, body := s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), fmt.Sprintf(`{"allowedProjectIds":[%d]}`, pd.project)); code != 200 {
			t.Fatalf("an expired link's projects: %d %s", code, body)
		}
	})
}

// Calendar rules that RFC 5545 forbids, or that would expand otherwise
// than they read, are a 400 on the rule; a valid one is stored in one form.
func TestCalendarRulesAreCheckedThroughTheAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		event := func(rule string) string {
			return fmt.Sprintf(`{"title":"Rule","type":"workshop","startLocal":"2026-12-01T10:00","timeZone":"UTC","durationMinutes":60,"rrule":%q}`, rule)
		}
		for _, rule := range []string{"FREQ=DAILY;INTERVAL=0", "FREQ=DAILY;INTERVAL=-1", "FREQ=WEEKLY;INTERVAL=999999999999999999999",
			"FREQ=MONTHLY;BYMONTHDAY=32", "FREQ=MONTHLY;BYDAY=9MO", "FREQ=DAILY;COUNT=0", "FREQ=DAILY;FREQ=WEEKLY", "FREQ=DAILY;BYHOUR=0,1,2",
			"FREQ=DAILY\x00", strings.Repeat("FREQ=DAILY;", 5000)} {
			if code, body := s.do(staff, "POST", "/api/admin/events", event(rule)); code != 400 {
				t.Errorf("%.50q: %d %.200s", rule, code, body)
			}
		}
		if n := s.count("calendar_events"); n != 0 {
			t.Fatalf("%d refused events stored", n)
		}
		code, body := s.do(staff, "POST", "/api/admin/events", event("freq=weekly;byday=tu;interval=2"))
		if code != 201 || !strings.Contains(body, `"rrule":"FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"`) {
			t.Fatalf("a valid rule: %d %s", code, body)
		}
		if _, feed := s.do(s.client(), "GET", "/calendar.ics", ""); !strings.Contains(feed, "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU\r\n") {
			t.Fatalf("the feed's rule:\n%s", feed)
		}
	})
}

// Every IPv6 transition form of a private address is refused when a
// webhook endpoint is saved.
func TestWebhookEndpointsOnTransitionAddressesAreRefused(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t))
	staff := s.staff()
	for _, url := range []string{"https://[::127.0.0.1]/", "https://[2002:7f00:1::]/", "https://[64:ff9b::a9fe:a9fe]/latest/meta-data",
		"https://[::ffff:10.0.0.1]/", "https://[::ffff:0:a00:1]/", "https://[2001:0:808:808:0:0:80ff:fffe]/", "https://[64:ff9b:1::7f00:1]/",
		"https://[fe80::1%25eth0]/", "https://[2001:db8::1]/", "https://[::]/", "https://[100::1]/", "https://0x7f000001/", "https://2130706433/",
		"https://127.1/"} {
		if code, body := s.do(staff, "POST", "/api/admin/webhooks", fmt.Sprintf(`{"url":%q,"events":["lead.created"]}`, url)); code != 400 ||
			!strings.Contains(body, `"url"`) {
			t.Errorf("%s: %d %s", url, code, body)
		}
	}
	if n := s.count("webhook_endpoints"); n != 0 {
		t.Fatalf("%d endpoints stored", n)
	}
}
