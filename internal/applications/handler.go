package applications

import (
	"errors"
	"net/http"
	"strings"
	"unicode/utf8"

	"mission/internal/clock"
	"mission/internal/httpx"
	"mission/internal/partners"
)

// Handler serves the staff's review of applications.
type Handler struct {
	Store     *Store
	PublicURL string
	Now       clock.Func
}

// Register adds the routes to the staff group.
func (h *Handler) Register(staff *httpx.Group) {
	staff.Func("GET /api/admin/partner-applications", h.list)
	staff.Func("POST /api/admin/partner-applications/{id}/approve", h.approve)
	staff.Func("POST /api/admin/partner-applications/{id}/decline", h.decline)
}

type declineInput struct {
	Reason string `json:"reason" text:"multiline"`
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	status := r.URL.Query().Get("status")
	if status != "" && status != "pending" && status != "approved" && status != "declined" {
		return httpx.Invalid(map[string]string{"status": "Choose pending, approved or declined."})
	}
	list, err := h.Store.List(r.Context(), status)
	return httpx.Reply(w, list, err)
}

func (h *Handler) approve(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Application not found.")
	if err != nil {
		return err
	}
	p, token, err := h.Store.Approve(r.Context(), id, h.Now.UTC())
	if errors.Is(err, ErrNotPending) {
		return httpx.Conflict(err.Error())
	}
	if err != nil {
		return httpx.StoreError(err, "Application not found.")
	}
	if token == "" {
		// Joined to the account the address already has: nothing to
		// accept.
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"partner": p, "invitationUrl": nil, "invitationExpiresAt": nil, "joined": true})
		return nil
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"partner": p, "invitationUrl": partners.InvitationURL(h.PublicURL, token),
		"invitationExpiresAt": h.Now.UTC().Add(partners.InviteTTL), "joined": false})
	return nil
}

func (h *Handler) decline(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Application not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode(w, r, func(in declineInput) map[string]string {
		if in.Reason == "" || utf8.RuneCountInString(in.Reason) > 1000 {
			return map[string]string{"reason": "Please give a reason (up to 1000 characters)."}
		}
		return nil
	})
	if err != nil {
		return err
	}
	app, err := h.Store.Decline(r.Context(), id, strings.TrimSpace(in.Reason), h.Now.UTC())
	if errors.Is(err, ErrNotPending) {
		return httpx.Conflict(err.Error())
	}
	if err != nil {
		return httpx.StoreError(err, "Application not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, app)
	return nil
}
