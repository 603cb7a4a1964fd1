package app

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"mission/internal/clientportal"
	"mission/internal/invoices"
	"mission/internal/quotes"
)

// quoteBody is an editor's quote: two lines, a discount, 10% tax, valid
// until day.
func quoteBody(day string) string {
	return `{"lineItems":[{"description":"Discovery workshop","quantity":"1","unitPrice":"1,200"},
		{"description":"Build hours","quantity":"12.5","unitPrice":"150.10"}],
		"discount":"200","taxRate":"10","validUntil":"` + day + `","terms":"Net 30.","notes":"Thank you."}`
}

// bodyOf is the body of a do's answer.
func (s *testSite) bodyOf(_ int, body string) string { return body }

// day is the calendar day (UTC) d from now.
func day(d int) string { return time.Now().UTC().AddDate(0, 0, d).Format(time.DateOnly) }

// A partner drafts a quote on a project, edits it and sends it: the client
// gets an e-mail with a link into their portal, where the quote shows; the
// client accepts it by typing their name, which sets the project's quoted
// price, tells the partner, and freezes the quote.
func TestQuoteDraftSendAccept(t *testing.T) {
	eachPortal(t, "quotes.partner@example.com", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		path := fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project)
		code, body := s.do(p.Client, "POST", path, quoteBody(day(14)))
		var q quotes.Quote
		decodeInto(t, body, &q)
		year := time.Now().UTC().Year()
		// 1,200 + 12.5 x 150.10 (1,876.25) = 3,076.25; less 200; 10% tax of 2,876.25 is 287.625, rounded up.
		if code != 201 || q.Number != fmt.Sprintf("Q-%d-0001", year) || q.Status != quotes.Draft || q.Subtotal != 307625 || q.Tax != 28763 ||
			q.Total != 316388 || q.TaxPercent != "10" || q.Lines[1].AmountCents != 187625 || q.ValidUntil != day(14) {
			t.Fatalf("draft: %d %s", code, body)
		}
		// The client sees no draft.
		if _, body := s.do(s.client(), "GET", "/api/client-portal/"+pd.token, ""); !strings.Contains(body, `"quotes":[]`) {
			t.Fatalf("a draft in the client portal: %s", body)
		}
		edited := strings.Replace(quoteBody(day(14)), `"discount":"200"`, `"discount":"0"`, 1)
		if code, body := s.do(p.Client, "PUT", fmt.Sprintf("/api/partner/quotes/%d", q.ID), edited); code != 200 || !strings.Contains(body, `"discountCents":0`) {
			t.Fatalf("edit the draft: %d %s", code, body)
		}
		code, body = s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", q.ID), "")
		decodeInto(t, body, &q)
		if code != 200 || q.Status != quotes.Sent || q.SentAt == nil {
			t.Fatalf("send: %d %s", code, body)
		}
		s.compose()
		mail := s.emailTo("c@example.com", "client_quote")
		if mail["number"] != q.Number || mail["portalLink"] != "https://mission.example/c/"+pd.token || mail["total"] != "$3,383.88" {
			t.Fatalf("the client's e-mail: %v", mail)
		}
		// Sent, it no longer changes.
		if code, _ := s.do(p.Client, "PUT", fmt.Sprintf("/api/partner/quotes/%d", q.ID), edited); code != 409 {
			t.Fatalf("edit a sent quote: %d", code)
		}
		if code, _ := s.do(p.Client, "DELETE", fmt.Sprintf("/api/partner/quotes/%d", q.ID), ""); code != 409 {
			t.Fatalf("delete a sent quote: %d", code)
		}

		client := s.client()
		_, body = s.do(client, "GET", "/api/client-portal/"+pd.token, "")
		if !strings.Contains(body, `"number":"`+q.Number+`"`) || !strings.Contains(body, `"status":"sent"`) {
			t.Fatalf("the quote in the client portal: %s", body)
		}
		accept := fmt.Sprintf("/api/client-portal/%s/quotes/%d/accept", pd.token, q.ID)
		if code, body := s.do(client, "POST", accept, `{"name":" "}`); code != 400 || !strings.Contains(body, `"name"`) {
			t.Fatalf("accept without a name: %d %s", code, body)
		}
		code, body = s.do(client, "POST", accept, `{"name":"Casey Client"}`, "X-Forwarded-For", "198.51.100.7")
		decodeInto(t, body, &q)
		if code != 200 || q.Status != quotes.Accepted || q.AcceptedName != "Casey Client" || q.DecidedAt == nil {
			t.Fatalf("accept: %d %s", code, body)
		}
		var quoted int64
		var network string
		s.app.DB.QueryRow(context.Background(), "SELECT p.quoted_cents, q.decision_network FROM partner_projects p JOIN quotes q ON q.project_id = p.id WHERE q.id = ?", q.ID).
			Scan(&quoted, &network)
		if quoted != q.Total || network == "" {
			t.Fatalf("the project's quoted price %d, the network %q", quoted, network)
		}
		for _, again := range []string{accept, fmt.Sprintf("/api/client-portal/%s/quotes/%d/decline", pd.token, q.ID)} {
			if code, _ := s.do(client, "POST", again, `{"name":"Someone Else","reason":"Changed my mind"}`); code != 409 {
				t.Fatalf("%s after acceptance: %d", again, code)
			}
		}
		s.compose()
		if mail := s.emailTo(p.Email, "partner_quote"); mail["status"] != "accepted" || mail["acceptedName"] != "Casey Client" {
			t.Fatalf("the partner's e-mail: %v", mail)
		}
		// A revision is a new quote, which supersedes the old once sent.
		code, body = s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/revise", q.ID), "")
		var rev quotes.Quote
		decodeInto(t, body, &rev)
		if code != 201 || rev.Number != fmt.Sprintf("Q-%d-0002", year) || rev.SupersedesID == nil || *rev.SupersedesID != q.ID || rev.Total != q.Total {
			t.Fatalf("revise: %d %s", code, body)
		}
	})
}

