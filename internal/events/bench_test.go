package events

import (
	"testing"
	"time"
)

func BenchmarkMonthOfADailyRule(b *testing.B) {
	c, err := compile(Event{ID: 1, Title: "Live", Type: "live-session", StartLocal: "2026-01-01T06:00", TimeZone: "America/Chicago",
		DurationMinutes: 60, RRule: "FREQ=DAILY"})
	if err != nil {
		b.Fatal(err)
	}
	from := time.Date(2026, 12, 1, 6, 0, 0, 0, time.UTC)
	for b.Loop() {
		if n := len(c.occurrences(from, from.AddDate(0, 1, 0))); n != 31 {
			b.Fatal(n)
		}
	}
}
