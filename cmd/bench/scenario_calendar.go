package main

import (
	"context"
	"fmt"
	"net/http"
	"time"
)

const calendarEvents = 200

// seedCalendar stores 198 one-off events over a month and the two daily
// recurring live sessions.
func seedCalendar(ctx context.Context, env *Env) error {
	have, err := env.Count(ctx, "SELECT COUNT(*) FROM calendar_events")
	if err != nil || have >= calendarEvents {
		return err
	}
	loc, _ := time.LoadLocation("America/Chicago")
	month := time.Date(2026, 12, 1, 0, 0, 0, 0, loc)
	now := time.Now().UTC()
	types := []string{"workshop", "community-call", "gps-kids", "partner-call"}
	return env.Seed(ctx, func(exec func(string, ...any) error) error {
		insert := `INSERT INTO calendar_events (title, type, description, location, start_local, time_zone, duration_minutes, rrule, booking_link,
			zoom_link, first_start, last_end, created_at, updated_at) VALUES (?, ?, ?, '', ?, 'America/Chicago', ?, ?, '', 'https://zoom.us/j/1', ?, ?, ?, ?)`
		for _, at := range []string{"06:00", "18:00"} {
			start, _ := time.ParseInLocation("2006-01-02T15:04", "2026-01-01T"+at, loc)
			if err := exec(insert, "Live Build Session, "+at, "live-session", "Daily live build.", "2026-01-01T"+at, 60, "FREQ=DAILY",
				start.UTC(), nil, now, now); err != nil {
				return err
			}
		}
		for i := range calendarEvents - 2 {
			start := month.Add(time.Duration(i) * 3 * time.Hour)
			if err := exec(insert, fmt.Sprintf("Event %d", i), types[i%len(types)], "An event of the community.", start.Format("2006-01-02T15:04"),
				45, "", start.UTC(), start.Add(45*time.Minute).UTC(), now, now); err != nil {
				return err
			}
		}
		return nil
	})
}

// calendarMonth reads a month of the calendar, as the month view asks.
func calendarMonth() Scenario {
	return Scenario{
		Name:   "calendar-month",
		About:  fmt.Sprintf("GET /api/events for December 2026 with %d stored events, two of them daily recurring", calendarEvents),
		Target: &Target{MinRPS: 3000, MaxP99: 20 * time.Millisecond},
		Setup:  seedCalendar,
		Request: func(env *Env, c, i int) (*http.Request, error) {
			return http.NewRequest(http.MethodGet, env.URL("/api/events?from=2026-12-01T06:00:00Z&to=2027-01-01T06:00:00Z"), nil)
		},
	}
}
