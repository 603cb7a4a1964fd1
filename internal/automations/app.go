package automations

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"mission/internal/db"
)

// app is what a run needs of an app.
type app struct {
	id, partner  int64
	name, status string
	wf           Workflow
}

func loadApp(ctx context.Context, q db.Querier, partner, id int64) (app, error) {
	a := app{id: id}
	rows, err := q.Query(ctx, "SELECT partner_id, COALESCE(name, ''), status, workflow FROM automation_apps WHERE id = ?", id)
	if err != nil {
		return a, err
	}
	defer rows.Close()
	if !rows.Next() {
		return a, errors.Join(ErrNotFound, rows.Err())
	}
	var owner sql.NullInt64
	var wf string
	if err := rows.Scan(&owner, &a.name, &a.status, &wf); err != nil {
		return a, err
	}
	if a.partner = owner.Int64; partner != 0 && a.partner != partner {
		return a, ErrNotFound
	}
	a.wf = ParseWorkflow(wf)
	return a, nil
}

// WorkflowError says why an app's workflow cannot run.
type WorkflowError struct{ Fields map[string]string }

func (e *WorkflowError) Error() string {
	msgs := make([]string, 0, len(e.Fields))
	for k, v := range e.Fields {
		msgs = append(msgs, k+": "+v)
	}
	return "This app's workflow cannot run yet (" + strings.Join(msgs, "; ") + ")."
}

// target is the automation a run is queued for, as queuing checks it.
type target struct {
	kind, name, status string
	inputs             []string // the inputs a run must fill
	model              bool     // it calls a model
	maxTokens          int      // what its calls may use, at most
}

// loadTarget reads the partner's agent or app for a run.
func loadTarget(ctx context.Context, tx *db.Tx, partner int64, kind string, id int64) (target, error) {
	if kind == "agent" {
		a, err := loadAgent(ctx, tx, partner, id)
		return target{kind: kind, name: a.name, status: a.status, inputs: Inputs(a.prompt), model: true, maxTokens: a.maxTokens}, err
	}
	if kind != "app" {
		return target{}, ErrNotFound
	}
	a, err := loadApp(ctx, tx, partner, id)
	if err != nil {
		return target{}, err
	}
	if fields := a.wf.Check(); fields != nil {
		return target{}, &WorkflowError{Fields: fields}
	}
	t := target{kind: kind, name: a.name, status: a.status, inputs: a.wf.AppInputs()}
	for _, s := range a.wf.Steps {
		if s.Type != StepAgent {
			continue
		}
		ag, err := loadAgent(ctx, tx, partner, s.AgentID)
		if errors.Is(err, ErrNotFound) {
			return target{}, &WorkflowError{Fields: map[string]string{s.Name: "the agent is not one of yours"}}
		}
		if err != nil {
			return target{}, err
		}
		t.model, t.maxTokens = true, t.maxTokens+ag.maxTokens
	}
	return t, nil
}
