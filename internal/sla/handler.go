package sla

import (
	"errors"
	"net/http"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
)

// Handler serves a partner's promises and staff's view of the missed ones.
type Handler struct {
	Store *Store
	Now   clock.Func
}

// Register adds the partner's routes to partner and staff's to staff.
func (h *Handler) Register(partner, staff *httpx.Group) {
	partner.Func("GET /api/partner/sla", h.health)
	partner.Func("PUT /api/partner/sla/settings", h.settings)
	partner.Func("GET /api/partner/sla/projects/{id}", h.project)
	partner.Func("PUT /api/partner/sla/projects/{id}", h.setProject)
	httpx.Listing[Breach]{Scope: httpx.Everyone, Name: "missed-promises", Statuses: BreachStatuses, Header: BreachCSVHeader,
		List: h.Store.BreachPage, Each: h.Store.EachBreach, Now: h.Now}.Register(staff, "/api/admin/sla/breaches")
}

func (h *Handler) health(w http.ResponseWriter, r *http.Request) error {
	out, err := h.Store.HealthOf(r.Context(), auth.PartnerID(r.Context()), h.Now.UTC())
	return httpx.Reply(w, out, err)
}

func (h *Handler) settings(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[Settings](w, r)
	if err != nil {
		return err
	}
	out, err := h.Store.SetSettings(r.Context(), auth.PartnerID(r.Context()), in, h.Now.UTC())
	if errors.Is(err, ErrNoHours) {
		return httpx.Invalid(map[string]string{"days": "Give at least one working hour a week."})
	}
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}

func (h *Handler) project(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, ErrNoProject.Error())
	if err != nil {
		return err
	}
	return answerPromise(w)(h.Store.ProjectPromiseOf(r.Context(), auth.PartnerID(r.Context()), id))
}

// answerPromise writes a project's promise, or its error.
func answerPromise(w http.ResponseWriter) func(ProjectPromise, error) error {
	return func(p ProjectPromise, err error) error {
		if errors.Is(err, ErrNoProject) {
			return httpx.NotFound(err.Error())
		}
		if err != nil {
			return err
		}
		httpx.WriteJSON(w, http.StatusOK, p)
		return nil
	}
}

func (h *Handler) setProject(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, ErrNoProject.Error())
	if err != nil {
		return err
	}
	in, err := httpx.Decode[ProjectPromise](w, r)
	if err != nil {
		return err
	}
	return answerPromise(w)(h.Store.SetProjectPromise(r.Context(), auth.PartnerID(r.Context()), id, in))
}
