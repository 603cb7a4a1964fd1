package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mission/internal/auth"
	"mission/internal/automations"
	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/llm"
)

// fakeModel is an OpenAI-compatible server whose next answers the test
// chooses: "ok" (the default), "500", "401", "429", "slow", "garbage".
type fakeModel struct {
	*httptest.Server
	mu      sync.Mutex
	next    []string
	calls   atomic.Int64
	auth    atomic.Value // the last Authorization header
	lastReq atomic.Value // the last request body
}

func newFakeModel(t *testing.T) *fakeModel {
	f := &fakeModel{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.calls.Add(1)
		f.auth.Store(r.Header.Get("Authorization"))
		var body map[string]any
		_ = json.NewDecoder(r.Body).Decode(&body)
		f.lastReq.Store(body)
		f.mu.Lock()
		mode := "ok"
		if len(f.next) > 0 {
			mode, f.next = f.next[0], f.next[1:]
		}
		f.mu.Unlock()
		switch mode {
		case "500":
			http.Error(w, `{"error":{"message":"overloaded"}}`, 500)
		case "401":
			http.Error(w, `{"error":{"message":"Incorrect API key provided"}}`, 401)
		case "429":
			http.Error(w, `{"error":{"message":"Rate limit reached"}}`, 429)
		case "garbage":
			fmt.Fprint(w, `{"choices": nope`)
		case "slow":
			select {
			case <-r.Context().Done():
			case <-time.After(5 * time.Second):
			}
		default:
			fmt.Fprint(w, `{"model":"test-model","choices":[{"message":{"role":"assistant","content":"Hello Acme, thanks!"}}],"usage":{"prompt_tokens":120,"completion_tokens":30}}`)
		}
	}))
	t.Cleanup(f.Close)
	return f
}

func (f *fakeModel) answer(modes ...string) {
	f.mu.Lock()
	f.next = append(f.next, modes...)
	f.mu.Unlock()
}

// automationSite is a site whose model is fake, with one partner and an
// agent of theirs.
func automationSite(t *testing.T, d *db.DB, model *fakeModel, env ...string) (*testSite, partnerAccount, int64) {
	t.Helper()
	s := newSite(t, d, append([]string{"AI_API_URL=" + model.URL, "AI_PRICES=test-model=1/2", "WEBHOOK_ALLOW_PRIVATE=true",
		"AUTOMATION_SECRET_KEY=a-long-automation-secret", "AUTOMATION_RUN_TIMEOUT=1s"}, env...)...)
	p := s.partner(s.staff(), "runs@agency.example")
	return s, p, s.agent(p.ID, "Reply to {{client_name}} kindly.")
}

// agent makes an agent of the partner's with prompt.
func (s *testSite) agent(partner int64, prompt string) int64 {
	s.t.Helper()
	var id int64
	err := s.app.DB.Write(context.Background(), func(tx *db.Tx) error {
		return tx.QueryRow(context.Background(), `INSERT INTO automation_agents (partner_id, name, prompt, model, temperature, max_tokens,
			status, integrations, settings) VALUES (?, 'Review replier', ?, 'test-model', 0.2, 2000, 'active', '[]', '{}') RETURNING id`,
			partner, prompt).Scan(&id)
	})
	if err != nil {
		s.t.Fatal(err)
	}
	return id
}

// runOnce lets the worker take every due run.
func (s *testSite) runOnce() {
	s.t.Helper()
	if _, err := s.app.Runs.RunOnce(context.Background()); err != nil {
		s.t.Fatal(err)
	}
}

func (s *testSite) run(c *http.Client, id int64) automations.Run {
	s.t.Helper()
	code, body := s.do(c, "GET", fmt.Sprintf("/api/partner/automations/runs/%d", id), "")
	if code != 200 {
		s.t.Fatalf("run %d: %d %s", id, code, body)
	}
	var r automations.Run
	decodeInto(s.t, body, &r)
	return r
}

