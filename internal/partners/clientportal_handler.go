package partners

import (
	"encoding/json"
	"errors"
	"net/http"

	"mission/internal/httpx"
	"mission/internal/input"
)

// clientView answers the portal's page data, from the cache when no change
// came since it was made.
func (h *Handler) clientView(w http.ResponseWriter, r *http.Request) error {
	cache, token := h.cache(), r.PathValue("token")
	if e, _, ok := cache.get(token, h.now()); ok && e.body != nil {
		writeBody(w, e.body)
		return nil
	}
	gen := cache.generation()
	v, err := h.Portal.View(r.Context(), access(r))
	if err != nil {
		return err
	}
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	cache.setBody(token, gen, body)
	writeBody(w, body)
	return nil
}

func writeBody(w http.ResponseWriter, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	w.Write(body)
}

type reply struct {
	Message string `json:"message" text:"multiline"`
}

func (h *Handler) clientReply(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode(w, r, func(in reply) map[string]string {
		f := input.Fields{}
		f.Required("message", in.Message, maxText, "Please write a message.")
		return f.Result()
	})
	if err != nil {
		return err
	}
	m, err := h.Portal.Reply(r.Context(), access(r), in.Message, h.now())
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
	d, err := h.Portal.ApproveDeliverable(r.Context(), access(r), id, h.now())
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
	rating, err := h.Portal.Rate(r.Context(), access(r), id, in, h.now())
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
