package app

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"mission/internal/invoices"
	"mission/internal/quotes"
)

// listed is a page of the partner's list of quotes or invoices, as much
// of a row as the tests read.
type listed struct {
	Items []struct {
		ID                                      int64
		Number, Status, ProjectTitle            string
		ClientName, ClientCompany               string
		ProjectID, TotalCents, PaidCents        int64
		BalanceCents                            int64
		Overdue                                 bool
		ValidUntil, DueDate, IssuedAt, Currency string
	}
	Total      int
	NextCursor string
}

// list reads one page of path (with query), failing on anything but 200.
func (s *testSite) list(c *http.Client, path, query string) listed {
	s.t.Helper()
	code, body := s.do(c, "GET", path+"?"+query, "")
	if code != 200 {
		s.t.Fatalf("GET %s?%s: %d %s", path, query, code, body)
	}
	var l listed
	decodeInto(s.t, body, &l)
	return l
}

// numbers are the numbers of a page's rows, in order.
func (l listed) numbers() []string {
	var out []string
	for _, it := range l.Items {
		out = append(out, it.Number)
	}
	return out
}

// walk reads every page of path with query, limit at a time, and answers
// the rows' numbers in order and each page's total.
func (s *testSite) walk(c *http.Client, path, query string, limit int) ([]string, []int) {
	s.t.Helper()
	var numbers []string
	var totals []int
	cursor := ""
	for range 20 {
		q := url.Values{"limit": {fmt.Sprint(limit)}}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		l := s.list(c, path, query+"&"+q.Encode())
		numbers, totals = append(numbers, l.numbers()...), append(totals, l.Total)
		if cursor = l.NextCursor; cursor == "" {
			return numbers, totals
		}
	}
	s.t.Fatal("paging never ends")
	return nil, nil
}

