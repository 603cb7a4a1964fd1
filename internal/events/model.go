// Package events is the community calendar: workshops, calls and the daily
// live sessions, stored by staff. A recurring event is one row with an RFC
// 5545 rule, expanded on the server for the range asked, in the organiser's
// time zone, so a 6am session stays at 6am there across daylight-saving
// changes.
package events

import (
	"slices"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/teambition/rrule-go"

	"mission/internal/input"
)

// Types of event and their labels, as the calendar's filter shows them.
var (
	Types  = []string{"workshop", "community-call", "gps-kids", "partner-call", "live-session"}
	Labels = map[string]string{"workshop": "Workshops", "community-call": "Community Calls", "gps-kids": "GPS Kids",
		"partner-call": "Partner Calls", "live-session": "Live Sessions"}
)

// Limits are the staff form's bounds, published to the web app.
var Limits = map[string]int{"title": 200, "description": 5000, "location": 200, "link": 2000, "durationMin": 5,
	"durationMax": 24 * 60, "count": 1000}

// LocalLayout is how an event's first start is written: wall-clock time in
// its time zone.
const LocalLayout = "2006-01-02T15:04"

// Event is a stored event.
type Event struct {
	ID              int64  `json:"id"`
	Title           string `json:"title"`
	Type            string `json:"type"`
	Description     string `json:"description"`
	Location        string `json:"location"`
	StartLocal      string `json:"startLocal"`
	TimeZone        string `json:"timeZone"`
	DurationMinutes int    `json:"durationMinutes"`
	RRule           string `json:"rrule"`
	BookingLink     string `json:"bookingLink"`
	ZoomLink        string `json:"zoomLink"`

	// Kept by the store, never read from a request: the revision, one more
	// at every change (the calendar files' SEQUENCE, by which a calendar
	// app knows a newer copy), when the event was created and last
	// changed, and when it was deleted (a tombstone the feed still carries
	// as cancelled for CancelledFor).
	Sequence int        `json:"-"`
	Created  time.Time  `json:"-"`
	Updated  time.Time  `json:"-"`
	Deleted  *time.Time `json:"-"`
}

// Occurrence is one showing of an event in a range.
type Occurrence struct {
	EventID     int64     `json:"eventId"`
	Title       string    `json:"title"`
	Type        string    `json:"type"`
	Description string    `json:"description"`
	Location    string    `json:"location"`
	Start       time.Time `json:"start"`
	End         time.Time `json:"end"`
	Duration    int       `json:"duration"`
	TimeZone    string    `json:"timeZone"`
	BookingLink string    `json:"bookingLink,omitempty"`
	ZoomLink    string    `json:"zoomLink,omitempty"`
	Recurring   bool      `json:"recurring"`
}

// Validate returns a message per invalid field, or nil. A valid rule is
// rewritten in its stored form (see NormalRule).
func (e *Event) Validate() map[string]string {
	f := input.Fields{}
	if e.Title == "" || utf8.RuneCountInString(e.Title) > Limits["title"] {
		f["title"] = "Give the event a title (up to 200 characters)."
	}
	if !slices.Contains(Types, e.Type) {
		f["type"] = "Choose a type from the list."
	}
	if utf8.RuneCountInString(e.Description) > Limits["description"] {
		f["description"] = "Keep the description under 5000 characters."
	}
	if utf8.RuneCountInString(e.Location) > Limits["location"] {
		f["location"] = "Keep the location under 200 characters."
	}
	var start time.Time
	loc, err := time.LoadLocation(e.TimeZone)
	if err != nil || e.TimeZone == "" || e.TimeZone == "Local" {
		f["timeZone"] = "Choose a time zone such as America/Chicago."
	} else if start, err = time.ParseInLocation(LocalLayout, e.StartLocal, loc); err != nil {
		f["startLocal"] = "Give the start as a date and time."
	}
	if e.DurationMinutes < Limits["durationMin"] || e.DurationMinutes > Limits["durationMax"] {
		f["durationMinutes"] = "Use a duration from 5 minutes to 24 hours."
	}
	if e.RRule != "" {
		if rule, err := NormalRule(e.RRule, start); err != nil {
			f["rrule"] = err.Error()
		} else {
			e.RRule = rule
		}
	}
	for name, v := range map[string]string{"bookingLink": e.BookingLink, "zoomLink": e.ZoomLink} {
		if v == "" {
			continue
		}
		if !input.HTTPSURL(v, Limits["link"]) {
			f[name] = "Enter a full https:// address."
		}
	}
	return f.Result()
}

