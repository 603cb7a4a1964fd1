package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/partners"
)

const stripeSecret = "whsec_purchase_test_secret"

// purchaseSite is the app with payments configured and staff notified.
func purchaseSite(t *testing.T, d *db.DB) *testSite {
	return newSite(t, d, "STRIPE_WEBHOOK_SECRET="+stripeSecret, "STAFF_EMAIL=staff@mission.example")
}

// checkout is a checkout.session.* event as the provider sends it.
type checkout struct {
	event, session, email, name, reference, intent, paymentStatus, kind string
	amount                                                              int64
	fields                                                              string // custom_fields JSON
}

func (c checkout) body() string {
	if c.kind == "" {
		c.kind = "checkout.session.completed"
	}
	if c.paymentStatus == "" {
		c.paymentStatus = "paid"
	}
	if c.fields == "" {
		c.fields = "[]"
	}
	return fmt.Sprintf(`{"id":%q,"object":"event","api_version":"2024-06-20","type":%q,"data":{"object":{"id":%q,"object":"checkout.session",
		"amount_total":%d,"currency":"usd","customer":"cus_%s","customer_details":{"email":%q,"name":%q},"client_reference_id":%q,
		"payment_intent":%q,"payment_status":%q,"custom_fields":%s}}}`,
		c.event, c.kind, c.session, c.amount, c.session, c.email, c.name, c.reference, c.intent, c.paymentStatus, c.fields)
}

// stripePost sends a correctly signed event and returns the status.
func (s *testSite) stripePost(body string) (int, string) {
	s.t.Helper()
	now := time.Now()
	sig := fmt.Sprintf("t=%d,v1=%x", now.Unix(), webhook.ComputeSignature(now, []byte(body), stripeSecret))
	return s.do(s.client(), "POST", "/api/webhooks/stripe", body, "Stripe-Signature", sig)
}

// emailsAbout lists the templates of the e-mails queued about a record.
func (s *testSite) emailsAbout(ref string) []string {
	s.t.Helper()
	rows, err := s.app.DB.Query(context.Background(), "SELECT recipient, payload FROM outbox WHERE kind = 'email' AND subject_ref = ? ORDER BY id", ref)
	if err != nil {
		s.t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var to, payload string
		if err := rows.Scan(&to, &payload); err != nil {
			s.t.Fatal(err)
		}
		var p struct {
			Template string `json:"template"`
		}
		json.Unmarshal([]byte(payload), &p)
		out = append(out, p.Template+" to "+to)
	}
	return out
}

// emailData is the data of the e-mail with template about a record.
func (s *testSite) emailData(ref, template string) map[string]string {
	s.t.Helper()
	return s.findEmail("subject_ref = ?", ref, template)
}

// findEmail is the data of the first e-mail with template among those
// where holds for arg.
func (s *testSite) findEmail(where, arg, template string) map[string]string {
	s.t.Helper()
	found := s.emails(where, arg, template)
	if len(found) == 0 {
		s.t.Fatalf("no %s e-mail where %s %s", template, where, arg)
	}
	return found[0]
}

// emails is the data of every e-mail with template among those where holds
// for arg, oldest first.
func (s *testSite) emails(where, arg, template string) []map[string]string {
	s.t.Helper()
	rows, err := s.app.DB.Query(context.Background(), "SELECT payload FROM outbox WHERE kind = 'email' AND "+where+" ORDER BY id", arg)
	if err != nil {
		s.t.Fatal(err)
	}
	defer rows.Close()
	var found []map[string]string
	for rows.Next() {
		var payload string
		if err := rows.Scan(&payload); err != nil {
			s.t.Fatal(err)
		}
		var p struct {
			Template string            `json:"template"`
			Data     map[string]string `json:"data"`
		}
		json.Unmarshal([]byte(payload), &p)
		if p.Template == template {
			found = append(found, p.Data)
		}
	}
	return found
}

type purchaseRow struct {
	ID        int64
	Status    string
	Account   string
	PartnerID int64
	Refunded  int64
}

