package showcase

import (
	"errors"
	"net/http"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
)

// Handler serves the showcase.
type Handler struct {
	Store *Store
	Now   clock.Func
}

// Register adds the public list and staff's management.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("GET /api/projects", h.list)
	staff.Func("POST /api/admin/projects", h.save)
	staff.Func("PUT /api/admin/projects/{id}", h.save)
	staff.Func("DELETE /api/admin/projects/{id}", h.delete)
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.List(r.Context())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

func (h *Handler) save(w http.ResponseWriter, r *http.Request) error {
	var id int64
	if r.PathValue("id") != "" {
		var err error
		if id, err = httpx.PathID(r, "Project not found."); err != nil {
			return err
		}
	}
	in, err := httpx.Decode[Input](w, r)
	if err != nil {
		return err
	}
	p, err := h.Store.Save(r.Context(), id, in, h.Now.UTC())
	if errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Project not found.")
	}
	if err != nil {
		return err
	}
	status := http.StatusOK
	if id == 0 {
		status = http.StatusCreated
	}
	httpx.WriteJSON(w, status, p)
	return nil
}

func (h *Handler) delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	if err := h.Store.Delete(r.Context(), id); errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Project not found.")
	} else if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
}
