package aifinder_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"mission/internal/aifinder"
	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
	"mission/internal/httpx/httpxtest"
)

// recordLead stands in for the leads domain: a row in leads, in the same
// transaction, once per submission key.
func recordLead(ctx context.Context, tx *db.Tx, a aifinder.Answers, key string, now time.Time) (int64, bool, error) {
	var id int64
	err := tx.QueryRow(ctx, "SELECT lead_id FROM lead_submissions WHERE dedupe_key = ?", key).Scan(&id)
	if err == nil {
		return id, false, nil
	}
	err = tx.QueryRow(ctx, "INSERT INTO leads (name, email, source, created_at, updated_at) VALUES (?, ?, 'ai_opportunity_finder', ?, ?) RETURNING id",
		a.Name, a.Email, now, now).Scan(&id)
	if err != nil {
		return 0, false, err
	}
	_, err = tx.Exec(ctx, "INSERT INTO lead_submissions (dedupe_key, lead_id, expires_at) VALUES (?, ?, ?)", key, id, now.Add(time.Hour))
	return id, true, err
}

func server(d *db.DB) http.Handler {
	return httpxtest.Routes((&aifinder.Handler{Store: aifinder.NewStore(d, recordLead, []byte("report-key"))}).Register)
}

const valid = `{"name":"Dana Whitfield","email":"dana@example.com","industry":"real-estate","teamSize":"6-10",
	"biggestChallenge":"We miss calls from buyers after hours","revenueGoal":"1m-5m","techComfort":"beginner","currentTools":"HubSpot, Gmail"}`

func submit(h http.Handler, body string) *httptest.ResponseRecorder {
	return httpxtest.Do(h, "POST", "/api/ai-finder/submit", body)
}

func TestSubmitStoresReportAndLead(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := server(d)
		rec := submit(h, valid)
		if rec.Code != 200 {
			t.Fatalf("submit: %d %s", rec.Code, rec.Body)
		}
		var out struct {
			Recommendations aifinder.Report
			LeadID          int64
			ReportToken     string
		}
		json.Unmarshal(rec.Body.Bytes(), &out)
		if out.LeadID == 0 || len(out.Recommendations.Opportunities) != 3 || out.ReportToken == "" {
			t.Fatalf("answer: %s", rec.Body)
		}
		if dbtest.Rows(t, d, "leads") != 1 || dbtest.Rows(t, d, "ai_finder_leads") != 1 {
			t.Fatal("want one lead and one quiz row")
		}
		var savings string
		d.QueryRow(context.Background(), "SELECT estimated_cost_savings FROM ai_finder_leads").Scan(&savings)
		if savings == "" || savings == "0" {
			t.Fatalf("estimated savings not stored: %q", savings)
		}

		rec = httpxtest.Do(h, "GET", "/api/ai-finder/reports/"+out.ReportToken, "")
		if rec.Code != 200 || strings.Contains(rec.Body.String(), "dana@example.com") || !strings.Contains(rec.Body.String(), `"name":"Dana"`) {
			t.Fatalf("report link: %d %s", rec.Code, rec.Body)
		}
		var again struct{ Recommendations aifinder.Report }
		json.Unmarshal(rec.Body.Bytes(), &again)
		if again.Recommendations.Opportunities[0].Title != out.Recommendations.Opportunities[0].Title {
			t.Fatal("the link reopened a different report")
		}
		for _, bad := range []string{"nope", strings.Repeat("x", 32)} {
			rec = httpxtest.Do(h, "GET", "/api/ai-finder/reports/"+bad, "")
			if rec.Code != 404 {
				t.Fatalf("bad token %q: %d", bad, rec.Code)
			}
		}
		rec = httpxtest.Do(h, "GET", "/api/admin/ai-finder/leads/"+jsonNum(out.LeadID), "")
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"teamSize":"6-10"`) {
			t.Fatalf("admin view: %d %s", rec.Code, rec.Body)
		}
	})
}

func jsonNum(n int64) string { b, _ := json.Marshal(n); return string(b) }

func TestHoneypotStoresNothing(t *testing.T) {
	d := dbtest.SQLite(t)
	rec := submit(server(d), strings.Replace(valid, `"currentTools"`, `"website":"http://spam.example","currentTools"`, 1))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"opportunities"`) {
		t.Fatalf("honeypot answer: %d %s", rec.Code, rec.Body)
	}
	if dbtest.Rows(t, d, "leads") != 0 || dbtest.Rows(t, d, "ai_finder_leads") != 0 {
		t.Fatal("a filled honeypot stored rows")
	}
}

func TestInvalidSubmissionsStoreNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := server(d)
		for field, body := range map[string]string{
			"name":             `{"name":" ","email":"a@b.co","industry":"saas","teamSize":"solo","biggestChallenge":"x","revenueGoal":"<100k","techComfort":"beginner"}`,
			"email":            `{"name":"A","email":"ab.co","industry":"saas","teamSize":"solo","biggestChallenge":"x","revenueGoal":"<100k","techComfort":"beginner"}`,
			"industry":         `{"name":"A","email":"a@b.co","industry":"mining","teamSize":"solo","biggestChallenge":"x","revenueGoal":"<100k","techComfort":"beginner"}`,
			"teamSize":         `{"name":"A","email":"a@b.co","industry":"saas","teamSize":"1000","biggestChallenge":"x","revenueGoal":"<100k","techComfort":"beginner"}`,
			"biggestChallenge": `{"name":"A","email":"a@b.co","industry":"saas","teamSize":"solo","biggestChallenge":"","revenueGoal":"<100k","techComfort":"beginner"}`,
			"revenueGoal":      `{"name":"A","email":"a@b.co","industry":"saas","teamSize":"solo","biggestChallenge":"x","revenueGoal":"lots","techComfort":"beginner"}`,
			"techComfort":      `{"name":"A","email":"a@b.co","industry":"saas","teamSize":"solo","biggestChallenge":"x","revenueGoal":"<100k","techComfort":"guru"}`,
		} {
			rec := submit(h, body)
			var e struct{ Fields map[string]string }
			json.Unmarshal(rec.Body.Bytes(), &e)
			if rec.Code != 400 || e.Fields[field] == "" {
				t.Fatalf("%s: %d %s", field, rec.Code, rec.Body)
			}
		}
		if dbtest.Rows(t, d, "leads") != 0 || dbtest.Rows(t, d, "ai_finder_leads") != 0 {
			t.Fatal("invalid submissions stored rows")
		}
	})
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(valid))
	f.Add([]byte(`{"name":"A","email":"@","industry":"other"}`))
	f.Add([]byte(`{"teamSize":5}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		req := httptest.NewRequest("POST", "/api/ai-finder/submit", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		sub, err := httpx.Decode[aifinder.Submission](httptest.NewRecorder(), req)
		if err != nil {
			if e, ok := err.(*httpx.Error); !ok || e.Status >= 500 {
				t.Fatalf("not a client error: %v", err)
			}
			return
		}
		a := sub.Answers
		if sub.Honeypot() != "" {
			return
		}
		if a.Validate() != nil {
			t.Fatalf("accepted invalid answers %+v", a)
		}
		if r := aifinder.Recommend(a); len(r.Opportunities) != 3 {
			t.Fatalf("report for accepted answers has %d opportunities", len(r.Opportunities))
		}
	})
}
