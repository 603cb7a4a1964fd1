package portal

import (
	"net/http"

	"mission/internal/auth"
	"mission/internal/httpx"
)

func (h *Handler) ratings(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.Ratings(r.Context(), auth.PartnerID(r.Context()))
	return httpx.Reply(w, list, err)
}
