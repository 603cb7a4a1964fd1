package app

import (
	"net/http"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"mission/internal/db/dbtest"
)

// documentedRoute is a call as docs/api.md writes it: a method and a path
// in backticks, such as `PATCH /api/admin/leads/{id}/status`.
var documentedRoute = regexp.MustCompile("`(GET|POST|PUT|PATCH|DELETE) (/[^` ]*)`")

// routeKey compares routes whatever their path parameters are called.
func routeKey(method, path string) string {
	return method + " " + pathParam.ReplaceAllString(path, "{}")
}

// TestAPIDocMatchesTheRouter reads docs/api.md against the router: every
// registered route is documented, and every documented route exists (an
// API route in the router, any other path answered by the site).
func TestAPIDocMatchesTheRouter(t *testing.T) {
	// /metrics is documented; it answers on the public port to its token.
	const metricsToken = "metrics-token-for-the-doc-test"
	s := newSite(t, dbtest.SQLite(t), "METRICS_TOKEN="+metricsToken)
	srv, a := s.srv, s.app
	doc, err := os.ReadFile("../../docs/api.md")
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]bool{}
	for _, m := range documentedRoute.FindAllStringSubmatch(string(doc), -1) {
		documented[routeKey(m[1], m[2])] = true
	}
	registered := map[string]bool{}
	for _, rt := range a.Routes {
		method, path, _ := strings.Cut(rt.Pattern, " ")
		key := routeKey(method, path)
		registered[key] = true
		if !documented[key] {
			t.Errorf("%s is registered but not in docs/api.md", rt.Pattern)
		}
	}
	keys := make([]string, 0, len(documented))
	for k := range documented {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, key := range keys {
		if registered[key] {
			continue
		}
		method, path, _ := strings.Cut(key, " ")
		if strings.HasPrefix(path, "/api/") {
			t.Errorf("docs/api.md documents %s, which the router does not have", key)
			continue
		}
		// Operations and site paths are served outside the API router:
		// they exist when the site answers them.
		req, _ := http.NewRequest(method, srv.URL+strings.ReplaceAll(path, "{}", "x"), nil)
		req.Header.Set("Authorization", "Bearer "+metricsToken)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusMethodNotAllowed {
			t.Errorf("docs/api.md documents %s, which answers %d", key, res.StatusCode)
		}
	}
}
