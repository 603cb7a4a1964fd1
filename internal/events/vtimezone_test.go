package events

import (
	"bufio"
	"os"
	"strings"
	"testing"
	"time"
)

// zones1970 lists the time zones of the database's zone1970.tab, or a few
// with every kind of rule when the file is not on this machine.
func zones1970(t *testing.T) []string {
	f, err := os.Open("/usr/share/zoneinfo/zone1970.tab")
	if err != nil {
		t.Log("no zone1970.tab here: checking a sample of zones")
		return []string{"America/Chicago", "Europe/Berlin", "Pacific/Auckland", "Australia/Lord_Howe", "Asia/Tehran", "Africa/Casablanca",
			"Asia/Jerusalem", "Europe/Dublin", "America/St_Johns", "Pacific/Chatham", "America/Santiago", "Antarctica/Troll", "Asia/Tokyo"}
	}
	defer f.Close()
	var out []string
	s := bufio.NewScanner(f)
	for s.Scan() {
		if line := s.Text(); line != "" && !strings.HasPrefix(line, "#") {
			if cols := strings.Split(line, "\t"); len(cols) >= 3 {
				out = append(out, cols[2])
			}
		}
	}
	return out
}

// Every zone's VTIMEZONE, read back as a calendar app reads it, gives Go's
// offset at every change of the span (the second before and the second
// of it) and at noon and midnight of every day, for every zone of the
// database: regular rules, southern-hemisphere ones, half-hour and
// quarter-hour offsets, zones that dropped daylight saving, zones with
// irregular dates.
func TestEveryZoneDefinitionGivesGosOffsets(t *testing.T) {
	now := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	for _, name := range zones1970(t) {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		e := Event{ID: 1, Title: "T", Type: "workshop", StartLocal: "2021-01-15T10:00", TimeZone: name, DurationMinutes: 60, RRule: "FREQ=WEEKLY"}
		start, _, _ := e.first()
		from, to := start, now.AddDate(zoneLead, 0, 0)
		zones := fileZones(t, ICS([]Event{e}, "mission.example", "T", now), from, to)
		got := zones[name]
		if got == nil {
			t.Fatalf("%s: no VTIMEZONE", name)
		}
		check := func(at time.Time) bool {
			_, want := at.In(loc).Zone()
			_, have := at.In(got).Zone()
			if want != have {
				t.Errorf("%s at %s: the file gives %+d, Go %+d", name, at.Format(time.RFC3339), have, want)
				return false
			}
			return true
		}
		for _, tr := range transitions(loc, from, to) {
			if tr.at.Before(from) {
				continue
			}
			if !check(tr.at.Add(-time.Second)) || !check(tr.at) {
				break
			}
		}
		for at := from; at.Before(to); at = at.Add(12 * time.Hour) {
			if !check(at) {
				break
			}
		}
	}
}

// The three zones of the calendar's subscribers, and zones without any
// change, are written the way calendar apps write them: a yearly rule
// each for standard and daylight time, open so they hold after the span,
// and one STANDARD part for a zone that never changes.
func TestZoneDefinitionsAreYearlyRules(t *testing.T) {
	from, to := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	for name, want := range map[string][]observance{
		"America/Chicago": {
			{onset: time.Date(2026, 11, 1, 2, 0, 0, 0, time.UTC), offsetFrom: -5 * 3600, offsetTo: -6 * 3600, name: "CST",
				rule: "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU"},
			{daylight: true, onset: time.Date(2027, 3, 14, 2, 0, 0, 0, time.UTC), offsetFrom: -6 * 3600, offsetTo: -5 * 3600, name: "CDT",
				rule: "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"},
		},
		"Europe/Berlin": {
			{onset: time.Date(2026, 10, 25, 3, 0, 0, 0, time.UTC), offsetFrom: 2 * 3600, offsetTo: 3600, name: "CET",
				rule: "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU"},
			{daylight: true, onset: time.Date(2027, 3, 28, 2, 0, 0, 0, time.UTC), offsetFrom: 3600, offsetTo: 2 * 3600, name: "CEST",
				rule: "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"},
		},
		// Southern hemisphere: daylight time in the northern winter.
		"Pacific/Auckland": {
			{daylight: true, onset: time.Date(2026, 9, 27, 2, 0, 0, 0, time.UTC), offsetFrom: 12 * 3600, offsetTo: 13 * 3600, name: "NZDT",
				rule: "FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU"},
			{onset: time.Date(2027, 4, 4, 3, 0, 0, 0, time.UTC), offsetFrom: 13 * 3600, offsetTo: 12 * 3600, name: "NZST",
				rule: "FREQ=YEARLY;BYMONTH=4;BYDAY=1SU"},
		},
		"Asia/Kolkata": {
			{onset: time.Date(1945, 10, 15, 0, 0, 0, 0, time.UTC), offsetFrom: 6*3600 + 1800, offsetTo: 5*3600 + 1800, name: "IST"},
		},
		"Etc/GMT-14": {
			{onset: time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC), offsetFrom: 14 * 3600, offsetTo: 14 * 3600, name: "+14"},
		},
	} {
		loc, _ := time.LoadLocation(name)
		got := observances(loc, from, to)
		if len(got) != len(want) {
			t.Errorf("%s: %+v", name, got)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s part %d:\n got %+v\nwant %+v", name, i, got[i], want[i])
			}
		}
	}
	if utcOffset(-(9*3600+30*60)) != "-0930" || utcOffset(5*3600+45*60) != "+0545" || utcOffset(-(17*60+32)) != "-001732" {
		t.Error("offsets are written as +HHMM[SS]")
	}
}

// A zone that stopped changing gets rules that end (UNTIL), so that the
// last offset holds after them.
func TestAZoneThatDroppedDaylightSavingEndsItsRules(t *testing.T) {
	loc, _ := time.LoadLocation("America/Sao_Paulo") // no daylight saving since 2019
	obs := observances(loc, time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	if len(obs) == 0 {
		t.Fatal("no parts")
	}
	for _, o := range obs {
		if o.rule != "" && !strings.Contains(o.rule, "UNTIL=") {
			t.Errorf("an open rule in a zone that no longer changes: %+v", o)
		}
	}
}
