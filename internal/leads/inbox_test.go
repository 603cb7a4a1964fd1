package leads_test

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx/httpxtest"
	"mission/internal/leads"
	"mission/internal/ratelimit"
)

func TestHoneypotLooksLikeSuccessAndStoresNothing(t *testing.T) {
	d := dbtest.SQLite(t)
	h, _ := newServer(t, d)
	rec := post(h, `{"name":"Bot","email":"bot@spam.example","website":"http://spam.example"}`)
	if rec.Code != http.StatusCreated {
		t.Fatalf("honeypot: %d", rec.Code)
	}
	if n := dbtest.Rows(t, d, "leads"); n != 0 {
		t.Fatalf("honeypot stored %d leads", n)
	}
}

func TestRateLimitPerAddress(t *testing.T) {
	d := dbtest.SQLite(t)
	mux := httpxtest.Routes((&leads.Handler{Store: leads.NewStore(d), Limit: ratelimit.NewMemory(3, time.Minute)}).Register)
	send := func(i int, ip string) *httptest.ResponseRecorder {
		req := httpxtest.Request("POST", "/api/leads", fmt.Sprintf(`{"name":"A","email":"a%d@b.co"}`, i))
		req.RemoteAddr = ip + ":999"
		return httpxtest.Serve(mux, req)
	}
	for i := range 3 {
		if rec := send(i, "192.0.2.9"); rec.Code != 201 {
			t.Fatalf("submit %d: %d", i, rec.Code)
		}
	}
	rec := send(4, "192.0.2.9")
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("fourth submit: %d %q", rec.Code, rec.Header().Get("Retry-After"))
	}
	if rec := send(5, "192.0.2.10"); rec.Code != 201 {
		t.Fatalf("another address: %d", rec.Code)
	}
	if n := dbtest.Rows(t, d, "leads"); n != 4 {
		t.Fatalf("stored %d, want 4", n)
	}
}

func TestDoubleSubmitMakesOneLead(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, _ := newServer(t, d)
		body := `{"name":"Ada","email":"ada@example.com","source":"toolkit_download"}`
		ids := dbtest.Parallel(8, func(i int) string {
			rec := post(h, body)
			if rec.Code != 201 {
				t.Errorf("submit %d: %d", i, rec.Code)
			}
			return rec.Body.String()
		})
		for _, id := range ids {
			if id != ids[0] {
				t.Fatalf("double submits answered different leads: %v", ids)
			}
		}
		if n := dbtest.Rows(t, d, "leads"); n != 1 {
			t.Fatalf("double submit stored %d leads", n)
		}
		post(h, `{"name":"Ada","email":"ada@example.com","source":"toolkit_download","businessChallenge":"changed"}`)
		if n := dbtest.Rows(t, d, "leads"); n != 2 {
			t.Fatalf("a different payload should make a new lead, have %d", n)
		}
		a := post(h, `{"name":"Bo","email":"bo@example.com"}`, "Idempotency-Key", "k-1")
		b := post(h, `{"name":"Bo","email":"bo@example.com","company":"edited"}`, "Idempotency-Key", "k-1")
		if a.Body.String() != b.Body.String() || dbtest.Rows(t, d, "leads") != 3 {
			t.Fatalf("repeated Idempotency-Key made a second lead: %s %s", a.Body, b.Body)
		}
	})
}

func seed(t *testing.T, store *leads.Store, n int) {
	t.Helper()
	base := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	sources := []string{"ai_agency_partnership_claim", "toolkit_download", "partner_licensing_application"}
	for i := range n {
		l := leads.Input{Name: fmt.Sprintf("Person %03d", i), Email: fmt.Sprintf("p%03d@example.com", i),
			Company: fmt.Sprintf("Company %d", i%4), Source: sources[i%3], AudienceType: "investor"}.Lead(base.Add(time.Duration(i) * time.Hour))
		if i == 7 {
			l.Name, l.Company = "Grace Hopper", "Navy_50% Labs"
		}
		if err := store.Insert(context.Background(), &l); err != nil {
			t.Fatal(err)
		}
	}
}