func (s *testSite) purchase(session string) purchaseRow {
	s.t.Helper()
	var p purchaseRow
	if err := s.app.DB.QueryRow(context.Background(), `SELECT id, status, COALESCE(account, ''), COALESCE(partner_id, 0), refunded_cents
		FROM subscriptions WHERE checkout_session_id = ?`, session).Scan(&p.ID, &p.Status, &p.Account, &p.PartnerID, &p.Refunded); err != nil {
		s.t.Fatalf("purchase %s: %v", session, err)
	}
	return p
}

func TestAPaidLicenceOpensTheDoor(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := purchaseSite(t, d)
		ref := "go_" + strings.Repeat("ab", 16)
		paid := checkout{event: "evt_paid", session: "cs_test_paid1", email: "Sam@Acme-Labs.com", name: "Sam Rivera", reference: ref,
			intent: "pi_paid1", amount: 100}
		if code, body := s.stripePost(paid.body()); code != 200 {
			t.Fatalf("webhook: %d %s", code, body)
		}
		// Twenty copies at once and a replay change nothing.
		var wg sync.WaitGroup
		for range 20 {
			wg.Go(func() {
				if code, body := s.stripePost(paid.body()); code != 200 || !strings.Contains(body, `"duplicate":true`) {
					t.Errorf("copy: %d %s", code, body)
				}
			})
		}
		wg.Wait()
		again := paid
		again.event = "evt_paid_again" // another event naming the same checkout
		s.stripePost(again.body())
		s.compose()
		s.compose()

		if n := s.count("partners"); n != 1 {
			t.Fatalf("%d partners", n)
		}
		if n := s.count("subscriptions"); n != 1 {
			t.Fatalf("%d purchases", n)
		}
		p := s.purchase("cs_test_paid1")
		if p.Status != "paid" || p.Account != partners.AccountInvited || p.PartnerID == 0 {
			t.Fatalf("purchase: %+v", p)
		}
		var email, company, status, source string
		s.app.DB.QueryRow(context.Background(), "SELECT email, company_name, status, source FROM partners WHERE id = ?", p.PartnerID).
			Scan(&email, &company, &status, &source)
		if email != "sam@acme-labs.com" || company != "Acme Labs" || status != "pending" || source != "purchase" {
			t.Fatalf("partner: %s %s %s %s", email, company, status, source)
		}
		ref12 := fmt.Sprintf("purchase:%d", p.ID)
		got := s.emailsAbout(ref12)
		want := []string{"purchase_welcome to sam@acme-labs.com", "purchase_receipt to sam@acme-labs.com", "staff_purchase to staff@mission.example"}
		if fmt.Sprint(got) != fmt.Sprint(want) || s.count("outbox") != 3 {
			t.Fatalf("e-mails: %v (outbox %d)", got, s.count("outbox"))
		}
		receipt := s.emailData(ref12, "purchase_receipt")
		if receipt["amount"] != "$1.00" || receipt["paidAt"] == "" {
			t.Fatalf("receipt: %v", receipt)
		}

		// The invitation works, and sends the buyer on to the onboarding.
		link := s.emailData(ref12, "purchase_welcome")["link"]
		token := link[strings.Index(link, "#invite=")+len("#invite="):]
		code, body := s.do(s.client(), "POST", "/api/partner-auth/invitation", `{"token":"`+token+`"}`)
		if code != 200 || !strings.Contains(body, `"needsOnboarding":true`) {
			t.Fatalf("invitation: %d %s", code, body)
		}

		// The buyer back from the checkout learns where the e-mail went.
		code, body = s.do(s.client(), "POST", "/api/checkout/status", `{"reference":"`+ref+`"}`)
		if code != 200 || !strings.Contains(body, `"status":"paid"`) || !strings.Contains(body, `"email":"sam@acme-labs.com"`) ||
			!strings.Contains(body, `"account":"invited"`) {
			t.Fatalf("status: %d %s", code, body)
		}
		if code, _ := s.do(s.client(), "POST", "/api/checkout/status", `{"reference":"go_`+strings.Repeat("cd", 16)+`"}`); code != 404 {
			t.Fatalf("an unknown reference: %d", code)
		}
		if code, _ := s.do(s.client(), "POST", "/api/checkout/status", `{"reference":"../../x"}`); code != 400 {
			t.Fatalf("a malformed reference: %d", code)
		}

		// Staff see the purchase with its partner and the e-mails sent.
		code, body = s.do(s.staff(), "GET", "/api/admin/purchases", "")
		if code != 200 || !strings.Contains(body, `"partnerCompany":"Acme Labs"`) || strings.Count(body, `"subject":`) != 3 {
			t.Fatalf("staff list: %d %s", code, body)
		}
	})
}

