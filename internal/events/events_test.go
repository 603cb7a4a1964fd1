package events

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

func at(t *testing.T, s string) time.Time {
	v, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// A daily 6am session in Chicago stays at 6am there across both
// daylight-saving changes: its UTC time moves by an hour.
func TestDailySessionFollowsDaylightSaving(t *testing.T) {
	e := Event{ID: 1, Title: "Live Build Session", Type: "live-session", StartLocal: "2026-01-01T06:00", TimeZone: "America/Chicago",
		DurationMinutes: 60, RRule: "FREQ=DAILY"}
	if f := e.Validate(); f != nil {
		t.Fatal(f)
	}
	chicago, _ := time.LoadLocation("America/Chicago")
	for _, c := range []struct{ from, to, wantUTC string }{
		{"2026-03-07T00:00:00Z", "2026-03-08T00:00:00Z", "2026-03-07T12:00:00Z"}, // CST, UTC-6
		{"2026-03-09T00:00:00Z", "2026-03-10T00:00:00Z", "2026-03-09T11:00:00Z"}, // CDT, UTC-5
		{"2026-10-31T00:00:00Z", "2026-11-01T00:00:00Z", "2026-10-31T11:00:00Z"},
		{"2026-11-02T00:00:00Z", "2026-11-03T00:00:00Z", "2026-11-02T12:00:00Z"},
	} {
		occ, err := e.Occurrences(at(t, c.from), at(t, c.to))
		if err != nil || len(occ) != 1 || !occ[0].Start.Equal(at(t, c.wantUTC)) || occ[0].Start.In(chicago).Hour() != 6 {
			t.Errorf("%s: %+v %v", c.from, occ, err)
		}
	}
	// Across the change in March, every day still has exactly one 6am.
	occ, _ := e.Occurrences(at(t, "2026-03-05T00:00:00Z"), at(t, "2026-03-12T00:00:00Z"))
	if len(occ) != 7 {
		t.Fatalf("a week across the change: %d occurrences", len(occ))
	}
	for _, o := range occ {
		if l := o.Start.In(chicago); l.Hour() != 6 || l.Minute() != 0 {
			t.Errorf("occurrence at %v local", l)
		}
	}
	// An occurrence that began before the range but is still on overlaps it.
	occ, _ = e.Occurrences(at(t, "2026-03-07T12:30:00Z"), at(t, "2026-03-07T13:00:00Z"))
	if len(occ) != 1 {
		t.Fatalf("an occurrence in progress: %d", len(occ))
	}
}

func TestRulesAreBounded(t *testing.T) {
	base := Event{Title: "T", Type: "workshop", StartLocal: "2026-01-01T10:00", TimeZone: "Europe/London", DurationMinutes: 30}
	for rule, ok := range map[string]bool{"FREQ=DAILY": true, "FREQ=WEEKLY;BYDAY=MO,WE": true, "FREQ=MONTHLY;COUNT=12": true,
		"FREQ=SECONDLY": false, "FREQ=HOURLY": false, "FREQ=DAILY;COUNT=100000": false, "nonsense": false, "DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY": false} {
		e := base
		e.RRule = rule
		if got := e.Validate()["rrule"] == ""; got != ok {
			t.Errorf("%q: ok=%v", rule, got)
		}
	}
	for field, e := range map[string]Event{
		"timeZone":   {Title: "T", Type: "workshop", StartLocal: "2026-01-01T10:00", TimeZone: "Mars/Olympus", DurationMinutes: 30},
		"startLocal": {Title: "T", Type: "workshop", StartLocal: "tomorrow", TimeZone: "UTC", DurationMinutes: 30},
		"type":       {Title: "T", Type: "party", StartLocal: "2026-01-01T10:00", TimeZone: "UTC", DurationMinutes: 30},
		"zoomLink":   {Title: "T", Type: "workshop", StartLocal: "2026-01-01T10:00", TimeZone: "UTC", DurationMinutes: 30, ZoomLink: "javascript:x"},
	} {
		if e.Validate()[field] == "" {
			t.Errorf("%s accepted", field)
		}
	}
}

func TestFeedParsesAndCarriesTheRule(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := NewStore(d)
		ctx := context.Background()
		now := time.Now()
		daily, err := s.Save(ctx, 0, Event{Title: "Live Build Session, 6am", Type: "live-session", StartLocal: "2026-01-01T06:00",
			TimeZone: "America/Chicago", DurationMinutes: 60, RRule: "FREQ=DAILY", ZoomLink: "https://zoom.us/j/1"}, now)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Save(ctx, 0, Event{Title: "Workshop: voice agents", Type: "workshop", StartLocal: "2026-11-24T13:00",
			TimeZone: "America/New_York", DurationMinutes: 90, Description: "Hands-on; bring a laptop"}, now); err != nil {
			t.Fatal(err)
		}
		cal, err := ics.ParseCalendar(strings.NewReader(ICS(mustAll(t, s), "mission.example", "AI Mission Events", now)))
		if err != nil {
			t.Fatal(err)
		}
		evs := cal.Events()
		if len(evs) != 2 {
			t.Fatalf("%d events in the feed", len(evs))
		}
		var found bool
		for _, ev := range evs {
			if ev.Id() == "event-"+itoa(daily.ID)+"@mission.example" {
				found = true
				rule := ev.GetProperty(ics.ComponentPropertyRrule)
				start := ev.GetProperty(ics.ComponentPropertyDtStart)
				if rule == nil || rule.Value != "FREQ=DAILY" || start == nil || start.Value != "20260101T060000" ||
					start.ICalParameters["TZID"][0] != "America/Chicago" {
					t.Fatalf("the daily event in the feed: %+v %+v", rule, start)
				}
			}
		}
		if !found {
			t.Fatal("the daily event is missing from the feed")
		}
		// The range query sees both, and a change drops the cached copy.
		occ, err := s.Between(ctx, at(t, "2026-11-24T00:00:00Z"), at(t, "2026-11-25T00:00:00Z"))
		if err != nil || len(occ) != 2 {
			t.Fatalf("between: %d %v", len(occ), err)
		}
		if err := s.Delete(ctx, daily.ID, now); err != nil {
			t.Fatal(err)
		}
		if occ, _ := s.Between(ctx, at(t, "2026-11-24T00:00:00Z"), at(t, "2026-11-25T00:00:00Z")); len(occ) != 1 {
			t.Fatalf("after a delete: %d", len(occ))
		}
	})
}

