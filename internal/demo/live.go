package demo

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"time"

	"mission/internal/config"
	"mission/internal/db"
	"mission/internal/events"
	"mission/internal/showcase"
)

//go:embed data/live.json
var demoLiveJSON []byte

type demoLive struct {
	Projects []showcase.Input `json:"projects"`
	Events   []struct {
		Title       string `json:"title"`
		Type        string `json:"type"`
		Time        string `json:"time"`
		DaysFromNow int    `json:"daysFromNow"`
		Duration    int    `json:"duration"`
		RRule       string `json:"rrule"`
		Zoom        bool   `json:"zoom"`
		Booking     bool   `json:"booking"`
		Description string `json:"description"`
	} `json:"events"`
}

// seedLive makes the showcase projects and the calendar, the daily 6am
// and 6pm sessions among its events, each when its table is empty.
func seedLive(ctx context.Context, d *db.DB, site config.Site, now time.Time) (int, error) {
	var demo demoLive
	if err := json.Unmarshal(demoLiveJSON, &demo); err != nil {
		return 0, fmt.Errorf("demo live data: %w", err)
	}
	added := 0
	if ok, err := empty(ctx, d, "projects"); err != nil {
		return added, err
	} else if ok {
		store := showcase.NewStore(d)
		for i, p := range demo.Projects {
			if _, err := store.Save(ctx, 0, p, now.Add(-time.Duration(len(demo.Projects)-i)*24*time.Hour)); err != nil {
				return added, err
			}
			added++
		}
	}
	if ok, err := empty(ctx, d, "calendar_events"); err != nil {
		return added, err
	} else if ok {
		store := events.NewStore(d)
		loc, err := time.LoadLocation(site.EventsTimeZone)
		if err != nil {
			return added, err
		}
		today := now.In(loc)
		for _, e := range demo.Events {
			day := today.AddDate(0, 0, e.DaysFromNow).Format("2006-01-02")
			ev := events.Event{Title: e.Title, Type: e.Type, Description: e.Description, StartLocal: day + "T" + e.Time,
				TimeZone: site.EventsTimeZone, DurationMinutes: e.Duration, RRule: e.RRule}
			if e.Zoom {
				ev.ZoomLink = site.MeetingURL
			}
			if e.Booking {
				ev.BookingLink = site.SchedulingURL
			}
			if f := ev.Validate(); f != nil {
				return added, fmt.Errorf("demo event %q: %v", e.Title, f)
			}
			if _, err := store.Save(ctx, 0, ev, now); err != nil {
				return added, err
			}
			added++
		}
	}
	return added, nil
}
