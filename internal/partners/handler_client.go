package partners

import (
	"net/http"

	"mission/internal/httpx"
)

func (h *Handler) clientView(w http.ResponseWriter, r *http.Request) error {
	v, err := h.Portal.View(r.Context(), access(r))
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, v)
	return nil
}

type reply struct {
	Message string `json:"message" text:"multiline"`
}

func (h *Handler) clientReply(w http.ResponseWriter, r *http.Request) error {
	in, err := decode(w, r, func(in reply) map[string]string {
		f := fields{}
		f.required("message", in.Message, maxText, "Please write a message.")
		return f.result()
	})
	if err != nil {
		return err
	}
	m, err := h.Portal.Reply(r.Context(), access(r), in.Message, h.now())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, m)
	return nil
}

func (h *Handler) clientApprove(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Deliverable not found.")
	if err != nil {
		return err
	}
	d, err := h.Portal.ApproveDeliverable(r.Context(), access(r), id, h.now())
	if err != nil {
		return storeError(err, "Deliverable not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, d)
	return nil
}
