package partners

import (
	"net/http"

	"mission/internal/httpx"
)

// InvitationURL is the link a new partner opens to choose a password. The
// token travels in the fragment, which browsers never send to a server, so
// it stays out of every log and Referer.
func InvitationURL(publicURL, token string) string {
	return publicURL + "/partners/welcome#invite=" + token
}

func (h *Handler) staffList(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Accounts.List(r.Context())
	return httpx.Reply(w, list, err)
}

func (h *Handler) staffCreate(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[PartnerInput](w, r)
	if err != nil {
		return err
	}
	p, token, err := h.Accounts.Create(r.Context(), in, h.now())
	if err != nil {
		return storeError(err, "Partner not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, map[string]any{"partner": p, "invitationUrl": InvitationURL(h.PublicURL, token),
		"invitationExpiresAt": h.now().Add(InviteTTL)})
	return nil
}

func (h *Handler) staffGet(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Partner not found.")
	if err != nil {
		return err
	}
	p, err := h.Accounts.Get(r.Context(), id)
	if err != nil {
		return storeError(err, "Partner not found.")
	}
	d, err := h.Detail(r.Context(), p)
	return httpx.Reply(w, d, err)
}

func (h *Handler) staffInvite(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Partner not found.")
	if err != nil {
		return err
	}
	token, err := h.Accounts.Invite(r.Context(), id, h.now())
	if err != nil {
		return storeError(err, "Partner not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"invitationUrl": InvitationURL(h.PublicURL, token),
		"invitationExpiresAt": h.now().Add(InviteTTL)})
	return nil
}

func (h *Handler) staffSetStatus(w http.ResponseWriter, r *http.Request, active bool) error {
	id, err := httpx.PathID(r, "Partner not found.")
	if err != nil {
		return err
	}
	p, err := h.Accounts.SetStatus(r.Context(), id, active, h.now())
	if err != nil {
		return storeError(err, "Partner not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (h *Handler) staffDeactivate(w http.ResponseWriter, r *http.Request) error {
	return h.staffSetStatus(w, r, false)
}

func (h *Handler) staffReactivate(w http.ResponseWriter, r *http.Request) error {
	return h.staffSetStatus(w, r, true)
}
