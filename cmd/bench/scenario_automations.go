package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"sync/atomic"
	"time"
)

// Automation drain sizes: runs queued across partners, as many partners'
// agents run at once.
const (
	drainRuns         = 1000
	drainPartners     = 50
	drainFirstPartner = 800001
)

// fakeModel is a local OpenAI-compatible endpoint that answers at once.
type fakeModel struct {
	ln    net.Listener
	calls atomic.Int64
}

func listenFakeModel() *fakeModel {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil
	}
	m := &fakeModel{ln: ln}
	go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m.calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"model":"gpt-4o-mini","choices":[{"message":{"role":"assistant","content":"Thanks for the review!"}}],"usage":{"prompt_tokens":60,"completion_tokens":12}}`)
	}))
	return m
}

func (m *fakeModel) url() string {
	if m == nil {
		return "http://127.0.0.1:9"
	}
	return "http://" + m.ln.Addr().String() + "/v1"
}

// automationDrain queues runs of partners' agents straight into the table
// and measures how fast the workers run them against a local fake model,
// while clients post leads as leads-post does: the rate is runs finished
// per second between the first start and the last finish, and the leads'
// throughput is compared with leads-post's from the same run.
func automationDrain() Scenario {
	model := listenFakeModel()
	base := leadsPost()
	return Scenario{
		Name: "automation-drain",
		About: fmt.Sprintf("%d queued agent runs of %d partners, run by the automation worker against a local fake model while clients post leads; the rate is in the verify line",
			drainRuns, drainPartners),
		Server: []string{"AI_API_URL=" + model.url()},
		Setup: func(ctx context.Context, env *Env) error {
			now := time.Now().UTC()
			return env.Seed(ctx, func(exec func(string, ...any) error) error {
				for p := drainFirstPartner; p < drainFirstPartner+drainPartners; p++ {
					if err := exec(`INSERT INTO partners (id, company_name, contact_name, email, revenue_share_percentage, status, created_at, updated_at)
						VALUES (?, ?, 'Pat', ?, 80, 'active', ?, ?)`, p, fmt.Sprintf("Drain %d Studio", p), fmt.Sprintf("drain%d-%s@bench.example", p, env.RunID), now, now); err != nil {
						return err
					}
					if err := exec(`INSERT INTO automation_agents (id, partner_id, name, prompt, model, temperature, max_tokens, status, integrations, settings, created_at, updated_at)
						VALUES (?, ?, 'Review replier', 'Reply to {{client_name}} kindly.', 'gpt-4o-mini', 0.2, 200, 'active', '[]', '{}', ?, ?)`, p, p, now, now); err != nil {
						return err
					}
				}
				for i := range drainRuns {
					p := drainFirstPartner + i%drainPartners
					if err := exec(`INSERT INTO automation_executions (partner_id, agent_id, trigger_type, trigger_data, input, output, status, metadata,
						queued_at, next_attempt_at, attempts) VALUES (?, ?, 'manual', '{}', '{"client_name":"Acme"}', '{}', 'pending', '{"name":"Review replier"}', ?, ?, 0)`,
						p, p, now, now); err != nil {
						return err
					}
				}
				return nil
			})
		},
		Request: func(env *Env, c, i int) (*http.Request, error) { return leadRequest(env, env.RunID+"a", c, i) },
		ID:      base.ID,
		Verify: func(ctx context.Context, env *Env, res *Result) error {
			if err := base.Verify(ctx, env, res); err != nil {
				return err
			}
			deadline := time.Now().Add(2 * time.Minute)
			var done int64
			for time.Now().Before(deadline) && ctx.Err() == nil {
				n, err := env.Count(ctx, fmt.Sprintf("SELECT COUNT(*) FROM automation_executions WHERE status = 'succeeded' AND partner_id >= %d", drainFirstPartner))
				if err != nil {
					return err
				}
				if done = n; done >= drainRuns {
					break
				}
				time.Sleep(100 * time.Millisecond)
			}
			d, err := env.DB()
			if err != nil {
				return err
			}
			// Each row's times (an aggregate's lose their type on SQLite).
			rows, err := d.QueryContext(ctx, fmt.Sprintf(`SELECT started_at, completed_at, attempts FROM automation_executions
				WHERE status = 'succeeded' AND partner_id >= %d`, drainFirstPartner))
			if err != nil {
				return err
			}
			var first, last time.Time
			var attempts int64
			for rows.Next() {
				var started, completed time.Time
				var n int64
				if err := rows.Scan(&started, &completed, &n); err != nil {
					rows.Close()
					return err
				}
				if first.IsZero() || started.Before(first) {
					first = started
				}
				if completed.After(last) {
					last = completed
				}
				attempts += n
			}
			rows.Close()
			rate := 0.0
			if span := last.Sub(first); span > 0 {
				rate = float64(done) / span.Seconds()
			}
			verdict := "met"
			if rate < 200 {
				verdict = "MISSED"
			}
			res.VerifyOK += fmt.Sprintf("; runs finished %d of %d in %d attempts and %d model calls, at %.0f runs/s (target at least 200/s: %s)",
				done, drainRuns, attempts, model.calls.Load(), rate, verdict)
			if plain, ok := finished["leads-post"]; ok && plain.Err == nil && plain.RPS() > 0 {
				ratio := res.RPS() / plain.RPS()
				verdict := "met"
				if ratio < 0.85 {
					verdict = "MISSED"
				}
				res.VerifyOK += fmt.Sprintf("; leads throughput %.0f%% of leads-post's (target at least 85%%: %s)", 100*ratio, verdict)
			}
			if done < drainRuns {
				return fmt.Errorf("%s: runs unfinished", res.VerifyOK)
			}
			return nil
		},
	}
}
