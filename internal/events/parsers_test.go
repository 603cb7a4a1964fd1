package events

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/apognu/gocal"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// The calendar is checked with parsers nobody here wrote: this test reads
// the feed with github.com/apognu/gocal (its own parser and its own
// recurrence expansion) and the feed's VTIMEZONEs with
// github.com/emersion/go-ical, the web app's feed.test.ts reads the same
// feed with ical.js (the parser in Thunderbird). Each expands every event
// over a year that crosses both daylight-saving changes of Chicago, Berlin
// and Auckland, and every occurrence must start and end at the second GET
// /api/events says, for the same events in the same database.

// feedFixture is the feed and the API's answer for one year, written by
// this test for the web app's test (UPDATE_CALENDAR_FIXTURE=1, or `make
// calendar-fixture`).
const feedFixtureFile = "../../web/src/pages/calendar/feed.fixture.json"

type feedFixture struct {
	About       string              `json:"about"`
	From        time.Time           `json:"from"`
	To          time.Time           `json:"to"`
	Feed        string              `json:"feed"`
	Occurrences []fixtureOccurrence `json:"occurrences"`
}

// fixtureOccurrence is an occurrence of GET /api/events, with the fields
// the comparison reads.
type fixtureOccurrence struct {
	EventID int64     `json:"eventId"`
	Start   time.Time `json:"start"`
	End     time.Time `json:"end"`
}

var (
	fixtureFrom = time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	fixtureTo   = time.Date(2028, 1, 1, 0, 0, 0, 0, time.UTC)
	fixtureNow  = time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
)

// sampleCalendar stores the calendar the parsers read: series and one-off
// events in Chicago, Berlin and Auckland (and Tokyo and UTC, which never
// change), one event edited twice and one deleted.
func sampleCalendar(t *testing.T, s *Store) {
	ctx := context.Background()
	created := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	save := func(id int64, e Event, at time.Time) Event {
		t.Helper()
		if f := e.Validate(); f != nil {
			t.Fatalf("%s: %v", e.Title, f)
		}
		saved, err := s.Save(ctx, id, e, at)
		if err != nil {
			t.Fatal(err)
		}
		return saved
	}
	chicago := func(title, start, rule string, minutes int) Event {
		return Event{Title: title, Type: "live-session", StartLocal: start, TimeZone: "America/Chicago", DurationMinutes: minutes, RRule: rule,
			ZoomLink: "https://zoom.us/j/1"}
	}
	daily := save(0, chicago("Live Build Session", "2026-12-01T06:00", "FREQ=DAILY", 60), created)
	save(0, Event{Title: "Workshop: voice agents", Type: "workshop", StartLocal: "2027-01-05T19:00", TimeZone: "Europe/Berlin",
		DurationMinutes: 90, RRule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20271201T000000Z", Location: "Berlin, Factory Görlitzer Park",
		Description: "Hands-on; bring a laptop, a charger, and one idea."}, created)
	save(0, Event{Title: "Partner Call (APAC)", Type: "partner-call", StartLocal: "2026-11-10T07:30", TimeZone: "Pacific/Auckland",
		DurationMinutes: 45, RRule: "FREQ=MONTHLY"}, created)
	save(0, Event{Title: "GPS Kids, Auckland", Type: "gps-kids", StartLocal: "2027-02-03T08:00", TimeZone: "Pacific/Auckland",
		DurationMinutes: 50, RRule: "FREQ=WEEKLY;COUNT=40"}, created)
	// One-off events on the days the clocks change, after the change.
	save(0, chicago("Spring-forward workshop", "2027-03-14T09:00", "", 120), created)
	save(0, Event{Title: "Community Call, Berlin", Type: "community-call", StartLocal: "2027-10-31T10:00", TimeZone: "Europe/Berlin",
		DurationMinutes: 60}, created)
	save(0, Event{Title: "Community Call, Auckland", Type: "community-call", StartLocal: "2027-09-26T10:00", TimeZone: "Pacific/Auckland",
		DurationMinutes: 60}, created)
	save(0, Event{Title: "Tokyo meetup", Type: "community-call", StartLocal: "2027-06-01T20:00", TimeZone: "Asia/Tokyo", DurationMinutes: 90}, created)
	save(0, Event{Title: "Global AMA", Type: "workshop", StartLocal: "2027-05-05T15:00", TimeZone: "UTC", DurationMinutes: 60}, created)
	cancelled := save(0, Event{Title: "Cancelled workshop", Type: "workshop", StartLocal: "2027-02-02T18:00", TimeZone: "Europe/Berlin",
		DurationMinutes: 60}, created)

	edited := daily
	edited.Title = "Live Build Session, 6am"
	save(daily.ID, edited, created.Add(24*time.Hour))
	edited.Description = "Build along with us, every morning."
	save(daily.ID, edited, created.Add(48*time.Hour))
	if err := s.Delete(ctx, cancelled.ID, created.Add(72*time.Hour)); err != nil {
		t.Fatal(err)
	}
}

