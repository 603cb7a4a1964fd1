package notify

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// composeTo makes one e-mail per event, to the address in its data, and
// fails for the event "broken".
func composeTo(b *Batch, event string, data map[string]string) error {
	if event == "broken" {
		return errors.New("no such template")
	}
	return b.Email(data["email"], "visitor_live", map[string]string{"firstName": data["name"]})
}

func announceAt(t *testing.T, d *db.DB, at time.Time, events ...[2]string) {
	t.Helper()
	if err := d.Write(t.Context(), func(tx *db.Tx) error {
		for _, e := range events {
			if err := Announce(t.Context(), tx, e[0], map[string]string{"email": e[1], "name": "Ada <&>"}, at); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

func count(t *testing.T, d *db.DB, q string) (n int) {
	t.Helper()
	if err := d.QueryRow(t.Context(), "SELECT COUNT(*) FROM "+q).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// An announced event becomes its messages, dated when it happened, and
// leaves the queue; one that cannot be composed is dropped without
// holding back the others.
func TestAnnouncedEventsBecomeTheirMessages(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		at := time.Date(2026, 11, 25, 9, 30, 0, 0, time.UTC)
		announceAt(t, d, at, [2]string{"lead.created", "a@x.co"}, [2]string{"broken", "b@x.co"}, [2]string{"quiz.completed", "c@x.co"})
		w := &Worker{DB: d, Expand: composeTo, Now: func() time.Time { return at.Add(time.Second) }}
		if n, err := w.Compose(t.Context()); err != nil || n != 3 {
			t.Fatalf("composed %d events, %v; want 3", n, err)
		}
		if left := count(t, d, "outbox_events"); left != 0 {
			t.Fatalf("%d events left", left)
		}
		rows, err := d.Query(t.Context(), "SELECT recipient, payload, created_at, next_attempt_at FROM outbox ORDER BY id")
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var got []string
		for rows.Next() {
			var to, payload string
			var created, due time.Time
			if err := rows.Scan(&to, &payload, &created, &due); err != nil {
				t.Fatal(err)
			}
			if !created.Equal(at) || !due.Equal(at) {
				t.Errorf("%s: created %v, due %v; want both %v", to, created, due, at)
			}
			var p EmailPayload
			if err := json.Unmarshal([]byte(payload), &p); err != nil {
				t.Fatal(err)
			}
			got = append(got, fmt.Sprint(to, " ", p.Template, " ", p.Data))
		}
		want := []string{"a@x.co visitor_live map[firstName:Ada <&>]", "c@x.co visitor_live map[firstName:Ada <&>]"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("messages:\n%q\nwant\n%q", got, want)
		}
	})
}

// Workers on several instances share the events: each is composed once.
func TestEventsAreComposedOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		const n = 600
		var events [][2]string
		for i := range n {
			events = append(events, [2]string{"lead.created", fmt.Sprintf("v%d@x.co", i)})
		}
		announceAt(t, d, time.Now(), events...)
		var wg sync.WaitGroup
		composed := make([]int, 3)
		for i := range composed {
			wg.Add(1)
			go func() {
				defer wg.Done()
				w := &Worker{DB: d, Expand: composeTo}
				var err error
				if composed[i], err = w.Compose(t.Context()); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if total := composed[0] + composed[1] + composed[2]; total != n {
			t.Fatalf("the workers composed %v events, %d in all; want %d", composed, total, n)
		}
		if msgs, distinct := count(t, d, "outbox"), count(t, d, "(SELECT DISTINCT recipient FROM outbox) r"); msgs != n || distinct != n {
			t.Fatalf("%d messages to %d recipients, want %d each", msgs, distinct, n)
		}
	})
}

// While visitors' writes queue, an event waits like a message: composed,
// and its messages delivered, once it happened DeferLimit ago.
func TestEventsWaitForVisitors(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		at := time.Date(2026, 11, 25, 9, 30, 0, 0, time.UTC)
		announceAt(t, d, at, [2]string{"lead.created", "a@x.co"})
		now := at.Add(5 * time.Second)
		mail := &sentMail{}
		w := &Worker{DB: d, Expand: composeTo, Mailer: mail, Now: func() time.Time { return now }, saturated: func() bool { return true }}
		if _, err := w.RunOnce(t.Context()); !errors.Is(err, errDeferred) || count(t, d, "outbox_events") != 1 {
			t.Fatalf("a 5 s old event while writes queue: %v, %d events left", err, count(t, d, "outbox_events"))
		}
		now = at.Add(DeferLimit)
		if n, err := w.RunOnce(t.Context()); err != nil || n != 1 || mail.count() != 1 {
			t.Fatalf("at its limit: %d delivered, %d sent, %v", n, mail.count(), err)
		}
	})
}
