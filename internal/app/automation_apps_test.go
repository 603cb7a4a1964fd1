package app

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// newApp makes an app of the partner's with no workflow yet.
func (s *testSite) newApp(partner int64) int64 {
	s.t.Helper()
	var id int64
	err := s.app.DB.Write(context.Background(), func(tx *db.Tx) error {
		return tx.QueryRow(context.Background(), `INSERT INTO automation_apps (partner_id, name, status, workflow, integrations, settings)
			VALUES (?, 'Inbox helper', 'active', '{}', '[]', '{}') RETURNING id`, partner).Scan(&id)
	})
	if err != nil {
		s.t.Fatal(err)
	}
	return id
}

func TestAutomationAppRunsEveryStepType(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model)
		pd := s.seedPortal(s.staff(), p)
		var orders atomic.Value
		shop := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			orders.Store(r.Method + " " + r.URL.Path + " " + r.Header.Get("X-Token") + " " + string(body))
			fmt.Fprint(w, `{"status":"refund requested"}`)
		}))
		defer shop.Close()
		s.app.Runs.Web = shop.Client() // trusts the shop's certificate
		app := s.newApp(p.ID)
		path := fmt.Sprintf("/api/partner/automations/app/%d", app)

		// An app without a valid workflow cannot run.
		if code, body := s.startRunOf(p.Client, "app", app, `{"input":{}}`); code != 409 || !strings.Contains(body, "workflow cannot run") {
			t.Fatalf("no workflow: %d %s", code, body)
		}
		// Each step is checked before it is saved.
		for wf, want := range map[string]string{
			`{"steps":[]}`:                           `"workflow.steps"`,
			`{"steps":[{"name":"a","type":"exec"}]}`: `"workflow.steps.0.type"`,
			`{"steps":[{"name":"a","type":"http","method":"GET","url":"ftp://x"}]}`:                                  `"workflow.steps.0.url"`,
			`{"steps":[{"name":"a","type":"branch","if":{"value":"x","op":"matches"},"then":"end","else":"b"}]}`:     `"workflow.steps.0.else"`,
			`{"steps":[{"name":"a","type":"wait","seconds":99999}]}`:                                                 `"workflow.steps.0.seconds"`,
			`{"steps":[{"name":"a","type":"email","to":"partner","subject":"S","message":"{{steps.nope.output}}"}]}`: `"workflow.steps.0.type"`,
			`{"steps":[{"name":"a","type":"wait","seconds":1},{"name":"a","type":"wait","seconds":1}]}`:              `"workflow.steps.1.name"`,
		} {
			if code, body := s.do(p.Client, "PATCH", path, `{"workflow":`+wf+`}`); code != 400 || !strings.Contains(body, want) {
				t.Errorf("%s: want 400 naming %s, got %d %s", wf, want, code, body)
			}
		}
		workflow := fmt.Sprintf(`{"steps":[
			{"name":"draft","type":"agent","agentId":%d,"input":{"client_name":"{{input.client_name}}"}},
			{"name":"lookup","type":"http","method":"POST","url":"%s/orders","headers":{"X-Token":"t-1"},"body":"{\"reply\":\"{{steps.draft.output}}\"}"},
			{"name":"check","type":"branch","if":{"value":"{{steps.lookup.output}}","op":"contains","text":"refund"},"then":"reply","else":"end"},
			{"name":"escalate","type":"email","to":"partner","subject":"Never","message":"skipped by the branch"},
			{"name":"reply","type":"portal_message","client":"{{input.client_id}}","subject":"About your order","message":"{{steps.draft.output}}"},
			{"name":"pause","type":"wait","seconds":30},
			{"name":"notify","type":"email","to":"partner","subject":"Refund handled for {{input.client_name}}","message":"Status {{steps.lookup.status}}: {{steps.lookup.output}}"}
		]}`, agent, shop.URL)
		if code, body := s.do(p.Client, "PATCH", path, `{"workflow":`+workflow+`}`); code != 200 {
			t.Fatalf("save workflow: %d %s", code, body)
		}
		// Its inputs are every {{input.x}} its steps read.
		if code, body := s.startRunOf(p.Client, "app", app, `{"input":{"client_name":"Acme"}}`); code != 400 || !strings.Contains(body, "input.client_id") {
			t.Fatalf("missing input: %d %s", code, body)
		}
		code, body := s.startRunOf(p.Client, "app", app, fmt.Sprintf(`{"input":{"client_name":"Acme","client_id":"%d"}}`, pd.client))
		if code != 202 {
			t.Fatalf("start: %d %s", code, body)
		}
		var started struct{ ID int64 }
		decodeInto(t, body, &started)
		messagesBefore := s.count("partner_communications")

		// The first part runs to the wait: the agent's output went to the
		// shop, the branch chose the reply, the message was posted.
		s.runOnce()
		r := s.run(p.Client, started.ID)
		var names []string
		for _, st := range r.Steps {
			names = append(names, st.Name)
		}
		if r.Status != "pending" || strings.Join(names, ",") != "draft,lookup,check,reply,pause" || r.NextAttemptAt == nil || r.Tokens != 150 {
			t.Fatalf("after the first part: %+v", r)
		}
		if got := orders.Load(); got != `POST /orders t-1 {"reply":"Hello Acme, thanks!"}` {
			t.Errorf("the shop got %v", got)
		}
		if r.Steps[1].Status != 200 || r.Steps[2].Output != "then: reply" {
			t.Errorf("steps: %+v", r.Steps)
		}
		if n := s.count("partner_communications"); n != messagesBefore+1 {
			t.Errorf("portal messages: %d, want %d", n, messagesBefore+1)
		}
		// After the wait, the rest: the e-mail to the partner.
		s.dueNow(started.ID)
		s.runOnce()
		r = s.run(p.Client, started.ID)
		if r.Status != "succeeded" || len(r.Steps) != 6 || r.Steps[5].Output != "E-mail to runs@agency.example queued" || r.Cost == nil {
			t.Fatalf("finished: %+v", r)
		}
		s.compose()
		var payload string
		if err := d.QueryRow(context.Background(), "SELECT payload FROM outbox WHERE event = 'automation_email' AND recipient = 'runs@agency.example'").
			Scan(&payload); err != nil || !strings.Contains(payload, "Refund handled for Acme") || !strings.Contains(payload, "Status 200") {
			t.Errorf("the e-mail: %s %v", payload, err)
		}
		if model.calls.Load() != 1 {
			t.Errorf("%d model calls", model.calls.Load())
		}

		// An app has triggers as an agent does: a schedule starts it with its fixed inputs.
		code, body = s.do(p.Client, "POST", path+"/triggers", fmt.Sprintf(`{"type":"schedule","cron":"@hourly","input":{"client_name":"Acme","client_id":"%d"}}`, pd.client))
		var tr struct {
			Kind      string
			NextRunAt time.Time
		}
		decodeInto(t, body, &tr)
		if code != 201 || tr.Kind != "app" {
			t.Fatalf("app trigger: %d %s", code, body)
		}
		if n, err := s.app.Runs.Store.StartScheduled(context.Background(), tr.NextRunAt.Add(time.Second)); err != nil || n != 1 {
			t.Fatalf("scheduled app: %d %v", n, err)
		}
		_, body = s.do(p.Client, "GET", fmt.Sprintf("/api/partner/automations/runs?automation=app:%d&trigger=schedule", app), "")
		if !strings.Contains(body, `"total":1`) || !strings.Contains(body, `"kind":"app"`) {
			t.Errorf("scheduled app run: %s", body)
		}

		// An e-mail step may not write to a stranger.
		stranger := `{"steps":[{"name":"spam","type":"email","to":"{{input.to}}","subject":"Hi","message":"Buy"}]}`
		s.do(p.Client, "PATCH", path, `{"workflow":`+stranger+`}`)
		_, body = s.startRunOf(p.Client, "app", app, `{"input":{"to":"victim@example.com"}}`)
		decodeInto(t, body, &started)
		s.runOnce()
		if r := s.run(p.Client, started.ID); r.Status != "failed" || !strings.Contains(r.Error, "one of your clients") {
			t.Errorf("stranger: %+v", r)
		}
	})
}

func TestAutomationAppHTTPStepRefusesPrivateAddresses(t *testing.T) {
	d := dbtest.SQLite(t)
	model := newFakeModel(t)
	s := newSite(t, d, "AI_API_URL="+model.URL)
	p := s.partner(s.staff(), "guard@agency.example")
	app := s.newApp(p.ID)
	for url, want := range map[string]string{"https://127.0.0.1:9/x": "not on the public internet", "https://169.254.169.254/latest": "not on the public internet"} {
		wf := `{"steps":[{"name":"fetch","type":"http","method":"GET","url":"` + url + `"}]}`
		if code, body := s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner/automations/app/%d", app), `{"workflow":`+wf+`}`); code != 200 {
			t.Fatalf("save: %d %s", code, body)
		}
		_, body := s.startRunOf(p.Client, "app", app, `{"input":{}}`)
		var started struct{ ID int64 }
		decodeInto(t, body, &started)
		s.runOnce()
		if r := s.run(p.Client, started.ID); r.Status != "failed" || !strings.Contains(r.Error, want) || r.Attempts != 1 {
			t.Errorf("%s: %+v", url, r)
		}
	}
}