// serve asks the handler for path, as a visitor would.
func serve(t *testing.T, h *Handler, fn func(http.ResponseWriter, *http.Request) error, path string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, path, nil)
	if id, ok := strings.CutPrefix(path, "/api/events/"); ok {
		r.SetPathValue("id", strings.TrimSuffix(id, "/calendar.ics"))
	}
	w := httptest.NewRecorder()
	if err := fn(w, r); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return w
}

// apiYear is GET /api/events over [from, to), asked 62 days at a time
// (the most one call may ask), each occurrence once.
func apiYear(t *testing.T, h *Handler, from, to time.Time) []fixtureOccurrence {
	var out []fixtureOccurrence
	seen := map[string]bool{}
	for a := from; a.Before(to); a = a.Add(MaxRange) {
		b := a.Add(MaxRange)
		if b.After(to) {
			b = to
		}
		w := serve(t, h, h.between, "/api/events?from="+a.Format(time.RFC3339)+"&to="+b.Format(time.RFC3339))
		var page []fixtureOccurrence
		if err := json.Unmarshal(w.Body.Bytes(), &page); err != nil {
			t.Fatal(err)
		}
		for _, o := range page {
			key := fmt.Sprint(o.EventID, o.Start.Unix())
			if !seen[key] {
				seen[key] = true
				out = append(out, fixtureOccurrence{o.EventID, o.Start.UTC(), o.End.UTC()})
			}
		}
	}
	sortOccurrences(out)
	return out
}

func sortOccurrences(o []fixtureOccurrence) {
	slices.SortFunc(o, func(a, b fixtureOccurrence) int {
		if c := a.Start.Compare(b.Start); c != 0 {
			return c
		}
		return int(a.EventID - b.EventID)
	})
}

var uidPattern = regexp.MustCompile(`^event-(\d+)@mission\.example$`)

