package notify

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

type sentMail struct {
	mu sync.Mutex
	to []string
}

func (s *sentMail) Send(_ context.Context, _, to string, _ Rendered) error {
	s.mu.Lock()
	s.to = append(s.to, to)
	s.mu.Unlock()
	return nil
}

func (s *sentMail) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.to)
}

// While visitors' writes queue, a message waits, safe in the outbox, until
// it has waited its limit; otherwise it goes at once.
func TestDeliveriesWaitForVisitorsUpToTheirLimit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := t.Context()
		queued := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
		if err := d.Write(ctx, func(tx *db.Tx) error {
			return Email(ctx, tx, "visitor@x.co", "visitor_live", map[string]string{"firstName": "Ada"}, queued)
		}); err != nil {
			t.Fatal(err)
		}
		mail := &sentMail{}
		now := queued.Add(10 * time.Second)
		saturated := true
		w := &Worker{DB: d, Mailer: mail, Now: func() time.Time { return now }, saturated: func() bool { return saturated }}

		if n, err := w.RunOnce(ctx); !errors.Is(err, errDeferred) || n != 0 || mail.count() != 0 {
			t.Fatalf("10 s old while writes queue: %d sent, %d delivered, %v; want it to wait", mail.count(), n, err)
		}
		now = queued.Add(DeferLimit)
		if n, err := w.RunOnce(ctx); err != nil || n != 1 || mail.count() != 1 {
			t.Fatalf("at its limit: %d delivered, %v", n, err)
		}

		if err := d.Write(ctx, func(tx *db.Tx) error {
			return Email(ctx, tx, "second@x.co", "visitor_live", map[string]string{"firstName": "Bo"}, now)
		}); err != nil {
			t.Fatal(err)
		}
		saturated = false
		if n, err := w.RunOnce(ctx); err != nil || n != 1 || mail.count() != 2 {
			t.Fatalf("with no writes queueing: %d delivered, %v", n, err)
		}
	})
}

// Writes queue when several were under way or waiting at once throughout
// the last moments; not after an idle while.
func TestWriterLoadFollowsTheWrites(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		l := &writerLoad{db: d}
		l.saturated() // the first look only starts the clock
		var wg sync.WaitGroup
		for range queueing + 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := d.Write(t.Context(), func(*db.Tx) error { time.Sleep(3 * loadWindow); return nil }); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if !l.saturated() {
			t.Fatal("after writes that held the writer (or the database) throughout: not saturated")
		}
		time.Sleep(2 * loadWindow)
		if l.saturated() {
			t.Fatal("after an idle while: still saturated")
		}
	})
}

// The worker's own writes (composing and recording a drain after a rush)
// do not read as visitors' writes queueing.
func TestTheWorkersOwnWritesAreNotVisitors(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := &Worker{DB: d}
		l := &writerLoad{db: d, own: &w.own}
		l.saturated()
		var wg sync.WaitGroup
		for range queueing + 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := w.write(t.Context(), func(*db.Tx) error { time.Sleep(3 * loadWindow); return nil }); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if l.saturated() {
			t.Fatal("the worker's own writes read as visitors' writes queueing")
		}
	})
}
