package partners

import (
	"errors"
	"net/http"
	"strings"
	"unicode/utf8"

	"mission/internal/httpx"
)

type declineInput struct {
	Reason string `json:"reason" text:"multiline"`
}

func (h *Handler) staffApplications(w http.ResponseWriter, r *http.Request) error {
	status := r.URL.Query().Get("status")
	if status != "" && status != "pending" && status != "approved" && status != "declined" {
		return httpx.Invalid(map[string]string{"status": "Choose pending, approved or declined."})
	}
	list, err := h.Accounts.Applications(r.Context(), status)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

func (h *Handler) staffApprove(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Application not found.")
	if err != nil {
		return err
	}
	p, token, err := h.Accounts.Approve(r.Context(), id, h.now())
	if errors.Is(err, ErrNotPendingApplication) {
		return httpx.Conflict(err.Error())
	}
	if err != nil {
		return storeError(err, "Application not found.")
	}
	if token == "" {
		// Joined to the account the address already has: nothing to
		// accept.
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"partner": p, "invitationUrl": nil, "invitationExpiresAt": nil, "joined": true})
		return nil
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"partner": p, "invitationUrl": InvitationURL(h.PublicURL, token),
		"invitationExpiresAt": h.now().Add(InviteTTL), "joined": false})
	return nil
}

func (h *Handler) staffDecline(w http.ResponseWriter, r *http.Request) error {
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
	app, err := h.Accounts.Decline(r.Context(), id, strings.TrimSpace(in.Reason), h.now())
	if errors.Is(err, ErrNotPendingApplication) {
		return httpx.Conflict(err.Error())
	}
	if err != nil {
		return storeError(err, "Application not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, app)
	return nil
}
