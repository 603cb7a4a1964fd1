package app

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"mission/internal/invoices"
	"mission/internal/quotes"
)

// acceptedQuote is a quote of the portal's project, sent and accepted
// through the client's link.
func (s *testSite) acceptedQuote(p partnerAccount, pd portalData) quotes.Quote {
	s.t.Helper()
	var q quotes.Quote
	decodeInto(s.t, s.bodyOf(s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project), quoteBody(day(14)))), &q)
	s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", q.ID), "")
	code, body := s.do(s.client(), "POST", fmt.Sprintf("/api/client-portal/%s/quotes/%d/accept", pd.token, q.ID), `{"name":"Casey Client"}`)
	if code != 200 {
		s.t.Fatalf("accept: %d %s", code, body)
	}
	decodeInto(s.t, body, &q)
	return q
}

// An invoice from an accepted quote copies its lines; the client is
// e-mailed and sees it with the Pay link; two payments pay it, each the
// partner's income on the Revenue Dashboard; nothing pays more than owed.
func TestInvoiceFromQuotePaidInTwoPayments(t *testing.T) {
	eachPortal(t, "invoices.partner@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		q := s.acceptedQuote(p, pd)
		draft := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project), quoteBody(day(14)))
		if code, _ := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/invoice", draft), `{"dueDate":"`+day(30)+`"}`); code != 409 {
			t.Fatalf("an invoice of a draft quote: %d", code)
		}
		code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/invoice", q.ID),
			`{"dueDate":"`+day(30)+`","paymentLink":"https://buy.stripe.com/test_123","terms":"Net 30."}`)
		var inv invoices.Invoice
		decodeInto(t, body, &inv)
		if code != 201 || inv.Number != fmt.Sprintf("INV-%d-0001", time.Now().UTC().Year()) || inv.Total != q.Total || len(inv.Lines) != len(q.Lines) ||
			inv.Status != invoices.Open || inv.BalanceDue != q.Total || *inv.QuoteID != q.ID {
			t.Fatalf("issue: %d %s", code, body)
		}
		if code, resp := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/invoice", q.ID), `{"dueDate":"`+day(30)+`"}`); code != 409 ||
			!strings.Contains(resp, "invoiced already") {
			t.Fatalf("a second invoice of the quote: %d %s", code, resp)
		}
		if _, resp := s.do(p.Client, "GET", fmt.Sprintf("/api/partner/quotes/%d", q.ID), ""); !strings.Contains(resp, `"invoicedAs":"`+inv.Number+`"`) {
			t.Fatalf("the quote does not name its invoice: %s", resp)
		}
		s.compose()
		if mail := s.emailTo("c@example.com", "client_invoice"); mail["number"] != inv.Number || mail["portalLink"] != "https://mission.example/c/"+pd.token ||
			mail["paymentLink"] != "https://buy.stripe.com/test_123" {
			t.Fatalf("the client's e-mail: %v", mail)
		}
		if _, body := s.do(s.client(), "GET", "/api/client-portal/"+pd.token, ""); !strings.Contains(body, `"number":"`+inv.Number+`"`) ||
			!strings.Contains(body, `"paymentLink":"https://buy.stripe.com/test_123"`) {
			t.Fatalf("the invoice in the client's portal: %s", body)
		}

		pay := fmt.Sprintf("/api/partner/invoices/%d/payments", inv.ID)
		first := q.Total / 3
		code, body = s.do(p.Client, "POST", pay, fmt.Sprintf(`{"amount":"%d.%02d","receivedAt":"%s"}`, first/100, first%100, day(0)))
		decodeInto(t, body, &inv)
		if code != 200 || inv.Status != invoices.Open || inv.PaidCents != first || len(inv.Payments) != 1 {
			t.Fatalf("a partial payment: %d %s", code, body)
		}
		rest := q.Total - first
		// The rest twice at once: one is recorded, the other would pay too much.
		codes := make([]int, 2)
		var wg sync.WaitGroup
		for i := range codes {
			wg.Go(func() {
				codes[i], _, _ = s.send(p.Client, "POST", pay, fmt.Sprintf(`{"amount":"%d.%02d","receivedAt":"%s","note":"Bank transfer"}`, rest/100, rest%100, day(0)))
			})
		}
		wg.Wait()
		if !(codes[0] == 200 && codes[1] != 200 || codes[1] == 200 && codes[0] != 200) {
			t.Fatalf("two payments of the rest: %v", codes)
		}
		_, body = s.do(p.Client, "GET", fmt.Sprintf("/api/partner/invoices/%d", inv.ID), "")
		decodeInto(t, body, &inv)
		if inv.Status != invoices.Paid || inv.BalanceDue != 0 || inv.PaidAt == nil || len(inv.Payments) != 2 {
			t.Fatalf("paid: %s", body)
		}
		if code, _ := s.do(p.Client, "POST", pay, `{"amount":"1","receivedAt":"`+day(0)+`"}`); code != 409 {
			t.Fatalf("a payment of a paid invoice: %d", code)
		}
		var gross, rows int64
		s.app.DB.QueryRow(context.Background(), "SELECT COALESCE(SUM(gross_cents), 0), COUNT(*) FROM partner_revenue WHERE partner_id = ? AND description = ?",
			p.ID, "Invoice "+inv.Number).Scan(&gross, &rows)
		if gross != q.Total || rows != 2 {
			t.Fatalf("the Revenue Dashboard's rows: %d cents in %d", gross, rows)
		}
		if _, body := s.do(p.Client, "GET", "/api/partner/revenue", ""); !strings.Contains(body, "Invoice "+inv.Number) {
			t.Fatalf("the portal's revenue lacks the invoice: %s", body)
		}
	})
}

