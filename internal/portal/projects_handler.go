package portal

import (
	"net/http"
	"slices"

	"mission/internal/auth"
	"mission/internal/httpx"
)

func (h *Handler) dashboard(w http.ResponseWriter, r *http.Request) error {
	d, err := h.Store.Dashboard(r.Context(), auth.PartnerID(r.Context()), h.now())
	return httpx.Reply(w, d, err)
}

func (h *Handler) projects(w http.ResponseWriter, r *http.Request) error {
	status := r.URL.Query().Get("status")
	if status != "" && !slices.Contains(ProjectStatuses, status) {
		return httpx.Invalid(map[string]string{"status": "Unknown status."})
	}
	list, err := h.Store.Projects(r.Context(), auth.PartnerID(r.Context()), status)
	return httpx.Reply(w, list, err)
}

func (h *Handler) createProject(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[ProjectInput](w, r)
	if err != nil {
		return err
	}
	p, err := h.Store.CreateProject(r.Context(), auth.PartnerID(r.Context()), in.Normalize(), h.now())
	if err != nil {
		return StoreError(err, "Project not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, p)
	return nil
}

func (h *Handler) project(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	p, err := h.Store.Project(r.Context(), auth.PartnerID(r.Context()), id)
	if err != nil {
		return StoreError(err, "Project not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (h *Handler) updateProject(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode[ProjectUpdate](w, r)
	if err != nil {
		return err
	}
	p, err := h.Store.UpdateProject(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return StoreError(err, "Project not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (h *Handler) approve(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	p, err := h.Store.Approve(r.Context(), auth.PartnerID(r.Context()), id, h.now())
	if err != nil {
		return StoreError(err, "Project not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (h *Handler) addMilestone(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode(w, r, func(in MilestoneInput) map[string]string { return in.Validate(true) })
	if err != nil {
		return err
	}
	p, err := h.Store.AddMilestone(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return StoreError(err, "Project not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, p)
	return nil
}

func (h *Handler) updateMilestone(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Milestone not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode(w, r, func(in MilestoneInput) map[string]string { return in.Validate(false) })
	if err != nil {
		return err
	}
	p, err := h.Store.UpdateMilestone(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return StoreError(err, "Milestone not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (h *Handler) addDeliverable(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode(w, r, func(in DeliverableInput) map[string]string { return in.Validate(true) })
	if err != nil {
		return err
	}
	p, err := h.Store.AddDeliverable(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return StoreError(err, "Project not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, p)
	return nil
}

func (h *Handler) updateDeliverable(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Deliverable not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode(w, r, func(in DeliverableInput) map[string]string { return in.Validate(false) })
	if err != nil {
		return err
	}
	p, err := h.Store.UpdateDeliverable(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return StoreError(err, "Deliverable not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}
