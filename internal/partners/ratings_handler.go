package partners

import (
	"net/http"

	"mission/internal/auth"
	"mission/internal/httpx"
)

func (h *Handler) ratings(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Portal.Ratings(r.Context(), auth.PartnerID(r.Context()))
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}