// An invoice of its own lines names a milestone of the project; one
// without payments can be voided with a reason, one with payments not.
func TestInvoiceForMilestoneAndVoid(t *testing.T) {
	eachPortal(t, "invoices.milestone@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		path := fmt.Sprintf("/api/partner-projects/%d/invoices", pd.project)
		body := strings.Replace(quoteBody(day(30)), `"validUntil"`, fmt.Sprintf(`"milestoneId":%d,"dueDate"`, pd.milestone), 1)
		code, resp := s.do(p.Client, "POST", path, body)
		var inv invoices.Invoice
		decodeInto(t, resp, &inv)
		if code != 201 || inv.MilestoneID == nil || *inv.MilestoneID != pd.milestone || inv.Total != 316388 {
			t.Fatalf("for a milestone: %d %s", code, resp)
		}
		if code, resp := s.do(p.Client, "POST", path, strings.Replace(body, fmt.Sprintf(`"milestoneId":%d`, pd.milestone), `"milestoneId":999999`, 1)); code != 400 ||
			!strings.Contains(resp, "milestoneId") {
			t.Fatalf("another project's milestone: %d %s", code, resp)
		}
		if code, resp := s.do(p.Client, "POST", path, strings.Replace(body, day(30), day(-2), 1)); code != 400 || !strings.Contains(resp, "dueDate") {
			t.Fatalf("a due date in the past: %d %s", code, resp)
		}
		if code, resp := s.do(p.Client, "POST", path, strings.Replace(body, `"dueDate"`, `"paymentLink":"http://pay.example","dueDate"`, 1)); code != 400 ||
			!strings.Contains(resp, "paymentLink") {
			t.Fatalf("a payment link without https: %d %s", code, resp)
		}
		void := fmt.Sprintf("/api/partner/invoices/%d/void", inv.ID)
		if code, _ := s.do(p.Client, "POST", void, `{"reason":""}`); code != 400 {
			t.Fatal("a void without a reason")
		}
		if code, resp := s.do(p.Client, "POST", void, `{"reason":"Issued twice by mistake."}`); code != 200 || !strings.Contains(resp, `"status":"void"`) {
			t.Fatalf("void: %d %s", code, resp)
		}
		var paid invoices.Invoice
		decodeInto(t, s.bodyOf(s.do(p.Client, "POST", path, body)), &paid)
		s.do(p.Client, "POST", fmt.Sprintf("/api/partner/invoices/%d/payments", paid.ID), `{"amount":"10","receivedAt":"`+day(0)+`"}`)
		if code, _ := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/invoices/%d/void", paid.ID), `{"reason":"No"}`); code != 409 {
			t.Fatalf("void an invoice with a payment: %d", code)
		}
	})
}

