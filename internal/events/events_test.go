package events

import (
	"context"
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
		if err := s.Delete(ctx, daily.ID); err != nil {
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