func TestAPurchaseByAnActivePartnerSendsNoInvitation(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := purchaseSite(t, d)
		p, err := partners.NewAccounts(d).CreateActive(context.Background(), partners.PartnerInput{Company: "Bright Co", Email: "kim@bright.example"},
			"a-long-enough-password", time.Now())
		if err != nil {
			t.Fatal(err)
		}
		s.stripePost(checkout{event: "evt_active", session: "cs_test_active", email: "kim@bright.example", name: "Kim", amount: 100}.body())
		s.compose()
		got := s.purchase("cs_test_active")
		if got.PartnerID != p.ID || got.Account != partners.AccountExisting || s.count("partners") != 1 {
			t.Fatalf("purchase: %+v", got)
		}
		emails := s.emailsAbout(fmt.Sprintf("purchase:%d", got.ID))
		if fmt.Sprint(emails) != "[purchase_payment_received to kim@bright.example staff_purchase to staff@mission.example]" {
			t.Fatalf("e-mails: %v", emails)
		}
	})
}

func TestTwoCheckoutsByOneNewBuyerMakeOneAccount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := purchaseSite(t, d)
		var wg sync.WaitGroup
		for i := range 6 {
			wg.Go(func() {
				s.stripePost(checkout{event: fmt.Sprintf("evt_twice_%d", i), session: fmt.Sprintf("cs_test_twice_%d", i),
					email: "dana@gmail.com", name: "Dana Cole", amount: 100}.body())
			})
		}
		wg.Wait()
		if s.count("partners") != 1 || s.count("subscriptions") != 6 {
			t.Fatalf("%d partners, %d purchases", s.count("partners"), s.count("subscriptions"))
		}
		var company string
		s.app.DB.QueryRow(context.Background(), "SELECT company_name FROM partners").Scan(&company)
		if company != "Dana Cole" {
			t.Fatalf("a free-mail buyer's company is their name: %q", company)
		}
	})
}

