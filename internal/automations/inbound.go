package automations

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"sort"
	"strconv"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"mission/internal/announce"
	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// MaxHookBody bounds an inbound webhook's body.
const MaxHookBody = 64 << 10

// ErrUnknownHook answers a token that names no webhook trigger.
var ErrUnknownHook = errors.New("No automation listens at this address.")

// receive queues a run of the agent whose webhook trigger has token, for a
// body signed with its secret as Standard Webhooks says; the body's fields
// are the run's inputs, over the trigger's fixed ones.
func (s *Store) receive(ctx context.Context, token string, body []byte, header http.Header, now time.Time) (int64, error) {
	var trigger, partner, automation int64
	var kind, secret, fixed string
	err := s.db.QueryRow(ctx, "SELECT id, partner_id, "+owner+", secret, input FROM automation_triggers WHERE token = ? AND type = 'webhook'", token).
		Scan(&trigger, &partner, &kind, &automation, &secret, &fixed)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrUnknownHook
	}
	if err != nil {
		return 0, err
	}
	wh, err := standardwebhooks.NewWebhook(secret)
	if err != nil || wh.Verify(body, header) != nil {
		return 0, errSignature
	}
	data, err := hookInput(body)
	if err != nil {
		return 0, err
	}
	in := map[string]string{}
	_ = json.Unmarshal([]byte(fixed), &in)
	message := header.Get("webhook-id")
	var id int64
	err = s.db.Write(ctx, func(tx *db.Tx) error {
		seen, err := db.List(ctx, tx, db.Int64, "SELECT run_id FROM automation_hook_messages WHERE trigger_id = ? AND message_id = ?", trigger, message)
		if err != nil || len(seen) > 0 {
			id = firstOr(seen, 0)
			return err
		}
		if id, err = s.queueTx(ctx, tx, partner, kind, automation, TriggerWebhook, merged(in, data), nil, now); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, "INSERT INTO automation_hook_messages (trigger_id, message_id, run_id, received_at) VALUES (?, ?, ?, ?)",
			trigger, message, id, now)
		return err
	})
	return id, err
}

func firstOr(ids []int64, none int64) int64 {
	if len(ids) == 0 {
		return none
	}
	return ids[0]
}

var errSignature = &httpx.Error{Status: http.StatusUnauthorized,
	Message: "The signature is missing, not valid or too old: sign the body with this trigger's secret as Standard Webhooks says."}

// hookInput reads a webhook's JSON object as named inputs: text as it is,
// any other value as its JSON; names an input cannot take are left out,
// and at most MaxInputs are kept (in name order).
func hookInput(body []byte) (map[string]string, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(body, &raw); err != nil {
		return nil, httpx.Invalid(map[string]string{"body": "Send a JSON object: its fields are the run's inputs."})
	}
	names := make([]string, 0, len(raw))
	for name := range raw {
		if placeholder.MatchString("{{" + name + "}}") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	out := map[string]string{}
	for _, name := range names[:min(len(names), MaxInputs)] {
		var text string
		if json.Unmarshal(raw[name], &text) != nil {
			text = string(raw[name])
		}
		out[name] = text
	}
	return out, nil
}

// Hooks serves the inbound webhooks, on the public group, each token
// within its rate.
type Hooks struct {
	Store *Store
	Limit ratelimit.Limiter // per token
	Now   clock.Func
}

// Register adds the receiver to public.
func (h *Hooks) Register(public *httpx.Group) {
	public.Func("POST /api/hooks/automations/{token}", h.receive)
}

func (h *Hooks) receive(w http.ResponseWriter, r *http.Request) error {
	token := r.PathValue("token")
	if len(token) > 100 {
		return httpx.NotFound(ErrUnknownHook.Error())
	}
	d, err := h.Limit.Allow(r.Context(), token)
	if err != nil {
		return err
	}
	if !d.Allowed {
		return httpx.TooMany("Too many calls to this automation: try again in a minute.", d.RetryAfter)
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxHookBody))
	if err != nil {
		return &httpx.Error{Status: http.StatusRequestEntityTooLarge, Message: "The body is larger than 64 KB."}
	}
	id, err := h.Store.receive(r.Context(), token, body, r.Header, h.Now.UTC())
	if errors.Is(err, ErrUnknownHook) {
		return httpx.NotFound(err.Error())
	}
	if errors.Is(err, ErrInactive) {
		return httpx.Conflict(err.Error())
	}
	if err != nil {
		return answer(err)
	}
	httpx.WriteJSON(w, http.StatusAccepted, map[string]any{"runId": id, "status": StatusPending})
	return nil
}

// Watch starts the agents waiting for a product event, in the event's own
// transaction, then passes the event on.
func (s *Store) Watch(next announce.Func, now clock.Func) announce.Func {
	return func(ctx context.Context, tx *db.Tx, event string, data map[string]string) error {
		partner, _ := strconv.ParseInt(data["partnerId"], 10, 64)
		var err error
		switch {
		case partner == 0:
		case event == announce.ClientReplied:
			err = s.onEvent(ctx, tx, partner, EventClientMessage, map[string]string{"client_name": data["clientName"], "message": data["message"]}, now.UTC())
		case event == announce.WorkChanged && data["change"] == "approved":
			err = s.onEvent(ctx, tx, partner, EventDeliverableApproved, map[string]string{"client_name": data["clientName"],
				"deliverable": data["deliverable"]}, now.UTC())
		}
		if err != nil || next == nil {
			return err
		}
		return next(ctx, tx, event, data)
	}
}
