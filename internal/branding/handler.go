package branding

import (
	"net/http"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
)

// Handler serves the partner's branding settings.
type Handler struct {
	Store *Store
	Now   clock.Func
}

// Register adds the routes to the partner group (guarded by
// auth.Sessions.RequirePartner).
func (h *Handler) Register(partner *httpx.Group) {
	partner.Func("GET /api/partner/branding", h.get)
	partner.Func("PUT /api/partner/branding", h.set)
}

func (h *Handler) get(w http.ResponseWriter, r *http.Request) error {
	b, err := h.Store.Get(r.Context(), auth.PartnerID(r.Context()))
	if err != nil {
		return httpx.StoreError(err, "Partner not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, b)
	return nil
}

func (h *Handler) set(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[Settings](w, r)
	if err != nil {
		return err
	}
	b, err := h.Store.Set(r.Context(), auth.PartnerID(r.Context()), in, h.Now.UTC())
	return httpx.Reply(w, b, err)
}
