package partners

import (
	"net/http"

	"mission/internal/auth"
	"mission/internal/httpx"
)

func (h *Handler) branding(w http.ResponseWriter, r *http.Request) error {
	b, err := h.Portal.Branding(r.Context(), auth.PartnerID(r.Context()))
	if err != nil {
		return storeError(err, "Partner not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, b)
	return nil
}

func (h *Handler) setBranding(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[BrandingSettings](w, r)
	if err != nil {
		return err
	}
	b, err := h.Portal.SetBranding(r.Context(), auth.PartnerID(r.Context()), in, h.now())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, b)
	return nil
}
