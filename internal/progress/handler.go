package progress

import (
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"mission/internal/clock"
	"mission/internal/httpx"
)

// CacheFor is how long the public figure is kept, in each process and in
// browsers and caches in between: a completed project shows within it.
const CacheFor = time.Minute

// Handler serves the figure to everyone and its setting to staff.
type Handler struct {
	Store *Store
	Now   clock.Func

	once sync.Once
	mu   sync.Mutex
	body []byte
	made time.Time
	// gen counts staff's changes, so that a read that raced one never
	// keeps what it read before it.
	gen uint64
}

// Register adds the public figure and the staff's setting.
func (h *Handler) Register(public, staff *httpx.Group) {
	h.once.Do(func() { h.Store.db.OnChange(Topic, h.forget) })
	public.Func("GET /api/mission/progress", h.public)
	staff.Func("GET /api/admin/mission/progress", h.staff)
	staff.Func("PUT /api/admin/mission/progress", h.set)
	staff.Func("DELETE /api/admin/mission/progress", h.clear)
}

func (h *Handler) forget() {
	h.mu.Lock()
	h.gen++
	h.body = nil
	h.mu.Unlock()
}

// public answers the figure, from this process's copy when it is under
// CacheFor old; staff's changes drop the copy on every instance.
func (h *Handler) public(w http.ResponseWriter, r *http.Request) error {
	now := h.Now.UTC()
	h.mu.Lock()
	body, gen := h.body, h.gen
	if now.Sub(h.made) >= CacheFor || now.Before(h.made) {
		body = nil
	}
	h.mu.Unlock()
	if body == nil {
		p, err := h.Store.Public(r.Context())
		if err != nil {
			return err
		}
		if body, err = json.Marshal(p); err != nil {
			return err
		}
		h.mu.Lock()
		if h.gen == gen {
			h.body, h.made = body, now
		}
		h.mu.Unlock()
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=60")
	_, err := w.Write(body)
	return err
}

func (h *Handler) staff(w http.ResponseWriter, r *http.Request) error {
	st, err := h.Store.Staff(r.Context())
	return httpx.Reply(w, st, err)
}

func (h *Handler) set(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[Input](w, r)
	if err != nil {
		return err
	}
	if err := h.Store.Set(r.Context(), *in.BusinessesHelped, h.Now.UTC()); err != nil {
		return err
	}
	return h.staff(w, r)
}

func (h *Handler) clear(w http.ResponseWriter, r *http.Request) error {
	if err := h.Store.Clear(r.Context()); err != nil {
		return err
	}
	return h.staff(w, r)
}