func TestRefundsExpiryAndLaterPayments(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := purchaseSite(t, d)
		s.stripePost(checkout{event: "evt_r1", session: "cs_test_refund", email: "lee@refund.example", name: "Lee", intent: "pi_refund",
			amount: 49700, fields: `[{"key":"companyname","label":{"custom":"Company name","type":"custom"},"type":"text","text":{"value":"Lee & Sons"}}]`}.body())
		if p := s.purchase("cs_test_refund"); p.Status != "paid" {
			t.Fatalf("paid: %+v", p)
		}
		var company string
		s.app.DB.QueryRow(context.Background(), "SELECT company_name FROM partners").Scan(&company)
		if company != "Lee & Sons" {
			t.Fatalf("the checkout's company field: %q", company)
		}
		refund := func(event string, amount int64, full bool) (int, string) {
			return s.stripePost(fmt.Sprintf(`{"id":%q,"object":"event","type":"charge.refunded","data":{"object":{"id":"ch_1","object":"charge",
				"amount":49700,"amount_refunded":%d,"refunded":%t,"payment_intent":"pi_refund","customer":"cus_cs_test_refund"}}}`, event, amount, full))
		}
		if code, body := refund("evt_r2", 10000, false); code != 200 {
			t.Fatalf("partial refund: %d %s", code, body)
		}
		if p := s.purchase("cs_test_refund"); p.Status != "partially_refunded" || p.Refunded != 10000 {
			t.Fatalf("partly refunded: %+v", p)
		}
		refund("evt_r3", 49700, true)
		refund("evt_r4", 10000, false) // a late notice of the earlier refund
		p := s.purchase("cs_test_refund")
		if p.Status != "refunded" || p.Refunded != 49700 {
			t.Fatalf("refunded: %+v", p)
		}
		var partnerStatus string
		s.app.DB.QueryRow(context.Background(), "SELECT status FROM partners WHERE id = ?", p.PartnerID).Scan(&partnerStatus)
		if partnerStatus != "pending" {
			t.Fatalf("a refund does not touch the account: %s", partnerStatus)
		}
		s.compose()
		emails := s.emailsAbout(fmt.Sprintf("purchase:%d", p.ID))
		if strings.Count(fmt.Sprint(emails), "staff_purchase_refund") != 2 {
			t.Fatalf("staff are told of each refund: %v", emails)
		}

		// An expired checkout is recorded, and opens nothing.
		s.stripePost(checkout{event: "evt_x", kind: "checkout.session.expired", session: "cs_test_expired", email: "late@x.example",
			paymentStatus: "unpaid"}.body())
		if p := s.purchase("cs_test_expired"); p.Status != "expired" || p.PartnerID != 0 {
			t.Fatalf("expired: %+v", p)
		}

		// A payment that settles later opens the account when it does.
		s.stripePost(checkout{event: "evt_a1", session: "cs_test_async", email: "ash@async.example", amount: 100, paymentStatus: "unpaid"}.body())
		if p := s.purchase("cs_test_async"); p.Status != "pending" || p.PartnerID != 0 {
			t.Fatalf("pending: %+v", p)
		}
		s.stripePost(checkout{event: "evt_a2", kind: "checkout.session.async_payment_succeeded", session: "cs_test_async",
			email: "ash@async.example", amount: 100}.body())
		s.stripePost(checkout{event: "evt_a3", kind: "checkout.session.async_payment_succeeded", session: "cs_test_async",
			email: "ash@async.example", amount: 100}.body())
		s.compose()
		p = s.purchase("cs_test_async")
		if p.Status != "paid" || p.Account != partners.AccountInvited {
			t.Fatalf("settled: %+v", p)
		}
		if n := len(s.emailsAbout(fmt.Sprintf("purchase:%d", p.ID))); n != 3 {
			t.Fatalf("%d e-mails for the settled payment", n)
		}
	})
}

func TestApprovingTheApplicationOfABuyerJoinsTheirAccount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := purchaseSite(t, d)
		s.stripePost(checkout{event: "evt_join", session: "cs_test_join", email: "rio@join.example", name: "Rio", amount: 100}.body())
		onboarding := `{"name":"Rio Park","email":"rio@join.example","phone":"Not provided","source":"partner_onboarding_complete",
			"businessChallenge":"Dental clinics","customFields":{"businessName":"Rio AI","niche":"Dental & Orthodontics","targetClient":"Clinics",
			"pitchLine":"Never miss a patient call","ownsDomain":"no","domainName":"","preferredAreaCode":"512","phoneForwarding":"separate",
			"forwardingNumber":"","hasLogo":"no","additionalRequests":""}}`
		if code, body := s.do(s.client(), "POST", "/api/leads", onboarding); code != 201 {
			t.Fatalf("onboarding: %d %s", code, body)
		}
		s.compose()
		var app int64
		s.app.DB.QueryRow(context.Background(), "SELECT id FROM partner_applications").Scan(&app)
		code, body := s.do(s.staff(), "POST", fmt.Sprintf("/api/admin/partner-applications/%d/approve", app), "")
		if code != 200 || !strings.Contains(body, `"joined":true`) || !strings.Contains(body, `"invitationUrl":null`) {
			t.Fatalf("approve: %d %s", code, body)
		}
		if s.count("partners") != 1 || s.count("partner_branding") != 1 {
			t.Fatalf("%d partners, %d brandings", s.count("partners"), s.count("partner_branding"))
		}
		if code, _ := s.do(s.staff(), "POST", fmt.Sprintf("/api/admin/partner-applications/%d/approve", app), ""); code != http.StatusConflict {
			t.Fatalf("a second approval: %d", code)
		}
	})
}
