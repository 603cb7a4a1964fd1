package invoices

import (
	"context"
	"errors"
	"net/http"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
	"mission/internal/quotes"
)

// Handler serves a partner's invoices; the client portal serves the
// client's side.
type Handler struct {
	Store *Store
	Brand quotes.Branding
	Now   clock.Func
}

// Register adds the partner's routes to partner (guarded by a partner
// session).
func (h *Handler) Register(partner *httpx.Group) {
	// GET /api/partner/invoices and /api/partner/invoices.csv: all of them.
	httpx.Listing[Row]{Scope: auth.PartnerID, Name: "invoices", Statuses: Statuses, Header: CSVHeader, List: h.Store.List, Each: h.Store.Each, Now: h.Now}.
		Register(partner, "/api/partner/invoices")
	partner.Func("GET /api/partner-projects/{id}/invoices", h.list)
	partner.Func("POST /api/partner-projects/{id}/invoices", h.forMilestone)
	partner.Func("POST /api/partner/quotes/{id}/invoice", h.fromQuote)
	partner.Func("GET /api/partner/invoices/{id}", h.get)
	partner.Func("POST /api/partner/invoices/{id}/payments", h.pay)
	partner.Func("POST /api/partner/invoices/{id}/void", h.void)
	partner.Func("GET /api/partner/invoices/{id}/pdf", h.pdf)
}

// Answer turns the store's errors into answers, for both sides.
func Answer(err error) error {
	var fields *FieldsError
	switch {
	case errors.As(err, &fields):
		return httpx.Invalid(fields.Fields)
	case errors.Is(err, ErrNotFound), errors.Is(err, ErrNoProject):
		return httpx.NotFound(err.Error())
	case errors.Is(err, ErrNoMilestone):
		return httpx.Invalid(map[string]string{"milestoneId": err.Error()})
	case errors.Is(err, ErrDueTooEarly):
		return httpx.Invalid(map[string]string{"dueDate": err.Error()})
	case errors.Is(err, ErrOverpaid):
		return httpx.Invalid(map[string]string{"amount": err.Error()})
	case errors.Is(err, ErrNotAccepted), errors.Is(err, ErrNotOpen), errors.Is(err, ErrHasPayments), errors.Is(err, ErrInvoiced):
		return httpx.Conflict(err.Error())
	}
	return quotes.Answer(err)
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	return httpx.Show(w, r, ErrNoProject.Error(), func(ctx context.Context, project int64) (map[string]any, error) {
		list, err := h.Store.ForProject(ctx, auth.PartnerID(ctx), project)
		return map[string]any{"invoices": list}, Answer(err)
	})
}

// issued answers a new invoice, or why there is none.
func issued(w http.ResponseWriter, v Invoice, err error) error {
	if err != nil {
		return Answer(err)
	}
	httpx.WriteJSON(w, http.StatusCreated, v)
	return nil
}

func (h *Handler) forMilestone(w http.ResponseWriter, r *http.Request) error {
	project, err := httpx.PathID(r, ErrNoProject.Error())
	if err != nil {
		return err
	}
	in, err := httpx.Decode[Input](w, r)
	if err != nil {
		return err
	}
	v, err := h.Store.ForMilestone(r.Context(), auth.PartnerID(r.Context()), project, in, h.Now.UTC())
	return issued(w, v, err)
}

func (h *Handler) fromQuote(w http.ResponseWriter, r *http.Request) error {
	quote, err := httpx.PathID(r, quotes.ErrNotFound.Error())
	if err != nil {
		return err
	}
	in, err := httpx.Decode[Input](w, r)
	if err != nil {
		return err
	}
	v, err := h.Store.FromQuote(r.Context(), auth.PartnerID(r.Context()), quote, in, h.Now.UTC())
	return issued(w, v, err)
}

// one answers a route on one of the partner's invoices with what act made
// of it.
func (h *Handler) one(w http.ResponseWriter, r *http.Request, act func(partner, id int64) (Invoice, error)) error {
	id, err := httpx.PathID(r, ErrNotFound.Error())
	if err != nil {
		return err
	}
	v, err := act(auth.PartnerID(r.Context()), id)
	if err != nil {
		return Answer(err)
	}
	httpx.WriteJSON(w, http.StatusOK, v)
	return nil
}

func (h *Handler) get(w http.ResponseWriter, r *http.Request) error {
	return h.one(w, r, func(partner, id int64) (Invoice, error) { return h.Store.Get(r.Context(), partner, id) })
}

func (h *Handler) pay(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[PaymentInput](w, r)
	if err != nil {
		return err
	}
	return h.one(w, r, func(partner, id int64) (Invoice, error) {
		return h.Store.RecordPayment(r.Context(), partner, id, in, h.Now.UTC())
	})
}

func (h *Handler) void(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[VoidInput](w, r)
	if err != nil {
		return err
	}
	return h.one(w, r, func(partner, id int64) (Invoice, error) {
		return h.Store.VoidInvoice(r.Context(), partner, id, in.Reason, h.Now.UTC())
	})
}

func (h *Handler) pdf(w http.ResponseWriter, r *http.Request) error {
	partner := auth.PartnerID(r.Context())
	return quotes.ServePDF(r, ErrNotFound, Answer, func(ctx context.Context, id int64) (Invoice, error) { return h.Store.Get(ctx, partner, id) },
		func(v Invoice) error { return h.Store.SendPDF(w, r, h.Brand, partner, v, h.Now.UTC()) })
}
