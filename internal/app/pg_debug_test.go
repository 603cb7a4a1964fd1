package app

import (
	"context"
	"fmt"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"mission/internal/db/dbtest"
	"mission/internal/notify"
)

func TestDebugPGDeliveryUnderLoad(t *testing.T) {
	url := dbtest.PostgresURL(t)
	d := dbtest.Open(t, url)
	d2 := dbtest.Open(t, url)
	s := newSite(t, d, "WEBHOOK_ALLOW_PRIVATE=true", "STAFF_EMAIL=staff@x.example", "LEAD_RATE_LIMIT=100000")
	rcv := newReceiver(0)
	hook := httptest.NewServer(rcv)
	defer hook.Close()
	_, rcv.secret = s.addEndpoint(s.staff(), hook.URL, notify.EventLeadCreated)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go (&notify.Worker{DB: d, Webhooks: notify.NewSender(true)}).Run(ctx)
	go (&notify.Worker{DB: d2, Webhooks: notify.NewSender(true)}).Run(ctx)
	var wg sync.WaitGroup
	for c := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cl := s.client()
			for i := range 60 {
				s.do(cl, "POST", "/api/leads", fmt.Sprintf(`{"name":"A","email":"a%d-%d@example.com","source":"ai_agency_partnership_claim"}`, c, i), "X-Forwarded-For", fmt.Sprintf("10.0.%d.%d", c, i))
			}
		}()
	}
	wg.Wait()
	time.Sleep(8 * time.Second)
	rows, _ := d.Query(t.Context(), "SELECT kind, status, COUNT(*), MAX(COALESCE(last_error, '')), MAX(attempts) FROM outbox GROUP BY kind, status")
	for rows.Next() {
		var k, st, e string
		var n, a int
		rows.Scan(&k, &st, &n, &e, &a)
		t.Logf("%s %s %d %d %s", k, st, n, a, e)
	}
	rows.Close()
}
