package demo

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"time"

	"mission/internal/config"
	"mission/internal/db"
	"mission/internal/events"
	"mission/internal/files"
	"mission/internal/showcase"
)

//go:embed data/live.json
var demoLiveJSON []byte

// The showcase projects' pictures: screens of what each build does, drawn
// by web/scripts/demo-images.mjs (640x360 WebP, a few KB each).
//
//go:embed data/images
var demoImages embed.FS

type demoLive struct {
	Projects []struct {
		showcase.Input
		Image string `json:"image"` // a file in data/images
	} `json:"projects"`
	Events []struct {
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
		store, images := showcase.NewStore(d), files.NewDBStore(d)
		for i, p := range demo.Projects {
			if p.Image != "" {
				f, err := demoImage(ctx, images, p.Image, now)
				if err != nil {
					return added, err
				}
				p.ImageID = f.Key
			}
			if _, err := store.Save(ctx, 0, p.Input, now.Add(-time.Duration(len(demo.Projects)-i)*24*time.Hour)); err != nil {
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

// demoImage stores one of the demo pictures as staff's upload would be: its
// type sniffed and checked, public.
func demoImage(ctx context.Context, store files.Store, name string, now time.Time) (files.File, error) {
	data, err := demoImages.ReadFile("data/images/" + name)
	if err != nil {
		return files.File{}, fmt.Errorf("demo image: %w", err)
	}
	f, err := files.Logo(data, name)
	if err != nil {
		return files.File{}, fmt.Errorf("demo image %s: %w", name, err)
	}
	f.CreatedAt = now
	return store.Put(ctx, f)
}
