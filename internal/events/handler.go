package events

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"time"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
)

// MaxRange is the longest range one calendar call may ask for.
const MaxRange = 62 * 24 * time.Hour

// Handler serves the calendar.
type Handler struct {
	Store     *Store
	PublicURL string
	Now       clock.Func

	// ranges keeps encoded answers per range asked: visitors ask for the
	// same months, and expanding the daily rules costs more than the rest.
	mu     sync.Mutex
	ranges map[string]cachedRange
}

type cachedRange struct {
	gen  uint64
	made time.Time
	body []byte
}

const maxCachedRanges = 512

// Register adds the public calendar and feeds, and staff's management.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("GET /api/events", h.between)
	public.Func("GET /api/events/{id}/calendar.ics", h.one)
	public.Func("GET /calendar.ics", h.feed)
	staff.Func("GET /api/admin/events", h.all)
	staff.Func("POST /api/admin/events", h.save)
	staff.Func("PUT /api/admin/events/{id}", h.save)
	staff.Func("DELETE /api/admin/events/{id}", h.delete)
}

// between answers the occurrences in [from, to) (RFC 3339 times; the
// current month by default).
func (h *Handler) between(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	now := h.Now.UTC()
	from := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	to := from.AddDate(0, 1, 0)
	var err error
	if v := q.Get("from"); v != "" {
		if from, err = time.Parse(time.RFC3339, v); err != nil {
			return httpx.Invalid(map[string]string{"from": "Give a time like 2026-11-01T00:00:00Z."})
		}
	}
	if v := q.Get("to"); v != "" {
		if to, err = time.Parse(time.RFC3339, v); err != nil {
			return httpx.Invalid(map[string]string{"to": "Give a time like 2026-12-01T00:00:00Z."})
		}
	}
	if !to.After(from) || to.Sub(from) > MaxRange {
		return httpx.Invalid(map[string]string{"to": "Ask for a range of up to 62 days, ending after it starts."})
	}
	key := from.UTC().Format(time.RFC3339) + "|" + to.UTC().Format(time.RFC3339)
	gen := h.Store.Generation()
	h.mu.Lock()
	c, ok := h.ranges[key]
	h.mu.Unlock()
	if ok && c.gen == gen && (h.Store.TTL == 0 || time.Since(c.made) < h.Store.TTL) {
		httpx.WriteEncoded(w, "no-cache", c.body)
		return nil
	}
	occ, err := h.Store.Between(r.Context(), from, to)
	if err != nil {
		return err
	}
	body, err := json.Marshal(occ)
	if err != nil {
		return err
	}
	h.mu.Lock()
	if h.ranges == nil || len(h.ranges) >= maxCachedRanges {
		h.ranges = map[string]cachedRange{}
	}
	h.ranges[key] = cachedRange{gen: gen, made: time.Now(), body: body}
	h.mu.Unlock()
	httpx.WriteEncoded(w, "no-cache", body)
	return nil
}

func (h *Handler) host() string {
	if u, err := url.Parse(h.PublicURL); err == nil && u.Host != "" {
		return u.Hostname()
	}
	return "aimission"
}

func writeICS(w http.ResponseWriter, body, filename string) {
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	w.Header().Set("Content-Disposition", `inline; filename="`+filename+`"`)
	w.Header().Set("Cache-Control", "public, max-age=300")
	w.Write([]byte(body))
}

// feed is the whole calendar as iCalendar, for calendar apps to subscribe
// to, with the events deleted lately marked cancelled.
func (h *Handler) feed(w http.ResponseWriter, r *http.Request) error {
	now := h.Now.UTC()
	all, err := h.Store.All(r.Context())
	if err != nil {
		return err
	}
	cancelled, err := h.Store.CancelledSince(r.Context(), now.Add(-CancelledFor))
	if err != nil {
		return err
	}
	writeICS(w, ICS(append(slices.Clip(all), cancelled...), h.host(), "AI Mission Events", now), "ai-mission.ics")
	return nil
}

// one is Add to calendar: one event (with its series) as iCalendar; an
// event deleted lately as cancelled, so that opening it again takes it
// out of the calendar it was added to.
func (h *Handler) one(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Event not found.")
	if err != nil {
		return err
	}
	now := h.Now.UTC()
	e, err := h.Store.Get(r.Context(), id)
	if errors.Is(err, db.ErrNotFound) || (err == nil && e.Deleted != nil && !e.Deleted.After(now.Add(-CancelledFor))) {
		return httpx.NotFound("Event not found.")
	}
	if err != nil {
		return err
	}
	writeICS(w, ICS([]Event{e}, h.host(), e.Title, now), "event.ics")
	return nil
}

func (h *Handler) all(w http.ResponseWriter, r *http.Request) error {
	all, err := h.Store.All(r.Context())
	return httpx.Reply(w, all, err)
}

func (h *Handler) save(w http.ResponseWriter, r *http.Request) error {
	return httpx.Save(w, r, "Event not found.", func(ctx context.Context, id int64, e Event) (Event, error) {
		return h.Store.Save(ctx, id, e, h.Now.UTC())
	})
}

func (h *Handler) delete(w http.ResponseWriter, r *http.Request) error {
	return httpx.Delete(w, r, "Event not found.", func(ctx context.Context, id int64) error {
		return h.Store.Delete(ctx, id, h.Now.UTC())
	})
}
