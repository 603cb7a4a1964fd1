package events

import (
	"fmt"
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"
)

// ICS writes events as an iCalendar file: each one a VEVENT starting at its
// wall-clock time in its own time zone, with its repeat rule, so calendar
// apps expand it themselves.
func ICS(events []Event, host, name string, now time.Time) string {
	cal := ics.NewCalendarFor(host)
	cal.SetProductId("-//AI Mission//Events//EN")
	cal.SetMethod(ics.MethodPublish)
	cal.SetName(name)
	cal.SetXWRCalName(name)
	for _, e := range events {
		start, _, err := e.first()
		if err != nil {
			continue
		}
		ev := cal.AddEvent(fmt.Sprintf("event-%d@%s", e.ID, host))
		ev.SetDtStampTime(now)
		ev.SetProperty(ics.ComponentPropertyDtStart, start.Format("20060102T150405"), ics.WithTZID(e.TimeZone))
		ev.SetProperty(ics.ComponentPropertyDuration, fmt.Sprintf("PT%dM", e.DurationMinutes))
		if e.RRule != "" {
			ev.SetProperty(ics.ComponentPropertyRrule, strings.TrimPrefix(e.RRule, "RRULE:"))
		}
		ev.SetSummary(e.Title)
		if e.Description != "" {
			ev.SetDescription(e.Description)
		}
		if e.Location != "" {
			ev.SetLocation(e.Location)
		} else if e.ZoomLink != "" {
			ev.SetLocation(e.ZoomLink)
		}
		if link := firstOf(e.BookingLink, e.ZoomLink); link != "" {
			ev.SetURL(link)
		}
		ev.SetProperty(ics.ComponentProperty("CATEGORIES"), Labels[e.Type])
	}
	return cal.Serialize()
}

func firstOf(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}
