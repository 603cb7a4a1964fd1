// Package clientportal is what a partner's client sees: the links a
// partner makes (on the partner group) and the client portal a link opens
// (the client group, guarded by RequireToken): the page data, from a cache
// per link, the client's replies, approvals, ratings, answers to quotes and
// signatures of statements of work. It reads the portal's work through
// the portal's store; its own writes go through a link, checked as they
// commit.
package clientportal

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"sync"
	"time"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/files"
	"mission/internal/httpx"
	"mission/internal/input"
	"mission/internal/invoices"
	"mission/internal/portal"
	"mission/internal/quotes"
	"mission/internal/ratelimit"
)

// Handler serves client links and the client portal.
type Handler struct {
	Store *Store
	Files files.Store
	// Brand reads the partner's branding for the PDFs a client downloads.
	Brand quotes.Branding
	// TokenMisses counts lookups of unknown tokens per client network (the
	// same count as the partner sign-in's invitations); a working token
	// gives its count back.
	TokenMisses ratelimit.Limiter
	TrustProxy  httpx.TrustedProxies
	Now         clock.Func
	// CacheTTL bounds how long a cached client page may be stale should a
	// change notification from another instance be lost (0: no bound, for
	// a single instance, where every change clears the cache at once).
	CacheTTL time.Duration

	once    sync.Once
	pages   *links
	lookups ratelimit.InFlight
}

func (h *Handler) cache() *links {
	h.once.Do(func() {
		h.pages = &links{TTL: h.CacheTTL, Max: maxCachedLinks}
		h.Store.OnChange(h.pages.Clear)
	})
	return h.pages
}

func (h *Handler) now() time.Time { return h.Now.UTC() }

// Register adds the routes to their groups: partner is guarded by
// auth.Sessions.RequirePartner and client by RequireToken.
func (h *Handler) Register(partner, client *httpx.Group) {
	h.cache()
	partner.Func("GET /api/client-links", h.links)
	partner.Func("POST /api/client-links", h.createLink)
	partner.Func("PATCH /api/client-links/{id}", h.updateLink)

	client.Func("GET /api/client-portal/{token}", h.clientView)
	client.Func("POST /api/client-portal/{token}/messages", h.clientReply)
	client.Func("POST /api/client-portal/{token}/deliverables/{id}/approve", h.clientApprove)
	client.Func("POST /api/client-portal/{token}/projects/{id}/rating", h.clientRate)
	client.Func("GET /api/client-portal/{token}/deliverables/{id}/file", h.clientDeliverableFile)
	client.Func("POST /api/client-portal/{token}/quotes/{id}/accept", h.acceptQuote)
	client.Func("POST /api/client-portal/{token}/quotes/{id}/decline", h.declineQuote)
	client.Func("GET /api/client-portal/{token}/quotes", h.allQuotes)
	client.Func("GET /api/client-portal/{token}/quotes/{id}/pdf", h.quotePDF)
	client.Func("GET /api/client-portal/{token}/invoices", h.allInvoices)
	client.Func("GET /api/client-portal/{token}/invoices/{id}/pdf", h.invoicePDF)
	client.Func("GET /api/client-portal/{token}/sows", h.allSOWs)
	client.Func("POST /api/client-portal/{token}/sows/{id}/sign", h.signSOW)
	client.Func("GET /api/client-portal/{token}/sows/{id}/pdf", h.sowPDF)
}

// storeError turns the client portal store's errors into answers, and the
// portal's as the portal does.
func storeError(err error, notFound string) error {
	switch {
	case errors.Is(err, ErrNotClientsProject):
		return httpx.Invalid(map[string]string{"allowedProjectIds": "Choose among this client's projects."})
	case errors.Is(err, ErrLinkInactive), errors.Is(err, ErrLinkExpired):
		return &httpx.Error{Status: http.StatusGone, Message: err.Error()}
	}
	return portal.StoreError(err, notFound)
}

// clientView answers the portal's page data, from the cache when no change
// came since it was made.
func (h *Handler) clientView(w http.ResponseWriter, r *http.Request) error {
	cache, token := h.cache(), r.PathValue("token")
	e, gen, _, ok := cachedLink(cache, token, h.now())
	if ok && e.body != nil {
		httpx.WriteEncoded(w, "no-store", e.body)
		return nil
	}
	v, err := h.Store.View(r.Context(), access(r))
	if err != nil {
		return err
	}
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	cache.Update(token, gen, func(e *linkEntry) { e.body = body })
	httpx.WriteEncoded(w, "no-store", body)
	return nil
}

// allQuotes answers every quote the link shows (the page carries the
// first PageItems).
func (h *Handler) allQuotes(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.ClientQuotes(r.Context(), access(r), MaxItems)
	return httpx.Reply(w, map[string]any{"quotes": list}, err)
}

