package sow

import (
	"context"
	"errors"
	"net/http"
	"time"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
	"mission/internal/quotes"
)

// Handler serves a partner's statements of work; the client portal serves
// the client's side (it holds the link's access).
type Handler struct {
	Store *Store
	Brand quotes.Branding
	Now   clock.Func
}

// Register adds the partner's routes to tools (a partner session with
// every required agreement signed).
func (h *Handler) Register(tools *httpx.Group) {
	tools.Func("GET /api/partner-projects/{id}/sows", h.list)
	tools.Func("POST /api/partner-projects/{id}/sows", h.create)
	tools.Func("PUT /api/partner/sows/{id}", h.update)
	tools.Func("DELETE /api/partner/sows/{id}", h.remove)
	tools.Func("POST /api/partner/sows/{id}/send", h.step(h.Store.Send))
	tools.Func("POST /api/partner/sows/{id}/withdraw", h.step(h.Store.Withdraw))
	tools.Func("GET /api/partner/sows/{id}/pdf", h.pdf)
}

// Answer turns the store's errors into answers, for both sides.
func Answer(err error) error {
	switch {
	case errors.Is(err, ErrNotFound), errors.Is(err, quotes.ErrNoProject):
		return httpx.NotFound(err.Error())
	case errors.Is(err, ErrNotDraft), errors.Is(err, ErrNoClient), errors.Is(err, ErrNotSent), errors.Is(err, ErrSigned),
		errors.Is(err, ErrNotOpen):
		return httpx.Conflict(err.Error())
	}
	return err
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	return httpx.Show(w, r, quotes.ErrNoProject.Error(), func(ctx context.Context, project int64) (map[string]any, error) {
		list, err := h.Store.ForProject(ctx, auth.PartnerID(ctx), project)
		return map[string]any{"sows": list}, Answer(err)
	})
}

func (h *Handler) create(w http.ResponseWriter, r *http.Request) error {
	project, err := httpx.PathID(r, quotes.ErrNoProject.Error())
	if err != nil {
		return err
	}
	in, err := httpx.Decode[Input](w, r)
	if err != nil {
		return err
	}
	st, err := h.Store.Create(r.Context(), auth.PartnerID(r.Context()), project, in, h.Now.UTC())
	if err != nil {
		return Answer(err)
	}
	httpx.WriteJSON(w, http.StatusCreated, st)
	return nil
}

func (h *Handler) update(w http.ResponseWriter, r *http.Request) error {
	return httpx.Save(w, r, ErrNotFound.Error(), func(ctx context.Context, id int64, in Input) (Statement, error) {
		st, err := h.Store.Update(ctx, auth.PartnerID(ctx), id, in, h.Now.UTC())
		return st, Answer(err)
	})
}

func (h *Handler) remove(w http.ResponseWriter, r *http.Request) error {
	return httpx.Delete(w, r, ErrNotFound.Error(), func(ctx context.Context, id int64) error {
		return Answer(h.Store.Delete(ctx, auth.PartnerID(ctx), id))
	})
}

// step serves a status change of one of the partner's statements.
func (h *Handler) step(move func(ctx context.Context, partner, id int64, now time.Time) (Statement, error)) func(http.ResponseWriter, *http.Request) error {
	return func(w http.ResponseWriter, r *http.Request) error {
		return httpx.Show(w, r, ErrNotFound.Error(), func(ctx context.Context, id int64) (Statement, error) {
			st, err := move(ctx, auth.PartnerID(ctx), id, h.Now.UTC())
			return st, Answer(err)
		})
	}
}

// pdf answers one of the partner's statements as a PDF (a draft too: the
// partner checks it before sending).
func (h *Handler) pdf(w http.ResponseWriter, r *http.Request) error {
	partner := auth.PartnerID(r.Context())
	return quotes.ServePDF(r, ErrNotFound, Answer, func(ctx context.Context, id int64) (Statement, error) { return h.Store.Get(ctx, partner, id) },
		func(st Statement) error { return h.Store.SendPDF(w, r, h.Brand, partner, st, h.Now.UTC()) })
}
