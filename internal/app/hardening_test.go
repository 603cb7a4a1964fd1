package app

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// Each string field of each public form, given a NUL, another control
// character, a bidirectional override or broken text, is refused with a
// message for that field, and nothing is stored; on both engines.
func TestBadTextIsRefusedEverywhere(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		c := s.client()
		for _, f := range publicForms {
			var fields map[string]any
			json.Unmarshal([]byte(f.body), &fields)
			for name, v := range fields {
				if _, ok := v.(string); !ok {
					continue
				}
				for _, bad := range []string{`a\u0000b`, `a\u0007b`, `evil\u202etxt`, `\ud800`, `x\u2066y`} {
					body := strings.Replace(f.body, fmt.Sprintf(`"%s":"%s"`, name, v), fmt.Sprintf(`"%s":"%s"`, name, bad), 1)
					code, resp := s.do(c, "POST", f.path, body)
					var e struct{ Fields map[string]string }
					json.Unmarshal([]byte(resp), &e)
					if code != 400 || e.Fields[name] == "" {
						t.Errorf("%s %s=%s: %d %s", f.path, name, bad, code, resp)
					}
				}
			}
			for _, table := range f.tables {
				if n := s.count(table); n != 0 {
					t.Errorf("%s: refused submissions stored %d rows in %s", f.path, n, table)
				}
			}
		}
		// Line breaks stay in multi-line fields and are refused in one-line ones.
		if code, body := s.do(c, "POST", "/api/leads", `{"name":"Ann","email":"a@b.co","businessChallenge":"one\r\ntwo"}`); code != 201 {
			t.Errorf("line break in a multi-line field: %d %s", code, body)
		}
		if code, _ := s.do(c, "POST", "/api/leads", `{"name":"Ann\nLee","email":"a@b.co"}`); code != 400 {
			t.Errorf("line break in a name: %d", code)
		}
		staff := s.staff()
		for _, q := range []string{"%00", "a%00b", "%E2%80%AE", "%FF%FE", "%zz"} {
			if code, body := s.do(staff, "GET", "/api/admin/leads?q="+q, ""); code != 400 || !json.Valid([]byte(body)) {
				t.Errorf("?q=%s: %d %s", q, code, body)
			}
		}
		if code, body := s.do(staff, "GET", "/api/admin/leads?q=Ann", ""); code != 200 || !strings.Contains(body, "one\\ntwo") {
			t.Errorf("search after refusals: %d %s", code, body)
		}
	})
}

// A required field of nothing but invisible characters is empty.
func TestInvisibleOnlyRequiredFieldsAreEmpty(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		c := s.client()
		for _, blank := range []string{`\u200b\u200b`, `\u2800`, `\u3164`, `\ufeff \u200d`} {
			for path, body := range map[string]string{
				"/api/leads":            `{"name":"` + blank + `","email":"a@b.co"}`,
				"/api/public-requests":  `{"type":"idea","title":"` + blank + `","description":"D"}`,
				"/api/testimonials":     `{"name":"` + blank + `","testimonial":"T","category":"results","relationship":"Client"}`,
				"/api/ai-finder/submit": strings.Replace(validQuiz, `"name":"Quinn"`, `"name":"`+blank+`"`, 1),
			} {
				code, resp := s.do(c, "POST", path, body)
				if code != 400 || !strings.Contains(resp, `"fields"`) {
					t.Errorf("%s with %s: %d %s", path, blank, code, resp)
				}
			}
		}
		code, _ := s.do(c, "POST", "/api/leads", `{"name":"Zoe\u0308 \u200b","email":"z@b.co"}`)
		var name string
		d.QueryRow(t.Context(), "SELECT name FROM leads").Scan(&name)
		if code != 201 || name != "Zoë" {
			t.Errorf("stored name %q (%d), want NFC and trimmed", name, code)
		}
	})
}

