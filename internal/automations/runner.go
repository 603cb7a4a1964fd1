package automations

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"sync"
	"time"

	"mission/internal/announce"
	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/llm"
)

// PauseAfter is how many failed runs in a row pause an automation.
const PauseAfter = 5

// Runner starts queued runs: it claims them as the outbox's worker claims
// deliveries (a claim lasts until next_attempt_at; on PostgreSQL any number
// of instances claim at once, SKIP LOCKED keeping two from taking one run),
// calls the model, and records what happened. A run whose worker died is
// claimed again once its claim runs out, up to MaxAttempts, then failed.
type Runner struct {
	Store *Store
	Site  *llm.Client // calls the site's endpoint
	Own   *llm.Client // calls partners' endpoints: refuses private addresses
	// Web makes apps' HTTP steps: it refuses private addresses.
	Web *http.Client
	// Timeout bounds one attempt; a claim lasts Timeout plus a minute, so
	// a live worker always finishes before its run can be claimed again.
	Timeout  time.Duration
	Batch    int
	Poll     time.Duration
	Now      clock.Func
	Announce announce.Func
	Logger   *slog.Logger

	once sync.Once
	wake chan struct{}
}

func (r *Runner) init() {
	r.once.Do(func() {
		r.wake = make(chan struct{}, 1)
		r.Store.db.OnChange(Topic, func() {
			select {
			case r.wake <- struct{}{}:
			default:
			}
		})
		if r.Timeout <= 0 {
			r.Timeout = 2 * time.Minute
		}
		if r.Batch <= 0 {
			r.Batch = 32
		}
		if r.Poll <= 0 {
			r.Poll = 5 * time.Second
		}
		if r.Logger == nil {
			r.Logger = slog.New(slog.DiscardHandler)
		}
	})
}

// Run starts runs until ctx ends: at once when one is queued here or on
// another instance, and every Poll for retries that came due.
func (r *Runner) Run(ctx context.Context) {
	r.init()
	for ctx.Err() == nil {
		n, err := r.RunOnce(ctx)
		if err != nil && ctx.Err() == nil {
			r.Logger.Warn("automations: a round of runs failed", "err", err)
		}
		if n >= r.Batch {
			continue
		}
		select {
		case <-ctx.Done():
		case <-r.wake:
		case <-time.After(r.Poll):
		}
	}
}

// claimed is a run a worker took, with what its attempt needs.
type claimed struct {
	id, partner, automation int64
	kind                    string // agent or app
	attempt                 int
	input                   map[string]string
	state                   state // how far earlier attempts came
}

