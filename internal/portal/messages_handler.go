package portal

import (
	"net/http"
	"strconv"

	"mission/internal/auth"
	"mission/internal/httpx"
)

func (h *Handler) messages(w http.ResponseWriter, r *http.Request) error {
	limit := 200
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 500 {
			return httpx.Invalid(map[string]string{"limit": "Use a limit from 1 to 500."})
		}
		limit = n
	}
	list, err := h.Store.Messages(r.Context(), auth.PartnerID(r.Context()), limit)
	return httpx.Reply(w, list, err)
}

func (h *Handler) send(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[MessageInput](w, r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	p, err := h.Partner(ctx, auth.PartnerID(ctx))
	if err != nil {
		return err
	}
	sender := p.ContactName
	if sender == "" {
		sender = p.Company
	}
	m, err := h.Store.Send(ctx, p.ID, sender, in, h.now())
	if err != nil {
		return StoreError(err, "Client not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, m)
	return nil
}

func (h *Handler) markRead(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Message not found.")
	if err != nil {
		return err
	}
	m, err := h.Store.MarkRead(r.Context(), auth.PartnerID(r.Context()), id, h.now())
	if err != nil {
		return StoreError(err, "Message not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, m)
	return nil
}
