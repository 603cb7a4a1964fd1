package leads_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/leads"
)

// A key past its window is taken over by a new lead, and expired keys are
// swept away by a later write.
func TestDoubleSubmitWindowEndsAndExpiredKeysAreSwept(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		store := leads.NewStore(d)
		t0 := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
		submit := func(key string, at time.Time) (int64, bool) {
			t.Helper()
			l := leads.Input{Name: "Ada", Email: "ada@example.com", Source: "toolkit_download"}.Lead(at)
			created, err := store.InsertOnce(ctx, &l, key)
			if err != nil {
				t.Fatal(err)
			}
			return l.ID, created
		}
		first, created := submit("k", t0)
		if !created {
			t.Fatal("the first submit made no lead")
		}
		if again, created := submit("k", t0.Add(leads.DedupeWindow-time.Second)); created || again != first {
			t.Fatalf("a double submit inside the window made lead %d (created %v), want %d", again, created, first)
		}
		later, created := submit("k", t0.Add(leads.DedupeWindow+time.Second))
		if !created || later == first {
			t.Fatalf("after the window the same key should make a new lead, got %d (created %v)", later, created)
		}
		if again, created := submit("k", t0.Add(leads.DedupeWindow+2*time.Second)); created || again != later {
			t.Fatalf("the taken-over key should answer lead %d, got %d (created %v)", later, again, created)
		}

		// A burst of the same submit, once the writer's statements are
		// prepared, still makes one lead.
		ids := make([]int64, 16)
		made := make([]bool, 16)
		var wg sync.WaitGroup
		for i := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				l := leads.Input{Name: "Cy", Email: "cy@example.com", Source: "toolkit_download"}.Lead(t0.Add(time.Minute))
				created, err := store.InsertOnce(ctx, &l, "burst")
				if err != nil {
					t.Error(err)
				}
				ids[i], made[i] = l.ID, created
			}()
		}
		wg.Wait()
		createdCount := 0
		for i := range ids {
			if made[i] {
				createdCount++
			}
			if ids[i] != ids[0] {
				t.Fatalf("a burst of one submit answered different leads: %v", ids)
			}
		}
		if createdCount != 1 {
			t.Fatalf("a burst of one submit made %d leads", createdCount)
		}

		submit("other", t0.Add(time.Hour))
		var left int
		if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM lead_submissions WHERE dedupe_key = ?", "k").Scan(&left); err != nil {
			t.Fatal(err)
		}
		if left != 0 {
			t.Fatalf("an expired key was not swept: %d rows", left)
		}
	})
}
