package agreements

import (
	"errors"
	"net/http"
	"strconv"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/files"
	"mission/internal/httpx"
	"mission/internal/quotes"
)

// Handler serves partners' signing and staff's publishing.
type Handler struct {
	Store      *Store
	Brand      quotes.Branding
	TrustProxy httpx.TrustedProxies
	Now        clock.Func
}

// Register adds the partner's routes to partner and staff's to staff.
func (h *Handler) Register(partner, staff *httpx.Group) {
	partner.Func("GET /api/partner/agreements", h.standing)
	partner.Func("POST /api/partner/agreements/{id}/sign", h.sign)
	partner.Func("GET /api/partner/agreements/signatures/{id}/pdf", h.pdf)
	staff.Func("GET /api/admin/agreements", h.staffList)
	httpx.Listing[SignatureRow]{Scope: httpx.Everyone, Name: "signatures", Statuses: ListStatuses, Header: SignatureCSVHeader,
		List: h.Store.SignaturePage, Each: h.Store.EachSignature, Now: h.Now}.Register(staff, "/api/admin/agreements/signatures")
	staff.Func("POST /api/admin/agreements", h.publish)
}

func answer(err error) error {
	switch {
	case errors.Is(err, ErrNotFound):
		return httpx.NotFound(err.Error())
	case errors.Is(err, ErrOutdated), errors.Is(err, ErrSigned):
		return httpx.Conflict(err.Error())
	}
	return err
}

func (h *Handler) standing(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.StandingOf(r.Context(), auth.PartnerID(r.Context()))
	if err != nil {
		return err
	}
	due := 0
	for _, s := range list {
		if s.Due {
			due++
		}
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"agreements": list, "due": due})
	return nil
}

func (h *Handler) sign(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, ErrNotFound.Error())
	if err != nil {
		return err
	}
	in, err := httpx.Decode[SignInput](w, r)
	if err != nil {
		return err
	}
	sg, err := h.Store.Sign(r.Context(), auth.PartnerID(r.Context()), id, in, httpx.ClientIP(r, h.TrustProxy), r.UserAgent(), h.Now.UTC())
	if err != nil {
		return answer(err)
	}
	httpx.WriteJSON(w, http.StatusOK, sg)
	return nil
}

func (h *Handler) pdf(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, ErrNotFound.Error())
	if err != nil {
		return err
	}
	partner := auth.PartnerID(r.Context())
	sg, err := h.Store.Signature(r.Context(), partner, id)
	if err != nil {
		return answer(err)
	}
	t, err := h.Store.Template(r.Context(), sg.TemplateID)
	if err != nil {
		return err
	}
	b, err := h.Brand(r.Context(), partner)
	if err != nil {
		return err
	}
	data, err := PDF(t, sg, b, h.Now.UTC())
	if err != nil {
		return err
	}
	files.WriteFile(w, r, files.File{Key: files.KeyOf(data), ContentType: "application/pdf", Size: int64(len(data)),
		Name: t.Kind + "-v" + strconv.Itoa(t.Version) + ".pdf", Data: data}, true)
	return nil
}

func (h *Handler) staffList(w http.ResponseWriter, r *http.Request) error {
	history, err := h.Store.History(r.Context())
	return httpx.Reply(w, map[string]any{"templates": history}, err)
}

func (h *Handler) publish(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[TemplateInput](w, r)
	if err != nil {
		return err
	}
	me, _ := auth.StaffFrom(r.Context())
	t, err := h.Store.Publish(r.Context(), in, me.ID, h.Now.UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, t)
	return nil
}
