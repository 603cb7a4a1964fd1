package app

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
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

// BenchmarkClientPortalParallel reads the client portal through many links
// at once over real HTTP, as the load benchmark does.
func BenchmarkClientPortalParallel(b *testing.B) {
	s := newSite(b, dbtest.SQLite(b), "TRUST_PROXY=true")
	staff := s.staff()
	var tokens []string
	for i := range 20 {
		p := s.partner(staff, fmt.Sprintf("p%d@bench.example", i))
		tokens = append(tokens, s.seedPortal(staff, p).token)
	}
	var n atomic.Int64
	b.SetParallelism(16)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		c := &http.Client{}
		for pb.Next() {
			i := n.Add(1)
			req, _ := http.NewRequest("GET", s.srv.URL+"/api/client-portal/"+tokens[i%int64(len(tokens))], nil)
			req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.0.%d.%d", i%7, i%13))
			res, err := c.Do(req)
			if err != nil {
				b.Fatal(err)
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode != 200 {
				b.Fatalf("%d", res.StatusCode)
			}
		}
	})
}
