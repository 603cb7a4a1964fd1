package automations

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
)

// Handler serves a partner's runs, usage and own model endpoint.
type Handler struct {
	Store *Store
	// CheckURL refuses an endpoint address that is not https on the public
	// internet (the webhooks' rule).
	CheckURL func(ctx context.Context, raw string) error
	Now      clock.Func
}

// Register adds the partner's routes to tools (a partner session with
// every required agreement signed).
func (h *Handler) Register(tools *httpx.Group) {
	tools.Func("POST /api/partner/automations/{kind}/{id}/runs", h.start)
	tools.Func("GET /api/partner/automations/runs", h.history)
	tools.Func("GET /api/partner/automations/runs/{id}", h.run)
	tools.Func("POST /api/partner/automations/runs/{id}/rerun", h.rerun)
	tools.Func("GET /api/partner/automations/usage", h.usage)
	tools.Func("GET /api/partner/automations/endpoint", h.endpoint)
	tools.Func("PUT /api/partner/automations/endpoint", h.saveEndpoint)
	tools.Func("DELETE /api/partner/automations/endpoint", h.removeEndpoint)
	tools.Func("GET /api/partner/automations/{kind}/{id}/triggers", h.triggers)
	tools.Func("POST /api/partner/automations/{kind}/{id}/triggers", h.addTrigger)
	tools.Func("DELETE /api/partner/automations/triggers/{id}", h.removeTrigger)
}

// automationPath reads {kind}/{id}: an agent's or an app's.
func automationPath(r *http.Request) (string, int64, error) {
	kind := r.PathValue("kind")
	id, err := httpx.PathID(r, ErrNotFound.Error())
	if err != nil || (kind != "agent" && kind != "app") {
		return "", 0, httpx.NotFound(ErrNotFound.Error())
	}
	return kind, id, nil
}

func (h *Handler) triggers(w http.ResponseWriter, r *http.Request) error {
	kind, id, err := automationPath(r)
	if err != nil {
		return err
	}
	list, err := h.Store.Triggers(r.Context(), auth.PartnerID(r.Context()), kind, id)
	if err != nil {
		return answer(err)
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"triggers": list, "events": Events})
	return nil
}

func (h *Handler) addTrigger(w http.ResponseWriter, r *http.Request) error {
	kind, id, err := automationPath(r)
	if err != nil {
		return err
	}
	in, err := httpx.Decode[TriggerInput](w, r)
	if err != nil {
		return err
	}
	t, err := h.Store.AddTrigger(r.Context(), auth.PartnerID(r.Context()), kind, id, in, h.Now.UTC())
	if err != nil {
		return answer(err)
	}
	httpx.WriteJSON(w, http.StatusCreated, t)
	return nil
}

func (h *Handler) removeTrigger(w http.ResponseWriter, r *http.Request) error {
	return httpx.Delete(w, r, ErrNoTrigger.Error(), func(ctx context.Context, id int64) error {
		return h.Store.RemoveTrigger(ctx, auth.PartnerID(ctx), id)
	})
}

// answer turns the store's errors into answers.
func answer(err error) error {
	var input *InputError
	var budget *BudgetError
	var rate *RateError
	var workflow *WorkflowError
	switch {
	case errors.As(err, &workflow):
		return httpx.Conflict(workflow.Error())
	case errors.As(err, &input):
		return httpx.Invalid(input.Fields)
	case errors.As(err, &rate):
		return httpx.TooMany(rate.Error(), time.Minute)
	case errors.As(err, &budget):
		return httpx.Conflict(budget.Error())
	case errors.Is(err, ErrNotFound), errors.Is(err, ErrRunMissing), errors.Is(err, ErrNoEndpoint):
		return httpx.NotFound(err.Error())
	case errors.Is(err, ErrNoTrigger):
		return httpx.NotFound(err.Error())
	case errors.Is(err, ErrNoModel), errors.Is(err, ErrUnfinished), errors.Is(err, ErrNoSealer),
		errors.Is(err, ErrInactive), errors.Is(err, ErrTooManyTriggers):
		return httpx.Conflict(err.Error())
	}
	return err
}

// RunInput is a Test run's sample input: the prompt's named inputs.
type RunInput struct {
	Input map[string]string `json:"input" text:"multiline"`
}

func (h *Handler) start(w http.ResponseWriter, r *http.Request) error {
	kind, id, err := automationPath(r)
	if err != nil {
		return err
	}
	in, err := httpx.Decode[RunInput](w, r)
	if err != nil {
		return err
	}
	run, err := h.Store.Queue(r.Context(), auth.PartnerID(r.Context()), kind, id, TriggerManual, in.Input, nil, h.Now.UTC())
	if err != nil {
		return answer(err)
	}
	httpx.WriteJSON(w, http.StatusAccepted, run)
	return nil
}

