package partners

import (
	"net/http"
	"slices"
	"strconv"
	"time"

	"mission/internal/auth"
	"mission/internal/httpx"
)

func (h *Handler) dashboard(w http.ResponseWriter, r *http.Request) error {
	d, err := h.Portal.Dashboard(r.Context(), auth.PartnerID(r.Context()), h.now())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, d)
	return nil
}

func (h *Handler) projects(w http.ResponseWriter, r *http.Request) error {
	status := r.URL.Query().Get("status")
	if status != "" && !slices.Contains(ProjectStatuses, status) {
		return httpx.Invalid(map[string]string{"status": "Unknown status."})
	}
	list, err := h.Portal.Projects(r.Context(), auth.PartnerID(r.Context()), status)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

func (h *Handler) createProject(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[ProjectInput](w, r)
	if err != nil {
		return err
	}
	p, err := h.Portal.CreateProject(r.Context(), auth.PartnerID(r.Context()), in.Normalize(), h.now())
	if err != nil {
		return storeError(err, "Project not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, p)
	return nil
}

func (h *Handler) project(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	p, err := h.Portal.Project(r.Context(), auth.PartnerID(r.Context()), id)
	if err != nil {
		return storeError(err, "Project not found.")
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
	p, err := h.Portal.UpdateProject(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return storeError(err, "Project not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (h *Handler) approve(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	p, err := h.Portal.Approve(r.Context(), auth.PartnerID(r.Context()), id, h.now())
	if err != nil {
		return storeError(err, "Project not found.")
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
	p, err := h.Portal.AddMilestone(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return storeError(err, "Project not found.")
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
	p, err := h.Portal.UpdateMilestone(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return storeError(err, "Milestone not found.")
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
	p, err := h.Portal.AddDeliverable(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return storeError(err, "Project not found.")
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
	p, err := h.Portal.UpdateDeliverable(r.Context(), auth.PartnerID(r.Context()), id, in, h.now())
	if err != nil {
		return storeError(err, "Deliverable not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (h *Handler) clients(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Portal.Clients(r.Context(), auth.PartnerID(r.Context()))
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

func (h *Handler) createClient(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[ClientInput](w, r)
	if err != nil {
		return err
	}
	c, err := h.Portal.CreateClient(r.Context(), auth.PartnerID(r.Context()), in.Normalize(), h.now())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, c)
	return nil
}

func (h *Handler) links(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Portal.Links(r.Context(), auth.PartnerID(r.Context()))
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

// checkExpiry refuses an expiry that is not a date, or one already past:
// a link made or moved to expire before it is shared is a slip, and one to
// stop now is turned off (active false) instead. A PATCH without
// expiresAt leaves a past expiry as it is.
func checkExpiry(n Nullable, now time.Time) map[string]string {
	if n.Invalid {
		return map[string]string{"expiresAt": "Please choose a date."}
	}
	if n.Time != nil && !n.Time.After(now) {
		return map[string]string{"expiresAt": MsgExpiryPast}
	}
	return nil
}

// MsgExpiryPast answers an expiry already past.
const MsgExpiryPast = "Choose a time in the future, or none for a link that does not expire."

func (h *Handler) createLink(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode(w, r, func(in LinkInput) map[string]string {
		if in.ClientID <= 0 {
			return map[string]string{"clientId": "Choose one of your clients."}
		}
		return checkExpiry(in.ExpiresAt, h.now())
	})
	if err != nil {
		return err
	}
	l, err := h.Portal.CreateLink(r.Context(), auth.PartnerID(r.Context()), in, h.now())
	if err != nil {
		return storeError(err, "Client not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, l)
	return nil
}

func (h *Handler) updateLink(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Link not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode(w, r, func(in LinkUpdate) map[string]string { return checkExpiry(in.ExpiresAt, h.now()) })
	if err != nil {
		return err
	}
	l, err := h.Portal.UpdateLink(r.Context(), auth.PartnerID(r.Context()), id, in)
	if err != nil {
		return storeError(err, "Link not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, l)
	return nil
}

func (h *Handler) messages(w http.ResponseWriter, r *http.Request) error {
	limit := 200
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 500 {
			return httpx.Invalid(map[string]string{"limit": "Use a limit from 1 to 500."})
		}
		limit = n
	}
	list, err := h.Portal.Messages(r.Context(), auth.PartnerID(r.Context()), limit)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

func (h *Handler) send(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[MessageInput](w, r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	p, err := h.Accounts.Get(ctx, auth.PartnerID(ctx))
	if err != nil {
		return err
	}
	sender := p.ContactName
	if sender == "" {
		sender = p.Company
	}
	m, err := h.Portal.Send(ctx, p.ID, sender, in, h.now())
	if err != nil {
		return storeError(err, "Client not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, m)
	return nil
}

func (h *Handler) markRead(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Message not found.")
	if err != nil {
		return err
	}
	m, err := h.Portal.MarkRead(r.Context(), auth.PartnerID(r.Context()), id, h.now())
	if err != nil {
		return storeError(err, "Message not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, m)
	return nil
}

func (h *Handler) revenue(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	_, rev, err := h.Portal.Stats(ctx, auth.PartnerID(ctx), h.now())
	if err != nil {
		return err
	}
	payments, err := h.Portal.Payments(ctx, auth.PartnerID(ctx), 20)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"summary": rev, "payments": payments})
	return nil
}

func (h *Handler) ratings(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Portal.Ratings(r.Context(), auth.PartnerID(r.Context()))
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}
