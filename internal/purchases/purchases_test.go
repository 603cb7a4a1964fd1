package purchases

import (
	"bytes"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
	"mission/internal/httpx/httpxtest"
	"mission/internal/partners"
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
		mux := httpxtest.Routes((&Handler{Store: NewStore(d), Secret: secret}).Register)
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
	mux := httpxtest.Routes((&Handler{Store: NewStore(d)}).Register)
	rec := httptest.NewRecorder()
	body := event("evt_1", "cs_1")
	req := httptest.NewRequest("POST", "/api/webhooks/stripe", strings.NewReader(body))
	req.Header.Set("Stripe-Signature", signed(body, time.Now(), ""))
	mux.ServeHTTP(rec, req)
	if rec.Code != 503 {
		t.Fatalf("%d", rec.Code)
	}
}

func TestFormatAmount(t *testing.T) {
	for cents, want := range map[int64]string{100: "$1.00", 49700: "$497.00", 5: "$0.05", -250: "-$2.50"} {
		if got := FormatAmount(cents, "usd"); got != want {
			t.Errorf("%d: %s, want %s", cents, got, want)
		}
	}
	if got := FormatAmount(1250, "eur"); got != "12.50 EUR" {
		t.Errorf("euros: %s", got)
	}
}

func TestCompanyFromDomain(t *testing.T) {
	for email, want := range map[string]string{"sam@acme-labs.co.uk": "Acme Labs", "a@www.bright.io": "Bright", "dana@gmail.com": "",
		"x@élan.fr": "Élan", "bad": ""} {
		if got := companyFromDomain(email); got != want {
			t.Errorf("%s: %q, want %q", email, got, want)
		}
	}
}

// FuzzCheckoutStatus: the buyer's status lookup answers any body with a
// client error or an answer, never a server error.
func FuzzCheckoutStatus(f *testing.F) {
	f.Add([]byte(`{"reference":"go_0123456789abcdef0123456789abcdef"}`))
	f.Add([]byte(`{"sessionId":"cs_test_a1b2c3d4"}`))
	f.Add([]byte(`{"reference":"go_\u0000"}`))
	f.Add([]byte(`{}`))
	d := dbtest.SQLite(f)
	mux := httpxtest.Routes((&Handler{Store: NewStore(d), Secret: secret}).Register)
	h := httpx.Chain(mux, httpx.APIErrors, httpx.CleanInput)
	f.Fuzz(func(t *testing.T, body []byte) {
		req := httptest.NewRequest("POST", "/api/checkout/status", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 500 {
			t.Fatalf("%d for %q: %s", rec.Code, body, rec.Body)
		}
	})
}

// FuzzSignedEvents: whatever a correctly signed event's object holds (a
// name with control characters, a company of any length, ids of any
// shape), the webhook records it or refuses it, never a server error.
func FuzzSignedEvents(f *testing.F) {
	f.Add("checkout.session.completed", `{"id":"cs_1","amount_total":100,"currency":"usd","customer_details":{"email":"a@b.example","name":"A\u0000B"},"payment_status":"paid"}`)
	f.Add("checkout.session.expired", `{"id":"cs_2","customer_email":"not an email"}`)
	f.Add("charge.refunded", `{"id":"ch_1","amount_refunded":-5,"refunded":true,"payment_intent":"pi_x"}`)
	f.Add("checkout.session.completed", `{"id":"cs_3","custom_fields":[{"key":"company","text":{"value":"\u202eevil"}}],"payment_status":"paid","customer_details":{"email":"c@d.example"}}`)
	d := dbtest.SQLite(f)
	mux := httpxtest.Routes((&Handler{Store: NewStore(d), Secret: secret, Open: partners.OpenForBuyerTx}).Register)
	h := httpx.Chain(mux, httpx.APIErrors)
	n := 0
	f.Fuzz(func(t *testing.T, kind, object string) {
		n++
		body := fmt.Sprintf(`{"id":"evt_fuzz_%d","object":"event","type":%q,"data":{"object":%s}}`, n, kind, object)
		req := httptest.NewRequest("POST", "/api/webhooks/stripe", strings.NewReader(body))
		req.Header.Set("Stripe-Signature", signed(body, time.Now(), secret))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 500 {
			t.Fatalf("%d for %s: %s", rec.Code, body, rec.Body)
		}
	})
}