func mustAll(t *testing.T, s *Store) []Event {
	all, err := s.All(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return all
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// Subscribed calendars follow staff: an edit raises SEQUENCE and DTSTAMP
// under the same UID, a deletion is announced as cancelled (in the feed
// and in the event's own file) for CancelledFor, then left out.
func TestEditsAndDeletionsReachSubscribedCalendars(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := NewStore(d)
		ctx := context.Background()
		now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
		h := &Handler{Store: s, PublicURL: "https://mission.example", Now: func() time.Time { return now }}
		e, err := s.Save(ctx, 0, Event{Title: "Workshop", Type: "workshop", StartLocal: "2027-01-05T19:00", TimeZone: "Europe/Berlin",
			DurationMinutes: 90}, now)
		if err != nil {
			t.Fatal(err)
		}
		file := func(path string) *ics.VEvent {
			t.Helper()
			var fn func(http.ResponseWriter, *http.Request) error = h.feed
			if path != "/calendar.ics" {
				fn = h.one
			}
			body := serve(t, h, fn, path).Body.String()
			for _, line := range strings.SplitAfter(body, "\r\n") {
				if len(line) > 77 || (line != "" && !strings.HasSuffix(line, "\r\n")) {
					t.Fatalf("%s: a line longer than 75 octets or not ended by CRLF: %q", path, line)
				}
			}
			cal, err := ics.ParseCalendar(strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			for _, ev := range cal.Events() {
				if ev.Id() == UID(e.ID, "mission.example") {
					return ev
				}
			}
			return nil
		}
		prop := func(ev *ics.VEvent, name ics.ComponentProperty) string {
			if p := ev.GetProperty(name); p != nil {
				return p.Value
			}
			return ""
		}
		one := "/api/events/" + itoa(e.ID) + "/calendar.ics"
		for _, path := range []string{"/calendar.ics", one} {
			ev := file(path)
			if ev == nil || prop(ev, ics.ComponentPropertySequence) != "0" || prop(ev, ics.ComponentPropertyStatus) != "CONFIRMED" ||
				prop(ev, ics.ComponentPropertyDtstamp) != "20261201T120000Z" || prop(ev, ics.ComponentPropertyDtEnd) != "20270105T203000" {
				t.Fatalf("%s before an edit: %+v", path, ev)
			}
		}

		now = now.Add(time.Hour)
		e.Title = "Workshop: voice agents"
		if _, err := s.Save(ctx, e.ID, e, now); err != nil {
			t.Fatal(err)
		}
		now = now.Add(time.Hour)
		if _, err := s.Save(ctx, e.ID, e, now); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"/calendar.ics", one} {
			if ev := file(path); ev == nil || prop(ev, ics.ComponentPropertySequence) != "2" || prop(ev, ics.ComponentPropertyDtstamp) != "20261201T140000Z" ||
				prop(ev, ics.ComponentPropertySummary) != "Workshop: voice agents" {
				t.Fatalf("%s after two edits: %+v", path, ev)
			}
		}

		now = now.Add(time.Hour)
		if err := s.Delete(ctx, e.ID, now); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"/calendar.ics", one} {
			if ev := file(path); ev == nil || prop(ev, ics.ComponentPropertySequence) != "3" || prop(ev, ics.ComponentPropertyStatus) != "CANCELLED" {
				t.Fatalf("%s after the deletion: %+v", path, ev)
			}
		}
		if occ, _ := s.Between(ctx, at(t, "2027-01-01T00:00:00Z"), at(t, "2027-02-01T00:00:00Z")); len(occ) != 0 {
			t.Fatalf("a deleted event is still on the calendar: %+v", occ)
		}
		if all, _ := s.All(ctx); len(all) != 0 {
			t.Fatalf("a deleted event is still in the staff's list: %+v", all)
		}
		// Deleted is final: neither an edit nor a second deletion finds it.
		if _, err := s.Save(ctx, e.ID, e, now); !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("an edit of a deleted event: %v", err)
		}
		if err := s.Delete(ctx, e.ID, now); !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("a second deletion: %v", err)
		}

		now = now.Add(CancelledFor + time.Minute)
		if ev := file("/calendar.ics"); ev != nil {
			t.Fatalf("the feed still carries an event deleted long ago: %+v", ev)
		}
		r := httptest.NewRequest(http.MethodGet, one, nil)
		r.SetPathValue("id", itoa(e.ID))
		if err := h.one(httptest.NewRecorder(), r); err == nil || !strings.Contains(err.Error(), "not found") {
			t.Fatalf("the file of an event deleted long ago: %v", err)
		}
		// The next deletion clears the tombstones past that time.
		other, _ := s.Save(ctx, 0, Event{Title: "Other", Type: "workshop", StartLocal: "2027-01-06T19:00", TimeZone: "UTC", DurationMinutes: 30}, now)
		if err := s.Delete(ctx, other.ID, now); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Get(ctx, e.ID); !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("an old tombstone was kept: %v", err)
		}
	})
}

