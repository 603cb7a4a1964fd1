package purchases

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
)

const secret = "whsec_test_secret"

func signed(payload string, at time.Time, key string) string {
	return fmt.Sprintf("t=%d,v1=%x", at.Unix(), webhook.ComputeSignature(at, []byte(payload), key))
}

func event(id, session string) string {
	return `{"id":"` + id + `","object":"event","api_version":"2020-08-27","type":"checkout.session.completed","data":{"object":{"id":"` + session +
		`","object":"checkout.session","amount_total":100,"currency":"usd","customer":"cus_1","customer_details":{"email":"buyer@example.com"},"subscription":"sub_1"}}}`
}

func TestStripeWebhook(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		mux := http.NewServeMux()
		r := httpx.NewRouter(mux)
		(&Handler{DB: d, Secret: secret}).Register(r.Group(httpx.Public, nil), r.Group(httpx.Staff, nil))
		post := func(body, sig string) int {
			req := httptest.NewRequest("POST", "/api/webhooks/stripe", strings.NewReader(body))
			req.Header.Set("Stripe-Signature", sig)
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, req)
			return rec.Code
		}
		count := func() int {
			var n int
			d.QueryRow(t.Context(), "SELECT COUNT(*) FROM subscriptions").Scan(&n)
			return n
		}
		now := time.Now()
		good := event("evt_1", "cs_1")
		if code := post(good, signed(good, now, "whsec_wrong")); code != 400 || count() != 0 {
			t.Fatalf("wrongly signed: %d", code)
		}
		if code := post(good, signed(good, now.Add(-10*time.Minute), secret)); code != 400 || count() != 0 {
			t.Fatalf("an old event: %d", code)
		}
		if code := post(good+" ", signed(good, now, secret)); code != 400 || count() != 0 {
			t.Fatalf("a body changed after signing: %d", code)
		}
		if code := post(good, signed(good, now, secret)); code != 200 || count() != 1 {
			t.Fatalf("correctly signed: %d, %d purchases", code, count())
		}
		if code := post(good, signed(good, now, secret)); code != 200 || count() != 1 {
			t.Fatalf("replayed: %d, %d purchases", code, count())
		}
		// The same checkout in another event is still one purchase.
		again := event("evt_2", "cs_1")
		post(again, signed(again, now, secret))
		var email string
		var cents int64
		d.QueryRow(t.Context(), "SELECT email, amount_cents FROM subscriptions").Scan(&email, &cents)
		if count() != 1 || email != "buyer@example.com" || cents != 100 {
			t.Fatalf("stored: %d %s %d", count(), email, cents)
		}
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", "/api/admin/purchases", nil))
		if !strings.Contains(rec.Body.String(), `"email":"buyer@example.com"`) {
			t.Fatalf("purchases: %s", rec.Body)
		}
	})
}

func TestWebhookWithoutSecretRecordsNothing(t *testing.T) {
	d := dbtest.SQLite(t)
	mux := http.NewServeMux()
	r := httpx.NewRouter(mux)
	(&Handler{DB: d}).Register(r.Group(httpx.Public, nil), r.Group(httpx.Staff, nil))
	rec := httptest.NewRecorder()
	body := event("evt_1", "cs_1")
	req := httptest.NewRequest("POST", "/api/webhooks/stripe", strings.NewReader(body))
	req.Header.Set("Stripe-Signature", signed(body, time.Now(), ""))
	mux.ServeHTTP(rec, req)
	if rec.Code != 503 {
		t.Fatalf("%d", rec.Code)
	}
}
