package automations

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/robfig/cron/v3"

	"mission/internal/auth"
	"mission/internal/db"
)

// Events a trigger can wait for.
const (
	EventClientMessage       = "client.message"
	EventDeliverableApproved = "deliverable.approved"
)

// Events are the product events an agent can be started by, each with the
// inputs it fills.
var Events = map[string][]string{
	EventClientMessage:       {"client_name", "message"},
	EventDeliverableApproved: {"client_name", "deliverable"},
}

// Trigger is one way an agent starts by itself.
type Trigger struct {
	ID           int64             `json:"id"`
	Kind         string            `json:"kind"` // agent or app
	AutomationID int64             `json:"automationId"`
	Type         string            `json:"type"` // webhook, schedule or event
	Input        map[string]string `json:"input"`
	// A webhook's address and signing secret, shown to its partner.
	URL    string `json:"url,omitempty"`
	Secret string `json:"secret,omitempty"`
	// A schedule's cron and time zone, and its next firing.
	Cron      string     `json:"cron,omitempty"`
	TimeZone  string     `json:"timeZone,omitempty"`
	NextRunAt *time.Time `json:"nextRunAt,omitempty"`
	Event     string     `json:"event,omitempty"`
	CreatedAt time.Time  `json:"createdAt"`
}

// TriggerInput is a new trigger as the partner asks for it.
type TriggerInput struct {
	Type  string            `json:"type"`
	Cron  string            `json:"cron"`
	Event string            `json:"event"`
	Input map[string]string `json:"input" text:"multiline"`
}

// cronParser reads the five standard fields and the @daily-style names.
var cronParser = cron.NewParser(cron.Minute | cron.Hour | cron.Dom | cron.Month | cron.Dow | cron.Descriptor)

// NextRun is the first time after now that cron fires in loc.
func NextRun(expr string, loc *time.Location, now time.Time) (time.Time, error) {
	sched, err := cronParser.Parse(expr)
	if err != nil {
		return time.Time{}, err
	}
	next := sched.Next(now.In(loc))
	if next.IsZero() {
		return next, errors.New("never fires")
	}
	return next.UTC(), nil
}

// Validate checks a trigger's own fields; the cron is read in the partner's
// time zone when it is stored.
func (in TriggerInput) Validate() map[string]string {
	fields := map[string]string{}
	switch in.Type {
	case TriggerWebhook:
	case TriggerSchedule:
		if _, err := NextRun(in.Cron, time.UTC, time.Now()); err != nil || len(in.Cron) > 100 {
			fields["cron"] = "Use five cron fields, minute hour day month weekday: 0 9 * * 1-5 is 9:00 on weekdays."
		} else if every, _ := cronParser.Parse(in.Cron); tooOften(every) {
			fields["cron"] = "A schedule runs at most every 5 minutes."
		}
	case TriggerEvent:
		if _, ok := Events[in.Event]; !ok {
			fields["event"] = "Choose an event: a client's message or a deliverable approved."
		}
	default:
		fields["type"] = "Choose webhook, schedule or event."
	}
	if len(in.Input) > MaxInputs {
		fields["input"] = fmt.Sprintf("A trigger takes at most %d inputs.", MaxInputs)
	}
	for name, v := range in.Input {
		if !placeholder.MatchString("{{" + name + "}}") {
			fields["input"] = "Input names are lower-case letters, digits and _, starting with a letter: client_name."
		} else if len([]rune(v)) > MaxInputLength {
			fields["input."+name] = fmt.Sprintf("Please keep this under %d characters.", MaxInputLength)
		}
	}
	if len(fields) == 0 {
		return nil
	}
	return fields
}

// tooOften tells whether a schedule fires twice within five minutes in the
// next day.
func tooOften(s cron.Schedule) bool {
	t := time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)
	for range 300 {
		next := s.Next(t)
		if next.IsZero() || next.Sub(t) > 24*time.Hour {
			return false
		}
		if after := s.Next(next); after.Sub(next) < 5*time.Minute {
			return true
		}
		t = next
	}
	return false
}

// MaxTriggers is how many triggers one agent may have.
const MaxTriggers = 10

// ErrNoTrigger answers a trigger id that is not the partner's.
var ErrNoTrigger = errors.New("Trigger not found.")

// ErrTooManyTriggers refuses an eleventh trigger.
var ErrTooManyTriggers = fmt.Errorf("An automation has at most %d triggers.", MaxTriggers)

