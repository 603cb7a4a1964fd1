package progress_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx/httpxtest"
	"mission/internal/progress"
)

var now = time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)

// records writes partners, clients, projects and subscriptions as the
// portal and the staff's revenue screens do.
type records struct {
	t *testing.T
	d *db.DB
}

func (r records) exec(q string, args ...any) int64 {
	r.t.Helper()
	var id int64
	err := r.d.Write(context.Background(), func(tx *db.Tx) error {
		return tx.QueryRow(context.Background(), q+" RETURNING id", args...).Scan(&id)
	})
	if err != nil {
		r.t.Fatal(err)
	}
	return id
}

func (r records) partner(email string, demo bool) int64 {
	return r.exec("INSERT INTO partners (company_name, email, status, is_demo) VALUES (?, ?, 'active', ?)", "Co", email, demo)
}

func (r records) client(partner int64, name string) int64 {
	return r.exec("INSERT INTO clients (partner_id, name) VALUES (?, ?)", partner, name)
}

func (r records) project(partner int64, client any, name, status string) {
	r.exec("INSERT INTO partner_projects (partner_id, client_id, client_name, project_title, status) VALUES (?, ?, ?, 'P', ?)",
		partner, client, name, status)
}

func (r records) subscription(partner, client int64, status string) {
	r.exec("INSERT INTO client_subscriptions (partner_id, client_id, product_name, status) VALUES (?, ?, 'Agent', ?)", partner, client, status)
}

// A business counts once it has a completed project or an AI solution
// running (an active subscription); a business with both, or two of either,
// counts once; unfinished work, cancelled subscriptions and the demo
// partner's clients never count.
func TestCountedFromWhatTheProductRecords(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := progress.NewStore(d)
		if n, err := s.Counted(ctx); err != nil || n != 0 {
			t.Fatalf("an empty database: %d %v", n, err)
		}
		r := records{t, d}
		a, b, demo := r.partner("a@example.com", false), r.partner("b@example.com", false), r.partner("demo@example.com", true)
		lopez, becker, bello, olsen := r.client(a, "Lopez"), r.client(a, "Becker"), r.client(a, "Bello"), r.client(a, "Olsen")
		r.project(a, lopez, "Lopez", "completed")
		r.project(a, lopez, "Lopez", "completed")        // the same business again
		r.subscription(a, lopez, "active")               // and running too
		r.project(a, becker, "Becker", "in-progress")    // not delivered yet
		r.subscription(a, bello, "active")               // running, no project
		r.subscription(a, olsen, "cancelled")            // no longer
		r.project(b, nil, "Kim's Bakery", "completed")   // a client by name alone
		r.project(b, nil, " kim's bakery ", "completed") // the same name
		r.project(b, nil, "   ", "completed")            // no business at all
		r.project(a, nil, "Kim's Bakery", "completed")   // another partner's client of that name
		r.project(demo, r.client(demo, "Demo"), "Demo", "completed")
		r.subscription(demo, r.client(demo, "Demo 2"), "active")
		// Lopez, Bello, Kim's Bakery (b), Kim's Bakery (a).
		if n, err := s.Counted(ctx); err != nil || n != 4 {
			t.Fatalf("counted %d, want 4 (%v)", n, err)
		}
	})
}

func TestStaffFigureReplacesTheCountUntilCleared(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := progress.NewStore(d)
		r := records{t, d}
		p := r.partner("a@example.com", false)
		r.project(p, r.client(p, "Lopez"), "Lopez", "completed")
		st, err := s.Staff(ctx)
		if err != nil || st.Counted != 1 || st.Override != nil || st.Shown != 1 || st.Goal != progress.Goal {
			t.Fatalf("before: %+v %v", st, err)
		}
		if err := s.Set(ctx, 7500, now); err != nil {
			t.Fatal(err)
		}
		if err := s.Set(ctx, 7600, now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		st, _ = s.Staff(ctx)
		if st.Counted != 1 || st.Override == nil || *st.Override != 7600 || st.Shown != 7600 || !st.UpdatedAt.Equal(now.Add(time.Hour)) {
			t.Fatalf("set: %+v", st)
		}
		if pub, _ := s.Public(ctx); pub.BusinessesHelped != 7600 || pub.Goal != 10000 || pub.Deadline != "2027-01-18" {
			t.Fatalf("public: %+v", pub)
		}
		if err := s.Clear(ctx); err != nil {
			t.Fatal(err)
		}
		if pub, _ := s.Public(ctx); pub.BusinessesHelped != 1 {
			t.Fatalf("cleared: %+v", pub)
		}
	})
}

func TestEndpoints(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		clock := now
		h := &progress.Handler{Store: progress.NewStore(d), Now: func() time.Time { return clock }}
		mux := httpxtest.Routes(h.Register)
		shown := func() int {
			rec := httpxtest.Do(mux, "GET", "/api/mission/progress", "")
			if rec.Code != 200 || !strings.Contains(rec.Header().Get("Cache-Control"), "max-age=60") {
				t.Fatalf("public: %d %v", rec.Code, rec.Header())
			}
			var p progress.Public
			json.Unmarshal(rec.Body.Bytes(), &p)
			if p.Goal != 10000 || p.Deadline != "2027-01-18" {
				t.Fatalf("public: %s", rec.Body)
			}
			return p.BusinessesHelped
		}
		if n := shown(); n != 0 {
			t.Fatalf("empty: %d", n)
		}
		// Bad input: a clear error, and nothing changes.
		for _, body := range []string{`{}`, `{"businessesHelped":-1}`, `{"businessesHelped":1000001}`, `{"businessesHelped":"12"}`, `{"businessesHelped":1.5}`} {
			rec := httpxtest.Do(mux, "PUT", "/api/admin/mission/progress", body)
			if rec.Code != 400 || !strings.Contains(rec.Body.String(), "message") {
				t.Errorf("%s: %d %s", body, rec.Code, rec.Body)
			}
		}
		if n := shown(); n != 0 {
			t.Fatalf("after refused input: %d", n)
		}
		rec := httpxtest.Do(mux, "PUT", "/api/admin/mission/progress", `{"businessesHelped":7500}`)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"override":7500`) || !strings.Contains(rec.Body.String(), `"counted":0`) {
			t.Fatalf("set: %d %s", rec.Code, rec.Body)
		}
		// Staff's change reaches the public figure at once, not after the cache's minute.
		if n := shown(); n != 7500 {
			t.Fatalf("after set: %d", n)
		}
		// A change made behind the cache's back (a completed project) shows within the minute.
		r := records{t, d}
		p := r.partner("a@example.com", false)
		r.project(p, r.client(p, "Lopez"), "Lopez", "completed")
		if rec := httpxtest.Do(mux, "DELETE", "/api/admin/mission/progress", ""); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"override":null`) {
			t.Fatalf("clear: %d %s", rec.Code, rec.Body)
		}
		if n := shown(); n != 1 {
			t.Fatalf("after clear: %d", n)
		}
		r.project(p, r.client(p, "Becker"), "Becker", "completed")
		if n := shown(); n != 1 {
			t.Fatalf("within the minute the cached figure stays: %d", n)
		}
		clock = clock.Add(progress.CacheFor)
		if n := shown(); n != 2 {
			t.Fatalf("after the minute: %d", n)
		}
	})
}