// startRunOf starts a run of the partner's automation of kind.
func (s *testSite) startRunOf(c *http.Client, kind string, id int64, body string) (int, string) {
	s.t.Helper()
	return s.do(c, "POST", fmt.Sprintf("/api/partner/automations/%s/%d/runs", kind, id), body)
}

func (s *testSite) startRun(c *http.Client, agent int64, body string) (int, automations.Run, string) {
	s.t.Helper()
	code, resp := s.startRunOf(c, "agent", agent, body)
	var r automations.Run
	if code == 202 {
		decodeInto(s.t, resp, &r)
	}
	return code, r, resp
}

// dueNow brings a run's next attempt to now, as the clock would.
func (s *testSite) dueNow(id int64) {
	s.t.Helper()
	err := s.app.DB.Write(context.Background(), func(tx *db.Tx) error {
		_, err := tx.Exec(context.Background(), "UPDATE automation_executions SET next_attempt_at = ? WHERE id = ?", time.Now().Add(-time.Second), id)
		return err
	})
	if err != nil {
		s.t.Fatal(err)
	}
}

func TestAutomationRunRecordsTokensCostAndOutput(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model)

		// The prompt's input must be filled; nothing is queued otherwise.
		if code, _, body := s.startRun(p.Client, agent, `{"input":{}}`); code != 400 || !strings.Contains(body, `"input.client_name":"Fill in client_name`) {
			t.Fatalf("missing input: %d %s", code, body)
		}
		code, run, body := s.startRun(p.Client, agent, `{"input":{"client_name":"Acme","message":"Loved the service."}}`)
		if code != 202 || run.Status != "pending" || run.AutomationName != "Review replier" || run.Trigger != "manual" {
			t.Fatalf("start: %d %s", code, body)
		}
		s.runOnce()
		got := s.run(p.Client, run.ID)
		if got.Status != "succeeded" || got.Output != "Hello Acme, thanks!" || got.PromptTokens != 120 || got.OutputTokens != 30 ||
			got.Tokens != 150 || got.Cost == nil || *got.Cost != (120*1.0+30*2.0)/1e6 || got.Attempts != 1 || got.Model != "test-model" ||
			len(got.Steps) != 1 || got.Steps[0].Output != got.Output || got.CompletedAt == nil {
			t.Fatalf("run: %+v", got)
		}
		// The prompt, filled, went as the system's turn and the message as the user's.
		sent := model.lastReq.Load().(map[string]any)
		msgs, _ := json.Marshal(sent["messages"])
		if string(msgs) != `[{"content":"Reply to Acme kindly.","role":"system"},{"content":"Loved the service.","role":"user"}]` ||
			sent["model"] != "test-model" || sent["max_tokens"] != 2000.0 {
			t.Errorf("request: %v", sent)
		}
		if model.auth.Load() != "" {
			t.Errorf("the site's model has no key here: %v", model.auth.Load())
		}

		// Usage counts it; the history lists it by automation and status.
		_, body = s.do(p.Client, "GET", "/api/partner/automations/usage", "")
		var u automations.Usage
		decodeInto(t, body, &u)
		if u.Runs != 1 || u.Tokens != 150 || u.Cost != *got.Cost || u.Model.Source != "site" || u.Budget != 2000000 {
			t.Errorf("usage: %s", body)
		}
		for q, want := range map[string]int{"": 1, "?status=succeeded": 1, "?status=failed": 0, fmt.Sprintf("?automation=agent:%d", agent): 1,
			"?automation=agent:99999": 0, "?trigger=manual&days=7": 1} {
			_, body := s.do(p.Client, "GET", "/api/partner/automations/runs"+q, "")
			var page db.Page[automations.Run]
			decodeInto(t, body, &page)
			if page.Total != want {
				t.Errorf("history %q: want %d, got %s", q, want, body)
			}
		}
		for _, q := range []string{"?status=done", "?automation=robot:1", "?days=0", "?trigger=cron", "?automation=agent:x"} {
			if code, body := s.do(p.Client, "GET", "/api/partner/automations/runs"+q, ""); code != 400 {
				t.Errorf("history %q: want 400, got %d %s", q, code, body)
			}
		}

		// Re-run: a new run with the same input, pointing at the first.
		code, body = s.do(p.Client, "POST", fmt.Sprintf("/api/partner/automations/runs/%d/rerun", run.ID), "")
		var again automations.Run
		decodeInto(t, body, &again)
		if code != 202 || again.ID == run.ID || again.RerunOf == nil || *again.RerunOf != run.ID || again.Input["client_name"] != "Acme" {
			t.Fatalf("rerun: %d %s", code, body)
		}
		if code, _ := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/automations/runs/%d/rerun", again.ID), ""); code != 409 {
			t.Errorf("rerun of an unfinished run: %d", code)
		}

		// Another partner sees neither the run nor the agent.
		other := s.partner(s.staff(), "other@agency.example")
		for _, path := range []string{fmt.Sprintf("/api/partner/automations/runs/%d", run.ID)} {
			if code, _ := s.do(other.Client, "GET", path, ""); code != 404 {
				t.Errorf("another partner's run: %d", code)
			}
		}
		if code, _ := s.do(other.Client, "POST", fmt.Sprintf("/api/partner/automations/runs/%d/rerun", run.ID), ""); code != 404 {
			t.Errorf("another partner's rerun: %d", code)
		}
		if code, _, _ := s.startRun(other.Client, agent, `{"input":{"client_name":"x"}}`); code != 404 {
			t.Errorf("another partner's agent: %d", code)
		}
		if code, _ := s.do(other.Client, "POST", "/api/partner/automations/app/1/runs", `{"input":{}}`); code != 409 && code != 404 {
			t.Errorf("an app: %d", code)
		}
	})
}

