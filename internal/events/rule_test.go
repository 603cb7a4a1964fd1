package events

import (
	"strings"
	"testing"
	"time"

	"github.com/teambition/rrule-go"
)

// Rules RFC 5545 forbids, or that the recurrence library would read as
// something else than they say, are refused; the rest are stored in the
// library's own writing, which reads back as itself.
func TestRulesAreCheckedAndStoredInOneForm(t *testing.T) {
	start := time.Date(2026, 12, 1, 6, 0, 0, 0, time.UTC)
	for rule, want := range map[string]string{
		"FREQ=DAILY":              "FREQ=DAILY",
		"freq=weekly;byday=mo,we": "FREQ=WEEKLY;BYDAY=MO,WE",
		"RRULE:FREQ=DAILY":        "FREQ=DAILY",
		"FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20271201T000000Z": "FREQ=WEEKLY;UNTIL=20271201T000000Z;BYDAY=TU,TH",
		"FREQ=WEEKLY;UNTIL=20270601":                     "FREQ=WEEKLY;UNTIL=20270601T000000Z",
		"FREQ=WEEKLY;INTERVAL=2;BYDAY=TU":                "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
		"FREQ=DAILY;INTERVAL=1":                          "FREQ=DAILY;INTERVAL=1",
		"FREQ=DAILY;INTERVAL=366":                        "FREQ=DAILY;INTERVAL=366",
		"FREQ=MONTHLY;BYMONTHDAY=-1":                     "FREQ=MONTHLY;BYMONTHDAY=-1",
		"FREQ=MONTHLY;BYMONTHDAY=31":                     "FREQ=MONTHLY;BYMONTHDAY=31",
		"FREQ=MONTHLY;BYDAY=-1FR":                        "FREQ=MONTHLY;BYDAY=-1FR",
		"FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1":  "FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR",
		"FREQ=MONTHLY;COUNT=12":                          "FREQ=MONTHLY;COUNT=12",
		"FREQ=WEEKLY;WKST=SU;BYDAY=SU,MO":                "FREQ=WEEKLY;WKST=SU;BYDAY=SU,MO",
		// refused
		"FREQ=DAILY;INTERVAL=0":                                 "",
		"FREQ=DAILY;INTERVAL=-2":                                "",
		"FREQ=DAILY;INTERVAL=+2":                                "",
		"FREQ=DAILY;INTERVAL=367":                               "",
		"FREQ=WEEKLY;INTERVAL=53":                               "",
		"FREQ=MONTHLY;INTERVAL=13":                              "",
		"FREQ=DAILY;INTERVAL=99999999999999999999":              "",
		"FREQ=MONTHLY;BYMONTHDAY=32":                            "",
		"FREQ=MONTHLY;BYMONTHDAY=0":                             "",
		"FREQ=MONTHLY;BYMONTHDAY=-32":                           "",
		"FREQ=WEEKLY;BYMONTHDAY=3":                              "",
		"FREQ=MONTHLY;BYDAY=6MO":                                "",
		"FREQ=WEEKLY;BYDAY=2MO":                                 "",
		"FREQ=WEEKLY;BYDAY=XX":                                  "",
		"FREQ=MONTHLY;BYMONTH=13":                               "",
		"FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30":                  "",
		"FREQ=DAILY;BYSETPOS=1":                                 "",
		"FREQ=DAILY;COUNT=0":                                    "",
		"FREQ=DAILY;COUNT=-1":                                   "",
		"FREQ=DAILY;COUNT=1001":                                 "",
		"FREQ=DAILY;COUNT=3;UNTIL=20270101T000000Z":             "",
		"FREQ=DAILY;UNTIL=29990101T000000Z":                     "",
		"FREQ=DAILY;FREQ=WEEKLY":                                "",
		"FREQ=DAILY;;":                                          "",
		"FREQ=DAILY;BYHOUR=1,2":                                 "",
		"FREQ=DAILY;X-NAME=1":                                   "",
		"FREQ=YEARLY":                                           "",
		"FREQ=SECONDLY":                                         "",
		"INTERVAL=2":                                            "",
		"FREQ=DAILY\x00":                                        "",
		"DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY":            "",
		"FREQ=DAILY;BYDAY=" + strings.Repeat("MO,", 200) + "MO": "",
	} {
		got, err := NormalRule(rule, start)
		if want == "" {
			if err == nil {
				t.Errorf("%q accepted as %q", rule, got)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("%q: %q %v, want %q", rule, got, err, want)
			continue
		}
		// The stored form round-trips: parsed and written again, the same.
		opt, err := rrule.StrToROption(got)
		if err != nil || opt.RRuleString() != got {
			t.Errorf("%q does not read back as itself: %v", got, err)
		}
		if again, err := NormalRule(got, start); err != nil || again != got {
			t.Errorf("%q normalised again: %q %v", got, again, err)
		}
	}
}

// A refused rule gives a message on the rule's field; an accepted one is
// stored in its normal form.
func TestValidateStoresTheNormalRule(t *testing.T) {
	e := Event{Title: "T", Type: "workshop", StartLocal: "2026-01-01T10:00", TimeZone: "Europe/London", DurationMinutes: 30,
		RRule: "FREQ=WEEKLY;BYDAY=TU;INTERVAL=2"}
	if f := e.Validate(); f != nil || e.RRule != "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU" {
		t.Fatalf("%v %q", f, e.RRule)
	}
	for _, rule := range []string{"FREQ=DAILY;INTERVAL=0", "FREQ=DAILY;INTERVAL=-1", "FREQ=DAILY;INTERVAL=99999999999999999999999"} {
		e.RRule = rule
		if f := e.Validate(); !strings.Contains(f["rrule"], "INTERVAL") {
			t.Fatalf("%s: %v", rule, f)
		}
	}
}

// A rule stored before rules were checked is published as the server
// expands it, or, when the server cannot expand it, not at all.
func TestFeedPublishesOldRulesAsTheServerReadsThem(t *testing.T) {
	now := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	out := ICS([]Event{
		{ID: 1, Title: "Old zero", Type: "workshop", StartLocal: "2027-01-05T15:00", TimeZone: "UTC", DurationMinutes: 60, RRule: "FREQ=DAILY;INTERVAL=0"},
		{ID: 2, Title: "Old broken", Type: "workshop", StartLocal: "2027-01-05T15:00", TimeZone: "UTC", DurationMinutes: 60, RRule: "FREQ=MONTHLY;BYMONTHDAY=32"},
	}, "mission.example", "AI Mission Events", now)
	if !strings.Contains(out, "RRULE:FREQ=DAILY\r\n") || strings.Contains(out, "INTERVAL=0") {
		t.Errorf("INTERVAL=0 published as stored:\n%s", out)
	}
	if strings.Contains(out, "Old broken") || strings.Contains(out, "BYMONTHDAY=32") {
		t.Errorf("a rule the server cannot expand published:\n%s", out)
	}
}