func TestSearchFilterAndPaging(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		store := leads.NewStore(d)
		ctx := context.Background()
		seed(t, store, 30)
		p, err := store.List(ctx, leads.Filter{Query: "GRACE"})
		if err != nil || p.Total != 1 || p.Items[0].Name != "Grace Hopper" {
			t.Fatalf("search by name: %+v %v", p, err)
		}
		if p, _ := store.List(ctx, leads.Filter{Query: "p012@"}); p.Total != 1 {
			t.Fatalf("search by email: %d", p.Total)
		}
		// LIKE wildcards in the search text are taken literally.
		if p, _ := store.List(ctx, leads.Filter{Query: "_50%"}); p.Total != 1 {
			t.Fatalf("search with wildcards: %d", p.Total)
		}
		if p, _ := store.List(ctx, leads.Filter{Source: "toolkit_download"}); p.Total != 10 {
			t.Fatalf("source filter: %d", p.Total)
		}
		// A first page that holds every match counts them itself; one
		// short of them asks for the total.
		if p, _ := store.List(ctx, leads.Filter{Source: "toolkit_download", Limit: 10}); p.Total != 10 || len(p.Items) != 10 || p.NextCursor != "" {
			t.Fatalf("a page of exactly every match: %d, %d items", p.Total, len(p.Items))
		}
		if p, _ := store.List(ctx, leads.Filter{Source: "toolkit_download", Limit: 9}); p.Total != 10 || len(p.Items) != 9 || p.NextCursor == "" {
			t.Fatalf("a page one short: %d, %d items", p.Total, len(p.Items))
		}
		if p, _ := store.List(ctx, leads.Filter{Source: "toolkit_download", Query: "company 1"}); p.Total == 0 || p.Total >= 10 {
			t.Fatalf("combined filter: %d", p.Total)
		}
		// Pages of 7 walk every lead once, newest first.
		seen := map[int64]bool{}
		var last time.Time
		f := leads.Filter{Limit: 7}
		for page := 0; ; page++ {
			p, err := store.List(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			if p.Total != 30 {
				t.Fatalf("total %d", p.Total)
			}
			for _, l := range p.Items {
				if seen[l.ID] {
					t.Fatalf("lead %d repeated", l.ID)
				}
				if !last.IsZero() && l.CreatedAt.After(last) {
					t.Fatal("not newest first")
				}
				seen[l.ID], last = true, l.CreatedAt
			}
			if p.NextCursor == "" {
				break
			}
			f.Cursor = p.NextCursor
		}
		if len(seen) != 30 {
			t.Fatalf("paging saw %d of 30", len(seen))
		}
		if _, err := store.List(ctx, leads.Filter{Cursor: "garbage"}); err == nil {
			t.Fatal("bad cursor accepted")
		}
	})
}

func TestAdminInboxEndpoints(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, store := newServer(t, d)
		seed(t, store, 5)
		get := func(path string) *httptest.ResponseRecorder { return httpxtest.Do(h, "GET", path, "") }
		rec := get("/api/admin/leads")
		var all struct{ Items []map[string]any }
		if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &all) != nil || len(all.Items) != 5 {
			t.Fatalf("GET /api/admin/leads: %d %s", rec.Code, rec.Body)
		}
		for _, k := range []string{"id", "name", "email", "phone", "company", "audienceType", "businessChallenge", "source", "status", "createdAt"} {
			if _, ok := all.Items[0][k]; !ok {
				t.Fatalf("lead lacks %s", k)
			}
		}
		rec = get("/api/admin/leads?limit=2&source=toolkit_download")
		var page struct {
			Items    []leads.Lead
			Total    int
			ThisWeek int
		}
		json.Unmarshal(rec.Body.Bytes(), &page)
		if page.Total != 2 || len(page.Items) != 2 {
			t.Fatalf("admin page: %s", rec.Body)
		}
		if rec := get("/api/admin/leads?status=bogus"); rec.Code != 400 {
			t.Fatalf("bad status filter: %d", rec.Code)
		}
		id := page.Items[0].ID
		if rec := get(fmt.Sprintf("/api/admin/leads/%d", id)); rec.Code != 200 {
			t.Fatalf("detail: %d", rec.Code)
		}
		if rec := get("/api/admin/leads/999999"); rec.Code != 404 {
			t.Fatalf("missing detail: %d", rec.Code)
		}
		patch := func(body string) *httptest.ResponseRecorder {
			return httpxtest.Do(h, "PATCH", fmt.Sprintf("/api/admin/leads/%d/status", id), body)
		}
		if rec := patch(`{"status":"qualified"}`); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"status":"qualified"`) {
			t.Fatalf("status change: %d %s", rec.Code, rec.Body)
		}
		if rec := patch(`{"status":"won"}`); rec.Code != 400 {
			t.Fatalf("unknown status: %d", rec.Code)
		}
	})
}

func TestCSVExportNeutralisesFormulas(t *testing.T) {
	d := dbtest.SQLite(t)
	h, store := newServer(t, d)
	l := leads.Input{Name: "=HYPERLINK(\"http://evil\")", Email: "x@example.com", Company: "@SUM(A1)", Phone: "+1 555 123 4567",
		BusinessChallenge: "-2+3", Source: "toolkit_download"}.Lead(time.Now())
	store.Insert(context.Background(), &l)
	rec := httpxtest.Do(h, "GET", "/api/admin/leads/export.csv?source=toolkit_download", "")
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), "attachment") {
		t.Fatalf("export: %d %v", rec.Code, rec.Header())
	}
	rows, err := csv.NewReader(rec.Body).ReadAll()
	if err != nil || len(rows) != 2 {
		t.Fatalf("csv: %v %v", rows, err)
	}
	for _, cell := range rows[1] {
		if cell != "" && strings.ContainsAny(cell[:1], "=+-@") {
			t.Fatalf("formula cell left live: %q", cell)
		}
	}
	if rows[1][2] != `'=HYPERLINK("http://evil")` {
		t.Fatalf("name cell: %q", rows[1][2])
	}
}