func TestAutomationRunRetriesWhatARetryCanFix(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model)
		start := func() int64 {
			code, run, body := s.startRun(p.Client, agent, `{"input":{"client_name":"Acme"}}`)
			if code != 202 {
				t.Fatalf("start: %d %s", code, body)
			}
			return run.ID
		}

		// A 500, then a 429: each waits and is tried again; the third try answers.
		model.answer("500", "429")
		id := start()
		s.runOnce()
		r := s.run(p.Client, id)
		if r.Status != "pending" || r.Attempts != 1 || !strings.Contains(r.Error, "500") || r.NextAttemptAt == nil ||
			r.NextAttemptAt.Before(time.Now().Add(5*time.Second)) {
			t.Fatalf("after a 500: %+v", r)
		}
		s.runOnce() // not due yet
		if r := s.run(p.Client, id); r.Attempts != 1 {
			t.Fatalf("tried before it was due: %+v", r)
		}
		s.dueNow(id)
		s.runOnce()
		s.dueNow(id)
		s.runOnce()
		if r := s.run(p.Client, id); r.Status != "succeeded" || r.Attempts != 3 || r.Error != "" {
			t.Fatalf("after the retries: %+v", r)
		}

		// A 401 is not retried; nor is an answer that is not a completion; a
		// model too slow for the run's time limit is.
		for mode, want := range map[string]string{"401": "Incorrect API key provided", "garbage": "not a chat completion"} {
			model.answer(mode)
			id := start()
			s.runOnce()
			if r := s.run(p.Client, id); r.Status != "failed" || r.Attempts != 1 || !strings.Contains(r.Error, want) || r.CompletedAt == nil {
				t.Errorf("%s: %+v", mode, r)
			}
		}
		model.answer("slow", "slow", "slow")
		id = start()
		for range 3 {
			s.dueNow(id)
			s.runOnce()
		}
		if r := s.run(p.Client, id); r.Status != "failed" || r.Attempts != 3 || !strings.Contains(r.Error, "did not answer in time") {
			t.Errorf("slow: %+v", r)
		}
	})
}

