package live

import (
	"errors"
	"net/http"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/input"
	"mission/internal/ratelimit"
)

// Handler serves the live session endpoints.
type Handler struct {
	Store      *Store
	Limit      ratelimit.Limiter
	TrustProxy httpx.TrustedProxies
	Now        clock.Func
}

// Register adds the public form and booking mark, and staff's list.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("POST /api/live-session-projects", h.create)
	public.Func("PUT /api/live-session-projects/{id}/calendar-booked", h.booked)
	staff.Func("GET /api/admin/live-sessions", h.list)
	staff.Func("POST /api/admin/live-sessions/{id}/built", h.built)
}

func (h *Handler) create(w http.ResponseWriter, r *http.Request) error {
	in, bot, err := httpx.DecodeForm[Input](w, r, h.Limit, h.TrustProxy, httpx.MsgTooManySubmissions)
	if err != nil {
		return err
	}
	if bot {
		httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": 0, "bookingToken": ""})
		return nil
	}
	id, token, err := h.Store.Create(r.Context(), in, h.Now.UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": id, "bookingToken": token})
	return nil
}

type bookedInput struct {
	Token         string `json:"token"`
	ZoomMeetingID string `json:"zoomMeetingId"`
}

func (in bookedInput) Validate() map[string]string {
	f := input.Fields{}
	f.Check("zoomMeetingId", len(in.ZoomMeetingID) > 100, "This is too long.")
	return f.Result()
}

// booked marks the call booked for the browser holding the submission's
// token; any other request finds nothing (404).
func (h *Handler) booked(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Submission not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode[bookedInput](w, r)
	if err != nil {
		return err
	}
	if err := h.Store.MarkBooked(r.Context(), id, in.Token, in.ZoomMeetingID, h.Now.UTC()); errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Submission not found.")
	} else if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"id": id, "calendarBooked": true})
	return nil
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.List(r.Context(), 500)
	return httpx.Reply(w, list, err)
}

func (h *Handler) built(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Submission not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode[struct {
		ProjectID int64 `json:"projectId"`
	}](w, r)
	if err != nil {
		return err
	}
	s, err := h.Store.MarkBuilt(r.Context(), id, in.ProjectID, h.Now.UTC())
	switch {
	case errors.Is(err, ErrUnknownProject):
		return httpx.Invalid(map[string]string{"projectId": "Choose a showcase project."})
	case errors.Is(err, db.ErrNotFound):
		return httpx.NotFound("Submission not found.")
	case err != nil:
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, s)
	return nil
}