// owner is a trigger's automation: its kind and id.
const owner = "CASE WHEN app_id IS NULL THEN 'agent' ELSE 'app' END, COALESCE(app_id, agent_id)"

const triggerColumns = `id, ` + owner + `, type, COALESCE(token, ''), COALESCE(secret, ''), COALESCE(cron, ''), COALESCE(time_zone, ''),
	next_run_at, COALESCE(event, ''), input, created_at`

func (s *Store) scanTrigger(row db.Scanner) (Trigger, error) {
	var t Trigger
	var token, input string
	var next sql.NullTime
	if err := row.Scan(&t.ID, &t.Kind, &t.AutomationID, &t.Type, &token, &t.Secret, &t.Cron, &t.TimeZone, &next, &t.Event, &input, &t.CreatedAt); err != nil {
		return t, err
	}
	if token != "" {
		t.URL = s.PublicURL + "/api/hooks/automations/" + token
	}
	t.NextRunAt, t.CreatedAt = db.UTCPtr(next), t.CreatedAt.UTC()
	t.Input = map[string]string{}
	_ = json.Unmarshal([]byte(input), &t.Input)
	return t, nil
}

// owns checks that the automation of kind is the partner's.
func owns(ctx context.Context, q db.Querier, partner int64, kind string, id int64) error {
	var err error
	switch kind {
	case "agent":
		_, err = loadAgent(ctx, q, partner, id)
	case "app":
		_, err = loadApp(ctx, q, partner, id)
	default:
		err = ErrNotFound
	}
	return err
}

// Triggers lists the triggers of the partner's automation, oldest first.
func (s *Store) Triggers(ctx context.Context, partner int64, kind string, id int64) ([]Trigger, error) {
	if err := owns(ctx, s.db, partner, kind, id); err != nil {
		return nil, err
	}
	return db.List(ctx, s.db, s.scanTrigger, "SELECT "+triggerColumns+" FROM automation_triggers WHERE "+kind+"_id = ? ORDER BY id", id)
}

