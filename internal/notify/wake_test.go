package notify

import (
	"context"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

type noMail struct{}

func (noMail) Send(context.Context, string, string, Rendered) error { return nil }

// Queued messages wake the worker at once, but e-mails alone wake only a
// worker that has a mail server to send them to: without one they wait in
// the outbox, and looking for them on every commit would cost a query each.
func TestQueuedMessagesWakeOnlyAWorkerThatCanSendThem(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := t.Context()
		without := &Worker{DB: d}
		with := &Worker{DB: d, Mailer: noMail{}}
		without.init()
		with.init()
		woken := func(w *Worker) bool {
			select {
			case <-w.wake:
				return true
			case <-time.After(500 * time.Millisecond):
				return false
			}
		}
		queue := func(add func(b *Batch) error) {
			t.Helper()
			if err := d.Write(ctx, func(tx *db.Tx) error {
				b := NewBatch(ctx, tx, time.Now())
				if err := add(b); err != nil {
					return err
				}
				return b.Queue()
			}); err != nil {
				t.Fatal(err)
			}
		}
		email := func(b *Batch) error {
			return b.Email("visitor@x.co", "visitor_live", map[string]string{"firstName": "Ada"})
		}
		queue(email)
		if !woken(with) {
			t.Error("an e-mail did not wake the worker with a mail server")
		}
		if woken(without) {
			t.Error("an e-mail woke the worker that cannot send it")
		}
		var endpoint int64
		if err := d.Write(ctx, func(tx *db.Tx) error {
			return tx.QueryRow(ctx, `INSERT INTO webhook_endpoints (url, events, secret, created_at) VALUES ('https://hooks.example/x', '["lead.created"]', 'k', ?) RETURNING id`,
				time.Now().UTC()).Scan(&endpoint)
		}); err != nil {
			t.Fatal(err)
		}
		subs := NewSubscriptions(d)
		queue(func(b *Batch) error {
			if err := email(b); err != nil {
				return err
			}
			return b.Event(subs, EventLeadCreated, map[string]string{"id": "1"})
		})
		if !woken(with) || !woken(without) {
			t.Error("a webhook did not wake both workers")
		}
	})
}
