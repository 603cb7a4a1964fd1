package portal

import (
	"net/http"

	"mission/internal/auth"
	"mission/internal/httpx"
)

func (h *Handler) clients(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.Clients(r.Context(), auth.PartnerID(r.Context()))
	return httpx.Reply(w, list, err)
}

func (h *Handler) createClient(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[ClientInput](w, r)
	if err != nil {
		return err
	}
	c, err := h.Store.CreateClient(r.Context(), auth.PartnerID(r.Context()), in.Normalize(), h.now())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, c)
	return nil
}
