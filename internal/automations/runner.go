package automations

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"log/slog"
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
	id, partner, agent int64
	attempt            int
	input              map[string]string
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
			id, partner, agent int64
			status, input      string
			attempts           int
		}
		rows, err := tx.Query(ctx, `SELECT id, partner_id, COALESCE(agent_id, 0), status, input, attempts FROM automation_executions
			WHERE status IN ('pending', 'running') AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`+lock, now, r.Batch)
		if err != nil {
			return err
		}
		var candidates []due
		for rows.Next() {
			var d due
			if err := rows.Scan(&d.id, &d.partner, &d.agent, &d.status, &d.input, &d.attempts); err != nil {
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
				if err := r.fail(ctx, tx, d.id, d.partner, d.agent, d.attempts, "The run was interrupted and did not finish.", now, 0); err != nil {
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
			c := claimed{id: d.id, partner: d.partner, agent: d.agent, attempt: d.attempts + 1}
			_ = json.Unmarshal([]byte(d.input), &c.input)
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

// outcome is what one attempt of a run came to.
type outcome struct {
	c     claimed
	a     agent
	reply llm.Reply
	err   error
	took  int // milliseconds
}

// attempt runs one claimed run.
func (r *Runner) attempt(ctx context.Context, c claimed) outcome {
	started := time.Now()
	reply, a, err := r.call(ctx, c)
	return outcome{c: c, a: a, reply: reply, err: err, took: int(time.Since(started).Milliseconds())}
}

// record writes an attempt's outcome: the run's result, its next try, or
// its failure.
func (r *Runner) record(ctx context.Context, tx *db.Tx, o outcome, now time.Time) error {
	c := o.c
	if o.err == nil {
		return r.succeed(ctx, tx, c, o.a, o.reply, o.took, now)
	}
	msg := o.err.Error()
	if llm.Retryable(o.err) && c.attempt < r.Store.Limits.MaxAttempts {
		_, err := tx.Exec(ctx, `UPDATE automation_executions SET status = 'pending', error_message = ?, execution_time = ?,
			next_attempt_at = ?, locked_until = NULL WHERE id = ? AND status = 'running' AND attempts = ?`,
			msg, o.took, now.Add(retryIn(c.attempt)), c.id, c.attempt)
		return err
	}
	return r.fail(ctx, tx, c.id, c.partner, c.agent, c.attempt, msg, now, o.took)
}

// call is the attempt's model call.
func (r *Runner) call(ctx context.Context, c claimed) (llm.Reply, agent, error) {
	a, err := loadAgent(ctx, r.Store.db, c.partner, c.agent)
	if errors.Is(err, ErrNotFound) {
		return llm.Reply{}, a, errors.New("The agent was deleted.")
	}
	if err != nil {
		return llm.Reply{}, a, &llm.Error{Message: "the run's agent could not be read", Retryable: true}
	}
	endpoint, own, err := r.Store.modelFor(ctx, c.partner)
	if err != nil {
		return llm.Reply{}, a, err
	}
	client := r.Site
	if own {
		client = r.Own
	}
	ctx, cancel := context.WithTimeout(ctx, r.Timeout)
	defer cancel()
	return reply(client.Complete(ctx, endpoint, llm.Request{Model: a.model, Messages: Messages(a.prompt, c.input),
		Temperature: a.temperature, MaxTokens: a.maxTokens}))(a)
}

func reply(r llm.Reply, err error) func(agent) (llm.Reply, agent, error) {
	return func(a agent) (llm.Reply, agent, error) { return r, a, err }
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

func (r *Runner) succeed(ctx context.Context, tx *db.Tx, c claimed, a agent, reply llm.Reply, took int, now time.Time) error {
	cost := r.Store.Prices.Cost(reply.Model, reply.PromptTokens, reply.CompletionTokens)
	if cost == nil {
		cost = r.Store.Prices.Cost(a.model, reply.PromptTokens, reply.CompletionTokens)
	}
	output, _ := json.Marshal(map[string]any{"text": reply.Text, "steps": []Step{{Name: a.name, Type: "agent", Output: reply.Text,
		Tokens: reply.Tokens(), DurationMS: took}}})
	res, err := tx.Exec(ctx, `UPDATE automation_executions SET status = 'succeeded', output = ?, error_message = NULL, model = ?,
		prompt_tokens = ?, completion_tokens = ?, tokens_used = ?, cost = ?, execution_time = ?, completed_at = ?, next_attempt_at = NULL,
		locked_until = NULL WHERE id = ? AND status = 'running' AND attempts = ?`,
		string(output), reply.Model, reply.PromptTokens, reply.CompletionTokens, reply.Tokens(), cost, took, now, c.id, c.attempt)
	if n, err := affected(res, err); err != nil || n == 0 {
		return err // n == 0: the claim ran out and another worker has it
	}
	_, err = tx.Exec(ctx, "UPDATE automation_agents SET failures = 0, usage = COALESCE(usage, 0) + 1 WHERE id = ?", c.agent)
	return err
}

// fail records a run's last failure and counts it against its agent: the
// PauseAfter-th in a row pauses the agent and tells its partner.
func (r *Runner) fail(ctx context.Context, tx *db.Tx, id, partner, agentID int64, attempt int, msg string, now time.Time, ms int) error {
	res, err := tx.Exec(ctx, `UPDATE automation_executions SET status = 'failed', error_message = ?, execution_time = ?, completed_at = ?,
		next_attempt_at = NULL, locked_until = NULL WHERE id = ? AND status = 'running' AND attempts = ?`, msg, ms, now, id, attempt)
	if n, err := affected(res, err); err != nil || n == 0 {
		return err
	}
	var failures int
	var status, name string
	err = tx.QueryRow(ctx, `UPDATE automation_agents SET failures = failures + 1 WHERE id = ? RETURNING failures, status, COALESCE(name, '')`,
		agentID).Scan(&failures, &status, &name)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && (failures < PauseAfter || status == "paused")) {
		return nil // a deleted agent has nothing to count
	}
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, "UPDATE automation_agents SET status = 'paused', updated_at = ? WHERE id = ?", now, agentID); err != nil {
		return err
	}
	if r.Announce == nil {
		return nil
	}
	var email sql.NullString
	if err := tx.QueryRow(ctx, "SELECT email FROM partners WHERE id = ?", partner).Scan(&email); err != nil {
		return err
	}
	return r.Announce(ctx, tx, announce.AutomationPaused, map[string]string{"partnerEmail": email.String,
		"kind": "agent", "automationId": strconv.FormatInt(agentID, 10), "name": name, "failures": strconv.Itoa(failures), "error": msg})
}