// locations caches time zones: loading one reads the zone database.
var locations sync.Map // name -> *time.Location

func location(name string) (*time.Location, error) {
	if l, ok := locations.Load(name); ok {
		return l.(*time.Location), nil
	}
	l, err := time.LoadLocation(name)
	if err != nil {
		return nil, err
	}
	locations.Store(name, l)
	return l, nil
}

// first returns when the event first starts, in its time zone.
func (e Event) first() (time.Time, *time.Location, error) {
	loc, err := location(e.TimeZone)
	if err != nil {
		return time.Time{}, nil, err
	}
	t, err := time.ParseInLocation(LocalLayout, e.StartLocal, loc)
	return t, loc, err
}

// compiled is an event ready to expand: its start, zone and parsed rule.
type compiled struct {
	Event
	start time.Time
	loc   *time.Location
	rule  *rrule.RRule // nil for a one-off event
}

func compile(e Event) (compiled, error) {
	c := compiled{Event: e}
	var err error
	if c.start, c.loc, err = e.first(); err != nil {
		return c, err
	}
	if e.RRule == "" {
		return c, nil
	}
	opt, err := rrule.StrToROption(e.RRule)
	if err != nil {
		return c, err
	}
	opt.Dtstart = c.start
	c.rule, err = rrule.NewRRule(*opt)
	return c, err
}

// maxPerEvent bounds the occurrences one event gives in one range.
const maxPerEvent = 1000

// Occurrences lists the event's showings that overlap [from, to).
func (e Event) Occurrences(from, to time.Time) ([]Occurrence, error) {
	c, err := compile(e)
	if err != nil {
		return nil, err
	}
	return c.occurrences(from, to), nil
}

func (c compiled) occurrences(from, to time.Time) []Occurrence {
	d := time.Duration(c.DurationMinutes) * time.Minute
	occ := func(s time.Time) Occurrence {
		return Occurrence{EventID: c.ID, Title: c.Title, Type: c.Type, Description: c.Description, Location: c.Location,
			Start: s.UTC(), End: s.Add(d).UTC(), Duration: c.DurationMinutes, TimeZone: c.TimeZone, BookingLink: c.BookingLink,
			ZoomLink: c.ZoomLink, Recurring: c.rule != nil}
	}
	if c.rule == nil {
		if c.start.Before(to) && c.start.Add(d).After(from) {
			return []Occurrence{occ(c.start)}
		}
		return nil
	}
	var out []Occurrence
	for _, s := range c.rule.Between(from.Add(-d).In(c.loc), to.In(c.loc), true) {
		if s.Add(d).After(from) && s.Before(to) {
			out = append(out, occ(s))
		}
		if len(out) >= maxPerEvent {
			break
		}
	}
	return out
}

// span is the event's first start and last end in UTC (nil: it never ends).
func (e Event) span() (time.Time, *time.Time, error) {
	start, loc, err := e.first()
	if err != nil {
		return start, nil, err
	}
	d := time.Duration(e.DurationMinutes) * time.Minute
	if e.RRule == "" {
		end := start.Add(d).UTC()
		return start.UTC(), &end, nil
	}
	opt, err := rrule.StrToROption(e.RRule)
	if err != nil {
		return start, nil, err
	}
	if opt.Count == 0 && opt.Until.IsZero() {
		return start.UTC(), nil, nil
	}
	opt.Dtstart = start.In(loc)
	r, err := rrule.NewRRule(*opt)
	if err != nil {
		return start, nil, err
	}
	all := r.All()
	if len(all) == 0 {
		end := start.Add(d).UTC()
		return start.UTC(), &end, nil
	}
	end := all[len(all)-1].Add(d).UTC()
	return start.UTC(), &end, nil
}