func TestAutomationPausedAfterFiveFailuresInARow(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model)
		run := func(mode string) {
			model.answer(mode)
			if code, _, body := s.startRun(p.Client, agent, `{"input":{"client_name":"Acme"}}`); code != 202 {
				t.Fatalf("run: %d %s", code, body)
			}
			s.runOnce()
		}
		// A success between failures starts the count again.
		run("401")
		run("ok")
		for range automations.PauseAfter - 1 {
			run("401")
		}
		var status string
		if err := d.QueryRow(context.Background(), "SELECT status FROM automation_agents WHERE id = ?", agent).Scan(&status); err != nil || status != "active" {
			t.Fatalf("after a success and four failures in a row: %q %v", status, err)
		}
		run("401")
		if err := d.QueryRow(context.Background(), "SELECT status FROM automation_agents WHERE id = ?", agent).Scan(&status); err != nil || status != "paused" {
			t.Fatalf("after five failures in a row: %q %v", status, err)
		}
		s.compose()
		var payload, recipient string
		err := d.QueryRow(context.Background(), "SELECT recipient, payload FROM outbox WHERE kind = 'email' AND event = 'partner_automation_paused'").Scan(&recipient, &payload)
		var sent struct{ Data map[string]string }
		decodeInto(t, payload, &sent)
		if err != nil || recipient != "runs@agency.example" || sent.Data["failures"] != "5" || sent.Data["name"] != "Review replier" {
			t.Errorf("the partner is told: %q %s %v", recipient, payload, err)
		}
	})
}

func TestAutomationRunInterruptedIsResumedOnceThenFailed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model)
		_, run, _ := s.startRun(p.Client, agent, `{"input":{"client_name":"Acme"}}`)
		// A worker claimed it and died: its claim ran out.
		crash := func(attempts int) {
			err := s.app.DB.Write(context.Background(), func(tx *db.Tx) error {
				_, err := tx.Exec(context.Background(), `UPDATE automation_executions SET status = 'running', attempts = ?, started_at = ?,
					next_attempt_at = ? WHERE id = ?`, attempts, time.Now().Add(-time.Hour), time.Now().Add(-time.Second), run.ID)
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		crash(1)
		s.runOnce()
		if r := s.run(p.Client, run.ID); r.Status != "succeeded" || r.Attempts != 2 || model.calls.Load() != 1 {
			t.Fatalf("resumed: %+v, %d calls", r, model.calls.Load())
		}
		_, run, _ = s.startRun(p.Client, agent, `{"input":{"client_name":"Acme"}}`)
		crash(3)
		s.runOnce()
		if r := s.run(p.Client, run.ID); r.Status != "failed" || r.Error != "The run was interrupted and did not finish." || model.calls.Load() != 1 {
			t.Fatalf("out of attempts: %+v", r)
		}
	})
}

func TestAutomationRunsTwoWorkersNeverRunOneTwice(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model, "AUTOMATION_RUNS_PER_MINUTE=100", "AUTOMATION_CONCURRENT_RUNS=100")
		const runs = 40
		for range runs {
			if code, _, body := s.startRun(p.Client, agent, `{"input":{"client_name":"Acme"}}`); code != 202 {
				t.Fatalf("start: %d %s", code, body)
			}
		}
		second := &automations.Runner{Store: s.app.Runs.Store, Site: &llm.Client{}, Own: &llm.Client{}, Now: time.Now, Batch: 7}
		s.app.Runs.Batch = 7
		var wg sync.WaitGroup
		for _, w := range []*automations.Runner{s.app.Runs, second} {
			wg.Go(func() {
				for range 20 {
					if _, err := w.RunOnce(context.Background()); err != nil {
						t.Error(err)
					}
				}
			})
		}
		wg.Wait()
		var done, attempts int
		if err := d.QueryRow(context.Background(), "SELECT COUNT(*), SUM(attempts) FROM automation_executions WHERE status = 'succeeded'").
			Scan(&done, &attempts); err != nil {
			t.Fatal(err)
		}
		if done != runs || attempts != runs || model.calls.Load() != runs {
			t.Fatalf("%d succeeded in %d attempts and %d calls; want %d each", done, attempts, model.calls.Load(), runs)
		}
	})
}