// AddTrigger gives the partner's agent a trigger: a webhook gets its secret
// URL and signing secret, a schedule its next firing in the partner's time
// zone.
func (s *Store) AddTrigger(ctx context.Context, partner int64, kind string, automation int64, in TriggerInput, now time.Time) (Trigger, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if err := owns(ctx, tx, partner, kind, automation); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM automation_triggers WHERE "+kind+"_id = ?", automation).Scan(&n); err != nil {
			return err
		}
		if n >= MaxTriggers {
			return ErrTooManyTriggers
		}
		var token, secret, cronExpr, zone, event any
		var next any
		switch in.Type {
		case TriggerWebhook:
			token, secret = auth.NewToken(), newSigningSecret()
		case TriggerSchedule:
			tz, err := timeZoneOf(ctx, tx, partner)
			if err != nil {
				return err
			}
			loc, _ := time.LoadLocation(tz)
			at, err := NextRun(in.Cron, loc, now)
			if err != nil {
				return err
			}
			cronExpr, zone, next = in.Cron, tz, at
		case TriggerEvent:
			event = in.Event
		}
		return tx.QueryRow(ctx, `INSERT INTO automation_triggers (partner_id, `+kind+`_id, type, token, secret, cron, time_zone, next_run_at,
			event, input, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			partner, automation, in.Type, token, secret, cronExpr, zone, next, event, jsonText(orEmpty(in.Input)), now).Scan(&id)
	})
	if err != nil {
		return Trigger{}, err
	}
	return s.scanTrigger(s.db.QueryRow(ctx, "SELECT "+triggerColumns+" FROM automation_triggers WHERE id = ?", id))
}

// RemoveTrigger deletes one of the partner's triggers.
func (s *Store) RemoveTrigger(ctx context.Context, partner, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "DELETE FROM automation_triggers WHERE id = ? AND partner_id = ?", id, partner))
	})
}

func orEmpty(m map[string]string) map[string]string {
	if m == nil {
		return map[string]string{}
	}
	return m
}

// timeZoneOf is the partner's time zone: their working hours', else UTC.
func timeZoneOf(ctx context.Context, q db.Querier, partner int64) (string, error) {
	zones, err := db.List(ctx, q, func(r db.Scanner) (string, error) {
		var z string
		return z, r.Scan(&z)
	}, "SELECT time_zone FROM partner_sla_settings WHERE partner_id = ?", partner)
	if err != nil {
		return "", err
	}
	if len(zones) == 0 {
		return "UTC", nil
	}
	if _, err := time.LoadLocation(zones[0]); err != nil {
		return "UTC", nil
	}
	return zones[0], nil
}

// newSigningSecret is a Standard Webhooks secret: "whsec_" and base64.
func newSigningSecret() string {
	raw := make([]byte, 24)
	_, _ = rand.Read(raw)
	return "whsec_" + base64.StdEncoding.EncodeToString(raw)
}

// merged is a trigger's fixed input under the data it brought.
func merged(fixed, data map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range fixed {
		out[k] = v
	}
	for k, v := range data {
		if strings.TrimSpace(v) != "" || out[k] == "" {
			out[k] = v
		}
	}
	return out
}

// fire queues a run for a trigger inside tx; what the partner's limits or
// the agent's state refuse is recorded as a refused run instead.
func (s *Store) fire(ctx context.Context, tx *db.Tx, partner int64, kind string, id int64, trigger string, in map[string]string, now time.Time) error {
	_, err := s.queueTx(ctx, tx, partner, kind, id, trigger, in, nil, now)
	var input *InputError
	var budget *BudgetError
	var rate *RateError
	var workflow *WorkflowError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &input), errors.As(err, &budget), errors.As(err, &rate), errors.As(err, &workflow), errors.Is(err, ErrInactive),
		errors.Is(err, ErrNoModel):
		return refuseTx(ctx, tx, partner, kind, id, trigger, in, err, now)
	case errors.Is(err, ErrNotFound):
		return nil
	}
	return err
}

// StartScheduled queues a run for each schedule that came due, and moves it
// to its next firing in the same conditional write, so that each firing
// queues once however many instances run this each minute.
func (s *Store) StartScheduled(ctx context.Context, now time.Time) (int, error) {
	type due struct {
		id, partner, automation int64
		kind, cron, zone, input string
		at                      time.Time
	}
	list, err := db.List(ctx, s.db, func(r db.Scanner) (due, error) {
		var d due
		return d, r.Scan(&d.id, &d.partner, &d.kind, &d.automation, &d.cron, &d.zone, &d.input, &d.at)
	}, `SELECT id, partner_id, `+owner+`, cron, time_zone, input, next_run_at FROM automation_triggers
		WHERE type = 'schedule' AND next_run_at <= ? ORDER BY next_run_at LIMIT 100`, now)
	if err != nil {
		return 0, err
	}
	fired := 0
	for _, d := range list {
		loc, err := time.LoadLocation(d.zone)
		if err != nil {
			loc = time.UTC
		}
		next, err := NextRun(d.cron, loc, now)
		if err != nil {
			continue
		}
		err = s.db.Write(ctx, func(tx *db.Tx) error {
			res, err := tx.Exec(ctx, "UPDATE automation_triggers SET next_run_at = ? WHERE id = ? AND next_run_at = ?", next, d.id, d.at)
			if n, err := affected(res, err); err != nil || n == 0 {
				return err // another instance fired it
			}
			in := map[string]string{}
			_ = json.Unmarshal([]byte(d.input), &in)
			fired++
			return s.fire(ctx, tx, d.partner, d.kind, d.automation, TriggerSchedule, in, now)
		})
		if err != nil {
			return fired, err
		}
	}
	return fired, nil
}

// waiting is an event trigger: the automation it starts and its fixed
// inputs.
type waiting struct {
	kind  string
	id    int64
	input map[string]string
}

// triggersFor lists the partner's event triggers for event, oldest first.
func triggersFor(ctx context.Context, tx *db.Tx, partner int64, event string) ([]waiting, error) {
	return db.List(ctx, tx, func(r db.Scanner) (waiting, error) {
		var w waiting
		var input string
		err := r.Scan(&w.kind, &w.id, &input)
		w.input = map[string]string{}
		_ = json.Unmarshal([]byte(input), &w.input)
		return w, err
	}, "SELECT "+owner+", input FROM automation_triggers WHERE partner_id = ? AND event = ? AND type = 'event' ORDER BY id", partner, event)
}

// onEvent queues the runs a product event starts, in its transaction.
func (s *Store) onEvent(ctx context.Context, tx *db.Tx, partner int64, event string, data map[string]string, now time.Time) error {
	triggers, err := triggersFor(ctx, tx, partner, event)
	if err != nil {
		return err
	}
	for _, w := range triggers {
		if err := s.fire(ctx, tx, partner, w.kind, w.id, TriggerEvent, merged(w.input, data), now); err != nil {
			return err
		}
	}
	return nil
}
