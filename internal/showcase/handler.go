package showcase

import (
	"context"
	"net/http"

	"mission/internal/clock"
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
	return httpx.Reply(w, list, err)
}

func (h *Handler) save(w http.ResponseWriter, r *http.Request) error {
	return httpx.Save(w, r, "Project not found.", func(ctx context.Context, id int64, in Input) (Project, error) {
		return h.Store.Save(ctx, id, in, h.Now.UTC())
	})
}

func (h *Handler) delete(w http.ResponseWriter, r *http.Request) error {
	return httpx.Delete(w, r, "Project not found.", h.Store.Delete)
}
