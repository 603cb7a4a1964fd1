package marketplace

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"mission/internal/automations"
	"mission/internal/db"
	"mission/internal/input"
)

// Automation is one of the partner's agents or apps. The agent fields are
// present for an agent only, the app fields for an app only.
type Automation struct {
	Kind         string   `json:"kind"` // agent or app
	ID           int64    `json:"id"`
	Name         string   `json:"name"`
	Description  string   `json:"description"`
	Category     string   `json:"category"`
	Status       string   `json:"status"`
	Integrations []string `json:"integrations"`
	// TemplateID is the marketplace template it was installed from, if any.
	TemplateID  *int64          `json:"templateId"`
	Prompt      *string         `json:"prompt,omitempty"`
	Model       *string         `json:"model,omitempty"`
	Temperature *float64        `json:"temperature,omitempty"`
	MaxTokens   *int            `json:"maxTokens,omitempty"`
	Workflow    json.RawMessage `json:"workflow,omitempty"`
	Triggers    json.RawMessage `json:"triggers,omitempty"`
	Actions     json.RawMessage `json:"actions,omitempty"`
	Conditions  json.RawMessage `json:"conditions,omitempty"`
	CreatedAt   time.Time       `json:"createdAt"`
	UpdatedAt   time.Time       `json:"updatedAt"`
}

// tableOf names the table of an automation kind, or "" for no kind.
func tableOf(kind string) string {
	switch kind {
	case TypeAgent:
		return "automation_agents"
	case TypeApp:
		return "automation_apps"
	}
	return ""
}

const agentColumns = `id, COALESCE(name, ''), COALESCE(description, ''), COALESCE(category, ''), status, integrations, template_id,
	COALESCE(prompt, ''), model, temperature, max_tokens, created_at, updated_at FROM automation_agents`

const appColumns = `id, COALESCE(name, ''), COALESCE(description, ''), COALESCE(category, ''), status, integrations, template_id,
	workflow, triggers, actions, conditions, created_at, updated_at FROM automation_apps`

func scanAutomation(kind string, row db.Scanner) (Automation, error) {
	a := Automation{Kind: kind}
	var integrations string
	var template sql.NullInt64
	var created, updated sql.NullTime
	dest := []any{&a.ID, &a.Name, &a.Description, &a.Category, &a.Status, &integrations, &template}
	var prompt, model string
	var temperature float64
	var maxTokens int
	var workflow, triggers, actions, conditions string
	if kind == TypeAgent {
		dest = append(dest, &prompt, &model, &temperature, &maxTokens)
	} else {
		dest = append(dest, &workflow, &triggers, &actions, &conditions)
	}
	err := row.Scan(append(dest, &created, &updated)...)
	if errors.Is(err, sql.ErrNoRows) {
		return a, db.ErrNotFound
	}
	if err != nil {
		return a, err
	}
	a.Integrations = []string{}
	json.Unmarshal([]byte(integrations), &a.Integrations)
	if template.Valid {
		a.TemplateID = &template.Int64
	}
	if kind == TypeAgent {
		a.Prompt, a.Model, a.Temperature, a.MaxTokens = &prompt, &model, &temperature, &maxTokens
	} else {
		a.Workflow, a.Triggers, a.Actions, a.Conditions = rawOr(workflow, "{}"), rawOr(triggers, "[]"), rawOr(actions, "[]"), rawOr(conditions, "[]")
	}
	a.CreatedAt, a.UpdatedAt = created.Time.UTC(), updated.Time.UTC()
	return a, nil
}

// rawOr is stored JSON as it is, compact, or empty when it is not JSON.
func rawOr(s, empty string) json.RawMessage {
	var v any
	if json.Unmarshal([]byte(s), &v) != nil {
		return json.RawMessage(empty)
	}
	out, _ := json.Marshal(v)
	return out
}

func (s *Store) automations(ctx context.Context, kind, where string, args ...any) ([]Automation, error) {
	cols := agentColumns
	if kind == TypeApp {
		cols = appColumns
	}
	return db.List(ctx, s.db, func(row db.Scanner) (Automation, error) { return scanAutomation(kind, row) }, "SELECT "+cols+" "+where, args...)
}

