package app

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// A client behind the trusted proxy cannot escape its limits by sending
// an X-Forwarded-For line of its own: the proxy's line comes after it.
func TestLimitsKeyOnTheProxysHopNotTheClientsLine(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "TRUST_PROXY=true", "LEAD_RATE_LIMIT=2")
		send := func(i int, method, path, body string) int {
			req, _ := http.NewRequest(method, s.srv.URL+path, strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Add("X-Forwarded-For", fmt.Sprintf("10.1.%d.%d", i/250, i%250)) // the client's own
			req.Header.Add("X-Forwarded-For", "198.51.100.7")                          // the proxy's
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			return res.StatusCode
		}
		for i := range 3 {
			lead := fmt.Sprintf(`{"name":"Ann Lee","email":"ann%d@example.com","businessChallenge":"Calls go unanswered"}`, i)
			want := 201
			if i == 2 {
				want = 429
			}
			if code := send(i, "POST", "/api/leads", lead); code != want {
				t.Fatalf("lead %d: %d, want %d", i+1, code, want)
			}
		}
		last := 0
		for i := range 21 {
			last = send(i, "GET", "/api/client-portal/"+strings.Repeat("a", 43)+fmt.Sprint(i), "")
		}
		if last != 429 {
			t.Fatalf("the 21st unknown token: %d", last)
		}
	})
}

// A parallel burst, each request with a fresh forged line of its own,
// passes exactly the limit.
func TestForgedLinesInAParallelBurstShareOneLimit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "TRUST_PROXY=true", "LEAD_RATE_LIMIT=5")
		var created, throttled atomic.Int32
		var wg sync.WaitGroup
		for i := range 30 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				body := fmt.Sprintf(`{"name":"Ann Lee","email":"burst%d@example.com","businessChallenge":"Calls go unanswered"}`, i)
				req, _ := http.NewRequest("POST", s.srv.URL+"/api/leads", strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Add("X-Forwarded-For", fmt.Sprintf("10.2.0.%d, 2001:db8::%x", i, i))
				req.Header.Add("X-Forwarded-For", "[2001:db8:7::1]:443")
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Error(err)
					return
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				switch res.StatusCode {
				case 201:
					created.Add(1)
				case 429:
					throttled.Add(1)
				default:
					t.Errorf("status %d", res.StatusCode)
				}
			}()
		}
		wg.Wait()
		if created.Load() != 5 || throttled.Load() != 25 {
			t.Fatalf("%d created, %d throttled", created.Load(), throttled.Load())
		}
	})
}