// An open invoice is marked overdue and its client reminded on the first
// and the seventh day past due, once each, with nobody looking.
func TestOverdueInvoicesAreRemindedTwice(t *testing.T) {
	eachPortal(t, "invoices.overdue@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		body := strings.Replace(quoteBody(day(0)), `"validUntil"`, `"dueDate"`, 1)
		var inv invoices.Invoice
		decodeInto(t, s.bodyOf(s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/invoices", pd.project), body)), &inv)
		remind := s.app.Clockwork.Tasks[1].Run
		ctx, now := context.Background(), time.Now()
		for _, step := range []struct {
			after time.Duration
			sent  int
		}{{0, 0}, {24 * time.Hour, 1}, {48 * time.Hour, 0}, {6 * 24 * time.Hour, 0}, {7 * 24 * time.Hour, 1}, {30 * 24 * time.Hour, 0}} {
			if n, err := remind(ctx, now.Add(step.after)); err != nil || n != step.sent {
				t.Fatalf("%v after the due day began: %d reminders, %v; want %d", step.after, n, err, step.sent)
			}
		}
		if _, resp := s.do(p.Client, "GET", fmt.Sprintf("/api/partner/invoices/%d", inv.ID), ""); !strings.Contains(resp, `"overdue":true`) {
			t.Fatalf("not marked overdue: %s", resp)
		}
		s.compose()
		if n := len(s.emails("recipient = ?", "c@example.com", "client_invoice_overdue")); n != 2 {
			t.Fatalf("%d reminders e-mailed", n)
		}
	})
}

// Another partner reaches none of a partner's invoices, another client's
// link none of this client's, and the PDF is the partner's and the
// client's alone.
func TestInvoicesStayWithTheirPartnerAndClient(t *testing.T) {
	eachPortal(t, "invoices.owner@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		body := strings.Replace(quoteBody(day(9)), `"validUntil"`, `"dueDate"`, 1)
		var inv invoices.Invoice
		decodeInto(t, s.bodyOf(s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/invoices", pd.project), body)), &inv)
		other := s.partner(s.staff(), "invoices.other@example.org")
		od := s.seedPortal(s.staff(), other)
		for _, r := range []struct{ method, path, body string }{
			{"GET", fmt.Sprintf("/api/partner-projects/%d/invoices", pd.project), ""},
			{"POST", fmt.Sprintf("/api/partner-projects/%d/invoices", pd.project), body},
			{"GET", fmt.Sprintf("/api/partner/invoices/%d", inv.ID), ""},
			{"POST", fmt.Sprintf("/api/partner/invoices/%d/payments", inv.ID), `{"amount":"1","receivedAt":"` + day(0) + `"}`},
			{"POST", fmt.Sprintf("/api/partner/invoices/%d/void", inv.ID), `{"reason":"Mine now"}`},
			{"GET", fmt.Sprintf("/api/partner/invoices/%d/pdf", inv.ID), ""},
		} {
			if code, resp := s.do(other.Client, r.method, r.path, r.body); code != 404 {
				t.Errorf("another partner: %s %s: %d %s", r.method, r.path, code, resp)
			}
		}
		if code, _ := s.do(s.client(), "GET", fmt.Sprintf("/api/client-portal/%s/invoices/%d/pdf", od.token, inv.ID), ""); code != 404 {
			t.Fatalf("another client's link: %d", code)
		}
		code, pdf := s.do(s.client(), "GET", fmt.Sprintf("/api/client-portal/%s/invoices/%d/pdf", pd.token, inv.ID), "")
		if code != 200 || !strings.HasPrefix(pdf, "%PDF-") {
			t.Fatalf("the client's PDF: %d", code)
		}
		if n := s.countWhere("invoices", "partner_id = ?", p.ID); n != 1 {
			t.Fatalf("%d invoices after another partner's tries", n)
		}
	})
}
