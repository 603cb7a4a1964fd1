// Package sla keeps the promises partners make their clients about time:
// a first reply to a client's message within so many business hours,
// counted in the partner's time zone and working days, with timers the
// portal's own events start and stop, breaches marked as they happen and
// escalated to staff.
package sla

import (
	"errors"
	"time"

	_ "time/tzdata" // a partner's zone is found on any machine

	"mission/internal/clock"
)

// Calendar is when a partner works: open and close as minutes after
// midnight in Zone, on the weekdays Days marks.
type Calendar struct {
	Zone        *time.Location
	Open, Close int
	Days        [7]bool // by time.Weekday
}

// ErrNoHours is a calendar without a working minute.
var ErrNoHours = errors.New("sla: a calendar with no working hours")

// maxDays bounds a walk through the calendar: ten years.
const maxDays = 3660

func (c Calendar) valid() bool {
	if c.Zone == nil || c.Open < 0 || c.Close > 24*60 || c.Open >= c.Close {
		return false
	}
	for _, open := range c.Days {
		if open {
			return true
		}
	}
	return false
}

// days calls fn with each day's working window from the day that holds
// from on, until fn answers false. The windows are built from the wall
// clock by date, so a day that gains or loses an hour to daylight saving
// (at two in the morning, or at midnight as in some zones) keeps its
// working hours.
func (c Calendar) days(from time.Time, fn func(start, end time.Time, open bool) bool) {
	y, m, d := from.In(c.Zone).Date()
	for i := range maxDays {
		start := time.Date(y, m, d+i, 0, c.Open, 0, 0, c.Zone)
		end := time.Date(y, m, d+i, 0, c.Close, 0, 0, c.Zone)
		if !fn(start, end, c.Days[time.Date(y, m, d+i, 12, 0, 0, 0, c.Zone).Weekday()]) {
			return
		}
	}
}

// Between is the working time from a to b (none when b is before a).
func (c Calendar) Between(a, b time.Time) (time.Duration, error) {
	if !c.valid() {
		return 0, ErrNoHours
	}
	var sum time.Duration
	c.days(a, func(start, end time.Time, open bool) bool {
		if !start.Before(b) {
			return false
		}
		if from, to := clock.Later(start, a), clock.Earlier(end, b); open && to.After(from) {
			sum += to.Sub(from)
		}
		return true
	})
	return sum, nil
}

// Deadline is the moment d of working time after start.
func (c Calendar) Deadline(start time.Time, d time.Duration) (time.Time, error) {
	if !c.valid() {
		return time.Time{}, ErrNoHours
	}
	left, due := d, time.Time{}
	c.days(start, func(s, e time.Time, open bool) bool {
		from := clock.Later(s, start)
		if !open || !e.After(from) {
			return true
		}
		if avail := e.Sub(from); left <= avail {
			due = from.Add(left)
			return false
		} else {
			left -= avail
		}
		return true
	})
	if due.IsZero() {
		return due, ErrNoHours
	}
	return due, nil
}