// Automations lists the partner's agents and apps, newest first.
func (s *Store) Automations(ctx context.Context, partnerID int64) ([]Automation, error) {
	agents, err := s.automations(ctx, TypeAgent, "WHERE partner_id = ?", partnerID)
	if err != nil {
		return nil, err
	}
	apps, err := s.automations(ctx, TypeApp, "WHERE partner_id = ?", partnerID)
	if err != nil {
		return nil, err
	}
	all := append(agents, apps...)
	slices.SortStableFunc(all, func(a, b Automation) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return int(b.ID - a.ID)
	})
	return all, nil
}

// Automation returns one of the partner's automations; another partner's
// is db.ErrNotFound.
func (s *Store) Automation(ctx context.Context, partnerID int64, kind string, id int64) (Automation, error) {
	if tableOf(kind) == "" {
		return Automation{}, db.ErrNotFound
	}
	list, err := s.automations(ctx, kind, "WHERE id = ? AND partner_id = ?", id, partnerID)
	if err != nil {
		return Automation{}, err
	}
	if len(list) == 0 {
		return Automation{}, db.ErrNotFound
	}
	return list[0], nil
}

// Install copies a template into a new automation of the partner's, a
// draft named as the template, with the schema's defaults where the
// template is silent, and counts the use, in one transaction.
func (s *Store) Install(ctx context.Context, partnerID, templateID int64, now time.Time) (Automation, error) {
	var kind string
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		t, err := scanTemplate(tx.QueryRow(ctx, "SELECT "+templateColumns+" FROM automation_templates WHERE id = ?", templateID))
		if err != nil {
			return err
		}
		kind = t.Type
		b := t.Template
		integrations, _ := json.Marshal(append([]string{}, b.Integrations...))
		switch t.Type {
		case TypeAgent:
			model, temperature, maxTokens := DefaultModel, DefaultTemperature, DefaultMaxTokens
			if b.Model != "" {
				model = b.Model
			}
			if b.Temperature != nil {
				temperature = *b.Temperature
			}
			if b.MaxTokens != nil {
				maxTokens = *b.MaxTokens
			}
			err = tx.QueryRow(ctx, `INSERT INTO automation_agents (partner_id, name, description, category, prompt, model, temperature,
				max_tokens, status, is_template, usage, integrations, settings, template_id, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'draft', FALSE, 0, ?, '{}', ?, ?, ?) RETURNING id`,
				partnerID, t.Name, t.Description, t.Category, b.Prompt, model, temperature, maxTokens, string(integrations),
				templateID, now, now).Scan(&id)
		case TypeApp:
			err = tx.QueryRow(ctx, `INSERT INTO automation_apps (partner_id, name, description, category, workflow, triggers, actions,
				conditions, status, is_template, executions, connected_agents, integrations, settings, template_id, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'draft', FALSE, 0, '[]', ?, '{}', ?, ?, ?) RETURNING id`,
				partnerID, t.Name, t.Description, t.Category, orEmpty(b.Workflow, "{}"), orEmpty(b.Triggers, "[]"),
				orEmpty(b.Actions, "[]"), orEmpty(b.Conditions, "[]"), string(integrations), templateID, now, now).Scan(&id)
		default:
			return fmt.Errorf("marketplace: template %d has type %q", templateID, t.Type)
		}
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, "UPDATE automation_templates SET usage_count = COALESCE(usage_count, 0) + 1 WHERE id = ?", templateID)
		return err
	})
	if err != nil {
		return Automation{}, err
	}
	return s.Automation(ctx, partnerID, kind, id)
}

func orEmpty(raw json.RawMessage, empty string) string {
	if len(raw) == 0 {
		return empty
	}
	return string(raw)
}

// AutomationPatch changes some of an automation's fields; nil ones stay.
// The model settings apply to agents only.
type AutomationPatch struct {
	Name        *string  `json:"name"`
	Description *string  `json:"description" text:"multiline"`
	Status      *string  `json:"status"`
	Prompt      *string  `json:"prompt" text:"multiline"`
	Model       *string  `json:"model"`
	Temperature *float64 `json:"temperature"`
	MaxTokens   *int     `json:"maxTokens"`
	// Workflow is an app's steps, checked as a run would read them.
	Workflow *automations.Workflow `json:"workflow" text:"multiline"`
}

