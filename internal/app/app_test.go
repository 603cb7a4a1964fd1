package app

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/demo"
)

func testApp(t *testing.T) *httptest.Server {
	srv, _ := testAppWith(t)
	return srv
}

func testAppWith(t *testing.T) (*httptest.Server, *App) {
	t.Helper()
	s := newSite(t, dbtest.SQLite(t))
	return s.srv, s.app
}

func TestServerEndToEnd(t *testing.T) {
	srv, a := testAppWith(t)
	get := func(path string) (*http.Response, string) {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, string(b)
	}
	for path, want := range map[string]int{"/healthz": 200, "/readyz": 200, "/": 200, "/income-disclosure": 200, "/missing": 404} {
		if res, _ := get(path); res.StatusCode != want {
			t.Errorf("%s: %d, want %d", path, res.StatusCode, want)
		}
	}
	res, body := get("/api/missing")
	if res.StatusCode != 404 || !strings.Contains(body, `"message"`) {
		t.Errorf("API 404: %d %s", res.StatusCode, body)
	}
	res, _ = get("/")
	csp := res.Header.Get("Content-Security-Policy")
	if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "script-src 'self'") {
		t.Errorf("CSP: %q", csp)
	}
	if res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("Referrer-Policy") == "" {
		t.Error("security headers missing")
	}
	if res.Header.Get("Strict-Transport-Security") == "" {
		t.Error("HSTS missing behind an https public URL")
	}

	req, _ := http.NewRequest("POST", srv.URL+"/api/leads", strings.NewReader(`{"name":"A","email":"a@b.co"}`))
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 201 {
		t.Fatalf("lead: %d", res.StatusCode)
	}
	req, _ = http.NewRequest("DELETE", srv.URL+"/api/leads", nil)
	res, _ = http.DefaultClient.Do(req)
	res.Body.Close()
	if res.StatusCode != 405 || res.Header.Get("Allow") == "" {
		t.Errorf("DELETE /api/leads: %d allow=%q", res.StatusCode, res.Header.Get("Allow"))
	}
	if res, body := get("/metrics"); res.StatusCode != 404 || strings.Contains(body, "http_requests_total") {
		t.Errorf("metrics on the public port without METRICS_TOKEN: %d", res.StatusCode)
	}
	rec := httptest.NewRecorder()
	a.Metrics.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if !strings.Contains(rec.Body.String(), `http_requests_total{code="201",method="POST",route="POST /api/leads"} 1`) {
		t.Errorf("metrics lack the lead request:\n%s", rec.Body)
	}
}

func TestSeedDemoFillsEmptyTablesOnce(t *testing.T) {
	_, a := testAppWith(t)
	ctx := t.Context()
	n, err := demo.Seed(ctx, a.DB, a.Config.Site, time.Now())
	if err != nil || n == 0 {
		t.Fatalf("first seed: %d %v", n, err)
	}
	if n, err := demo.Seed(ctx, a.DB, a.Config.Site, time.Now()); err != nil || n != 0 {
		t.Fatalf("second seed added %d (%v)", n, err)
	}
	var votes, rows int
	a.DB.QueryRow(ctx, "SELECT SUM(votes) FROM public_requests").Scan(&votes)
	a.DB.QueryRow(ctx, "SELECT COUNT(*) FROM public_request_votes").Scan(&rows)
	if votes == 0 || votes != rows {
		t.Fatalf("demo votes %d, vote rows %d", votes, rows)
	}
}

