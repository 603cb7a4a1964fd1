package app

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	ics "github.com/arran4/golang-ical"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

func TestLiveSessionSubmissionAndBooking(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		c := s.client()
		for field, body := range map[string]string{
			"name":               `{"email":"a@b.co","projectDescription":"A site"}`,
			"email":              `{"name":"A","email":"nope","projectDescription":"A site"}`,
			"projectDescription": `{"name":"A","email":"a@b.co"}`,
			"projectType":        `{"name":"A","email":"a@b.co","projectDescription":"x","projectType":"game"}`,
			"timeline":           `{"name":"A","email":"a@b.co","projectDescription":"x","timeline":"someday"}`,
			"sessionPreference":  `{"name":"A","email":"a@b.co","projectDescription":"x","sessionPreference":"noon"}`,
			"keyFeatures":        `{"name":"A","email":"a@b.co","projectDescription":"x","keyFeatures":["Teleportation"]}`,
		} {
			if code, resp := s.do(c, "POST", "/api/live-session-projects", body); code != 400 || !strings.Contains(resp, `"`+field+`"`) {
				t.Errorf("%s: %d %s", field, code, resp)
			}
		}
		code, body := s.do(c, "POST", "/api/live-session-projects", `{"name":"Sam","email":"sam@shop.example","projectDescription":"A booking site for my barber shop",
			"keyFeatures":["Contact Form","Mobile Responsive"],"timeline":"asap","sessionPreference":"6pm"}`)
		if code != 201 {
			t.Fatalf("submit: %d %s", code, body)
		}
		var out struct {
			ID           int64
			BookingToken string
		}
		decodeInto(t, body, &out)
		if out.ID == 0 || len(out.BookingToken) < 20 {
			t.Fatalf("answer: %s", body)
		}
		booked := fmt.Sprintf("/api/live-session-projects/%d/calendar-booked", out.ID)
		for _, token := range []string{"", "guess-guess-guess-guess-guess", strings.Repeat("A", 32)} {
			if code, _ := s.do(c, "PUT", booked, `{"token":"`+token+`"}`); code != 404 {
				t.Errorf("token %q: %d", token, code)
			}
		}
		if code, _ := s.do(c, "PUT", booked, `{"token":"`+out.BookingToken+`","zoomMeetingId":"placeholder"}`); code != 200 {
			t.Fatalf("booked: %d", code)
		}
		staff := s.staff()
		_, body = s.do(staff, "GET", "/api/admin/live-sessions", "")
		if !strings.Contains(body, `"calendarBooked":true`) || !strings.Contains(body, `"projectType":"website"`) || !strings.Contains(body, "Mobile Responsive") {
			t.Fatalf("staff list: %s", body)
		}
		project := s.create(staff, "/api/admin/projects", `{"title":"Barber booking site","technologies":["React"],"demoUrl":"https://demo.example/barber","featured":true}`)
		if code, body := s.do(staff, "POST", fmt.Sprintf("/api/admin/live-sessions/%d/built", out.ID), fmt.Sprintf(`{"projectId":%d}`, project)); code != 200 ||
			!strings.Contains(body, `"status":"built"`) {
			t.Fatalf("built: %d %s", code, body)
		}
		_, body = s.do(c, "GET", "/api/projects", "")
		if !strings.Contains(body, "Barber booking site") {
			t.Fatalf("showcase: %s", body)
		}
		if code, _ := s.do(staff, "POST", "/api/admin/projects", `{"title":"X","demoUrl":"javascript:alert(1)"}`); code != 400 {
			t.Fatalf("a script link: %d", code)
		}
	})
}

func TestCalendarThroughTheAPI(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		id := s.create(staff, "/api/admin/events", `{"title":"Live Build Session, 6am","type":"live-session","startLocal":"2026-01-01T06:00",
			"timeZone":"America/Chicago","durationMinutes":60,"rrule":"FREQ=DAILY","zoomLink":"https://zoom.us/j/1"}`)
		s.create(staff, "/api/admin/events", `{"title":"Workshop","type":"workshop","startLocal":"2026-11-24T10:00","timeZone":"America/New_York","durationMinutes":90}`)
		if code, _ := s.do(staff, "POST", "/api/admin/events", `{"title":"Bad","type":"workshop","startLocal":"2026-11-24T10:00","timeZone":"UTC","durationMinutes":90,"rrule":"FREQ=SECONDLY"}`); code != 400 {
			t.Fatalf("a per-second rule: %d", code)
		}
		anon := s.client()
		_, body := s.do(anon, "GET", "/api/events?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z", "")
		var occ []struct {
			EventID int64
			Title   string
		}
		decodeInto(t, body, &occ)
		daily := 0
		for _, o := range occ {
			if o.EventID == id {
				daily++
			}
		}
		if daily != 30 || len(occ) != 31 {
			t.Fatalf("November: %d daily, %d in all", daily, len(occ))
		}
		for _, q := range []string{"from=yesterday", "from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z", "from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z"} {
			if code, _ := s.do(anon, "GET", "/api/events?"+q, ""); code != 400 {
				t.Errorf("%s: %d", q, code)
			}
		}
		for _, path := range []string{"/calendar.ics", fmt.Sprintf("/api/events/%d/calendar.ics", id)} {
			res, err := anon.Get(s.srv.URL + path)
			if err != nil {
				t.Fatal(err)
			}
			cal, err := ics.ParseCalendar(res.Body)
			res.Body.Close()
			if err != nil || res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/calendar") || len(cal.Events()) == 0 {
				t.Fatalf("%s: %d %v", path, res.StatusCode, err)
			}
			if rule := cal.Events()[0].GetProperty(ics.ComponentPropertyRrule); rule == nil || rule.Value != "FREQ=DAILY" {
				t.Fatalf("%s: the daily rule is missing", path)
			}
		}
		if code, _ := s.do(staff, "DELETE", fmt.Sprintf("/api/admin/events/%d", id), ""); code != 200 {
			t.Fatal("delete")
		}
		_, body = s.do(anon, "GET", "/api/events?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z", "")
		decodeInto(t, body, &occ)
		if len(occ) != 1 {
			t.Fatalf("after the delete: %d", len(occ))
		}
		_ = http.StatusOK
	})
}

// The organiser's time zone reaches every page in its site configuration:
// the live countdown, the home page and the calendar count from it.
func TestPagesCarryTheOrganisersTimeZone(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		for zone, want := range map[string]string{"": "America/Chicago", "Europe/Berlin": "Europe/Berlin"} {
			env := []string{}
			if zone != "" {
				env = append(env, "EVENTS_TIME_ZONE="+zone)
			}
			s := newSite(t, d, env...)
			code, page := s.do(s.client(), "GET", "/live", "")
			if code != 200 || !strings.Contains(page, `"eventsTimeZone":"`+want+`"`) {
				t.Errorf("EVENTS_TIME_ZONE=%q: %d, the page's site config lacks %q", zone, code, want)
			}
		}
	})
}