// Times in UTC are written in UTC, with no time zone to define; a stored
// UNTIL is written as the UTC instant the server reads it as.
func TestUTCEventsAndUntilAreWrittenInUTC(t *testing.T) {
	now := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	out := ICS([]Event{{ID: 7, Title: "AMA", Type: "workshop", StartLocal: "2027-05-05T15:00", TimeZone: "UTC", DurationMinutes: 60,
		RRule: "FREQ=WEEKLY;UNTIL=20270601"}}, "mission.example", "AI Mission Events", now)
	for _, want := range []string{"DTSTART:20270505T150000Z\r\n", "DTEND:20270505T160000Z\r\n", "RRULE:FREQ=WEEKLY;UNTIL=20270601T000000Z\r\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "VTIMEZONE") || strings.Contains(out, "TZID") {
		t.Errorf("a UTC event with a time zone:\n%s", out)
	}
	if got, _ := feedRule("FREQ=DAILY;COUNT=3"); got != "FREQ=DAILY;COUNT=3" {
		t.Errorf("a rule without UNTIL changed: %q", got)
	}
	if got, _ := feedRule("FREQ=DAILY;UNTIL=20270101T120000"); got != "FREQ=DAILY;UNTIL=20270101T120000Z" {
		t.Errorf("a local UNTIL: %q", got)
	}
}
