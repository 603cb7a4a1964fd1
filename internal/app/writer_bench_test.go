package app

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"mission/internal/db/dbtest"
)

// The lead write path without the network, for profiles of the writer:
//
//	go test -run '^$' -bench WriteLeads -cpuprofile cpu.out ./internal/app/
func BenchmarkWriteLeads(b *testing.B) {
	b.Run("plain", func(b *testing.B) { benchmarkLeads(b) })
	b.Run("notify", func(b *testing.B) {
		benchmarkLeads(b, "STAFF_EMAIL=staff@bench.example", "WEBHOOK_ALLOW_PRIVATE=true")
	})
}

func benchmarkLeads(b *testing.B, env ...string) {
	d := dbtest.SQLite(b)
	s := newSite(b, d, append([]string{"LEAD_RATE_LIMIT=1000000", "TRUST_PROXY=true"}, env...)...)
	if len(env) > 0 {
		staff := s.staff()
		if code, body := s.do(staff, "POST", "/api/admin/webhooks",
			`{"url":"http://127.0.0.1:9/hook","events":["lead.created"]}`); code != http.StatusCreated {
			b.Fatalf("add endpoint: %d %s", code, body)
		}
	}
	var n atomic.Int64
	b.SetParallelism(16)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			i := n.Add(1)
			body := fmt.Sprintf(`{"name":"Bench %d","email":"b%d@bench.example","phone":"+1 555 010 1234","audienceType":"business-owner",`+
				`"businessChallenge":"We answer the same questions by hand every day.","source":"ai_agency_partnership_claim"}`, i, i)
			req := httptest.NewRequest(http.MethodPost, "/api/leads", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.%d.%d.1", i/250%250, i%250))
			rec := httptest.NewRecorder()
			s.app.Handler.ServeHTTP(rec, req)
			if rec.Code != http.StatusCreated {
				b.Fatalf("lead: %d %s", rec.Code, rec.Body)
			}
		}
	})
}
