package app

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/notify"
)

// The subscriptions an event is composed for are kept between rounds;
// every change to an endpoint is seen by the next lead's.
func TestEndpointChangesReachTheNextLead(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "WEBHOOK_ALLOW_PRIVATE=true")
		staff := s.staff()
		n := 0
		queuedAfterLead := func() int {
			t.Helper()
			n++
			if code, body := s.do(s.client(), "POST", "/api/leads",
				fmt.Sprintf(`{"name":"Ann Lee","email":"ann%d@example.com"}`, n)); code != 201 {
				t.Fatalf("lead: %d %s", code, body)
			}
			s.compose()
			return s.count("outbox WHERE kind = 'webhook'")
		}
		if got := queuedAfterLead(); got != 0 {
			t.Fatalf("%d webhooks with no endpoint", got)
		}
		id, _ := s.addEndpoint(staff, "http://127.0.0.1:9/hook", notify.EventLeadCreated)
		s.addEndpoint(staff, "http://127.0.0.1:9/other", notify.EventQuizCompleted)
		if got := queuedAfterLead(); got != 1 {
			t.Fatalf("after adding an endpoint: %d webhooks, want 1", got)
		}
		path := fmt.Sprintf("/api/admin/webhooks/%d", id)
		s.do(staff, "PATCH", path, `{"active":false}`)
		if got := queuedAfterLead(); got != 1 {
			t.Fatalf("after turning it off: %d webhooks, want still 1", got)
		}
		s.do(staff, "PATCH", path, `{"active":true}`)
		if got := queuedAfterLead(); got != 2 {
			t.Fatalf("after turning it on: %d webhooks, want 2", got)
		}
		s.do(staff, "DELETE", path, "")
		if got := queuedAfterLead(); got != 2 {
			t.Fatalf("after deleting it: %d webhooks, want still 2", got)
		}
	})
}

// Two instances on one PostgreSQL database: an endpoint added on one is
// used by the other when it composes its next leads' messages.
func TestEndpointAddedOnOneInstanceIsUsedByAnother(t *testing.T) {
	url := dbtest.PostgresURL(t)
	a := newSite(t, dbtest.Open(t, url), "WEBHOOK_ALLOW_PRIVATE=true")
	b := newSite(t, dbtest.Open(t, url), "WEBHOOK_ALLOW_PRIVATE=true")
	post := func(i int) {
		t.Helper()
		if code, body := b.do(b.client(), "POST", "/api/leads", fmt.Sprintf(`{"name":"Bo","email":"bo%d@example.com"}`, i)); code != 201 {
			t.Fatalf("lead: %d %s", code, body)
		}
		b.compose()
	}
	post(0) // b now knows there is no endpoint
	a.addEndpoint(a.staff(), "http://127.0.0.1:9/hook", notify.EventLeadCreated)
	deadline := time.Now().Add(10 * time.Second)
	for i := 1; b.count("outbox WHERE kind = 'webhook'") == 0; i++ {
		if time.Now().After(deadline) {
			t.Fatal("the other instance never queued a webhook for the new endpoint")
		}
		time.Sleep(20 * time.Millisecond)
		post(i)
	}
}

// A worker's round takes the SQLite writer once, to record what it
// delivered, however many messages it delivers: it finds them on a reader.
func TestAWorkerRoundTakesTheWriterOnce(t *testing.T) {
	d := dbtest.SQLite(t)
	s := newSite(t, d, "WEBHOOK_ALLOW_PRIVATE=true")
	rcv := newReceiver(0)
	hook := httptest.NewServer(rcv)
	defer hook.Close()
	_, rcv.secret = s.addEndpoint(s.staff(), hook.URL, notify.EventLeadCreated)
	hooks := notify.NewSubscriptions(d)
	if err := d.Write(t.Context(), func(tx *db.Tx) error {
		for i := range 20 {
			if err := hooks.Event(t.Context(), tx, notify.EventLeadCreated, map[string]int{"n": i}, time.Now()); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if n, writes := oneRound(t, d); n != 20 || writes != 1 {
		t.Fatalf("a round of %d messages took the writer %d times, want 20 and 1", n, writes)
	}
	if sent := s.count("outbox WHERE status = 'sent' AND attempts = 1 AND locked_until IS NULL"); sent != 20 {
		t.Fatalf("%d of 20 recorded as sent", sent)
	}
	if logged := s.count("webhook_deliveries WHERE status_code = 200 AND attempt = 1"); logged != 20 {
		t.Fatalf("%d of 20 attempts logged", logged)
	}
}

// With no mail server, e-mails wait in the outbox; a round that finds no
// webhook due does not take the SQLite writer at all.
func TestAnIdleRoundLeavesTheWriterAlone(t *testing.T) {
	d := dbtest.SQLite(t)
	if err := d.Write(t.Context(), func(tx *db.Tx) error {
		for i := range 500 {
			if err := notify.Email(t.Context(), tx, fmt.Sprintf("v%d@example.com", i), "visitor_application",
				map[string]string{"name": "Ann"}, time.Now()); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if n, writes := oneRound(t, d); n != 0 || writes != 0 {
		t.Fatalf("an idle round claimed %d messages and took the writer %d times", n, writes)
	}
}

// oneRound runs one outbox worker round on d and reports how many messages
// it claimed and how many times it took the SQLite writer.
func oneRound(t *testing.T, d *db.DB) (int, int64) {
	t.Helper()
	w := &notify.Worker{DB: d, Webhooks: notify.NewSender(true), Batch: 50}
	before := d.WriterStats().Writes
	n, err := w.RunOnce(t.Context())
	if err != nil {
		t.Fatalf("round: %v", err)
	}
	return n, d.WriterStats().Writes - before
}

// Go's profiles are served on the private metrics address only, never on
// the public port.
func TestProfilesAreNotOnThePublicPort(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t))
	for _, path := range []string{"/debug/pprof/", "/debug/pprof/profile?seconds=1", "/debug/pprof/heap"} {
		code, body := s.do(s.client(), "GET", path, "")
		if code == 200 && !strings.Contains(body, "<!doctype html>") {
			t.Errorf("%s answered %d with a profile", path, code)
		}
		if strings.Contains(body, "goroutine") || strings.Contains(body, "heap profile") {
			t.Errorf("%s leaked runtime details", path)
		}
	}
}
