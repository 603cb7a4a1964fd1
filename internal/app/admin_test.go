package app

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"slices"
	"strings"
	"testing"

	"mission/internal/httpx"
)

// publicRoutes is every API route anyone may call. A route added later
// outside a guarded group, and not listed here, fails
// TestEveryRouteIsGuarded.
var publicRoutes = []string{
	"POST /api/leads",
	"POST /api/admin/login",
	"POST /api/admin/logout",
	"GET /api/admin/check",                // who am I: answers anyone
	"POST /api/admin/login/code",          // the second factor of a sign-in (its challenge in the body)
	"POST /api/admin/login/setup",         // an owner's or admin's first second factor, during the sign-in
	"POST /api/admin/login/setup/confirm", // the same, confirmed with a code
	"POST /api/admin/invitation",          // a staff invitation's token in the body
	"POST /api/admin/invitation/accept",   // the same, with the new member's name and password
	"GET /api/partner-auth/me",            // who am I: answers anyone
	"POST /api/partner-auth/code",         // the second factor of a partner\'s sign-in
	"GET /api/public-requests",
	"POST /api/public-requests",
	"POST /api/public-requests/{id}/vote",
	"GET /api/public-requests/voted",
	"GET /api/testimonials",
	"GET /api/testimonials/all",
	"POST /api/testimonials",
	"POST /api/ai-finder/submit",
	"GET /api/ai-finder/reports/{token}",
	"POST /api/partner-auth/login",
	"POST /api/partner-auth/logout",
	"POST /api/partner-auth/invitation",
	"POST /api/partner-auth/accept",
	"POST /api/partner-auth/sign-in-link",
	"POST /api/partner-auth/sign-in-link/use",
	"POST /api/uploads/logo",
	"GET /files/{key}",
	"POST /api/live-session-projects",
	"PUT /api/live-session-projects/{id}/calendar-booked",
	"GET /api/projects",
	"GET /api/mission/progress",
	"GET /api/events",
	"GET /api/events/{id}/calendar.ics",
	"GET /calendar.ics",
	"POST /api/webhooks/stripe",
	// An automation's inbound webhook: the body's signature is its guard.
	"POST /api/hooks/automations/{token}",
	"POST /api/checkout/status",
}

var pathParam = regexp.MustCompile(`\{[^}]+\}`)

// TestEveryRouteIsGuarded walks the router's own list of routes: each one
// not known to be public must refuse a request without credentials, and
// staff routes must live under /api/admin/.
func TestEveryRouteIsGuarded(t *testing.T) {
	srv, a := testAppWith(t)
	if len(a.Routes) < len(publicRoutes)+5 {
		t.Fatalf("the router lists only %d routes", len(a.Routes))
	}
	for _, rt := range a.Routes {
		method, path, _ := strings.Cut(rt.Pattern, " ")
		if !strings.HasPrefix(path, "/api/") && rt.Access != httpx.Public {
			t.Errorf("%s: only API routes may be guarded", rt.Pattern)
		}
		if rt.Access == httpx.Public {
			if !slices.Contains(publicRoutes, rt.Pattern) {
				t.Errorf("%s is public but not listed as such", rt.Pattern)
			}
			continue
		}
		if slices.Contains(publicRoutes, rt.Pattern) {
			t.Errorf("%s is listed as public but guarded as %s", rt.Pattern, rt.Access)
		}
		if rt.Access == httpx.Staff && !strings.HasPrefix(path, "/api/admin/") {
			t.Errorf("staff route %s lives outside /api/admin/", rt.Pattern)
		}
		concrete := pathParam.ReplaceAllString(path, "1")
		req, _ := http.NewRequest(method, srv.URL+concrete, strings.NewReader(`{}`))
		req.Header.Set("Content-Type", "application/json")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		want := http.StatusUnauthorized
		if rt.Access == httpx.Client {
			want = http.StatusNotFound // no link has the token "1"
		}
		if res.StatusCode != want {
			t.Errorf("%s (%s) without credentials: %d, want %d", rt.Pattern, rt.Access, res.StatusCode, want)
		}
	}
}

// TestWhoAmIAnswersSignedOut: the staff's and the partner's "who am I"
// answer a visitor without a session with 200 and signedIn false (a 401
// would show in the browser's console on every visit of /admin or the
// portal), while every other guarded route still answers 401.
func TestWhoAmIAnswersSignedOut(t *testing.T) {
	srv, _ := testAppWith(t)
	for path, want := range map[string]string{
		"/api/admin/check":       `{"ok":false,"signedIn":false}`,
		"/api/partner-auth/me":   `{"signedIn":false}`,
		"/api/admin/leads":       `401`,
		"/api/partner/dashboard": `401`,
	} {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if want == "401" {
			if res.StatusCode != 401 {
				t.Errorf("%s: %d, want 401", path, res.StatusCode)
			}
			continue
		}
		if res.StatusCode != 200 || strings.TrimSpace(string(body)) != want {
			t.Errorf("%s: %d %s, want 200 %s", path, res.StatusCode, body, want)
		}
	}
}

// staffEndpoints lists staff calls with a request that succeeds for them.
var staffEndpoints = []struct{ method, path, body string }{
	{"GET", "/api/admin/check", ""},
	{"GET", "/api/admin/leads", ""},
	{"GET", "/api/admin/leads/export.csv", ""},
	{"GET", "/api/admin/leads/1", ""},
	{"PATCH", "/api/admin/leads/1/status", `{"status":"contacted"}`},
	{"PATCH", "/api/admin/public-requests/1/status", `{"status":"todo"}`},
	{"GET", "/api/admin/testimonials", ""},
	{"PATCH", "/api/admin/testimonials/1/status", `{"status":"approved"}`},
	{"GET", "/api/admin/ai-finder/leads/2", ""},
}

func TestStaffEndpointsWorkWithASession(t *testing.T) {
	srv, _ := testAppWith(t)
	for _, p := range [][2]string{
		{"/api/leads", `{"name":"A","email":"a@b.co"}`},
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
	jar, _ := cookiejar.New(nil)
	staff := &http.Client{Jar: jar}
	if code := call(staff, "POST", "/api/admin/login", `{"email":"`+testAdminEmail+`","password":"`+testAdminPassword+`"}`); code != 200 {
		t.Fatalf("login: %d", code)
	}
	for _, e := range staffEndpoints {
		if code := call(staff, e.method, e.path, e.body); code != http.StatusOK {
			t.Errorf("%s %s with a session: %d", e.method, e.path, code)
		}
	}
	call(staff, "POST", "/api/admin/logout", "")
	if code := call(staff, "GET", "/api/admin/check", ""); code != 200 {
		t.Errorf("check after logout: %d", code)
	}
	if code := call(staff, "GET", "/api/admin/leads", ""); code != 401 {
		t.Errorf("leads after logout: %d", code)
	}
}