// A client declines with a reason; a quote whose last day ends expires
// with nobody looking, and the partner hears of both; a revision sent in
// place of an open quote supersedes it.
func TestQuoteDeclineExpireSupersede(t *testing.T) {
	eachPortal(t, "quotes.expiry@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		path := fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project)
		send := func(valid string) quotes.Quote {
			var q quotes.Quote
			decodeInto(t, s.bodyOf(s.do(p.Client, "POST", path, quoteBody(valid))), &q)
			code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", q.ID), "")
			if code != 200 {
				t.Fatalf("send: %d %s", code, body)
			}
			decodeInto(t, body, &q)
			return q
		}
		declined := send(day(10))
		decline := fmt.Sprintf("/api/client-portal/%s/quotes/%d/decline", pd.token, declined.ID)
		if code, _ := s.do(s.client(), "POST", decline, `{"reason":""}`); code != 400 {
			t.Fatal("a decline without a reason")
		}
		if code, body := s.do(s.client(), "POST", decline, `{"reason":"Over our budget this quarter."}`); code != 200 || !strings.Contains(body, `"status":"declined"`) {
			t.Fatalf("decline: %d %s", code, body)
		}

		today := send(day(0)) // valid to the end of today
		ctx := context.Background()
		if n, err := s.app.Clockwork.Tasks[0].Run(ctx, time.Now()); err != nil || n != 0 {
			t.Fatalf("a quote expired on its last day: %d %v", n, err)
		}
		if n, err := s.app.Clockwork.Tasks[0].Run(ctx, time.Now().Add(24*time.Hour)); err != nil || n != 1 {
			t.Fatalf("the expiry run: %d %v", n, err)
		}
		if n, _ := s.app.Clockwork.Tasks[0].Run(ctx, time.Now().Add(48*time.Hour)); n != 0 {
			t.Fatal("a quote expired twice")
		}
		if _, body := s.do(p.Client, "GET", fmt.Sprintf("/api/partner/quotes/%d", today.ID), ""); !strings.Contains(body, `"status":"expired"`) {
			t.Fatalf("after the run: %s", body)
		}
		s.compose()
		var statuses []string
		for _, e := range s.emails("recipient = ?", p.Email, "partner_quote") {
			statuses = append(statuses, e["status"])
		}
		if strings.Join(statuses, ",") != "declined,expired" {
			t.Fatalf("the partner's e-mails: %v", statuses)
		}

		open := send(day(5))
		var rev quotes.Quote
		decodeInto(t, s.bodyOf(s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/revise", open.ID), "")), &rev)
		if rev.ValidUntil != day(5) {
			t.Fatalf("a revision keeps the date that has not passed: %+v", rev)
		}
		if code, _ := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", rev.ID), ""); code != 200 {
			t.Fatal("send the revision")
		}
		_, body := s.do(p.Client, "GET", fmt.Sprintf("/api/partner/quotes/%d", open.ID), "")
		if !strings.Contains(body, `"status":"superseded"`) || !strings.Contains(body, `"supersededBy":"`+rev.Number+`"`) {
			t.Fatalf("the revised quote: %s", body)
		}
		if code, _ := s.do(s.client(), "POST", fmt.Sprintf("/api/client-portal/%s/quotes/%d/accept", pd.token, open.ID), `{"name":"Casey"}`); code != 409 {
			t.Fatal("a superseded quote accepted")
		}
		// A date in the past cannot be sent.
		var past quotes.Quote
		decodeInto(t, s.bodyOf(s.do(p.Client, "POST", path, quoteBody(day(-1)))), &past)
		if code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", past.ID), ""); code != 409 || !strings.Contains(body, "valid-until") {
			t.Fatalf("send a quote whose date passed: %d %s", code, body)
		}
	})
}