// allInvoices answers every invoice the link shows.
func (h *Handler) allInvoices(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.ClientInvoices(r.Context(), access(r), MaxItems)
	return httpx.Reply(w, map[string]any{"invoices": list}, err)
}

type reply struct {
	Message string `json:"message" text:"multiline"`
}

func (h *Handler) clientReply(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode(w, r, func(in reply) map[string]string {
		f := input.Fields{}
		f.Required("message", in.Message, portal.MaxText, "Please write a message.")
		return f.Result()
	})
	if err != nil {
		return err
	}
	m, err := h.Store.Reply(r.Context(), access(r), in.Message, h.now())
	if err != nil {
		return storeError(err, "Link not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, m)
	return nil
}

func (h *Handler) clientApprove(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Deliverable not found.")
	if err != nil {
		return err
	}
	d, err := h.Store.ApproveDeliverable(r.Context(), access(r), id, h.now())
	if err != nil {
		return storeError(err, "Deliverable not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, d)
	return nil
}

func (h *Handler) clientRate(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode[RatingInput](w, r)
	if err != nil {
		return err
	}
	rating, err := h.Store.Rate(r.Context(), access(r), id, in, h.now())
	switch {
	case errors.Is(err, ErrNotRateable):
		return httpx.Conflict(err.Error())
	case errors.Is(err, ErrUnknownDeliverable):
		return httpx.Invalid(map[string]string{"deliverableId": "Choose an approved deliverable of this project."})
	case err != nil:
		return storeError(err, "Project not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, rating)
	return nil
}

func (h *Handler) clientDeliverableFile(w http.ResponseWriter, r *http.Request) error {
	a := access(r)
	return portal.SendFile(w, r, h.Store.Portal, h.Files, func(f portal.DeliverableFile) bool {
		return f.PartnerID == a.PartnerID && f.Visible && slices.Contains(a.Projects, f.ProjectID)
	})
}

// acceptQuote records the client's acceptance of an open quote their link
// shows: the name they typed, when, and from which network.
func (h *Handler) acceptQuote(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[quotes.Acceptance](w, r)
	if err != nil {
		return err
	}
	return h.decide(w, r, quotes.Decision{Accept: true, Name: in.Name})
}

// declineQuote records the client's refusal and their reason.
func (h *Handler) declineQuote(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[quotes.Decline](w, r)
	if err != nil {
		return err
	}
	return h.decide(w, r, quotes.Decision{Reason: in.Reason})
}

func (h *Handler) decide(w http.ResponseWriter, r *http.Request, d quotes.Decision) error {
	id, err := httpx.PathID(r, quotes.ErrNotFound.Error())
	if err != nil {
		return err
	}
	a, now := access(r), h.now()
	d.Partner, d.Projects, d.Network = a.PartnerID, a.Projects, httpx.ClientIP(r, h.TrustProxy)
	d.Open = func(ctx context.Context, tx *db.Tx) error { return linkClosed(ctx, tx, a, now) }
	q, err := h.Store.Quotes.Decide(r.Context(), id, d, now)
	return httpx.Reply(w, q, decisionError(err, quotes.Answer))
}

// decisionError answers a client's decision that failed: a link turned off
// or expired meanwhile as the link's own answer, anything else as answer
// says.
func decisionError(err error, answer func(error) error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrLinkInactive), errors.Is(err, ErrLinkExpired):
		return storeError(err, "")
	}
	return answer(err)
}

// quotePDF answers a quote the link shows as a PDF in the partner's
// branding.
func (h *Handler) quotePDF(w http.ResponseWriter, r *http.Request) error {
	a := access(r)
	return quotes.ServePDF(r, quotes.ErrNotFound, quotes.Answer,
		func(ctx context.Context, id int64) (quotes.Quote, error) {
			return h.Store.Quotes.Shown(ctx, a.PartnerID, a.Projects, id)
		},
		func(q quotes.Quote) error { return h.Store.Quotes.SendPDF(w, r, h.Brand, a.PartnerID, q, h.now()) })
}

// invoicePDF answers an invoice the link shows as a PDF in the partner's
// branding.
func (h *Handler) invoicePDF(w http.ResponseWriter, r *http.Request) error {
	a := access(r)
	return quotes.ServePDF(r, invoices.ErrNotFound, invoices.Answer,
		func(ctx context.Context, id int64) (invoices.Invoice, error) {
			return h.Store.Invoices.Shown(ctx, a.PartnerID, a.Projects, id)
		},
		func(v invoices.Invoice) error {
			return h.Store.Invoices.SendPDF(w, r, h.Brand, a.PartnerID, v, h.now())
		})
}