// One e-mail rule for every form, ratings only from 1 to 5, unknown
// statuses are invalid input, and ids are written one way only.
func TestValidationAgreesWithItself(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		c := s.client()
		for path, body := range map[string]string{
			"/api/leads":            `{"name":"A","email":"nodot@localhost"}`,
			"/api/testimonials":     `{"name":"A","email":"nodot@localhost","testimonial":"T","category":"results","relationship":"Client"}`,
			"/api/ai-finder/submit": strings.Replace(validQuiz, "q@example.com", "nodot@localhost", 1),
		} {
			if code, resp := s.do(c, "POST", path, body); code != 400 || !strings.Contains(resp, `"email"`) {
				t.Errorf("%s accepts nodot@localhost: %d %s", path, code, resp)
			}
		}
		for _, rating := range []string{"0", "-1", "6", "null"} {
			body := strings.Replace(validTestimonial, `"name"`, `"rating":`+rating+`,"name"`, 1)
			code, _ := s.do(c, "POST", "/api/testimonials", body)
			if want := 400; rating != "null" && code != want {
				t.Errorf("rating %s: %d", rating, code)
			}
		}
		if code, _ := s.do(c, "POST", "/api/testimonials", validTestimonial); code != 201 {
			t.Fatalf("testimonial without a rating: %d", code)
		}
		var stars int
		d.QueryRow(t.Context(), "SELECT rating FROM personal_testimonials ORDER BY id LIMIT 1").Scan(&stars)
		if stars != 5 {
			t.Errorf("an absent rating stored as %d", stars)
		}
		s.do(c, "POST", "/api/public-requests", validRequest)
		s.do(c, "POST", "/api/leads", validLead)
		staff := s.staff()
		var lead, req, tm int64
		d.QueryRow(t.Context(), "SELECT MAX(id) FROM leads").Scan(&lead)
		d.QueryRow(t.Context(), "SELECT MAX(id) FROM public_requests").Scan(&req)
		d.QueryRow(t.Context(), "SELECT MAX(id) FROM personal_testimonials").Scan(&tm)
		for _, step := range []struct {
			path, status string
			want         int
		}{
			{fmt.Sprintf("/api/admin/leads/%d/status", lead), "archived", 400},
			{fmt.Sprintf("/api/admin/public-requests/%d/status", req), "archived", 400},
			{fmt.Sprintf("/api/admin/public-requests/%d/status", req), "done", 409},
			{fmt.Sprintf("/api/admin/testimonials/%d/status", tm), "archived", 400},
			{fmt.Sprintf("/api/admin/testimonials/%d/status", tm), "featured", 409},
		} {
			if code, body := s.do(staff, "PATCH", step.path, `{"status":"`+step.status+`"}`); code != step.want {
				t.Errorf("%s -> %s: %d, want %d (%s)", step.path, step.status, code, step.want, body)
			}
		}
		for _, id := range []string{"+" + fmt.Sprint(lead), "0" + fmt.Sprint(lead), fmt.Sprint(lead) + ".0"} {
			if code, _ := s.do(staff, "GET", "/api/admin/leads/"+id, ""); code != 404 {
				t.Errorf("lead id %q: %d", id, code)
			}
			if code, _ := s.do(staff, "PATCH", "/api/admin/public-requests/"+id+"/status", `{"status":"todo"}`); code != 404 {
				t.Errorf("request id %q: %d", id, code)
			}
		}
		if code, _ := s.do(staff, "GET", fmt.Sprintf("/api/admin/leads/%d", lead), ""); code != 200 {
			t.Errorf("canonical id: %d", code)
		}
	})
}

