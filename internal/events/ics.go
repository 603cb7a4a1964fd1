package events

import (
	"fmt"
	"slices"
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"
	"github.com/teambition/rrule-go"

	"mission/internal/clock"
)

// RefreshInterval is how often a subscribed calendar should fetch the feed
// again (REFRESH-INTERVAL, and X-PUBLISHED-TTL for Outlook).
const RefreshInterval = "PT1H"

// CancelledFor is how long a deleted event stays in the feed, marked
// cancelled, so that every subscriber's calendar drops it even if it
// reads the feed rarely; after that it is left out.
const CancelledFor = 30 * 24 * time.Hour

// zoneLead is how far past the latest event or now the time zone
// definitions reach: long enough that a yearly rule is recognised and
// written open, so a series keeps following daylight saving after it.
const zoneLead = 3

// ICS writes events as an iCalendar file: each one a VEVENT starting at its
// wall-clock time in its own time zone, with its repeat rule, so calendar
// apps expand it themselves, and a VTIMEZONE for every zone named. A
// deleted event (a tombstone) is written as cancelled.
func ICS(events []Event, host, name string, now time.Time) string {
	cal := ics.NewCalendarFor(host)
	cal.SetProductId("-//AI Mission//Events//EN")
	cal.SetCalscale("GREGORIAN")
	cal.SetMethod(ics.MethodPublish)
	cal.SetName(name)
	cal.SetXWRCalName(name)
	cal.SetRefreshInterval(RefreshInterval)
	cal.SetXPublishedTTL(RefreshInterval)
	for _, z := range zonesOf(events, now) {
		addTimezone(cal, z)
	}
	for _, e := range events {
		addEvent(cal, e, host, now)
	}
	// RFC 5545 ends every line with CRLF; the library's default is the
	// platform's own line end.
	return cal.Serialize(ics.WithNewLineWindows)
}

// UID is the event's identity in every calendar file, the same in the feed
// and in its own file, whatever staff change in it.
func UID(id int64, host string) string {
	return fmt.Sprintf("event-%d@%s", id, host)
}

const (
	localFormat = "20060102T150405"
	utcFormat   = "20060102T150405Z"
)

func addEvent(cal *ics.Calendar, e Event, host string, now time.Time) {
	start, loc, err := e.first()
	if err != nil {
		return
	}
	rule, ok := feedRule(e.RRule)
	if e.RRule != "" && !ok {
		return
	}
	end := start.Add(time.Duration(e.DurationMinutes) * time.Minute)
	ev := cal.AddEvent(UID(e.ID, host))
	stamp := e.Updated
	if stamp.IsZero() {
		stamp = now
	}
	// DTSTAMP is the last change rather than the moment of the request: it
	// moves with SEQUENCE, and the feed stays the same bytes between
	// changes.
	ev.SetDtStampTime(stamp)
	if !e.Created.IsZero() {
		ev.SetCreatedTime(e.Created)
	}
	ev.SetModifiedAt(stamp)
	ev.SetSequence(e.Sequence)
	if fixedUTC(loc, start) {
		ev.SetProperty(ics.ComponentPropertyDtStart, start.UTC().Format(utcFormat))
		ev.SetProperty(ics.ComponentPropertyDtEnd, end.UTC().Format(utcFormat))
	} else {
		ev.SetProperty(ics.ComponentPropertyDtStart, start.Format(localFormat), ics.WithTZID(e.TimeZone))
		ev.SetProperty(ics.ComponentPropertyDtEnd, end.In(loc).Format(localFormat), ics.WithTZID(e.TimeZone))
	}
	if e.RRule != "" {
		ev.SetProperty(ics.ComponentPropertyRrule, rule)
	}
	if e.Deleted != nil {
		ev.SetStatus(ics.ObjectStatusCancelled)
	} else {
		ev.SetStatus(ics.ObjectStatusConfirmed)
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

// feedRule is the rule as the server reads and expands it, in the
// recurrence library's writing: RFC 5545 wants UNTIL in UTC when DTSTART
// has a time zone, so an UNTIL is written as the instant the server reads
// it as, and a rule stored before the rules were checked on saving
// (INTERVAL=0) is published as the server expands it (daily). ok is false
// for a rule the server cannot expand, whose event the calendar leaves out.
func feedRule(rule string) (string, bool) {
	opt, err := rrule.StrToROption(strings.TrimPrefix(rule, "RRULE:"))
	if err != nil {
		return "", false
	}
	if _, err := rrule.NewRRule(*opt); err != nil {
		return "", false
	}
	return opt.RRuleString(), true
}

// zone is a time zone the file names and the span its definition covers.
type zone struct {
	name     string
	loc      *time.Location
	from, to time.Time
}

// zonesOf lists the zones the events name (but UTC, written as such), in
// name order, each spanning from its earliest event to zoneLead years past
// the latest start, the last end of a bounded series, or now.
func zonesOf(events []Event, now time.Time) []zone {
	byName := map[string]*zone{}
	for _, e := range events {
		start, loc, err := e.first()
		if err != nil || fixedUTC(loc, start) {
			continue
		}
		last := clock.Later(now, start)
		if _, end, err := e.span(); err == nil && end != nil {
			last = clock.Later(last, *end)
		}
		to := last.AddDate(zoneLead, 0, 0)
		z, ok := byName[e.TimeZone]
		if !ok {
			byName[e.TimeZone] = &zone{name: e.TimeZone, loc: loc, from: start, to: to}
			continue
		}
		z.from, z.to = clock.Earlier(z.from, start), clock.Later(z.to, to)
	}
	out := make([]zone, 0, len(byName))
	for _, z := range byName {
		out = append(out, *z)
	}
	slices.SortFunc(out, func(a, b zone) int { return strings.Compare(a.name, b.name) })
	return out
}

func addTimezone(cal *ics.Calendar, z zone) {
	tz := cal.AddTimezone(z.name)
	for _, o := range observances(z.loc, z.from, z.to) {
		part := &ics.ComponentBase{}
		part.SetProperty(ics.ComponentPropertyDtStart, o.onset.Format(localFormat))
		part.SetProperty(ics.ComponentProperty(ics.PropertyTzoffsetfrom), utcOffset(o.offsetFrom))
		part.SetProperty(ics.ComponentProperty(ics.PropertyTzoffsetto), utcOffset(o.offsetTo))
		if o.name != "" {
			part.SetProperty(ics.ComponentProperty(ics.PropertyTzname), o.name)
		}
		if o.rule != "" {
			part.SetProperty(ics.ComponentPropertyRrule, o.rule)
		}
		if o.daylight {
			tz.Components = append(tz.Components, &ics.Daylight{ComponentBase: *part})
		} else {
			tz.Components = append(tz.Components, &ics.Standard{ComponentBase: *part})
		}
	}
}

func firstOf(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}
