package notify

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"net/http"
	"slices"
	"strconv"

	"mission/internal/clock"
	"mission/internal/httpx"
	"mission/internal/input"
)

// Handler serves the staff's Outbox and Webhooks.
type Handler struct {
	Store          *Store
	Sender         *Sender
	MailConfigured bool
	Now            clock.Func
}

// Register adds the staff's routes.
func (h *Handler) Register(staff *httpx.Group) {
	staff.Func("GET /api/admin/outbox", h.list)
	staff.Func("GET /api/admin/outbox/{id}", h.get)
	staff.Func("POST /api/admin/outbox/{id}/retry", h.retry)
	staff.Func("GET /api/admin/webhooks", h.endpoints)
	staff.Func("POST /api/admin/webhooks", h.addEndpoint)
	staff.Func("PATCH /api/admin/webhooks/{id}", h.setEndpointActive)
	staff.Func("DELETE /api/admin/webhooks/{id}", h.removeEndpoint)
	staff.Func("GET /api/admin/webhooks/{id}/deliveries", h.deliveries)
}

const (
	msgMessageNotFound  = "Message not found."
	msgEndpointNotFound = "Endpoint not found."
)

// outboxList is the outbox page as the admin reads it: with it come
// whether mail is configured, so the admin knows whether to keep
// refreshing.
type outboxList struct {
	MailConfigured bool `json:"mailConfigured"`
	Page
}

// list pages through the outbox, newest first: ?status= and ?kind= filter,
// ?before= (an id, from the previous page's nextBefore) continues.
func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := Filter{Kind: q.Get("kind"), Status: q.Get("status"), Mail: h.MailConfigured}
	if f.Kind != "" && f.Kind != KindEmail && f.Kind != KindWebhook {
		return httpx.Invalid(map[string]string{"kind": "Choose email or webhook."})
	}
	if f.Status != "" && !slices.Contains([]string{StatusPending, StatusSending, StatusSent, StatusFailed, StatusDead}, f.Status) {
		return httpx.Invalid(map[string]string{"status": "Choose pending, sending, sent, failed or dead."})
	}
	if b := q.Get("before"); b != "" {
		before, err := strconv.ParseInt(b, 10, 64)
		if err != nil || before <= 0 {
			return httpx.Invalid(map[string]string{"before": "Use the nextBefore of the previous page."})
		}
		f.Before = before
	}
	p, err := h.Store.List(r.Context(), f)
	return httpx.Reply(w, outboxList{h.MailConfigured, p}, err)
}

func (h *Handler) get(w http.ResponseWriter, r *http.Request) error {
	return httpx.Show(w, r, msgMessageNotFound, h.Store.Entry)
}

// retry sends a failed or dead message again now, under its same id. It
// is also the Replay of a webhook delivery.
func (h *Handler) retry(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgMessageNotFound)
	if err != nil {
		return err
	}
	if err := h.Store.Retry(r.Context(), id, h.Now.UTC()); err != nil {
		return httpx.StoreError(err, "Message not found, or being sent right now.")
	}
	return h.get(w, r)
}

func (h *Handler) endpoints(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.Endpoints(r.Context())
	return httpx.Reply(w, map[string]any{"endpoints": list, "events": Events}, err)
}

type endpointInput struct {
	URL    string   `json:"url"`
	Events []string `json:"events"`
}

// check looks the address up, so it is no Validate method: it needs the
// request's context and the sender's rules.
func (in endpointInput) check(ctx context.Context, s *Sender) map[string]string {
	f := input.Fields{}
	if err := s.CheckURL(ctx, in.URL); err != nil {
		f["url"] = err.Error()
		if errors.Is(err, ErrPrivateAddress) {
			f["url"] = "This address is on a private network; webhooks go to public addresses only."
		}
	}
	f.Check("events", len(in.Events) == 0, "Choose at least one event.")
	for _, e := range in.Events {
		f.Check("events", !slices.Contains(Events, e), "Choose events from the list.")
	}
	return f.Result()
}

func (h *Handler) addEndpoint(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode(w, r, func(in endpointInput) map[string]string { return in.check(r.Context(), h.Sender) })
	if err != nil {
		return err
	}
	key := make([]byte, 24)
	rand.Read(key)
	e := Endpoint{URL: in.URL, Events: in.Events, Active: true, CreatedAt: h.Now.UTC(), Secret: "whsec_" + base64.StdEncoding.EncodeToString(key)}
	if err := h.Store.AddEndpoint(r.Context(), &e); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, e)
	return nil
}

type activeInput struct {
	Active *bool `json:"active"`
}

func (in activeInput) Validate() map[string]string {
	f := input.Fields{}
	f.Check("active", in.Active == nil, "Say true or false.")
	return f.Result()
}

func (h *Handler) setEndpointActive(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgEndpointNotFound)
	if err != nil {
		return err
	}
	in, err := httpx.Decode[activeInput](w, r)
	if err != nil {
		return err
	}
	e, err := h.Store.SetEndpointActive(r.Context(), id, *in.Active)
	if err != nil {
		return httpx.StoreError(err, msgEndpointNotFound)
	}
	httpx.WriteJSON(w, http.StatusOK, e)
	return nil
}

func (h *Handler) removeEndpoint(w http.ResponseWriter, r *http.Request) error {
	return httpx.Delete(w, r, msgEndpointNotFound, h.Store.RemoveEndpoint)
}

func (h *Handler) deliveries(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgEndpointNotFound)
	if err != nil {
		return err
	}
	list, err := h.Store.Deliveries(r.Context(), id)
	return httpx.Reply(w, list, err)
}