// A vote needs a voter id this server issued; one network counts only a
// few votes per request, whatever voter ids it presents; a repeat by the
// same voter keeps the spec's 409.
func TestVotesNeedIssuedIdsAndCountFewPerNetwork(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "VOTES_PER_ADDRESS=3")
		c := s.client()
		s.do(c, "POST", "/api/public-requests", validRequest)
		var id int64
		d.QueryRow(t.Context(), "SELECT MAX(id) FROM public_requests").Scan(&id)
		vote := fmt.Sprintf("/api/public-requests/%d/vote", id)

		if code, _ := s.do(&http.Client{}, "POST", vote, ""); code != 403 {
			t.Errorf("vote without a voter id: %d", code)
		}
		for _, forged := range []string{"x", strings.Repeat("A", 43), "AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA", "a.b.c"} {
			code, _ := s.do(&http.Client{}, "POST", vote, "", "Cookie", "mission_voter="+forged)
			if code != 403 {
				t.Errorf("vote with forged id %q: %d", forged, code)
			}
		}
		// Ten visitors from one address: three count.
		codes := map[int]int{}
		var first *http.Client
		for i := range 10 {
			v := s.client()
			if code, _ := s.do(v, "GET", "/api/public-requests/voted", ""); code != 200 {
				t.Fatalf("voted: %d", code)
			}
			code, _ := s.do(v, "POST", vote, "")
			codes[code]++
			if i == 0 {
				first = v
			}
		}
		if codes[200] != 3 || codes[409] != 7 {
			t.Errorf("ten voters from one address: %v", codes)
		}
		if code, body := s.do(first, "POST", vote, ""); code != 409 || !strings.Contains(body, "You have already voted on this request") {
			t.Errorf("repeat by the same voter: %d %s", code, body)
		}
		var votes, rows int
		d.QueryRow(t.Context(), "SELECT votes FROM public_requests WHERE id = ?", id).Scan(&votes)
		d.QueryRow(t.Context(), "SELECT COUNT(*) FROM public_request_votes WHERE request_id = ?", id).Scan(&rows)
		if votes != 3 || rows != 3 {
			t.Errorf("votes %d, rows %d", votes, rows)
		}
	})
}

// The cap holds when the visitors from one address vote all at once.
func TestNetworkVoteCapHoldsUnderParallelVotes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "VOTES_PER_ADDRESS=3")
		s.do(s.client(), "POST", "/api/public-requests", validRequest)
		var id int64
		d.QueryRow(t.Context(), "SELECT MAX(id) FROM public_requests").Scan(&id)
		voters := make([]*http.Client, 30)
		for i := range voters {
			voters[i] = s.client()
			s.do(voters[i], "GET", "/api/public-requests/voted", "")
		}
		var wg sync.WaitGroup
		for _, v := range voters {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s.do(v, "POST", fmt.Sprintf("/api/public-requests/%d/vote", id), "")
			}()
		}
		wg.Wait()
		var votes int
		d.QueryRow(t.Context(), "SELECT votes FROM public_requests WHERE id = ?", id).Scan(&votes)
		if votes != 3 {
			t.Fatalf("30 parallel voters from one address: %d votes counted", votes)
		}
	})
}

// /metrics is never served to the public site without the token.
func TestMetricsNeedTheTokenOnThePublicPort(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t), "METRICS_TOKEN=a-long-metrics-token-123")
	c := s.client()
	for _, auth := range []string{"", "Bearer wrong", "Bearer a-long-metrics-token-12", "a-long-metrics-token-123"} {
		code, body := s.do(c, "GET", "/metrics", "", "Authorization", auth)
		if code != 404 || strings.Contains(body, "go_goroutines") {
			t.Errorf("Authorization %q: %d", auth, code)
		}
	}
	if code, body := s.do(c, "GET", "/metrics", "", "Authorization", "Bearer a-long-metrics-token-123"); code != 200 || !strings.Contains(body, "go_goroutines") {
		t.Errorf("with the token: %d", code)
	}
}