// Validate returns a message per invalid field, or nil, for an automation
// of kind.
func (p AutomationPatch) Validate(kind string) map[string]string {
	f := map[string]string{}
	if p.Name != nil && (*p.Name == "" || input.TooLong(*p.Name, maxName)) {
		f["name"] = fmt.Sprintf("Give it a name (up to %d characters).", maxName)
	}
	if p.Description != nil && input.TooLong(*p.Description, maxText) {
		f["description"] = fmt.Sprintf("Keep the description under %d characters.", maxText)
	}
	if p.Status != nil && !slices.Contains(Statuses, *p.Status) {
		f["status"] = "Choose draft, active or paused."
	}
	agentOnly := map[string]bool{"prompt": p.Prompt != nil, "model": p.Model != nil, "temperature": p.Temperature != nil, "maxTokens": p.MaxTokens != nil}
	if p.Workflow != nil {
		if kind != TypeApp {
			f["workflow"] = "Only apps have a workflow."
		}
		for k, v := range p.Workflow.Check() {
			f["workflow."+k] = v
		}
	}
	if kind == TypeApp {
		for name, given := range agentOnly {
			if given {
				f[name] = "Only agents have this setting."
			}
		}
		return input.Fields(f).Result()
	}
	if p.Prompt != nil && input.TooLong(*p.Prompt, maxPrompt) {
		f["prompt"] = fmt.Sprintf("Keep the prompt under %d characters.", maxPrompt)
	}
	if p.Model != nil {
		if *p.Model == "" {
			f["model"] = "Enter a model name such as " + DefaultModel + "."
		} else if msg := checkAgent(*p.Model, nil, nil); msg != "" {
			f["model"] = msg
		}
	}
	if msg := checkAgent("", p.Temperature, nil); msg != "" {
		f["temperature"] = msg
	}
	if msg := checkAgent("", nil, p.MaxTokens); msg != "" {
		f["maxTokens"] = msg
	}
	return input.Fields(f).Result()
}

// UpdateAutomation applies a validated patch to one of the partner's
// automations.
func (s *Store) UpdateAutomation(ctx context.Context, partnerID int64, kind string, id int64, p AutomationPatch, now time.Time) (Automation, error) {
	table := tableOf(kind)
	if table == "" {
		return Automation{}, db.ErrNotFound
	}
	sets, args := []string{"updated_at = ?"}, []any{now}
	for col, v := range map[string]any{"name": p.Name, "description": p.Description, "status": p.Status, "prompt": p.Prompt,
		"model": p.Model, "temperature": p.Temperature, "max_tokens": p.MaxTokens} {
		switch x := v.(type) {
		case *string:
			if x != nil {
				sets, args = append(sets, col+" = ?"), append(args, *x)
			}
		case *float64:
			if x != nil {
				sets, args = append(sets, col+" = ?"), append(args, *x)
			}
		case *int:
			if x != nil {
				sets, args = append(sets, col+" = ?"), append(args, *x)
			}
		}
	}
	if p.Workflow != nil {
		wf, _ := json.Marshal(p.Workflow)
		sets, args = append(sets, "workflow = ?"), append(args, string(wf))
	}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "UPDATE "+table+" SET "+strings.Join(sets, ", ")+" WHERE id = ? AND partner_id = ?",
			append(args, id, partnerID)...))
	})
	if err != nil {
		return Automation{}, err
	}
	return s.Automation(ctx, partnerID, kind, id)
}

// DeleteAutomation removes one of the partner's automations.
func (s *Store) DeleteAutomation(ctx context.Context, partnerID int64, kind string, id int64) error {
	table := tableOf(kind)
	if table == "" {
		return db.ErrNotFound
	}
	return s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "DELETE FROM "+table+" WHERE id = ? AND partner_id = ?", id, partnerID))
	})
}
