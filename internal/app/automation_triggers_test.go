package app

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"mission/internal/automations"
	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// hook posts body to a webhook trigger's address, signed with secret
// (unsigned when secret is "") under message id msg.
func hook(t *testing.T, url, secret, msg, body string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if secret != "" {
		wh, err := standardwebhooks.NewWebhook(secret)
		if err != nil {
			t.Fatal(err)
		}
		now := time.Now()
		sig, _ := wh.Sign(msg, now, []byte(body))
		req.Header.Set("webhook-id", msg)
		req.Header.Set("webhook-timestamp", fmt.Sprint(now.Unix()))
		req.Header.Set("webhook-signature", sig)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var buf bytes.Buffer
	buf.ReadFrom(res.Body)
	return res.StatusCode, buf.String()
}

func TestAutomationWebhookTrigger(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model, "AUTOMATION_RUNS_PER_MINUTE=1000")
		code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/automations/agent/%d/triggers", agent),
			`{"type":"webhook","input":{"client_name":"Default Co"}}`)
		var tr automations.Trigger
		decodeInto(t, body, &tr)
		if code != 201 || !strings.HasPrefix(tr.URL, "https://mission.example/api/hooks/automations/") || !strings.HasPrefix(tr.Secret, "whsec_") {
			t.Fatalf("add: %d %s", code, body)
		}
		url := s.srv.URL + strings.TrimPrefix(tr.URL, "https://mission.example")

		// Unsigned, or signed with another secret: refused, nothing queued.
		if code, body := hook(t, url, "", "", `{"client_name":"Acme"}`); code != 401 || !strings.Contains(body, "Standard Webhooks") {
			t.Errorf("unsigned: %d %s", code, body)
		}
		if code, _ := hook(t, url, "whsec_"+strings.Repeat("A", 32), "m0", `{"client_name":"Acme"}`); code != 401 {
			t.Errorf("another secret: %d", code)
		}
		if code, _ := hook(t, s.srv.URL+"/api/hooks/automations/nope", tr.Secret, "m0", `{}`); code != 404 {
			t.Errorf("unknown token: %d", code)
		}
		if n := s.count("automation_executions"); n != 0 {
			t.Fatalf("%d runs after refused calls", n)
		}
		// Signed: the body's fields are the inputs, over the trigger's own.
		code, body = hook(t, url, tr.Secret, "msg-1", `{"client_name":"Acme","message":"Hi","order":{"id":7},"Bad Name":"x"}`)
		var accepted struct{ RunID int64 }
		decodeInto(t, body, &accepted)
		if code != 202 || accepted.RunID == 0 {
			t.Fatalf("signed: %d %s", code, body)
		}
		r := s.run(p.Client, accepted.RunID)
		if r.Trigger != "webhook" || r.Input["client_name"] != "Acme" || r.Input["order"] != `{"id":7}` || r.Input["message"] != "Hi" || len(r.Input) != 3 {
			t.Errorf("run: %+v", r)
		}
		// The same message again answers the same run.
		if code, body := hook(t, url, tr.Secret, "msg-1", `{"client_name":"Acme","message":"Hi","order":{"id":7},"Bad Name":"x"}`); code != 202 ||
			!strings.Contains(body, fmt.Sprintf(`"runId":%d`, accepted.RunID)) || s.count("automation_executions") != 1 {
			t.Errorf("again: %d %s", code, body)
		}
		// Without the body's name, the trigger's own fills it; bad JSON is a 400.
		code, body = hook(t, url, tr.Secret, "msg-2", `{"message":"Hello"}`)
		decodeInto(t, body, &accepted)
		if r := s.run(p.Client, accepted.RunID); code != 202 || r.Input["client_name"] != "Default Co" {
			t.Errorf("fixed input: %d %+v", code, r)
		}
		if code, _ := hook(t, url, tr.Secret, "msg-3", `[1,2]`); code != 400 {
			t.Errorf("a list: %d", code)
		}
		// A paused agent's webhook is refused.
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner/automations/agent/%d", agent), `{"status":"paused"}`)
		if code, body := hook(t, url, tr.Secret, "msg-4", `{}`); code != 409 || !strings.Contains(body, "not active") {
			t.Errorf("paused: %d %s", code, body)
		}
		// Another partner cannot list, add to or remove it.
		other := s.partner(s.staff(), "other@agency.example")
		for _, req := range [][3]string{{"GET", fmt.Sprintf("/api/partner/automations/agent/%d/triggers", agent), ""},
			{"POST", fmt.Sprintf("/api/partner/automations/agent/%d/triggers", agent), `{"type":"webhook"}`},
			{"DELETE", fmt.Sprintf("/api/partner/automations/triggers/%d", tr.ID), ""}} {
			if code, _ := s.do(other.Client, req[0], req[1], req[2]); code != 404 {
				t.Errorf("%s %s by another partner: %d", req[0], req[1], code)
			}
		}
		if code, _ := s.do(p.Client, "DELETE", fmt.Sprintf("/api/partner/automations/triggers/%d", tr.ID), ""); code != 200 {
			t.Errorf("remove: %d", code)
		}
		if code, _ := hook(t, url, tr.Secret, "msg-5", `{}`); code != 404 {
			t.Errorf("removed, the address answers nothing: %d", code)
		}
		// Each address takes 60 calls a minute, whatever they carry.
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner/automations/agent/%d", agent), `{"status":"active"}`)
		code, body = s.do(p.Client, "POST", fmt.Sprintf("/api/partner/automations/agent/%d/triggers", agent), `{"type":"webhook"}`)
		decodeInto(t, body, &tr)
		url = s.srv.URL + strings.TrimPrefix(tr.URL, "https://mission.example")
		limited := 0
		var wg sync.WaitGroup
		var mu sync.Mutex
		for range 80 {
			wg.Go(func() {
				if code, _ := hook(t, url, "", "", `{}`); code == 429 {
					mu.Lock()
					limited++
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if limited != 20 {
			t.Errorf("%d of 80 calls limited", limited)
		}
	})
}

func TestAutomationScheduleFiresOnceInThePartnersTimeZone(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, _ := automationSite(t, d, model)
		agent := s.agent(p.ID, "Write the weekly summary.")
		code, body := s.do(p.Client, "PUT", "/api/partner/sla/settings",
			`{"timeZone":"America/New_York","open":"09:00","close":"17:00","days":[1,2,3,4,5],"replyHours":8,"reviewHours":40}`)
		if code != 200 {
			t.Fatalf("settings: %d %s", code, body)
		}
		for body, want := range map[string]string{`{"type":"schedule","cron":"every day"}`: "five cron fields",
			`{"type":"schedule","cron":"* * * * *"}`: "every 5 minutes", `{"type":"event","event":"lead.created"}`: "Choose an event",
			`{"type":"email"}`: "Choose webhook"} {
			if code, resp := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/automations/agent/%d/triggers", agent), body); code != 400 || !strings.Contains(resp, want) {
				t.Errorf("%s: %d %s", body, code, resp)
			}
		}
		code, body = s.do(p.Client, "POST", fmt.Sprintf("/api/partner/automations/agent/%d/triggers", agent), `{"type":"schedule","cron":"0 9 * * *"}`)
		var tr automations.Trigger
		decodeInto(t, body, &tr)
		loc, _ := time.LoadLocation("America/New_York")
		if code != 201 || tr.TimeZone != "America/New_York" || tr.NextRunAt == nil || tr.NextRunAt.In(loc).Hour() != 9 {
			t.Fatalf("add: %d %s", code, body)
		}
		store := s.app.Runs.Store
		if n, err := store.StartScheduled(context.Background(), tr.NextRunAt.Add(-time.Second)); err != nil || n != 0 {
			t.Fatalf("before it is due: %d %v", n, err)
		}
		// Due: two instances at once queue one run, and the next is a day on.
		at := tr.NextRunAt.Add(30 * time.Second)
		var wg sync.WaitGroup
		for range 2 {
			wg.Go(func() {
				if _, err := store.StartScheduled(context.Background(), at); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		_, body = s.do(p.Client, "GET", "/api/partner/automations/runs?trigger=schedule", "")
		var page db.Page[automations.Run]
		decodeInto(t, body, &page)
		if page.Total != 1 || page.Items[0].Status != "pending" {
			t.Fatalf("runs: %s", body)
		}
		_, body = s.do(p.Client, "GET", fmt.Sprintf("/api/partner/automations/agent/%d/triggers", agent), "")
		if !strings.Contains(body, tr.NextRunAt.Add(24*time.Hour).Format(time.RFC3339)) {
			t.Errorf("next firing: %s", body)
		}
	})
}

func TestAutomationEventTriggers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		model := newFakeModel(t)
		s, p, agent := automationSite(t, d, model)
		pd := s.seedPortal(s.staff(), p)
		paused := s.agent(p.ID, "Thank {{client_name}} for approving {{deliverable}}.")
		for _, tc := range []struct {
			agent int64
			event string
		}{{agent, automations.EventClientMessage}, {paused, automations.EventDeliverableApproved}} {
			if code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/automations/agent/%d/triggers", tc.agent),
				`{"type":"event","event":"`+tc.event+`"}`); code != 201 {
				t.Fatalf("add %s: %d %s", tc.event, code, body)
			}
		}
		// The client writes in the portal: the agent starts with their name and message.
		if code, body := s.do(s.client(), "POST", "/api/client-portal/"+pd.token+"/messages", `{"message":"Can we meet Friday?"}`); code != 201 {
			t.Fatalf("client message: %d %s", code, body)
		}
		_, body := s.do(p.Client, "GET", "/api/partner/automations/runs?trigger=event", "")
		var page db.Page[automations.Run]
		decodeInto(t, body, &page)
		if page.Total != 1 || page.Items[0].Input["message"] != "Can we meet Friday?" || page.Items[0].Input["client_name"] == "" {
			t.Fatalf("runs after a message: %s", body)
		}
		// An inactive agent's event is recorded as refused, saying why, and calls nothing.
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner/automations/agent/%d", paused), `{"status":"paused"}`)
		if code, body := s.do(s.client(), "POST", fmt.Sprintf("/api/client-portal/%s/deliverables/%d/approve", pd.token, pd.deliverable), `{"name":"Casey"}`); code != 200 {
			t.Fatalf("approve: %d %s", code, body)
		}
		_, body = s.do(p.Client, "GET", fmt.Sprintf("/api/partner/automations/runs?automation=agent:%d", paused), "")
		decodeInto(t, body, &page)
		if page.Total != 1 || page.Items[0].Status != "refused" || !strings.Contains(page.Items[0].Error, "not active") ||
			page.Items[0].Input["deliverable"] != "Homepage mockup" {
			t.Fatalf("refused run: %s", body)
		}
		s.runOnce()
		if model.calls.Load() != 1 {
			t.Errorf("%d model calls; want the message's one", model.calls.Load())
		}
	})
}
