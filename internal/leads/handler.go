package leads

import (
	"database/sql"
	"errors"
	"net/http"
	"time"

	"mission/internal/httpx"
)

// Handler serves the lead endpoints.
type Handler struct {
	Store *Store
	Now   func() time.Time
}

// Register adds the public lead routes to mux.
func (h *Handler) Register(mux *http.ServeMux) {
	mux.Handle("POST /api/leads", httpx.Handler(h.create))
}

// Decode reads and checks a lead submission.
func Decode(w http.ResponseWriter, r *http.Request) (Input, error) {
	var in Input
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return in, err
	}
	in = in.Normalize()
	if f := in.Validate(); f != nil {
		return in, httpx.Invalid(f)
	}
	return in, nil
}

func (h *Handler) create(w http.ResponseWriter, r *http.Request) error {
	in, err := Decode(w, r)
	if err != nil {
		return err
	}
	l := in.Lead(h.now())
	if err := h.Store.Insert(r.Context(), &l); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": l.ID})
	return nil
}

func (h *Handler) now() time.Time {
	if h.Now != nil {
		return h.Now().UTC()
	}
	return time.Now().UTC()
}

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }
