package audit

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"mission/internal/auth"
	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// The entry is written in the change's own transaction: a write that fails
// after changing its row leaves neither the change nor an entry; one that
// succeeds always has its entry.
func TestEntryLivesAndDiesWithItsWrite(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
		err := d.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, `INSERT INTO leads (id, name, email, source, status, created_at, updated_at) VALUES (7, 'L', 'l@example.com', 'landing_page', 'new', ?, ?)`, now, now)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		rec := &Recorder{Now: func() time.Time { return now }}
		var handlerErr error
		mux := http.NewServeMux()
		mux.Handle("PATCH /api/admin/leads/{id}/status", rec.Track(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			handlerErr = d.Write(r.Context(), func(tx *db.Tx) error {
				if _, err := tx.Exec(r.Context(), "UPDATE leads SET status = 'closed' WHERE id = 7"); err != nil {
					return err
				}
				if r.Header.Get("X-Fail") != "" {
					return errors.New("a later step failed")
				}
				return nil
			})
		})))
		call := func(fail bool) {
			r := httptest.NewRequest("PATCH", "/api/admin/leads/7/status", nil)
			if fail {
				r.Header.Set("X-Fail", "1")
			}
			r = r.WithContext(auth.WithStaff(r.Context(), auth.Staff{ID: 3, Email: "ed@example.com", Role: auth.Editor}))
			mux.ServeHTTP(httptest.NewRecorder(), r)
		}
		count := func() (n int) {
			d.QueryRow(ctx, "SELECT COUNT(*) FROM audit_log").Scan(&n)
			return n
		}
		call(true)
		var status string
		d.QueryRow(ctx, "SELECT status FROM leads WHERE id = 7").Scan(&status)
		if handlerErr == nil || status != "new" || count() != 0 {
			t.Fatalf("a failed write: err %v, status %q, %d entries", handlerErr, status, count())
		}
		call(false)
		entries, err := List(ctx, d, Filter{})
		if handlerErr != nil || err != nil || len(entries) != 1 {
			t.Fatalf("a successful write: %v %v %+v", handlerErr, err, entries)
		}
		e := entries[0]
		if e.ActorID != 3 || e.Actor != "ed@example.com" || e.Action != "status" || e.ObjectType != "lead" || e.ObjectID != "7" ||
			e.Changes["status"].From != "new" || e.Changes["status"].To != "closed" || !e.At.Equal(now) {
			t.Fatalf("the entry: %+v", e)
		}
	})
}
