package sla

import (
	"testing"
	"time"
)

func weekdays(zone string, t *testing.T) Calendar {
	loc, err := time.LoadLocation(zone)
	if err != nil {
		t.Fatal(err)
	}
	return Calendar{Zone: loc, Open: 9 * 60, Close: 17 * 60, Days: [7]bool{time.Monday: true, time.Tuesday: true, time.Wednesday: true,
		time.Thursday: true, time.Friday: true}}
}

// Eight business hours from Friday afternoon end on Monday afternoon; the
// weekend counts for nothing.
func TestTheClockSkipsTheWeekend(t *testing.T) {
	c := weekdays("America/Chicago", t)
	fri := time.Date(2026, 11, 27, 15, 0, 0, 0, c.Zone) // a Friday, 3 pm
	due, err := c.Deadline(fri, 8*time.Hour)
	if err != nil || !due.Equal(time.Date(2026, 11, 30, 15, 0, 0, 0, c.Zone)) {
		t.Fatalf("due %v %v", due.In(c.Zone), err)
	}
	if got, _ := c.Between(fri, due); got != 8*time.Hour {
		t.Fatalf("between: %v", got)
	}
	// A message on Saturday starts the clock on Monday at nine.
	sat := time.Date(2026, 11, 28, 11, 0, 0, 0, c.Zone)
	if due, _ := c.Deadline(sat, time.Hour); !due.Equal(time.Date(2026, 11, 30, 10, 0, 0, 0, c.Zone)) {
		t.Fatalf("from Saturday: %v", due.In(c.Zone))
	}
	// Before opening and after closing count nothing.
	if got, _ := c.Between(time.Date(2026, 11, 30, 6, 0, 0, 0, c.Zone), time.Date(2026, 11, 30, 8, 59, 0, 0, c.Zone)); got != 0 {
		t.Fatalf("before opening: %v", got)
	}
	if got, _ := c.Between(time.Date(2026, 11, 30, 16, 0, 0, 0, c.Zone), time.Date(2026, 12, 1, 10, 0, 0, 0, c.Zone)); got != 2*time.Hour {
		t.Fatalf("over a night: %v", got)
	}
}

// Working hours are wall-clock hours: the Monday after clocks change
// still runs nine to five, and a deadline across the change lands at the
// same wall-clock time it would any other week.
func TestTheClockAcrossDaylightSaving(t *testing.T) {
	c := weekdays("America/New_York", t)
	// Clocks go forward at 2 am on Sunday 8 March 2026.
	fri := time.Date(2026, 3, 6, 13, 0, 0, 0, c.Zone)
	due, err := c.Deadline(fri, 8*time.Hour)
	if err != nil || !due.Equal(time.Date(2026, 3, 9, 13, 0, 0, 0, c.Zone)) {
		t.Fatalf("spring: due %v %v", due.In(c.Zone), err)
	}
	if real := due.Sub(fri); real != 72*time.Hour-time.Hour {
		t.Fatalf("spring: %v of real time (an hour less than 72)", real)
	}
	// Back at 2 am on Sunday 1 November 2026.
	fri = time.Date(2026, 10, 30, 13, 0, 0, 0, c.Zone)
	due, _ = c.Deadline(fri, 8*time.Hour)
	if !due.Equal(time.Date(2026, 11, 2, 13, 0, 0, 0, c.Zone)) || due.Sub(fri) != 73*time.Hour {
		t.Fatalf("autumn: due %v after %v", due.In(c.Zone), due.Sub(fri))
	}
	// In a zone whose clocks change at midnight, the day still has its hours.
	s := weekdays("America/Santiago", t)
	d0 := time.Date(2026, 9, 4, 16, 0, 0, 0, s.Zone) // a Friday; clocks go forward at midnight on Saturday 5 September
	if due, err := s.Deadline(d0, 2*time.Hour); err != nil || !due.Equal(time.Date(2026, 9, 7, 10, 0, 0, 0, s.Zone)) {
		t.Fatalf("Santiago: %v %v", due, err)
	}
}

func TestACalendarWithoutHoursIsRefused(t *testing.T) {
	c := weekdays("UTC", t)
	c.Days = [7]bool{}
	if _, err := c.Deadline(time.Now(), time.Hour); err != ErrNoHours {
		t.Fatal("a week without a working day")
	}
	c = weekdays("UTC", t)
	c.Open, c.Close = 17*60, 9*60
	if _, err := c.Between(time.Now(), time.Now().Add(time.Hour)); err != ErrNoHours {
		t.Fatal("closing before opening")
	}
}