func TestDemoSeedMakesAPartnerWithEverything(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		if _, err := demo.Seed(t.Context(), s.app.DB, s.app.Config.Site, time.Now()); err != nil {
			t.Fatal(err)
		}
		c := s.client()
		code, body := s.do(c, "POST", "/api/partner-auth/login", `{"email":"demo@partner.aimission.example","password":"`+demo.PartnerPassword+`"}`)
		if code != 200 {
			t.Fatalf("demo login: %d %s", code, body)
		}
		_, projects := s.do(c, "GET", "/api/partner-projects", "")
		for _, status := range []string{"planning", "in-progress", "review", "completed", "on-hold"} {
			if !strings.Contains(projects, `"status":"`+status+`"`) {
				t.Errorf("no demo project is %s", status)
			}
		}
		for path, want := range map[string]string{
			"/api/clients": `"company":"Lopez Family Dental"`, "/api/client-links": `"active":false`,
			"/api/partner/messages": `"direction":"inbound"`, "/api/partner/revenue": `"status":"pending"`,
			"/api/partner/dashboard":                  `"clientSatisfaction":4.5,"clientRatings":2`,
			"/api/partner/ratings":                    `"average":4.5,"count":2`,
			"/api/partner/marketplace?installed=true": `"averageRating":4,"ratingCount":1,"installed":true`,
			"/api/partner/success-stories":            `"mine":true`,
			"/api/partner/success-templates":          `"category":"onboarding-checklists"`,
			"/api/partner/automations":                `"model":"gpt-5-mini","temperature":0.6,"maxTokens":400`,
		} {
			if _, body := s.do(c, "GET", path, ""); !strings.Contains(body, want) {
				t.Errorf("%s lacks %s: %s", path, want, body)
			}
		}
		// Quotes: one accepted (the project's quoted price), one open, one draft.
		for _, status := range []string{"accepted", "sent", "draft"} {
			if n := s.countWhere("quotes", "status = ?", status); n != 1 {
				t.Errorf("%d demo quotes are %s", n, status)
			}
		}
		if n := s.countWhere("partner_projects", "quoted_cents IS NOT NULL"); n != 1 {
			t.Errorf("%d demo projects have a quoted price", n)
		}
		// Every showcase project comes with its picture, served as an image.
		_, list := s.do(c, "GET", "/api/projects", "")
		var shown []struct{ Title, ImageURL string }
		if err := json.Unmarshal([]byte(list), &shown); err != nil || len(shown) == 0 {
			t.Fatalf("showcase: %v %s", err, list)
		}
		for _, p := range shown {
			if !strings.HasPrefix(p.ImageURL, "/files/") {
				t.Errorf("%s has no image: %q", p.Title, p.ImageURL)
				continue
			}
			res, err := c.Get(s.srv.URL + p.ImageURL)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/webp" || res.ContentLength < 2000 || res.ContentLength > 30_000 {
				t.Errorf("%s's image: %d %s %d bytes", p.Title, res.StatusCode, res.Header.Get("Content-Type"), res.ContentLength)
			}
		}
		// A second seed adds nothing; the page config offers the demo sign-in.
		if n, _ := demo.Seed(t.Context(), s.app.DB, s.app.Config.Site, time.Now()); n != 0 {
			t.Errorf("second seed added %d", n)
		}
		again := newSite(t, d)
		_, page := again.do(again.client(), "GET", "/", "")
		if !strings.Contains(page, `"demoPartner":{"email":"demo@partner.aimission.example"`) {
			t.Error("the page config does not offer the demo sign-in")
		}
	})
}

func TestNoDemoSignInWithoutTheDemoPartner(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t))
	if _, page := s.do(s.client(), "GET", "/", ""); strings.Contains(page, "demoPartner") {
		t.Error("the page config offers a demo sign-in without demo data")
	}
}

// Only the stand-up page may run its booking provider's form-embed script;
// every other page keeps script-src 'self'.
func TestStandupPageAloneAllowsTheBookingScript(t *testing.T) {
	srv := testApp(t)
	csp := func(path string) string {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.Header.Get("Content-Security-Policy")
	}
	const script = "https://link.msgsndr.com"
	if got := csp("/standup"); !strings.Contains(got, "script-src 'self' "+script+";") || !strings.Contains(got, "frame-ancestors 'none'") {
		t.Errorf("/standup CSP: %q", got)
	}
	for _, p := range []string{"/", "/live", "/resources", "/missing", "/api/projects"} {
		if got := csp(p); strings.Contains(got, script) || !strings.Contains(got, "script-src 'self';") {
			t.Errorf("%s CSP: %q", p, got)
		}
	}
}
