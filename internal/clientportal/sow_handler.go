package clientportal

import (
	"context"
	"net/http"

	"mission/internal/agreements"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/quotes"
	"mission/internal/sow"
)

// maxSOWs bounds the full list of a link's statements of work, which
// carry their text.
const maxSOWs = 100

// allSOWs answers every statement of work the link shows (the page
// carries the first PageItems).
func (h *Handler) allSOWs(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.ClientSOWs(r.Context(), access(r), maxSOWs)
	return httpx.Reply(w, map[string]any{"sows": list}, err)
}

// signSOW records the client's signature of a statement of work their
// link shows: the name they typed, their e-mail address, when, from which
// network and browser, and the fingerprint of the text.
func (h *Handler) signSOW(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, sow.ErrNotFound.Error())
	if err != nil {
		return err
	}
	in, err := httpx.Decode[agreements.SignInput](w, r)
	if err != nil {
		return err
	}
	a, now := access(r), h.now()
	st, err := h.Store.SOWs.Sign(r.Context(), id, sow.Signing{Partner: a.PartnerID, Client: a.ClientID, Projects: a.Projects, SignInput: in,
		Network: httpx.ClientIP(r, h.TrustProxy), UserAgent: r.UserAgent(),
		Open: func(ctx context.Context, tx *db.Tx) error { return linkClosed(ctx, tx, a, now) }}, now)
	return httpx.Reply(w, st, decisionError(err, sow.Answer))
}

// sowPDF answers a statement of work the link shows as a PDF in the
// partner's branding.
func (h *Handler) sowPDF(w http.ResponseWriter, r *http.Request) error {
	a := access(r)
	return quotes.ServePDF(r, sow.ErrNotFound, sow.Answer,
		func(ctx context.Context, id int64) (sow.Statement, error) {
			return h.Store.SOWs.Shown(ctx, a.PartnerID, a.Projects, id)
		},
		func(st sow.Statement) error { return h.Store.SOWs.SendPDF(w, r, h.Brand, a.PartnerID, st, h.now()) })
}
