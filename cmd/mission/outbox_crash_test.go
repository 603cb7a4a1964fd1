package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// A webhook being delivered when the process dies is delivered after the
// restart, under the same id.
func TestOutboxSurvivesAKillBetweenClaimAndAcknowledgement(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode: skipping the outbox crash test")
	}
	var mu sync.Mutex
	var ids []string
	arrived := make(chan struct{}, 4)
	release := make(chan struct{})
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		ids = append(ids, r.Header.Get("webhook-id"))
		first := len(ids) == 1
		mu.Unlock()
		arrived <- struct{}{}
		if first {
			<-release // hold the first delivery until its sender is gone
		}
		w.Write([]byte("ok"))
	}))
	defer hook.Close()
	defer close(release)

	dir := t.TempDir()
	s := startServer(t, "DATA_DIR="+dir, "WEBHOOK_ALLOW_PRIVATE=true", "OUTBOX_CLAIM_TIMEOUT=2s")
	staff := browser()
	if code, body := call(t, staff, "POST", s.url("/api/admin/login"), `{"email":"admin@example.com","password":"`+adminPassword+`"}`); code != 200 {
		t.Fatalf("login: %d %s", code, body)
	}
	if code, body := call(t, staff, "POST", s.url("/api/admin/webhooks"), fmt.Sprintf(`{"url":%q,"events":["lead.created"]}`, hook.URL)); code != 201 {
		t.Fatalf("endpoint: %d %s", code, body)
	}
	if code, _ := call(t, browser(), "POST", s.url("/api/leads"), `{"name":"Kill Test","email":"kill@example.com"}`); code != 201 {
		t.Fatal("lead")
	}
	select {
	case <-arrived:
	case <-time.After(20 * time.Second):
		t.Fatal("the webhook was never sent")
	}
	s.kill() // the delivery is claimed and in flight; nothing acknowledged it
	s.start()
	select {
	case <-arrived:
	case <-time.After(30 * time.Second):
		t.Fatal("the webhook was not delivered after the restart")
	}
	mu.Lock()
	defer mu.Unlock()
	if len(ids) != 2 || ids[0] != ids[1] || ids[0] == "" {
		t.Fatalf("deliveries: %v", ids)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		_, body := call(t, staff, "GET", s.url("/api/admin/outbox?kind=webhook"), "")
		var out struct{ Messages []struct{ Status string } }
		json.Unmarshal([]byte(body), &out)
		if len(out.Messages) == 1 && out.Messages[0].Status == "sent" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("outbox after the restart: %s", body)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