// RunOnce claims the due runs, runs them at once (each partner at most
// Concurrent at a time), records every outcome in one transaction, and
// reports how many it claimed.
func (r *Runner) RunOnce(ctx context.Context) (int, error) {
	r.init()
	runs, err := r.claim(ctx, r.Now.UTC())
	if err != nil || len(runs) == 0 {
		return 0, err
	}
	outcomes := make([]outcome, len(runs))
	var wg sync.WaitGroup
	for i, c := range runs {
		wg.Go(func() { outcomes[i] = r.attempt(context.WithoutCancel(ctx), c) })
	}
	wg.Wait()
	now := r.Now.UTC()
	err = r.Store.db.Write(context.WithoutCancel(ctx), func(tx *db.Tx) error {
		for _, o := range outcomes {
			if err := r.record(ctx, tx, o, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		// The claims run out and the runs are tried again.
		r.Logger.Error("automations: could not record a round of runs", "runs", len(runs), "err", err)
	}
	return len(runs), nil
}

func (r *Runner) claim(ctx context.Context, now time.Time) ([]claimed, error) {
	var out []claimed
	err := r.Store.db.Write(ctx, func(tx *db.Tx) error {
		out = nil
		lock := ""
		if tx.Dialect() == db.Postgres {
			lock = " FOR UPDATE SKIP LOCKED"
		}
		type due struct {
			id, partner, agent, app int64
			status, input, output   string
			attempts                int
		}
		rows, err := tx.Query(ctx, `SELECT id, partner_id, COALESCE(agent_id, 0), COALESCE(app_id, 0), status, input, output, attempts
			FROM automation_executions WHERE status IN ('pending', 'running') AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`+lock,
			now, r.Batch)
		if err != nil {
			return err
		}
		var candidates []due
		for rows.Next() {
			var d due
			if err := rows.Scan(&d.id, &d.partner, &d.agent, &d.app, &d.status, &d.input, &d.output, &d.attempts); err != nil {
				rows.Close()
				return err
			}
			candidates = append(candidates, d)
		}
		rows.Close()
		if err := rows.Err(); err != nil || len(candidates) == 0 {
			return err
		}
		live, err := liveRuns(ctx, tx, now)
		if err != nil {
			return err
		}
		for _, d := range candidates {
			if d.status == StatusRunning && d.attempts >= r.Store.Limits.MaxAttempts {
				// Its worker died on the last try: nothing is left to try.
				c := claimed{id: d.id, partner: d.partner, automation: d.agent, kind: "agent", attempt: d.attempts}
				if d.app != 0 {
					c.automation, c.kind = d.app, "app"
				}
				if err := r.fail(ctx, tx, c, "The run was interrupted and did not finish.", now, 0); err != nil {
					return err
				}
				continue
			}
			if live[d.partner] >= r.Store.Limits.Concurrent {
				continue // waits for one of the partner's runs to end
			}
			until := now.Add(r.Timeout + time.Minute)
			res, err := tx.Exec(ctx, `UPDATE automation_executions SET status = 'running', attempts = attempts + 1,
				started_at = COALESCE(started_at, ?), next_attempt_at = ?, locked_until = ? WHERE id = ? AND status = ? AND attempts = ?`,
				now, until, until, d.id, d.status, d.attempts)
			if n, err := affected(res, err); err != nil || n == 0 {
				if err != nil {
					return err
				}
				continue
			}
			live[d.partner]++
			c := claimed{id: d.id, partner: d.partner, automation: d.agent, kind: "agent", attempt: d.attempts + 1}
			if d.app != 0 {
				c.automation, c.kind = d.app, "app"
			}
			_ = json.Unmarshal([]byte(d.input), &c.input)
			_ = json.Unmarshal([]byte(d.output), &c.state)
			out = append(out, c)
		}
		return nil
	})
	return out, err
}

func affected(res interface{ RowsAffected() (int64, error) }, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// liveRuns counts each partner's runs under a claim that has not run out.
func liveRuns(ctx context.Context, tx *db.Tx, now time.Time) (map[int64]int, error) {
	rows, err := tx.Query(ctx, `SELECT partner_id, COUNT(*) FROM automation_executions WHERE status = 'running' AND next_attempt_at > ?
		GROUP BY partner_id`, now)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]int{}
	for rows.Next() {
		var partner int64
		var n int
		if err := rows.Scan(&partner, &n); err != nil {
			return nil, err
		}
		out[partner] = n
	}
	return out, rows.Err()
}

// retryIn is how long a run waits before its next attempt after one that a
// retry may fix.
func retryIn(attempt int) time.Duration {
	return []time.Duration{10 * time.Second, time.Minute, 5 * time.Minute}[min(attempt-1, 2)]
}

// record writes an attempt's outcome: the run's result (with its steps'
// e-mails and messages), its wait, its next try, or its failure.
func (r *Runner) record(ctx context.Context, tx *db.Tx, o outcome, now time.Time) error {
	c := o.c
	if o.err != nil {
		msg := o.err.Error()
		if retryable(o.err) && c.attempt < r.Store.Limits.MaxAttempts {
			_, err := tx.Exec(ctx, `UPDATE automation_executions SET status = 'pending', error_message = ?, execution_time = ?,
				next_attempt_at = ?, locked_until = NULL WHERE id = ? AND status = 'running' AND attempts = ?`,
				msg, o.took, now.Add(retryIn(c.attempt)), c.id, c.attempt)
			return err
		}
		return r.fail(ctx, tx, c, msg, now, o.took)
	}
	st := o.st
	var cost any
	if !st.Unpriced {
		cost = st.Cost
	}
	status, next, attempts, completed := StatusSucceeded, any(nil), c.attempt, any(now)
	if !o.waitUntil.IsZero() {
		// A wait is not a failure: the next part of the run has its tries.
		status, next, attempts, completed = StatusPending, o.waitUntil, 0, nil
	}
	res, err := tx.Exec(ctx, `UPDATE automation_executions SET status = ?, output = ?, error_message = NULL, model = ?, prompt_tokens = ?,
		completion_tokens = ?, tokens_used = ?, cost = ?, execution_time = COALESCE(execution_time, 0) + ?, completed_at = ?, next_attempt_at = ?,
		locked_until = NULL, attempts = ? WHERE id = ? AND status = 'running' AND attempts = ?`,
		status, jsonText(st), nullIfEmpty(st.Model), st.PromptTokens, st.CompletionTokens, st.PromptTokens+st.CompletionTokens, cost, o.took,
		completed, next, attempts, c.id, c.attempt)
	if n, err := affected(res, err); err != nil || n == 0 {
		return err // n == 0: the claim ran out and another worker has it
	}
	for _, e := range o.effects {
		if err := r.apply(ctx, tx, c, e, now); err != nil {
			return err
		}
	}
	if status != StatusSucceeded {
		return nil
	}
	q := "UPDATE automation_agents SET failures = 0, usage = COALESCE(usage, 0) + 1 WHERE id = ?"
	if c.kind == "app" {
		q = "UPDATE automation_apps SET failures = 0, executions = COALESCE(executions, 0) + 1 WHERE id = ?"
	}
	_, err = tx.Exec(ctx, q, c.automation)
	return err
}

func nullIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// apply makes a step's e-mail or portal message, in the run's record.
func (r *Runner) apply(ctx context.Context, tx *db.Tx, c claimed, e effect, now time.Time) error {
	switch e.kind {
	case StepMessage:
		if r.Store.PostMessage == nil {
			return nil
		}
		return r.Store.PostMessage(ctx, tx, c.partner, e.client, e.automation, e.subject, e.message, now)
	case StepEmail:
		if r.Announce == nil {
			return nil
		}
		var company, email string
		if err := tx.QueryRow(ctx, "SELECT COALESCE(company_name, ''), COALESCE(email, '') FROM partners WHERE id = ?", c.partner).
			Scan(&company, &email); err != nil {
			return err
		}
		return r.Announce(ctx, tx, announce.AutomationEmail, map[string]string{"to": e.to, "subject": e.subject, "message": e.message,
			"company": company, "partnerEmail": email, "automation": e.automation})
	}
	return nil
}

// Messages are what an agent sends: its prompt, filled, as the system's
// turn, and the input's message as the user's when the prompt does not use
// it; a prompt with neither is sent as the user's turn alone.
func Messages(prompt string, in map[string]string) []llm.Message {
	filled := Fill(prompt, in)
	msg, used := in["message"], false
	for _, name := range Inputs(prompt) {
		used = used || name == "message"
	}
	if msg == "" || used {
		return []llm.Message{{Role: "user", Content: filled}}
	}
	return []llm.Message{{Role: "system", Content: filled}, {Role: "user", Content: msg}}
}

// fail records a run's last failure and counts it against its automation:
// the PauseAfter-th in a row pauses it and tells its partner.
func (r *Runner) fail(ctx context.Context, tx *db.Tx, c claimed, msg string, now time.Time, ms int) error {
	res, err := tx.Exec(ctx, `UPDATE automation_executions SET status = 'failed', error_message = ?, execution_time = COALESCE(execution_time, 0) + ?,
		completed_at = ?, next_attempt_at = NULL, locked_until = NULL WHERE id = ? AND status = 'running' AND attempts = ?`, msg, ms, now, c.id, c.attempt)
	if n, err := affected(res, err); err != nil || n == 0 {
		return err
	}
	table := "automation_agents"
	if c.kind == "app" {
		table = "automation_apps"
	}
	var failures int
	var status, name string
	err = tx.QueryRow(ctx, `UPDATE `+table+` SET failures = failures + 1 WHERE id = ? RETURNING failures, status, COALESCE(name, '')`,
		c.automation).Scan(&failures, &status, &name)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && (failures < PauseAfter || status == "paused")) {
		return nil // a deleted automation has nothing to count
	}
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, "UPDATE "+table+" SET status = 'paused', updated_at = ? WHERE id = ?", now, c.automation); err != nil {
		return err
	}
	if r.Announce == nil {
		return nil
	}
	var email sql.NullString
	if err := tx.QueryRow(ctx, "SELECT email FROM partners WHERE id = ?", c.partner).Scan(&email); err != nil {
		return err
	}
	return r.Announce(ctx, tx, announce.AutomationPaused, map[string]string{"partnerEmail": email.String,
		"kind": c.kind, "automationId": strconv.FormatInt(c.automation, 10), "name": name, "failures": strconv.Itoa(failures), "error": msg})
}
