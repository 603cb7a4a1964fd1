package testimonials

import (
	"errors"
	"net/http"
	"strconv"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// Handler serves the testimonial endpoints.
type Handler struct {
	Store       *Store
	SubmitLimit ratelimit.Limiter
	TrustProxy  httpx.TrustedProxies
	Now         clock.Func
}

// Register adds the public testimonial routes and the staff's moderation.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("GET /api/testimonials", h.public)
	public.Func("GET /api/testimonials/all", h.public)
	public.Func("POST /api/testimonials", h.create)
	staff.Func("GET /api/admin/testimonials", h.all)
	staff.Func("PATCH /api/admin/testimonials/{id}/status", h.move)
}

func (h *Handler) public(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.List(r.Context(), true)
	return httpx.Reply(w, list, err)
}

// all gives staff every testimonial, with e-mail addresses.
func (h *Handler) all(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.List(r.Context(), false)
	return httpx.Reply(w, list, err)
}

func (h *Handler) create(w http.ResponseWriter, r *http.Request) error {
	in, bot, err := httpx.DecodeForm[Input](w, r, h.SubmitLimit, h.TrustProxy, httpx.MsgTooManySubmissions)
	if err != nil {
		return err
	}
	if bot {
		httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": 0, "status": "pending"})
		return nil
	}
	t, err := h.Store.Create(r.Context(), in, h.Now.UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": t.ID, "status": t.Status})
	return nil
}

func (h *Handler) move(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Testimonial not found.")
	if err != nil {
		return err
	}
	status, err := httpx.DecodeStatus(w, r, Statuses, "Choose pending, approved, featured or declined.")
	if err != nil {
		return err
	}
	t, err := h.Store.Move(r.Context(), id, status, h.Now.UTC())
	switch {
	case errors.Is(err, db.ErrNotFound):
		return httpx.NotFound("Testimonial not found.")
	case errors.Is(err, ErrTransition):
		return httpx.Conflict("A testimonial cannot move to " + strconv.Quote(status) + " from where it is now.")
	case err != nil:
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, t)
	return nil
}
