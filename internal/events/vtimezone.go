package events

import (
	"fmt"
	"time"
)

// RFC 5545 (3.2.19) asks every TZID a file names to have its VTIMEZONE:
// without one, a client such as Thunderbird (ical.js) reads the time as
// floating, and a 6am Chicago session shows at 6am wherever the reader is.
// The definitions are generated from Go's time zone database for the span
// the events need, never written by hand per zone.

// observance is one STANDARD or DAYLIGHT part of a VTIMEZONE: from its
// onset on, the zone's offset is offsetTo (seconds east of UTC).
type observance struct {
	daylight   bool
	onset      time.Time // local wall time of the first onset, under offsetFrom, held in a UTC value
	offsetFrom int
	offsetTo   int
	name       string
	// rule repeats the onset yearly (RRULE), "" for a single onset; an
	// open rule has no UNTIL: the zone keeps it beyond the span.
	rule string
}

// transition is one change of the zone's offset, name or daylight flag.
type transition struct {
	at                   time.Time // the instant, UTC
	offsetFrom, offsetTo int
	name                 string
	daylight             bool
}

// localOnset is the wall-clock time at which the transition happens, read
// on the clock before it (RFC 5545 writes an onset that way).
func (t transition) localOnset() time.Time {
	return t.at.Add(time.Duration(t.offsetFrom) * time.Second).UTC()
}

// transitions lists loc's changes from the one that began the period in
// effect at from (so the first observance covers from) up to to.
func transitions(loc *time.Location, from, to time.Time) []transition {
	at := func(instant time.Time) transition {
		name, offset := instant.In(loc).Zone()
		_, before := instant.Add(-time.Second).In(loc).Zone()
		return transition{at: instant.UTC(), offsetFrom: before, offsetTo: offset, name: name, daylight: instant.In(loc).IsDST()}
	}
	var out []transition
	t := from.In(loc)
	if start, _ := t.ZoneBounds(); !start.IsZero() {
		out = append(out, at(start))
	}
	// A zone changes at most a few times a year; the bound only guards
	// against a zone database that never moves forward.
	for range 4096 {
		_, end := t.ZoneBounds()
		if end.IsZero() || end.After(to) {
			break
		}
		out = append(out, at(end))
		t = end.In(loc)
	}
	return out
}

// observances describes loc from from to to. Yearly changes that follow a
// rule (the second Sunday of March at 2am) become one observance with a
// yearly RRULE, as calendar apps write them and as Outlook expects; the
// rule is left open when it still holds at the end of the span, so a
// series keeps following daylight saving after it. Changes that follow no
// rule are listed one by one. A zone that never changes gets one STANDARD
// part.
func observances(loc *time.Location, from, to time.Time) []observance {
	ts := transitions(loc, from, to)
	if len(ts) == 0 {
		name, offset := from.In(loc).Zone()
		return []observance{{onset: time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC), offsetFrom: offset, offsetTo: offset, name: name}}
	}
	// Group the transitions by what they change, then split each group into
	// runs of consecutive years that one rule describes.
	type kind struct {
		daylight             bool
		offsetFrom, offsetTo int
		name                 string
		month                time.Month
		weekday              time.Weekday
		clock                time.Duration
	}
	var order []kind
	groups := map[kind][]transition{}
	for _, t := range ts {
		l := t.localOnset()
		k := kind{t.daylight, t.offsetFrom, t.offsetTo, t.name, l.Month(), l.Weekday(), l.Sub(l.Truncate(24 * time.Hour))}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], t)
	}
	var out []observance
	for _, k := range order {
		for _, run := range yearlyRuns(groups[k]) {
			first := run.onsets[0]
			o := observance{daylight: k.daylight, onset: first.localOnset(), offsetFrom: k.offsetFrom, offsetTo: k.offsetTo, name: k.name}
			last := run.onsets[len(run.onsets)-1]
			next := run.week.in(last.localOnset().Year()+1, k.month, k.weekday).Add(k.clock - time.Duration(k.offsetFrom)*time.Second)
			open := next.After(to)
			if len(run.onsets) > 1 || open {
				o.rule = fmt.Sprintf("FREQ=YEARLY;BYMONTH=%d;BYDAY=%d%s", int(k.month), int(run.week), weekdayCodes[k.weekday])
				if !open {
					o.rule += ";UNTIL=" + last.at.Format("20060102T150405Z")
				}
			}
			out = append(out, o)
		}
	}
	return out
}

// week is which weekday of the month an onset falls on: 1 to 4, or -1 for
// the last.
type week int

// in is the day of month m in year y that is weekday wd of week w, at
// midnight, in a UTC value.
func (w week) in(y int, m time.Month, wd time.Weekday) time.Time {
	if w < 0 {
		last := time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC)
		return last.AddDate(0, 0, -((int(last.Weekday()) - int(wd) + 7) % 7))
	}
	first := time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
	return first.AddDate(0, 0, (int(wd)-int(first.Weekday())+7)%7+7*(int(w)-1))
}

// weeks lists the rules a day of the month fits: its week (1-4) and,
// within the month's last seven days, the last. The last comes first: a
// day that is both the fourth and the last is far more often a "last
// Sunday" rule.
func weeks(d time.Time) []week {
	var out []week
	if d.AddDate(0, 0, 7).Month() != d.Month() {
		out = append(out, -1)
	}
	if n := (d.Day()-1)/7 + 1; n <= 4 {
		out = append(out, week(n))
	}
	return out
}

type run struct {
	onsets []transition
	week   week
}

// yearlyRuns splits transitions of one kind (same month, weekday and
// clock) into runs of consecutive years that share a week rule.
func yearlyRuns(ts []transition) []run {
	var out []run
	var cur []transition
	var fits []week
	flush := func() {
		if len(cur) > 0 {
			w := week(0)
			if len(fits) > 0 {
				w = fits[0]
			}
			out = append(out, run{onsets: cur, week: w})
		}
	}
	for _, t := range ts {
		l := t.localOnset()
		if len(cur) > 0 && l.Year() == cur[len(cur)-1].localOnset().Year()+1 {
			if both := intersect(fits, weeks(l)); len(both) > 0 {
				cur, fits = append(cur, t), both
				continue
			}
		}
		flush()
		cur, fits = []transition{t}, weeks(l)
	}
	flush()
	return out
}

func intersect(a, b []week) []week {
	var out []week
	for _, x := range a {
		for _, y := range b {
			if x == y {
				out = append(out, x)
			}
		}
	}
	return out
}

var weekdayCodes = [...]string{"SU", "MO", "TU", "WE", "TH", "FR", "SA"}

// utcOffset writes seconds east of UTC as RFC 5545 does: +HHMM, or +HHMMSS
// when there are seconds.
func utcOffset(s int) string {
	sign := "+"
	if s < 0 {
		sign, s = "-", -s
	}
	out := fmt.Sprintf("%s%02d%02d", sign, s/3600, s/60%60)
	if s%60 != 0 {
		out += fmt.Sprintf("%02d", s%60)
	}
	return out
}

// fixedUTC says loc is UTC for good (UTC, Etc/UTC, GMT...): its times are
// written in UTC, which keeps their meaning, and need no VTIMEZONE.
func fixedUTC(loc *time.Location, at time.Time) bool {
	start, end := at.In(loc).ZoneBounds()
	_, offset := at.In(loc).Zone()
	return start.IsZero() && end.IsZero() && offset == 0
}
