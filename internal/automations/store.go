package automations

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"mission/internal/db"
	"mission/internal/llm"
)

// Limits protect everyone from one partner's runs.
type Limits struct {
	RunsPerMinute int `json:"runsPerMinute"` // runs a partner may queue in any minute
	Concurrent    int `json:"concurrent"`    // a partner's runs under way at once
	MonthlyTokens int `json:"monthlyTokens"` // tokens a partner's runs may use in a calendar month
	MaxAttempts   int `json:"maxAttempts"`   // tries of a run whose failures a retry can fix
}

// Store keeps runs and partners' own model endpoints.
type Store struct {
	db     *db.DB
	Site   llm.Endpoint // the site's model (AI_API_URL); URL "" when none
	Model  string       // the site's default model name
	Sealer *Sealer
	Prices Prices
	Limits Limits
	// PublicURL is the site's address, where a webhook trigger listens.
	PublicURL string
	// PostMessage posts an app's portal message to one of the partner's
	// clients, in the run's record (the portal's own send).
	PostMessage func(ctx context.Context, tx *db.Tx, partner, client int64, sender, subject, message string, now time.Time) error
}

// NewStore makes a store on d.
func NewStore(d *db.DB, site llm.Endpoint, sealer *Sealer, prices Prices, limits Limits) *Store {
	if limits.MaxAttempts <= 0 {
		limits.MaxAttempts = 3
	}
	return &Store{db: d, Site: site, Sealer: sealer, Prices: prices, Limits: limits}
}

// DB is the store's database, for the limiters that sit beside it.
func (s *Store) DB() *db.DB { return s.db }

// agent is what a run needs of its agent.
type agent struct {
	id, partner  int64
	name, prompt string
	model        string
	temperature  float64
	maxTokens    int
	status       string
}

func loadAgent(ctx context.Context, q db.Querier, partner, id int64) (agent, error) {
	a := agent{id: id}
	rows, err := q.Query(ctx, `SELECT partner_id, COALESCE(name, ''), COALESCE(prompt, ''), model, temperature, max_tokens, status
		FROM automation_agents WHERE id = ?`, id)
	if err != nil {
		return a, err
	}
	defer rows.Close()
	if !rows.Next() {
		return a, errors.Join(ErrNotFound, rows.Err())
	}
	var owner sql.NullInt64
	if err := rows.Scan(&owner, &a.name, &a.prompt, &a.model, &a.temperature, &a.maxTokens, &a.status); err != nil {
		return a, err
	}
	a.partner = owner.Int64
	if partner != 0 && a.partner != partner {
		return a, ErrNotFound
	}
	return a, nil
}

// Queue writes a run of the partner's automation, to be started by a
// worker, once the input fits the prompt and the partner's limits allow it.
func (s *Store) Queue(ctx context.Context, partner int64, kind string, id int64, trigger string, in map[string]string,
	rerunOf *int64, now time.Time) (Run, error) {
	var runID int64
	err := s.db.Write(ctx, func(tx *db.Tx) (err error) {
		runID, err = s.queueTx(ctx, tx, partner, kind, id, trigger, in, rerunOf, now)
		return err
	})
	if err != nil {
		return Run{}, err
	}
	return s.Get(ctx, partner, runID)
}

