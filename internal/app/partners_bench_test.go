package app

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"mission/internal/db/dbtest"
)

// BenchmarkPortalCalls measures the dashboard and client-portal calls in
// process, for profiling (go test -bench Portal -cpuprofile).
func BenchmarkPortalCalls(b *testing.B) {
	s := newSite(b, dbtest.SQLite(b))
	staff := s.staff()
	p := s.partner(staff, "bench@partner.example")
	d := s.seedPortal(staff, p)
	for range 40 {
		s.create(p.Client, "/api/partner-projects", `{"title":"More","clientName":"X","budget":1000}`)
	}
	cookie := p.Client.Jar.Cookies(mustURL(s.srv.URL))
	for _, c := range []struct{ name, path string }{{"dashboard", "/api/partner/dashboard"}, {"client-portal", "/api/client-portal/" + d.token}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				req := httptest.NewRequest("GET", c.path, nil)
				for _, k := range cookie {
					req.AddCookie(k)
				}
				rec := httptest.NewRecorder()
				s.app.Handler.ServeHTTP(rec, req)
				if rec.Code != http.StatusOK {
					b.Fatalf("%s: %d %s", c.path, rec.Code, rec.Body)
				}
			}
		})
	}
}
