package app

import (
	"context"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"

	"mission/internal/auth"
)

// adminEndpoints lists every endpoint that only staff may call, with a
// request that succeeds for them.
var adminEndpoints = []struct{ method, path, body string }{
	{"GET", "/api/admin/check", ""},
	{"GET", "/api/leads", ""},
	{"GET", "/api/admin/leads", ""},
	{"GET", "/api/admin/leads/export.csv", ""},
	{"GET", "/api/leads/1", ""},
	{"PATCH", "/api/leads/1/status", `{"status":"contacted"}`},
	{"PATCH", "/api/public-requests/1/status", `{"status":"todo"}`},
	{"PATCH", "/api/testimonials/1/status", `{"status":"approved"}`},
	{"GET", "/api/admin/ai-finder/leads/2", ""},
}

func TestEveryAdminEndpointNeedsASession(t *testing.T) {
	srv, a := testAppWith(t)
	ctx := context.Background()
	if err := auth.SetPassword(ctx, a.DB, "the-admin-password"); err != nil {
		t.Fatal(err)
	}
	lead, _ := http.Post(srv.URL+"/api/leads", "application/json", strings.NewReader(`{"name":"A","email":"a@b.co"}`))
	lead.Body.Close()
	for _, p := range [][2]string{
		{"/api/public-requests", `{"type":"idea","title":"T","description":"D"}`},
		{"/api/testimonials", `{"name":"N","testimonial":"T","category":"results","relationship":"Client"}`},
		{"/api/ai-finder/submit", `{"name":"Quinn","email":"q@example.com","industry":"saas","teamSize":"2-5","biggestChallenge":"Leads go cold","revenueGoal":"<100k","techComfort":"beginner"}`},
	} {
		res, _ := http.Post(srv.URL+p[0], "application/json", strings.NewReader(p[1]))
		res.Body.Close()
		if res.StatusCode/100 != 2 {
			t.Fatalf("seed %s: %d", p[0], res.StatusCode)
		}
	}

	call := func(c *http.Client, method, path, body string) int {
		req, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		res, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	anon := &http.Client{}
	for _, e := range adminEndpoints {
		if code := call(anon, e.method, e.path, e.body); code != http.StatusUnauthorized {
			t.Errorf("%s %s without a session: %d", e.method, e.path, code)
		}
	}
	jar, _ := cookiejar.New(nil)
	staff := &http.Client{Jar: jar}
	if code := call(staff, "POST", "/api/admin/login", `{"password":"the-admin-password"}`); code != 200 {
		t.Fatalf("login: %d", code)
	}
	for _, e := range adminEndpoints {
		if code := call(staff, e.method, e.path, e.body); code != http.StatusOK {
			t.Errorf("%s %s with a session: %d", e.method, e.path, code)
		}
	}
	call(staff, "POST", "/api/admin/logout", "")
	if code := call(staff, "GET", "/api/admin/check", ""); code != 401 {
		t.Errorf("check after logout: %d", code)
	}
}