// With the data directory removed under a running server, readiness fails
// and a new lead is refused with 503 instead of acknowledged.
func TestReadinessAndWritesNoticeAMissingDatabaseFile(t *testing.T) {
	dir := t.TempDir()
	d, err := db.OpenSQLite(t.Context(), filepath.Join(dir, "data", "mission.db"))
	if err != nil {
		if err := os.MkdirAll(filepath.Join(dir, "data"), 0o750); err != nil {
			t.Fatal(err)
		}
		if d, err = db.OpenSQLite(t.Context(), filepath.Join(dir, "data", "mission.db")); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { d.Close() })
	if err := d.Migrate(t.Context()); err != nil {
		t.Fatal(err)
	}
	s := newSite(t, d)
	c := s.client()
	if code, _ := s.do(c, "GET", "/readyz", ""); code != 200 {
		t.Fatalf("readyz before: %d", code)
	}
	if code, _ := s.do(c, "POST", "/api/leads", validLead); code != 201 {
		t.Fatalf("lead before: %d", code)
	}
	if err := os.RemoveAll(filepath.Join(dir, "data")); err != nil {
		t.Fatal(err)
	}
	if code, _ := s.do(c, "GET", "/readyz", ""); code != 503 {
		t.Errorf("readyz with the data directory gone: %d", code)
	}
	code, body := s.do(c, "POST", "/api/leads", `{"name":"Lost","email":"lost@example.com"}`)
	if code != 503 || strings.Contains(body, `"id"`) {
		t.Errorf("lead with the data directory gone: %d %s", code, body)
	}
	// A file put back in its place is not the one the server opened.
	os.MkdirAll(filepath.Join(dir, "data"), 0o750)
	os.WriteFile(filepath.Join(dir, "data", "mission.db"), nil, 0o640)
	if code, _ := s.do(c, "GET", "/readyz", ""); code != 503 {
		t.Errorf("readyz with another file in place: %d", code)
	}
}

// The quiz and the lead form share one limit per address, and a double
// submitted quiz makes one lead and one report.
func TestQuizSharesTheLeadLimitAndDoubleSubmitRule(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "LEAD_RATE_LIMIT=3")
		c := s.client()
		type answer struct {
			LeadID      int64  `json:"leadId"`
			ReportToken string `json:"reportToken"`
		}
		var a, b answer
		code, body := s.do(c, "POST", "/api/ai-finder/submit", validQuiz)
		json.Unmarshal([]byte(body), &a)
		code2, body2 := s.do(c, "POST", "/api/ai-finder/submit", validQuiz)
		json.Unmarshal([]byte(body2), &b)
		if code != 200 || code2 != 200 || a.LeadID == 0 || a != b {
			t.Fatalf("double quiz submit: %d %s / %d %s", code, body, code2, body2)
		}
		if s.count("leads") != 1 || s.count("ai_finder_leads") != 1 {
			t.Fatalf("double quiz submit stored %d leads, %d reports", s.count("leads"), s.count("ai_finder_leads"))
		}
		if code, _ := s.do(c, "GET", "/api/ai-finder/reports/"+a.ReportToken, ""); code != 200 {
			t.Fatalf("the report link: %d", code)
		}
		// Two quiz submits and a lead use the limit of three.
		if code, _ := s.do(c, "POST", "/api/leads", validLead); code != 201 {
			t.Fatalf("lead: %d", code)
		}
		if code, _ := s.do(c, "POST", "/api/leads", `{"name":"Bo","email":"bo@example.com"}`); code != 429 {
			t.Fatalf("fifth submission in the window: %d", code)
		}
		if code, _ := s.do(c, "POST", "/api/ai-finder/submit", strings.Replace(validQuiz, "Quinn", "Quincy", 1)); code != 429 {
			t.Fatalf("quiz after the lead limit: %d", code)
		}
	})
}

// Concurrent double submits of the quiz, as a double click sends them,
// still make one lead.
func TestConcurrentQuizDoubleSubmitMakesOneLead(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s.do(&http.Client{}, "POST", "/api/ai-finder/submit", validQuiz)
			}()
		}
		wg.Wait()
		if s.count("leads") != 1 || s.count("ai_finder_leads") != 1 {
			t.Fatalf("8 concurrent identical quiz submits: %d leads, %d reports", s.count("leads"), s.count("ai_finder_leads"))
		}
	})
}