func TestAutomationRunLimits(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model, "AUTOMATION_RUNS_PER_MINUTE=3", "AUTOMATION_MONTHLY_TOKENS=2200")

		// A burst of ten at once: three are queued, the rest refused.
		var accepted, refused atomic.Int64
		var wg sync.WaitGroup
		for range 10 {
			wg.Go(func() {
				switch code, _, _ := s.startRun(p.Client, agent, `{"input":{"client_name":"Acme"}}`); code {
				case 202:
					accepted.Add(1)
				case 429:
					refused.Add(1)
				}
			})
		}
		wg.Wait()
		if accepted.Load() != 3 || refused.Load() != 7 {
			t.Fatalf("burst: %d accepted, %d refused", accepted.Load(), refused.Load())
		}
		if n := s.count("automation_executions"); n != 3 {
			t.Fatalf("%d runs stored", n)
		}
		// The budget: used tokens plus the agent's max tokens must fit.
		s.runOnce() // 3 runs of 150 tokens: 450 used
		err := s.app.DB.Write(context.Background(), func(tx *db.Tx) error {
			_, err := tx.Exec(context.Background(), "UPDATE automation_executions SET queued_at = ?", time.Now().Add(-2*time.Minute))
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		code, _, body := s.startRun(p.Client, agent, `{"input":{"client_name":"Acme"}}`)
		if code != 409 || !strings.Contains(body, "budget of 2,200 tokens (450 used)") {
			t.Fatalf("over budget: %d %s", code, body)
		}
	})
}

func TestAutomationOwnEndpointKeyIsSealedAndNeverShown(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		site, own := newFakeModel(t), newFakeModel(t)
		s, p, agent := automationSite(t, d, site)
		const key = "sk-partner-secret-key-123"
		code, body := s.do(p.Client, "PUT", "/api/partner/automations/endpoint", `{"url":"`+own.URL+`/v1","apiKey":"`+key+`"}`)
		if code != 200 || !strings.Contains(body, `"hasKey":true`) || strings.Contains(body, key) {
			t.Fatalf("save: %d %s", code, body)
		}
		var sealed string
		if err := d.QueryRow(context.Background(), "SELECT sealed_key FROM automation_endpoints").Scan(&sealed); err != nil || strings.Contains(sealed, key) || sealed == "" {
			t.Fatalf("stored: %q %v", sealed, err)
		}
		_, run, _ := s.startRun(p.Client, agent, `{"input":{"client_name":"Acme"}}`)
		s.runOnce()
		if r := s.run(p.Client, run.ID); r.Status != "succeeded" || own.auth.Load() != "Bearer "+key || site.calls.Load() != 0 {
			t.Fatalf("own endpoint: %+v %v", r, own.auth.Load())
		}
		// Changing the address keeps the key; no answer carries it.
		for _, req := range [][3]string{{"PUT", "/api/partner/automations/endpoint", `{"url":"` + own.URL + `/v2"}`},
			{"GET", "/api/partner/automations/endpoint", ""}, {"GET", "/api/partner/automations/usage", ""},
			{"GET", fmt.Sprintf("/api/partner/automations/runs/%d", run.ID), ""}, {"GET", "/api/partner/automations/runs", ""}} {
			code, body := s.do(p.Client, req[0], req[1], req[2])
			if code != 200 || strings.Contains(body, key) || strings.Contains(body, sealed) {
				t.Errorf("%s %s: %d %s", req[0], req[1], code, body)
			}
		}
		// Another server secret cannot open it: the run fails saying why.
		other := automations.NewSealer("another-secret-entirely")
		if _, err := other.Open("partner:1", sealed); err == nil {
			t.Error("another secret opened the key")
		}
		if code, _ := s.do(p.Client, "DELETE", "/api/partner/automations/endpoint", ""); code != 200 || s.count("automation_endpoints") != 0 {
			t.Errorf("remove: %d", code)
		}
	})
}