// Fifty quotes made at once get fifty numbers, one to fifty.
func TestQuoteNumbersUnderConcurrentCreation(t *testing.T) {
	eachPortal(t, "quotes.numbers@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		path := fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project)
		numbers := make([]string, 50)
		var wg sync.WaitGroup
		for i := range numbers {
			wg.Go(func() {
				code, body, err := s.send(p.Client, "POST", path, quoteBody(day(30)))
				var q quotes.Quote
				if err == nil && code == 201 {
					decodeInto(t, body, &q)
				}
				numbers[i] = q.Number
			})
		}
		wg.Wait()
		seen := map[string]bool{}
		for _, n := range numbers {
			seen[n] = true
		}
		year := time.Now().UTC().Year()
		for i := 1; i <= 50; i++ {
			if !seen[fmt.Sprintf("Q-%d-%04d", year, i)] {
				t.Fatalf("number %d missing: %v", i, numbers)
			}
		}
	})
}

// Another partner reaches none of a partner's quotes, and a link of
// another client none of this client's.
func TestQuotesStayWithTheirPartnerAndClient(t *testing.T) {
	eachPortal(t, "quotes.owner@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		var q quotes.Quote
		decodeInto(t, s.bodyOf(s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project), quoteBody(day(9)))), &q)
		s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", q.ID), "")

		other := s.partner(s.staff(), "quotes.other@example.org")
		od := s.seedPortal(s.staff(), other)
		for _, r := range []struct{ method, path, body string }{
			{"GET", fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project), ""},
			{"POST", fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project), quoteBody(day(9))},
			{"GET", fmt.Sprintf("/api/partner/quotes/%d", q.ID), ""},
			{"PUT", fmt.Sprintf("/api/partner/quotes/%d", q.ID), quoteBody(day(9))},
			{"DELETE", fmt.Sprintf("/api/partner/quotes/%d", q.ID), ""},
			{"POST", fmt.Sprintf("/api/partner/quotes/%d/send", q.ID), ""},
			{"POST", fmt.Sprintf("/api/partner/quotes/%d/revise", q.ID), ""},
		} {
			if code, body := s.do(other.Client, r.method, r.path, r.body); code != 404 {
				t.Errorf("another partner: %s %s: %d %s", r.method, r.path, code, body)
			}
		}
		if code, _ := s.do(s.client(), "POST", fmt.Sprintf("/api/client-portal/%s/quotes/%d/accept", od.token, q.ID), `{"name":"Not Yours"}`); code != 404 {
			t.Fatalf("another client's link accepts: %d", code)
		}
		if _, body := s.do(s.client(), "GET", "/api/client-portal/"+od.token, ""); strings.Contains(body, q.Number) && strings.Contains(body, `"id":`+fmt.Sprint(q.ID)+`,`) {
			t.Fatalf("another client's portal shows the quote: %s", body)
		}
		// Bad input changes nothing.
		for _, bad := range []string{`{"lineItems":[]}`, `{"lineItems":[{"description":"x\u0000","quantity":"1","unitPrice":"1"}],"validUntil":"2030-01-01"}`,
			`{"lineItems":[{"description":"x","quantity":"-1","unitPrice":"1"}],"validUntil":"2030-01-01"}`, `[]`, `{"lineItems":"many"}`} {
			if code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project), bad); code != 400 {
				t.Errorf("%s: %d %s", bad, code, body)
			}
		}
		if n := s.countWhere("quotes", "partner_id = ?", p.ID); n != 1 {
			t.Fatalf("%d quotes after refused input", n)
		}
	})
}