// csvOf downloads path as a partner and answers its answer and rows.
func (s *testSite) csvOf(c *http.Client, path string) (*http.Response, [][]string) {
	s.t.Helper()
	res, err := c.Get(s.srv.URL + path)
	if err != nil {
		s.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	rows, err := csv.NewReader(strings.NewReader(string(b))).ReadAll()
	if res.StatusCode != 200 || err != nil {
		s.t.Fatalf("GET %s: %d %v %s", path, res.StatusCode, err, b)
	}
	return res, rows
}

// secondProject is a project of another client of p's, with a company, and
// a title a spreadsheet would run as a formula.
func (s *testSite) secondProject(p partnerAccount) int64 {
	client := s.create(p.Client, "/api/clients", `{"name":"Robin Roe","email":"robin@zephyr.example","company":"Zephyr Labs"}`)
	return s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"=Zephyr site","clientId":%d,"budget":"900"}`, client))
}

func wantNumbers(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Fatalf("%s: %v, want %v", what, got, want)
	}
}

// The partner's quotes across their projects, newest first: by status, by
// a search in the number, project, client's name or company, page by page
// without a gap or a repeat, and as CSV by the same filters.
func TestQuoteListFiltersSearchesPagesAndExports(t *testing.T) {
	eachPortal(t, "quotes.list@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		zephyr := s.secondProject(p)
		n := func(i int) string { return fmt.Sprintf("Q-%d-%04d", time.Now().UTC().Year(), i) }
		for i, project := range []int64{pd.project, pd.project, zephyr, pd.project, zephyr} {
			id := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/quotes", project), quoteBody(day(14)))
			if i >= 3 {
				if code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/quotes/%d/send", id), ""); code != 200 {
					t.Fatalf("send: %d %s", code, body)
				}
			}
		}
		const path = "/api/partner/quotes"
		all := s.list(p.Client, path, "")
		wantNumbers(t, "all", all.numbers(), n(5), n(4), n(3), n(2), n(1))
		first := all.Items[0]
		if all.Total != 5 || first.Status != quotes.Sent || first.ProjectID != zephyr || first.ProjectTitle != "=Zephyr site" ||
			first.ClientName != "Robin Roe" || first.ClientCompany != "Zephyr Labs" || first.TotalCents != 316388 || first.Currency != "USD" ||
			first.ValidUntil != day(14) || all.Items[4].ClientName != "Client of quotes.list@example.com" {
			t.Fatalf("the rows: %+v", all)
		}
		wantNumbers(t, "sent", s.list(p.Client, path, "status=sent").numbers(), n(5), n(4))
		wantNumbers(t, "drafts", s.list(p.Client, path, "status=draft").numbers(), n(3), n(2), n(1))
		wantNumbers(t, "accepted", s.list(p.Client, path, "status=accepted").numbers())
		for q, want := range map[string][]string{
			"zephyr LABS": {n(5), n(3)}, "robin": {n(5), n(3)}, "project of": {n(4), n(2), n(1)}, n(2): {n(2)},
			"-0004": {n(4)}, "%": nil, "_": nil, "nobody": nil,
		} {
			wantNumbers(t, "q="+q, s.list(p.Client, path, "q="+url.QueryEscape(q)).numbers(), want...)
		}
		wantNumbers(t, "drafts of a client", s.list(p.Client, path, "status=draft&q=zephyr").numbers(), n(3))

		for _, limit := range []int{1, 2, 4} {
			got, totals := s.walk(p.Client, path, "", limit)
			wantNumbers(t, fmt.Sprintf("pages of %d", limit), got, all.numbers()...)
			for _, total := range totals {
				if total != 5 {
					t.Fatalf("pages of %d: totals %v", limit, totals)
				}
			}
		}
		got, _ := s.walk(p.Client, path, "status=draft", 2)
		wantNumbers(t, "pages of drafts", got, n(3), n(2), n(1))

		res, rows := s.csvOf(p.Client, path+".csv?status=sent")
		if res.Header.Get("Content-Type") != "text/csv; charset=utf-8" || res.Header.Get("Cache-Control") != "no-store" ||
			res.Header.Get("Content-Disposition") != `attachment; filename="quotes-`+day(0)+`.csv"` {
			t.Fatalf("the export's headers: %v", res.Header)
		}
		if len(rows) != 3 || strings.Join(rows[0], ",") != strings.Join(quotes.CSVHeader, ",") ||
			strings.Join(rows[1][:8], "|") != n(5)+"|sent|'=Zephyr site|Robin Roe|Zephyr Labs|USD|3163.88|"+day(14) || rows[2][0] != n(4) ||
			rows[1][8] == "" || rows[1][9] != "" {
			t.Fatalf("the export: %q", rows)
		}
		if _, rows := s.csvOf(p.Client, path+".csv"); len(rows) != 6 {
			t.Fatalf("the whole export: %d rows", len(rows))
		}
		// The list's routes leave the quote's own alone.
		if code, body := s.do(p.Client, "GET", fmt.Sprintf("%s/%d", path, first.ID), ""); code != 200 || !strings.Contains(body, `"lineItems"`) {
			t.Fatalf("one quote beside the list: %d %s", code, body)
		}
		if code, _ := s.do(p.Client, "GET", path+"/export.csv", ""); code != 404 {
			t.Fatalf("a path that is no quote: %d", code)
		}
	})
}

// The partner's invoices across their projects: open (overdue ones too),
// overdue, paid and void; searched, paged and exported as quotes are.
func TestInvoiceListFiltersSearchesPagesAndExports(t *testing.T) {
	eachPortal(t, "invoices.list@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		zephyr := s.secondProject(p)
		n := func(i int) string { return fmt.Sprintf("INV-%d-%04d", time.Now().UTC().Year(), i) }
		issue := func(project int64, due string) invoices.Invoice {
			var v invoices.Invoice
			body := strings.Replace(quoteBody(due), `"validUntil"`, `"dueDate"`, 1)
			decodeInto(t, s.bodyOf(s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/invoices", project), body)), &v)
			return v
		}
		open := issue(pd.project, day(30))
		paid := issue(pd.project, day(30))
		s.do(p.Client, "POST", fmt.Sprintf("/api/partner/invoices/%d/payments", paid.ID), `{"amount":"3163.88","receivedAt":"`+day(0)+`"}`)
		void := issue(zephyr, day(30))
		s.do(p.Client, "POST", fmt.Sprintf("/api/partner/invoices/%d/void", void.ID), `{"reason":"Issued twice."}`)
		overdue := issue(zephyr, day(0))
		if n, err := s.app.Clockwork.Tasks[1].Run(context.Background(), time.Now().Add(24*time.Hour)); err != nil || n != 1 {
			t.Fatalf("the overdue run: %d %v", n, err)
		}
		partly := issue(zephyr, day(20))
		s.do(p.Client, "POST", fmt.Sprintf("/api/partner/invoices/%d/payments", partly.ID), `{"amount":"1000","receivedAt":"`+day(0)+`"}`)
		if open.Number != n(1) || overdue.Number != n(4) || partly.Number != n(5) {
			t.Fatalf("numbers: %s %s %s", open.Number, overdue.Number, partly.Number)
		}

		const path = "/api/partner/invoices"
		all := s.list(p.Client, path, "")
		wantNumbers(t, "all", all.numbers(), n(5), n(4), n(3), n(2), n(1))
		top := all.Items[0]
		if all.Total != 5 || top.Status != invoices.Open || top.Overdue || top.TotalCents != 316388 || top.PaidCents != 100000 ||
			top.BalanceCents != 216388 || top.DueDate != day(20) || top.IssuedAt == "" || top.ClientCompany != "Zephyr Labs" ||
			!all.Items[1].Overdue || all.Items[3].Status != invoices.Paid || all.Items[3].BalanceCents != 0 {
			t.Fatalf("the rows: %+v", all)
		}
		for status, want := range map[string][]string{
			"open": {n(5), n(4), n(1)}, "overdue": {n(4)}, "paid": {n(2)}, "void": {n(3)},
		} {
			wantNumbers(t, status, s.list(p.Client, path, "status="+status).numbers(), want...)
		}
		wantNumbers(t, "search", s.list(p.Client, path, "q=zephyr").numbers(), n(5), n(4), n(3))
		wantNumbers(t, "open of a client", s.list(p.Client, path, "status=open&q=robin").numbers(), n(5), n(4))
		wantNumbers(t, "a number", s.list(p.Client, path, "q="+n(2)).numbers(), n(2))
		got, totals := s.walk(p.Client, path, "", 2)
		wantNumbers(t, "pages", got, all.numbers()...)
		if !slices.Equal(totals, []int{5, 5, 5}) {
			t.Fatalf("totals %v", totals)
		}
		got, _ = s.walk(p.Client, path, "status=open", 1)
		wantNumbers(t, "pages of open", got, n(5), n(4), n(1))

		res, rows := s.csvOf(p.Client, path+".csv?status=open&q=zephyr")
		if res.Header.Get("Content-Disposition") != `attachment; filename="invoices-`+day(0)+`.csv"` ||
			strings.Join(rows[0], ",") != strings.Join(invoices.CSVHeader, ",") || len(rows) != 3 ||
			strings.Join(rows[1][:10], "|") != n(5)+"|open|'=Zephyr site|Robin Roe|Zephyr Labs|USD|3163.88|1000.00|2163.88|"+day(20) ||
			rows[2][1] != "overdue" {
			t.Fatalf("the export: %v %q", res.Header, rows)
		}
	})
}

// A partner's lists and exports hold their own quotes and invoices only.
func TestQuoteAndInvoiceListsStayWithTheirPartner(t *testing.T) {
	eachPortal(t, "lists.owner@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/quotes", pd.project), quoteBody(day(9)))
		s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/invoices", pd.project), strings.Replace(quoteBody(day(9)), `"validUntil"`, `"dueDate"`, 1))
		other := s.partner(s.staff(), "lists.other@example.org")
		s.seedPortal(s.staff(), other)
		for _, path := range []string{"/api/partner/quotes", "/api/partner/invoices"} {
			for _, c := range []partnerAccount{p, other} {
				l := s.list(c.Client, path, "")
				_, rows := s.csvOf(c.Client, path+".csv")
				want := 1
				if c.ID == other.ID {
					want = 0
				}
				if l.Total != want || len(l.Items) != want || len(rows) != want+1 {
					t.Fatalf("%s for %s: %+v, %d CSV rows", path, c.Email, l, len(rows))
				}
				if want == 1 && (l.Items[0].ProjectID != pd.project || rows[1][2] != "Project of lists.owner@example.com") {
					t.Fatalf("%s: %+v %q", path, l, rows)
				}
			}
			if l := s.list(other.Client, path, "q="+url.QueryEscape("lists.owner")); l.Total != 0 {
				t.Fatalf("another partner's search finds %+v", l)
			}
			for _, u := range []string{path, path + ".csv"} {
				if code, _ := s.do(s.client(), "GET", u, ""); code != 401 {
					t.Fatalf("%s signed out: %d", u, code)
				}
			}
		}
	})
}

// A list's bad parameters are a 400 naming each, as JSON, for the page and
// the export alike.
func TestQuoteAndInvoiceListsRefuseBadParams(t *testing.T) {
	eachPortal(t, "lists.params@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, _ portalData) {
		for _, path := range []string{"/api/partner/quotes", "/api/partner/quotes.csv", "/api/partner/invoices", "/api/partner/invoices.csv"} {
			for query, field := range map[string]string{
				"status=bogus": "status", "limit=0": "limit", "limit=201": "limit", "limit=ten": "limit", "cursor=garbage": "cursor",
				"q=" + strings.Repeat("a", 201): "q",
			} {
				code, body := s.do(p.Client, "GET", path+"?"+query, "")
				var e struct {
					Message string
					Fields  map[string]string
				}
				decodeInto(t, body, &e)
				if code != 400 || e.Fields[field] == "" || e.Message == "" {
					t.Errorf("%s?%s: %d %s", path, query, code, body)
				}
			}
		}
		if code, body := s.do(p.Client, "GET", "/api/partner/quotes?status=paid", ""); code != 400 || !strings.Contains(body, `"status"`) {
			t.Fatalf("an invoice's status for quotes: %d %s", code, body)
		}
		if code, _ := s.do(p.Client, "GET", "/api/partner/invoices?status=overdue&limit=200", ""); code != 200 {
			t.Fatalf("overdue, the largest page: %d", code)
		}
	})
}