// gocalYear expands the feed with gocal over [from, to), reading every
// TZID through the feed's own VTIMEZONE, as a subscriber's calendar app
// does, and keeps the occurrences that overlap the range, as the API does.
func gocalYear(t *testing.T, feed string, from, to time.Time) []fixtureOccurrence {
	zones := fileZones(t, feed, from.AddDate(-2, 0, 0), to.AddDate(1, 0, 0))
	named := map[string]bool{}
	for _, m := range regexp.MustCompile(`TZID=([^:;]+)`).FindAllStringSubmatch(feed, -1) {
		if zones[m[1]] == nil && !named[m[1]] {
			t.Errorf("TZID=%s has no VTIMEZONE in the feed (RFC 5545 3.2.19)", m[1])
		}
		named[m[1]] = true
	}
	gocal.SetTZMapper(func(id string) (*time.Location, error) {
		if loc := zones[id]; loc != nil {
			return loc, nil
		}
		// A TZID the file does not define is floating time: read on the
		// reader's clock (UTC here), as ical.js reads it.
		return time.UTC, nil
	})
	t.Cleanup(func() { gocal.SetTZMapper(nil) })
	// gocal leaves out an occurrence that starts exactly at its range's
	// start; a wider range, then the API's own overlap rule, keeps them.
	wideFrom, wideTo := from.AddDate(0, 0, -2), to.AddDate(0, 0, 2)
	c := gocal.NewParser(strings.NewReader(feed))
	c.Start, c.End = &wideFrom, &wideTo
	if err := c.Parse(); err != nil {
		t.Fatal(err)
	}
	var out []fixtureOccurrence
	for _, e := range c.Events {
		if e.Status == "CANCELLED" {
			continue
		}
		m := uidPattern.FindStringSubmatch(e.Uid)
		if m == nil {
			t.Fatalf("UID %q", e.Uid)
		}
		id, _ := strconv.ParseInt(m[1], 10, 64)
		if e.Start.Before(to) && e.End.After(from) {
			out = append(out, fixtureOccurrence{id, e.Start.UTC(), e.End.UTC()})
		}
	}
	sortOccurrences(out)
	return out
}

func TestFeedAgreesWithTheCalendarInAnIndependentParser(t *testing.T) {
	var fixtures [][]byte
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := NewStore(d)
		sampleCalendar(t, s)
		h := &Handler{Store: s, PublicURL: "https://mission.example", Now: func() time.Time { return fixtureNow }}
		feed := serve(t, h, h.feed, "/calendar.ics").Body.String()
		api := apiYear(t, h, fixtureFrom, fixtureTo)
		parsed := gocalYear(t, feed, fixtureFrom, fixtureTo)

		perZone := map[string]int{}
		all, _ := s.All(context.Background())
		for _, o := range api {
			for _, e := range all {
				if e.ID == o.EventID {
					perZone[e.TimeZone]++
				}
			}
		}
		for _, z := range []string{"America/Chicago", "Europe/Berlin", "Pacific/Auckland"} {
			if perZone[z] < 10 {
				t.Fatalf("too few occurrences in %s to prove anything: %v", z, perZone)
			}
		}
		if len(parsed) != len(api) {
			t.Errorf("gocal finds %d occurrences in the feed, the API %d", len(parsed), len(api))
		}
		for i := range min(len(parsed), len(api)) {
			if p, a := parsed[i], api[i]; p != a {
				t.Fatalf("occurrence %d: the feed says event %d %s-%s, the API event %d %s-%s", i, p.EventID, p.Start.Format(time.RFC3339),
					p.End.Format(time.RFC3339), a.EventID, a.Start.Format(time.RFC3339), a.End.Format(time.RFC3339))
			}
		}

		b, err := json.MarshalIndent(feedFixture{
			About: "Written by TestFeedAgreesWithTheCalendarInAnIndependentParser (internal/events) from one database: GET /calendar.ics and " +
				"GET /api/events over one year. `make calendar-fixture` writes it again.",
			From: fixtureFrom, To: fixtureTo, Feed: feed, Occurrences: api,
		}, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		fixtures = append(fixtures, append(b, '\n'))
	})
	if t.Failed() || len(fixtures) == 0 {
		return
	}
	for _, f := range fixtures[1:] {
		if !bytes.Equal(f, fixtures[0]) {
			t.Fatal("the engines answer differently")
		}
	}
	if os.Getenv("UPDATE_CALENDAR_FIXTURE") != "" {
		if err := os.WriteFile(feedFixtureFile, fixtures[0], 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := os.ReadFile(feedFixtureFile); err != nil || !bytes.Equal(got, fixtures[0]) {
		t.Fatalf("web/src/pages/calendar/feed.fixture.json is not what the feed and the API answer now: run `make calendar-fixture` (%v)", err)
	}
}