func (h *Handler) rerun(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, ErrRunMissing.Error())
	if err != nil {
		return err
	}
	run, err := h.Store.Rerun(r.Context(), auth.PartnerID(r.Context()), id, h.Now.UTC())
	if err != nil {
		return answer(err)
	}
	httpx.WriteJSON(w, http.StatusAccepted, run)
	return nil
}

func (h *Handler) run(w http.ResponseWriter, r *http.Request) error {
	return httpx.Show(w, r, ErrRunMissing.Error(), func(ctx context.Context, id int64) (Run, error) {
		run, err := h.Store.Get(ctx, auth.PartnerID(ctx), id)
		return run, answer(err)
	})
}

// MaxHistoryDays is the longest look back the history's day filter takes.
const MaxHistoryDays = 366

// history is a page of the partner's runs: by status, trigger, automation
// (automation=agent:5) and days back.
func (h *Handler) history(w http.ResponseWriter, r *http.Request) error {
	base, err := httpx.ReadList(r, Statuses, httpx.MaxPageSize)
	if err != nil {
		return err
	}
	q, f := r.URL.Query(), RunFilter{Filter: base}
	fields := map[string]string{}
	if f.Trigger = q.Get("trigger"); f.Trigger != "" && !slices.Contains(Triggers, f.Trigger) {
		fields["trigger"] = "Unknown trigger."
	}
	if v := q.Get("automation"); v != "" {
		kind, id, _ := strings.Cut(v, ":")
		n, err := strconv.ParseInt(id, 10, 64)
		if (kind != "agent" && kind != "app") || err != nil || n < 1 {
			fields["automation"] = "Use agent:ID or app:ID."
		}
		f.Kind, f.ID = kind, n
	}
	if v := q.Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxHistoryDays {
			fields["days"] = "Use a number of days from 1 to " + strconv.Itoa(MaxHistoryDays) + "."
		}
		f.Since = h.Now.UTC().AddDate(0, 0, -n)
	}
	if len(fields) > 0 {
		return httpx.Invalid(fields)
	}
	page, err := h.Store.Page(r.Context(), auth.PartnerID(r.Context()), f)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, page)
	return nil
}

func (h *Handler) usage(w http.ResponseWriter, r *http.Request) error {
	u, err := h.Store.UsageOf(r.Context(), auth.PartnerID(r.Context()), h.Now.UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, u)
	return nil
}

// endpointAnswer is the partner's endpoint, or null without one, and
// whether this server can store a key at all.
func (h *Handler) endpointAnswer(w http.ResponseWriter, e *Endpoint) {
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"endpoint": e, "canStoreKeys": h.Store.Sealer != nil})
}

func (h *Handler) endpoint(w http.ResponseWriter, r *http.Request) error {
	e, err := h.Store.Endpoint(r.Context(), auth.PartnerID(r.Context()))
	if errors.Is(err, ErrNoEndpoint) {
		h.endpointAnswer(w, nil)
		return nil
	}
	if err != nil {
		return err
	}
	h.endpointAnswer(w, &e)
	return nil
}

// EndpointInput is the partner's own model endpoint: an OpenAI-compatible
// base URL and its key ("" keeps the stored one unless ClearKey).
type EndpointInput struct {
	URL      string `json:"url"`
	APIKey   string `json:"apiKey" text:"secret"`
	ClearKey bool   `json:"clearKey"`
}

// Validate checks the lengths; the address's reach is checked apart.
func (in EndpointInput) Validate() map[string]string {
	fields := map[string]string{}
	if in.URL == "" {
		fields["url"] = "Enter the endpoint's base URL, such as https://api.openai.com/v1."
	}
	if len(in.APIKey) > 500 {
		fields["apiKey"] = "Please keep this under 500 characters."
	}
	if len(fields) == 0 {
		return nil
	}
	return fields
}

func (h *Handler) saveEndpoint(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[EndpointInput](w, r)
	if err != nil {
		return err
	}
	if in.APIKey != "" && h.Store.Sealer == nil {
		return answer(ErrNoSealer)
	}
	if err := h.CheckURL(r.Context(), in.URL); err != nil {
		return httpx.Invalid(map[string]string{"url": err.Error()})
	}
	e, err := h.Store.SaveEndpoint(r.Context(), auth.PartnerID(r.Context()), in.URL, in.APIKey, in.ClearKey, h.Now.UTC())
	if err != nil {
		return answer(err)
	}
	h.endpointAnswer(w, &e)
	return nil
}

func (h *Handler) removeEndpoint(w http.ResponseWriter, r *http.Request) error {
	if err := h.Store.RemoveEndpoint(r.Context(), auth.PartnerID(r.Context())); err != nil {
		return err
	}
	h.endpointAnswer(w, nil)
	return nil
}
