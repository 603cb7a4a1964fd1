package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"mission/internal/auth"
	"mission/internal/config"
	"mission/internal/db"
	"mission/internal/team"
)

const (
	testAdminEmail    = "owner@mission.example"
	testAdminPassword = "the-admin-password"
)

// testSite is the whole app on one database, served over real HTTP.
type testSite struct {
	t   testing.TB
	srv *httptest.Server
	app *App
}

// newSite builds the app on d with the given settings on top of the
// defaults and an https public URL.
func newSite(t testing.TB, d *db.DB, env ...string) *testSite {
	t.Helper()
	// Owners sign in with one factor here unless a test asks for the
	// requirement (the two-factor tests do).
	cfg, err := config.LoadFrom(append([]string{"PUBLIC_URL=https://mission.example", "STAFF_TWO_FACTOR=optional"}, env...))
	if err != nil {
		t.Fatal(err)
	}
	dist := fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><html><head><!--app-head--></head><body></body></html>`)}}
	a, err := New(cfg, d, slog.New(slog.NewTextHandler(io.Discard, nil)), Options{Dist: dist})
	if err != nil {
		t.Fatal(err)
	}
	// A second instance on the same database finds the owner made.
	_, err = team.NewStore(d, nil).Create(context.Background(), testAdminEmail, "Olive Owner", testAdminPassword, auth.Owner, time.Now())
	if err != nil && !errors.Is(err, team.ErrMember) {
		t.Fatal(err)
	}
	srv := httptest.NewServer(a.Handler)
	t.Cleanup(srv.Close)
	return &testSite{t: t, srv: srv, app: a}
}

// compose turns the events the site announced into their outbox
// messages, as its worker does between deliveries.
func (s *testSite) compose() {
	s.t.Helper()
	if _, err := s.app.Worker.Compose(context.Background()); err != nil {
		s.t.Fatalf("compose: %v", err)
	}
}

// client is a browser: its own cookie jar.
func (s *testSite) client() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar}
}

// staff is a client signed in as the site's first owner.
func (s *testSite) staff() *http.Client {
	return s.signIn(testAdminEmail, testAdminPassword)
}

// staffAs is a client signed in as a new staff member with role.
func (s *testSite) staffAs(role auth.Role) *http.Client {
	s.t.Helper()
	email := fmt.Sprintf("%s.%d@mission.example", role, time.Now().UnixNano())
	if _, err := team.NewStore(s.app.DB, nil).Create(context.Background(), email, "", testAdminPassword, role, time.Now()); err != nil {
		s.t.Fatal(err)
	}
	return s.signIn(email, testAdminPassword)
}

// signIn is a client signed in to the staff area.
func (s *testSite) signIn(email, password string) *http.Client {
	s.t.Helper()
	c := s.client()
	if code, body := s.do(c, "POST", "/api/admin/login", `{"email":"`+email+`","password":"`+password+`"}`); code != 200 {
		s.t.Fatalf("staff login: %d %s", code, body)
	}
	return c
}

// do sends a request and returns the status and body.
func (s *testSite) do(c *http.Client, method, path, body string, hdr ...string) (int, string) {
	s.t.Helper()
	req, err := http.NewRequest(method, s.srv.URL+path, strings.NewReader(body))
	if err != nil {
		s.t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	res, err := c.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// partnerSignedIn asks GET /api/partner-auth/me whether c holds a live
// partner session; anything but a 200 fails the test.
func (s *testSite) partnerSignedIn(c *http.Client) bool {
	s.t.Helper()
	code, body := s.do(c, "GET", "/api/partner-auth/me", "")
	if code != 200 {
		s.t.Fatalf("who am I: %d %s", code, body)
	}
	return strings.Contains(body, `"signedIn":true`)
}

func (s *testSite) count(table string) int {
	s.t.Helper()
	var n int
	if err := s.app.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM "+table).Scan(&n); err != nil {
		s.t.Fatal(err)
	}
	return n
}

// Valid bodies of every public form.
const (
	validLead        = `{"name":"Ann Lee","email":"ann@example.com","businessChallenge":"Calls go unanswered"}`
	validRequest     = `{"type":"idea","title":"Review automation","description":"Ask happy clients for reviews"}`
	validTestimonial = `{"name":"Ann Lee","testimonial":"Great work","category":"results","relationship":"Client"}`
	validQuiz        = `{"name":"Quinn","email":"q@example.com","industry":"saas","teamSize":"2-5","biggestChallenge":"Leads go cold","revenueGoal":"<100k","techComfort":"beginner"}`
)

// publicForms lists each public form's endpoint, a valid body and the
// tables a submission writes to.
var publicForms = []struct {
	path, body string
	tables     []string
}{
	{"/api/leads", validLead, []string{"leads"}},
	{"/api/public-requests", validRequest, []string{"public_requests"}},
	{"/api/testimonials", validTestimonial, []string{"personal_testimonials"}},
	{"/api/ai-finder/submit", validQuiz, []string{"leads", "ai_finder_leads"}},
}