// queueTx is Queue inside a change's own transaction.
func (s *Store) queueTx(ctx context.Context, tx *db.Tx, partner int64, kind string, id int64, trigger string, in map[string]string,
	rerunOf *int64, now time.Time) (int64, error) {
	if in == nil {
		in = map[string]string{}
	}
	// One partner's runs queue one at a time, so that two at once cannot
	// both take the last of a limit (SQLite's writer is one already).
	if tx.Dialect() == db.Postgres {
		if _, err := tx.Exec(ctx, "SELECT id FROM partners WHERE id = ? FOR UPDATE", partner); err != nil {
			return 0, err
		}
	}
	t, err := loadTarget(ctx, tx, partner, kind, id)
	if err != nil {
		return 0, err
	}
	if trigger != TriggerManual && t.status != "active" {
		return 0, ErrInactive
	}
	if fields := checkInputs(t.inputs, in); fields != nil {
		return 0, &InputError{Fields: fields}
	}
	if t.model {
		configured, err := s.hasModel(ctx, tx, partner)
		if err != nil {
			return 0, err
		}
		if !configured {
			return 0, ErrNoModel
		}
	}
	var recent, used int64
	if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM automation_executions WHERE partner_id = ? AND queued_at > ? AND status <> 'refused'`,
		partner, now.Add(-time.Minute)).Scan(&recent); err != nil {
		return 0, err
	}
	if recent >= int64(s.Limits.RunsPerMinute) {
		return 0, &RateError{PerMinute: s.Limits.RunsPerMinute}
	}
	// A run still to finish may use up to its agents' max tokens.
	month := monthStart(now)
	if err := tx.QueryRow(ctx, `SELECT COALESCE(SUM(COALESCE(tokens_used, 0)), 0) FROM automation_executions
		WHERE partner_id = ? AND queued_at >= ?`, partner, month).Scan(&used); err != nil {
		return 0, err
	}
	if t.model && int(used)+t.maxTokens > s.Limits.MonthlyTokens {
		return 0, &BudgetError{Budget: s.Limits.MonthlyTokens, Used: int(used), Resets: month.AddDate(0, 1, 0)}
	}
	var runID int64
	err = tx.QueryRow(ctx, `INSERT INTO automation_executions (partner_id, `+kind+`_id, trigger_type, trigger_data, input, output, status,
		metadata, queued_at, next_attempt_at, attempts, rerun_of) VALUES (?, ?, ?, '{}', ?, '{}', 'pending', ?, ?, ?, 0, ?) RETURNING id`,
		partner, id, trigger, jsonText(in), jsonText(map[string]string{"name": t.name}), now, now, rerunOf).Scan(&runID)
	if err != nil {
		return 0, err
	}
	tx.Changed(Topic)
	return runID, nil
}

// refuseTx records a run a trigger asked for and the partner's limits or
// settings refused, so that the partner sees why it did not happen.
func refuseTx(ctx context.Context, tx *db.Tx, partner int64, kind string, id int64, trigger string, in map[string]string, reason error,
	now time.Time) error {
	msg := reason.Error()
	var input *InputError
	if errors.As(reason, &input) {
		for _, m := range input.Fields {
			msg = m
			break
		}
	}
	_, err := tx.Exec(ctx, `INSERT INTO automation_executions (partner_id, `+kind+`_id, trigger_type, trigger_data, input, output, status,
		error_message, metadata, queued_at, completed_at, attempts) VALUES (?, ?, ?, '{}', ?, '{}', 'refused', ?, '{}', ?, ?, 0)`,
		partner, id, trigger, jsonText(in), msg, now, now)
	return err
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// InputError names the inputs a run lacks or cannot take.
type InputError struct{ Fields map[string]string }

func (e *InputError) Error() string { return "automations: the input does not fit the prompt" }

// Rerun queues the run again with the same input, as a new run.
func (s *Store) Rerun(ctx context.Context, partner, id int64, now time.Time) (Run, error) {
	r, err := s.Get(ctx, partner, id)
	if err != nil {
		return Run{}, err
	}
	if r.Status == StatusPending || r.Status == StatusRunning {
		return Run{}, ErrUnfinished
	}
	return s.Queue(ctx, partner, r.Kind, r.AutomationID, TriggerManual, r.Input, &r.ID, now)
}

// hasModel tells whether the partner's runs have a model to call: their
// own endpoint, or the site's.
func (s *Store) hasModel(ctx context.Context, q db.Querier, partner int64) (bool, error) {
	if s.Site.URL != "" {
		return true, nil
	}
	ids, err := db.List(ctx, q, db.Int64, "SELECT partner_id FROM automation_endpoints WHERE partner_id = ?", partner)
	return len(ids) > 0, err
}

const runColumns = `e.id, e.agent_id, e.app_id, COALESCE(e.trigger_type, ''), e.input, e.output, e.status, COALESCE(e.error_message, ''),
	COALESCE(e.model, ''), COALESCE(e.prompt_tokens, 0), COALESCE(e.completion_tokens, 0), COALESCE(e.tokens_used, 0), e.cost,
	COALESCE(e.execution_time, 0), e.attempts, e.rerun_of, e.metadata, e.queued_at, e.started_at, e.completed_at, e.next_attempt_at`

func scanRun(row db.Scanner) (Run, error) {
	var r Run
	var agentID, appID, rerun sql.NullInt64
	var input, output, meta string
	var cost sql.NullFloat64
	var queued, started, completed, next sql.NullTime
	err := row.Scan(&r.ID, &agentID, &appID, &r.Trigger, &input, &output, &r.Status, &r.Error, &r.Model, &r.PromptTokens,
		&r.OutputTokens, &r.Tokens, &cost, &r.DurationMS, &r.Attempts, &rerun, &meta, &queued, &started, &completed, &next)
	if errors.Is(err, sql.ErrNoRows) {
		return r, ErrRunMissing
	}
	if err != nil {
		return r, err
	}
	r.Kind, r.AutomationID = "agent", agentID.Int64
	if appID.Valid {
		r.Kind, r.AutomationID = "app", appID.Int64
	}
	if rerun.Valid {
		r.RerunOf = &rerun.Int64
	}
	if cost.Valid {
		r.Cost = &cost.Float64
	}
	r.Input = map[string]string{}
	_ = json.Unmarshal([]byte(input), &r.Input)
	var out struct {
		Text  string `json:"text"`
		Steps []Step `json:"steps"`
	}
	_ = json.Unmarshal([]byte(output), &out)
	r.Output, r.Steps = out.Text, out.Steps
	if r.Steps == nil {
		r.Steps = []Step{}
	}
	var m struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal([]byte(meta), &m)
	r.AutomationName = m.Name
	r.QueuedAt = queued.Time.UTC()
	r.StartedAt, r.CompletedAt, r.NextAttemptAt = db.UTCPtr(started), db.UTCPtr(completed), db.UTCPtr(next)
	return r, nil
}

// Get is one of the partner's runs.
func (s *Store) Get(ctx context.Context, partner, id int64) (Run, error) {
	return scanRun(s.db.QueryRow(ctx, "SELECT "+runColumns+" FROM automation_executions e WHERE e.id = ? AND e.partner_id = ?", id, partner))
}

// RunFilter narrows the run history beyond status: one automation, one
// trigger, queued from a day on.
type RunFilter struct {
	db.Filter
	Kind    string
	ID      int64
	Trigger string
	Since   time.Time
}

// Page is a page of the partner's runs, newest first.
func (s *Store) Page(ctx context.Context, partner int64, f RunFilter) (db.Page[Run], error) {
	n := db.Newest{Columns: runColumns, From: "automation_executions e", Where: "e.partner_id = ?", Args: []any{partner},
		At: "e.queued_at", ID: "e.id"}
	if f.Status != "" {
		n.Where += " AND e.status = ?"
		n.Args = append(n.Args, f.Status)
	}
	if f.ID != 0 {
		n.Where += " AND e." + f.Kind + "_id = ?"
		n.Args = append(n.Args, f.ID)
	}
	if f.Trigger != "" {
		n.Where += " AND e.trigger_type = ?"
		n.Args = append(n.Args, f.Trigger)
	}
	if !f.Since.IsZero() {
		n.Where += " AND e.queued_at >= ?"
		n.Args = append(n.Args, f.Since)
	}
	return db.ReadPage(ctx, s.db, n, f.Cursor, f.Size(), scanRun, func(r Run) db.Cursor { return db.Cursor{At: r.QueuedAt, ID: r.ID} })
}

// Usage is a partner's runs this month against their budget.
type Usage struct {
	Month       string   `json:"month"` // 2026-11
	Runs        int      `json:"runs"`
	Failed      int      `json:"failed"`
	Tokens      int      `json:"tokens"`
	Cost        float64  `json:"cost"`         // of the runs whose model has a price
	UnpricedRun int      `json:"unpricedRuns"` // runs whose cost is unknown
	Budget      int      `json:"tokenBudget"`
	Limits      Limits   `json:"limits"`
	Model       ModelUse `json:"model"`
}

// ModelUse says which model endpoint the partner's runs call.
type ModelUse struct {
	Source string `json:"source"` // own, site or none
	URL    string `json:"url,omitempty"`
}

// UsageOf is the partner's usage this month.
func (s *Store) UsageOf(ctx context.Context, partner int64, now time.Time) (Usage, error) {
	month := monthStart(now)
	u := Usage{Month: month.Format("2006-01"), Budget: s.Limits.MonthlyTokens, Limits: s.Limits}
	var cost sql.NullFloat64
	err := s.db.QueryRow(ctx, `SELECT COUNT(*), COALESCE(SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END), 0),
		COALESCE(SUM(COALESCE(tokens_used, 0)), 0), SUM(cost),
		COALESCE(SUM(CASE WHEN cost IS NULL AND status = 'succeeded' THEN 1 ELSE 0 END), 0)
		FROM automation_executions WHERE partner_id = ? AND queued_at >= ?`, partner, month).
		Scan(&u.Runs, &u.Failed, &u.Tokens, &cost, &u.UnpricedRun)
	if err != nil {
		return u, err
	}
	u.Cost = cost.Float64
	ep, err := s.Endpoint(ctx, partner)
	switch {
	case err == nil:
		u.Model = ModelUse{Source: "own", URL: ep.URL}
	case !errors.Is(err, ErrNoEndpoint):
		return u, err
	case s.Site.URL != "":
		u.Model = ModelUse{Source: "site"}
	default:
		u.Model = ModelUse{Source: "none"}
	}
	return u, nil
}

// itoa is a partner's id as the Sealer binds a key to it.
func itoa(id int64) string { return "partner:" + strconv.FormatInt(id, 10) }