func TestAutomationRunNeedsAModelAndAPublicEndpoint(t *testing.T) {
	d := dbtest.SQLite(t)
	s := newSite(t, d)
	p := s.partner(s.staff(), "bare@agency.example")
	agent := s.agent(p.ID, "Summarise {{message}}")
	code, _, body := s.startRun(p.Client, agent, `{"input":{"message":"hi"}}`)
	if code != 409 || !strings.Contains(body, "No model endpoint is set up") {
		t.Fatalf("no model: %d %s", code, body)
	}
	_, body = s.do(p.Client, "GET", "/api/partner/automations/usage", "")
	if !strings.Contains(body, `"source":"none"`) {
		t.Errorf("usage without a model: %s", body)
	}
	for body, want := range map[string]string{
		`{"url":"http://127.0.0.1:9/v1"}`:               "https://",
		`{"url":"https://127.0.0.1/v1"}`:                "not on the public internet",
		`{"url":"https://api.example/v1","apiKey":"k"}`: "AUTOMATION_SECRET_KEY",
		`{"url":""}`: "base URL",
	} {
		code, resp := s.do(p.Client, "PUT", "/api/partner/automations/endpoint", body)
		if (code != 400 && code != 409) || !strings.Contains(resp, want) {
			t.Errorf("PUT %s: want %q, got %d %s", body, want, code, resp)
		}
	}
	if s.count("automation_endpoints") != 0 {
		t.Error("a refused endpoint was stored")
	}
}

func TestAutomationStaffUsageAndPause(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model)
		s.startRun(p.Client, agent, `{"input":{"client_name":"Acme"}}`)
		s.runOnce()
		staff := s.staff()
		code, body := s.do(staff, "GET", "/api/admin/automations/usage", "")
		var out struct {
			Partners []automations.PartnerUsage
		}
		decodeInto(t, body, &out)
		if code != 200 || len(out.Partners) != 1 || out.Partners[0].Runs != 1 || out.Partners[0].Tokens != 150 ||
			len(out.Partners[0].Automations) != 1 || out.Partners[0].Automations[0].Runs != 1 || out.Partners[0].Email != "runs@agency.example" {
			t.Fatalf("usage: %d %s", code, body)
		}
		if code, _ := s.do(p.Client, "GET", "/api/admin/automations/usage", ""); code != 401 {
			t.Errorf("a partner reads staff usage: %d", code)
		}
		if code, _ := s.do(s.staffAs(auth.Viewer), "POST", fmt.Sprintf("/api/admin/automations/agent/%d/pause", agent), ""); code != 403 {
			t.Errorf("a viewer pauses: %d", code)
		}
		if code, body := s.do(staff, "POST", fmt.Sprintf("/api/admin/automations/agent/%d/pause", agent), ""); code != 200 {
			t.Fatalf("pause: %d %s", code, body)
		}
		if code, _ := s.do(staff, "POST", "/api/admin/automations/app/99999/pause", ""); code != 404 {
			t.Errorf("pause an unknown app: %d", code)
		}
		var status string
		d.QueryRow(context.Background(), "SELECT status FROM automation_agents WHERE id = ?", agent).Scan(&status)
		_, body = s.do(staff, "GET", "/api/admin/audit?type=agent", "")
		if status != "paused" || !strings.Contains(body, `"action":"paused"`) || !strings.Contains(body, `"paused"`) {
			t.Errorf("paused %q, audit %s", status, body)
		}
	})
}
