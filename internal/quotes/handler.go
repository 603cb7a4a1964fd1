package quotes

import (
	"context"
	"errors"
	"net/http"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
)

// Handler serves a partner's quotes; the client portal serves the client's
// side (it holds the link's access).
type Handler struct {
	Store *Store
	Brand Branding
	Now   clock.Func
}

// Register adds the partner's routes to partner (guarded by a partner
// session).
func (h *Handler) Register(partner *httpx.Group) {
	// GET /api/partner/quotes and /api/partner/quotes.csv: all of them.
	httpx.Listing[Row]{Scope: auth.PartnerID, Name: "quotes", Statuses: Statuses, Header: CSVHeader, List: h.Store.List, Each: h.Store.Each, Now: h.Now}.
		Register(partner, "/api/partner/quotes")
	partner.Func("GET /api/partner-projects/{id}/quotes", h.list)
	partner.Func("POST /api/partner-projects/{id}/quotes", h.create)
	partner.Func("GET /api/partner/quotes/{id}", h.get)
	partner.Func("PUT /api/partner/quotes/{id}", h.update)
	partner.Func("DELETE /api/partner/quotes/{id}", h.remove)
	partner.Func("POST /api/partner/quotes/{id}/send", h.send)
	partner.Func("POST /api/partner/quotes/{id}/revise", h.revise)
	partner.Func("GET /api/partner/quotes/{id}/pdf", h.pdf)
}

// Answer turns the store's errors into answers, for both sides.
func Answer(err error) error {
	switch {
	case errors.Is(err, ErrNotFound):
		return httpx.NotFound(ErrNotFound.Error())
	case errors.Is(err, ErrNoProject):
		return httpx.NotFound(ErrNoProject.Error())
	case errors.Is(err, ErrQuoteEnded):
		return &httpx.Error{Status: http.StatusGone, Message: err.Error()}
	case errors.Is(err, ErrNotDraft), errors.Is(err, ErrNoClient), errors.Is(err, ErrPastDate), errors.Is(err, ErrNotOpen),
		errors.Is(err, ErrNoRevision):
		return httpx.Conflict(err.Error())
	}
	return err
}

// decode reads and checks a quote's editor.
func decode(w http.ResponseWriter, r *http.Request) (checked, error) {
	in, err := httpx.Decode[Input](w, r)
	if err != nil {
		return checked{}, err
	}
	c, fields := in.Check()
	if fields != nil {
		return c, httpx.Invalid(fields)
	}
	return c, nil
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	return httpx.Show(w, r, ErrNoProject.Error(), func(ctx context.Context, project int64) (map[string]any, error) {
		list, err := h.Store.ForProject(ctx, auth.PartnerID(ctx), project)
		return map[string]any{"quotes": list}, Answer(err)
	})
}

func (h *Handler) create(w http.ResponseWriter, r *http.Request) error {
	project, err := httpx.PathID(r, ErrNoProject.Error())
	if err != nil {
		return err
	}
	c, err := decode(w, r)
	if err != nil {
		return err
	}
	q, err := h.Store.Create(r.Context(), auth.PartnerID(r.Context()), project, c, h.Now.UTC())
	if err != nil {
		return Answer(err)
	}
	httpx.WriteJSON(w, http.StatusCreated, q)
	return nil
}

// one answers a route on one of the partner's quotes with what act made
// of it.
func (h *Handler) one(w http.ResponseWriter, r *http.Request, status int, act func(partner, id int64) (Quote, error)) error {
	id, err := httpx.PathID(r, ErrNotFound.Error())
	if err != nil {
		return err
	}
	q, err := act(auth.PartnerID(r.Context()), id)
	if err != nil {
		return Answer(err)
	}
	httpx.WriteJSON(w, status, q)
	return nil
}

func (h *Handler) get(w http.ResponseWriter, r *http.Request) error {
	return h.one(w, r, http.StatusOK, func(partner, id int64) (Quote, error) { return h.Store.Get(r.Context(), partner, id) })
}

func (h *Handler) update(w http.ResponseWriter, r *http.Request) error {
	c, err := decode(w, r)
	if err != nil {
		return err
	}
	return h.one(w, r, http.StatusOK, func(partner, id int64) (Quote, error) {
		return h.Store.Update(r.Context(), partner, id, c, h.Now.UTC())
	})
}

func (h *Handler) remove(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, ErrNotFound.Error())
	if err != nil {
		return err
	}
	if err := h.Store.Delete(r.Context(), auth.PartnerID(r.Context()), id); err != nil {
		return Answer(err)
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]bool{"deleted": true})
	return nil
}

func (h *Handler) send(w http.ResponseWriter, r *http.Request) error {
	return h.one(w, r, http.StatusOK, func(partner, id int64) (Quote, error) { return h.Store.Send(r.Context(), partner, id, h.Now.UTC()) })
}

func (h *Handler) revise(w http.ResponseWriter, r *http.Request) error {
	return h.one(w, r, http.StatusCreated, func(partner, id int64) (Quote, error) { return h.Store.Revise(r.Context(), partner, id, h.Now.UTC()) })
}

// pdf answers the quote as a PDF in the partner's branding (a draft too:
// the partner checks it before sending).
func (h *Handler) pdf(w http.ResponseWriter, r *http.Request) error {
	partner := auth.PartnerID(r.Context())
	return ServePDF(r, ErrNotFound, Answer, func(ctx context.Context, id int64) (Quote, error) { return h.Store.Get(ctx, partner, id) },
		func(q Quote) error { return h.Store.SendPDF(w, r, h.Brand, partner, q, h.Now.UTC()) })
}
