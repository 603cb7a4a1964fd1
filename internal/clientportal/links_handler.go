package clientportal

import (
	"net/http"
	"time"

	"mission/internal/auth"
	"mission/internal/httpx"
)

func (h *Handler) links(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.Links(r.Context(), auth.PartnerID(r.Context()))
	return httpx.Reply(w, list, err)
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
	l, err := h.Store.CreateLink(r.Context(), auth.PartnerID(r.Context()), in, h.now())
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
	l, err := h.Store.UpdateLink(r.Context(), auth.PartnerID(r.Context()), id, in)
	if err != nil {
		return storeError(err, "Link not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, l)
	return nil
}