// The partner downloads any of their quotes as a PDF, the client the ones
// their link shows that were sent; nobody else gets one.
func TestQuotePDFDownloads(t *testing.T) {
	eachPortal(t, "quotes.pdf@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		path := fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project)
		draft := s.create(p.Client, path, quoteBody(day(9)))
		sent := s.create(p.Client, path, quoteBody(day(9)))
		s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", sent), "")
		get := func(c *http.Client, url string) (*http.Response, []byte) {
			t.Helper()
			res, err := c.Get(s.srv.URL + url)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			b, _ := io.ReadAll(res.Body)
			return res, b
		}
		for _, url := range []string{fmt.Sprintf("/api/partner/quotes/%d/pdf", draft), fmt.Sprintf("/api/client-portal/%s/quotes/%d/pdf", pd.token, sent)} {
			c := p.Client
			if strings.Contains(url, "client-portal") {
				c = s.client()
			}
			res, b := get(c, url)
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(b, []byte("%PDF-")) ||
				!strings.Contains(res.Header.Get("Content-Disposition"), `attachment; filename=Q-`) {
				t.Fatalf("%s: %d %v", url, res.StatusCode, res.Header)
			}
		}
		if res, _ := get(s.client(), fmt.Sprintf("/api/client-portal/%s/quotes/%d/pdf", pd.token, draft)); res.StatusCode != 404 {
			t.Fatalf("a draft through the client's link: %d", res.StatusCode)
		}
		other := s.partner(s.staff(), "quotes.pdf.other@example.org")
		if res, _ := get(other.Client, fmt.Sprintf("/api/partner/quotes/%d/pdf", sent)); res.StatusCode != 404 {
			t.Fatalf("another partner's PDF: %d", res.StatusCode)
		}
	})
}

// The page carries the first quotes and invoices, those waiting for the
// client first, and how many there are; the rest come on request, in the
// same order, and only for the link's own projects.
func TestClientPageCarriesTheFirstQuotesAndInvoices(t *testing.T) {
	eachPortal(t, "quotes.many@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		accepted := s.acceptedQuote(p, pd)
		s.create(p.Client, fmt.Sprintf("/api/partner/quotes/%d/invoice", accepted.ID), `{"dueDate":"`+day(30)+`"}`)
		var sent []int64
		for range clientportal.PageItems + 2 {
			id := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project), quoteBody(day(20)))
			if code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", id), ""); code != 200 {
				t.Fatalf("send: %d %s", code, body)
			}
			sent = append(sent, id)
		}
		s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project), quoteBody(day(20))) // a draft
		var page struct {
			Quotes                     []quotes.Quote
			QuotesTotal, QuotesWaiting int
			Invoices                   []invoices.Invoice
			InvoicesTotal              int
		}
		decodeInto(t, s.bodyOf(s.do(s.client(), "GET", "/api/client-portal/"+pd.token, "")), &page)
		if len(page.Quotes) != clientportal.PageItems || page.QuotesTotal != len(sent)+1 || page.QuotesWaiting != len(sent) ||
			len(page.Invoices) != 1 || page.InvoicesTotal != 1 {
			t.Fatalf("the page: %d quotes of %d (%d waiting), %d invoices of %d", len(page.Quotes), page.QuotesTotal, page.QuotesWaiting,
				len(page.Invoices), page.InvoicesTotal)
		}
		if page.Quotes[0].ID != sent[len(sent)-1] {
			t.Fatalf("the first quote is %d, not the newest waiting", page.Quotes[0].ID)
		}
		var all struct{ Quotes []quotes.Quote }
		decodeInto(t, s.bodyOf(s.do(s.client(), "GET", "/api/client-portal/"+pd.token+"/quotes", "")), &all)
		if len(all.Quotes) != len(sent)+1 || all.Quotes[len(all.Quotes)-1].ID != accepted.ID || all.Quotes[0].ID != page.Quotes[0].ID {
			t.Fatalf("every quote: %d, the last %d", len(all.Quotes), all.Quotes[len(all.Quotes)-1].ID)
		}
		var bills struct{ Invoices []invoices.Invoice }
		decodeInto(t, s.bodyOf(s.do(s.client(), "GET", "/api/client-portal/"+pd.token+"/invoices", "")), &bills)
		if len(bills.Invoices) != 1 {
			t.Fatalf("every invoice: %d", len(bills.Invoices))
		}
		// Another partner's client sees none of them.
		other := s.seedPortal(s.staff(), s.partner(s.staff(), "quotes.many.other@example.org"))
		for _, path := range []string{"/quotes", "/invoices"} {
			if _, body := s.do(s.client(), "GET", "/api/client-portal/"+other.token+path, ""); strings.Contains(body, `"id"`) {
				t.Errorf("another client's %s: %s", path, body)
			}
		}
		if code, _ := s.do(s.client(), "GET", "/api/client-portal/not-a-token/quotes", ""); code != 404 {
			t.Fatalf("an unknown link: %d", code)
		}
	})
}
