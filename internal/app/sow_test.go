package app

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"mission/internal/agreements"
	"mission/internal/clientportal"
	"mission/internal/db/dbtest"
	"mission/internal/document/doctest"
	"mission/internal/sow"
)

const sowText = "## Scope\n\nA booking agent that answers the phone.\n\n- Call flows\n- CRM notes\n\n## Acceptance\n\nSigned off in the portal."

// sowBody is the editor's statement of work titled title.
func sowBody(title string) string {
	return fmt.Sprintf(`{"title":%q,"body":%q}`, title, sowText)
}

// sowRow reads a statement of work as the database keeps it, whatever the
// API answers.
func (s *testSite) sowRow(id int64) (status, title, body, signer string) {
	s.t.Helper()
	if err := s.app.DB.QueryRow(context.Background(), "SELECT status, title, body, COALESCE(signer_name, '') FROM statements_of_work WHERE id = ?", id).
		Scan(&status, &title, &body, &signer); err != nil {
		s.t.Fatal(err)
	}
	return status, title, body, signer
}

// sentSOW drafts a statement of work on the portal's project and sends it.
func (s *testSite) sentSOW(p partnerAccount, pd portalData, title string) sow.Statement {
	s.t.Helper()
	id := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/sows", pd.project), sowBody(title))
	code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/sows/%d/send", id), "")
	if code != 200 {
		s.t.Fatalf("send: %d %s", code, body)
	}
	var st sow.Statement
	decodeInto(s.t, body, &st)
	return st
}

// signPath is the client's signing route of statement id through token.
func signPath(token string, id int64) string {
	return fmt.Sprintf("/api/client-portal/%s/sows/%d/sign", token, id)
}

// A partner drafts a statement of work, edits it and sends it: the client
// gets an e-mail with a link into their portal, where it shows; the client
// signs it by typing their name and consenting, which records who, their
// address, when, from where and the text's fingerprint, tells the partner,
// and freezes it.
func TestSOWDraftSendSign(t *testing.T) {
	eachPortal(t, "sow.partner@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/sows", pd.project), sowBody("Booking agent build"))
		var st sow.Statement
		decodeInto(t, body, &st)
		if code != 201 || st.Number != fmt.Sprintf("SOW-%d-0001", time.Now().UTC().Year()) || st.Status != sow.Draft ||
			st.SHA256 != agreements.Hash(sowText) || st.Signature != nil || st.ProjectID != pd.project {
			t.Fatalf("draft: %d %s", code, body)
		}
		if _, body := s.do(s.client(), "GET", "/api/client-portal/"+pd.token, ""); !strings.Contains(body, `"sows":[]`) {
			t.Fatalf("a draft in the client portal: %s", body)
		}
		edited := fmt.Sprintf(`{"title":"Booking agent, phase one","body":%q}`, sowText+"\n\nPhase one only.")
		code, body = s.do(p.Client, "PUT", fmt.Sprintf("/api/partner/sows/%d", st.ID), edited)
		decodeInto(t, body, &st)
		if code != 200 || st.Title != "Booking agent, phase one" || st.SHA256 != agreements.Hash(sowText+"\n\nPhase one only.") {
			t.Fatalf("edit the draft: %d %s", code, body)
		}
		code, body = s.do(p.Client, "POST", fmt.Sprintf("/api/partner/sows/%d/send", st.ID), "")
		decodeInto(t, body, &st)
		if code != 200 || st.Status != sow.Sent || st.SentAt == nil {
			t.Fatalf("send: %d %s", code, body)
		}
		s.compose()
		if mail := s.emailTo("c@example.com", "client_sow"); mail["number"] != st.Number || mail["portalLink"] != "https://mission.example/c/"+pd.token ||
			mail["title"] != st.Title {
			t.Fatalf("the client's e-mail: %v", mail)
		}
		var list struct{ SOWs []sow.Statement }
		decodeInto(t, s.bodyOf(s.do(p.Client, "GET", fmt.Sprintf("/api/partner-projects/%d/sows", pd.project), "")), &list)
		if len(list.SOWs) != 1 || list.SOWs[0].Status != sow.Sent {
			t.Fatalf("the project's list: %+v", list)
		}
		// Sent, it no longer changes.
		for _, r := range [][3]string{{"PUT", "", edited}, {"DELETE", "", ""}, {"POST", "/send", ""}} {
			if code, _ := s.do(p.Client, r[0], fmt.Sprintf("/api/partner/sows/%d%s", st.ID, r[1]), r[2]); code != 409 {
				t.Fatalf("%s%s a sent statement: %d", r[0], r[1], code)
			}
		}

		var page struct {
			SOWs                   []sow.Statement
			SOWsTotal, SOWsWaiting int
		}
		decodeInto(t, s.bodyOf(s.do(s.client(), "GET", "/api/client-portal/"+pd.token, "")), &page)
		if len(page.SOWs) != 1 || page.SOWsTotal != 1 || page.SOWsWaiting != 1 || page.SOWs[0].Body != st.Body {
			t.Fatalf("the client's page: %+v", page)
		}
		sign := signPath(pd.token, st.ID)
		for _, bad := range []string{`{"name":"Casey Client","consent":false}`, `{"name":"C","consent":true}`, `{"name":" ","consent":true}`} {
			if code, body := s.do(s.client(), "POST", sign, bad); code != 400 || !strings.Contains(body, `"fields"`) {
				t.Fatalf("sign with %s: %d %s", bad, code, body)
			}
		}
		code, body = s.do(s.client(), "POST", sign, `{"name":" Casey Client ","consent":true}`, "User-Agent", "Signer/2.0", "X-Forwarded-For", "198.51.100.7")
		decodeInto(t, body, &st)
		sg := st.Signature
		if code != 200 || st.Status != sow.Signed || sg == nil || sg.SignerName != "Casey Client" || sg.SignerEmail != "c@example.com" ||
			sg.UserAgent != "Signer/2.0" || sg.Network == "" || sg.SHA256 != agreements.Hash(st.Body) || sg.SignedAt.IsZero() {
			t.Fatalf("sign: %d %s", code, body)
		}
		s.compose()
		if mail := s.emailTo(p.Email, "partner_sow"); mail["signerName"] != "Casey Client" || mail["number"] != st.Number ||
			mail["link"] != fmt.Sprintf("https://mission.example/partners/portal?tab=projects&project=%d", pd.project) {
			t.Fatalf("the partner's e-mail: %v", mail)
		}

		// Signed, it never changes: not by the partner, not by a second signature.
		for _, r := range [][3]string{{"PUT", "", edited}, {"DELETE", "", ""}, {"POST", "/send", ""}, {"POST", "/withdraw", ""}} {
			if code, _ := s.do(p.Client, r[0], fmt.Sprintf("/api/partner/sows/%d%s", st.ID, r[1]), r[2]); code != 409 {
				t.Fatalf("%s%s a signed statement: %d", r[0], r[1], code)
			}
		}
		if code, body := s.do(s.client(), "POST", sign, `{"name":"Someone Else","consent":true}`); code != 409 || !strings.Contains(body, "already signed") {
			t.Fatalf("sign twice: %d %s", code, body)
		}
		if status, title, text, signer := s.sowRow(st.ID); status != sow.Signed || title != st.Title || text != st.Body || signer != "Casey Client" {
			t.Fatalf("the signed row changed: %s %q %q", status, title, signer)
		}
		decodeInto(t, s.bodyOf(s.do(s.client(), "GET", "/api/client-portal/"+pd.token, "")), &page)
		if page.SOWsTotal != 1 || page.SOWsWaiting != 0 || page.SOWs[0].Signature == nil {
			t.Fatalf("the client's page once signed: %+v", page)
		}
	})
}

// The partner withdraws a statement the client has not signed: the portal
// no longer shows it, and it can be neither signed nor downloaded there.
// A draft cannot be withdrawn, nor sent without a client to send it to.
func TestSOWWithdrawAndSendingRules(t *testing.T) {
	eachPortal(t, "sow.withdraw@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		st := s.sentSOW(p, pd, "Phase two")
		withdraw := fmt.Sprintf("/api/partner/sows/%d/withdraw", st.ID)
		code, body := s.do(p.Client, "POST", withdraw, "")
		decodeInto(t, body, &st)
		if code != 200 || st.Status != sow.Withdrawn || st.WithdrawnAt == nil {
			t.Fatalf("withdraw: %d %s", code, body)
		}
		if code, _ := s.do(p.Client, "POST", withdraw, ""); code != 409 {
			t.Fatalf("withdraw twice: %d", code)
		}
		s.compose()
		if mail := s.emailTo("c@example.com", "client_sow_withdrawn"); mail["number"] != st.Number || mail["title"] != "Phase two" {
			t.Fatalf("the client's notice: %v", mail)
		}
		if _, body := s.do(s.client(), "GET", "/api/client-portal/"+pd.token, ""); !strings.Contains(body, `"sows":[]`) {
			t.Fatalf("a withdrawn statement in the portal: %s", body)
		}
		if code, body := s.do(s.client(), "POST", signPath(pd.token, st.ID), `{"name":"Casey Client","consent":true}`); code != 409 ||
			!strings.Contains(body, "withdrawn") {
			t.Fatalf("sign a withdrawn statement: %d %s", code, body)
		}
		if code, _ := s.do(s.client(), "GET", fmt.Sprintf("/api/client-portal/%s/sows/%d/pdf", pd.token, st.ID), ""); code != 404 {
			t.Fatalf("the PDF of a withdrawn statement through the link: %d", code)
		}
		if status, _, _, signer := s.sowRow(st.ID); status != sow.Withdrawn || signer != "" {
			t.Fatalf("after the refused signature: %s %q", status, signer)
		}

		draft := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/sows", pd.project), sowBody("A draft"))
		if code, _ := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/sows/%d/withdraw", draft), ""); code != 409 {
			t.Fatalf("withdraw a draft: %d", code)
		}
		if code, body := s.do(p.Client, "DELETE", fmt.Sprintf("/api/partner/sows/%d", draft), ""); code != 200 || s.countWhere("statements_of_work", "id = ?", draft) != 0 {
			t.Fatalf("delete a draft: %d %s", code, body)
		}
		// A project without a client record has nobody to send to.
		lone := s.create(p.Client, "/api/partner-projects", `{"title":"Internal tooling","clientName":"Walk-in"}`)
		orphan := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/sows", lone), sowBody("Internal"))
		if code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/sows/%d/send", orphan), ""); code != 409 || !strings.Contains(body, "client") {
			t.Fatalf("send without a client: %d %s", code, body)
		}
		if status, _, _, _ := s.sowRow(orphan); status != sow.Draft {
			t.Fatalf("a refused send changed the draft: %s", status)
		}
	})
}

// Of signatures sent at once, exactly one is kept, and the partner hears
// once; a link turned off or expired signs nothing (410).
func TestSOWSignaturesRaceAndClosedLinks(t *testing.T) {
	eachPortal(t, "sow.race@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		st := s.sentSOW(p, pd, "Raced")
		codes := dbtest.Parallel(6, func(i int) int {
			code, _, _ := s.send(s.client(), "POST", signPath(pd.token, st.ID), fmt.Sprintf(`{"name":"Signer %d","consent":true}`, i))
			return code
		})
		if n := dbtest.Count(codes); n[200] != 1 || n[409] != 5 {
			t.Fatalf("parallel signatures: %v", codes)
		}
		s.compose()
		if n := len(s.emails("recipient = ?", p.Email, "partner_sow")); n != 1 {
			t.Fatalf("%d e-mails to the partner", n)
		}

		off := s.sentSOW(p, pd, "Link turned off")
		if code, _ := s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), `{"active":false}`); code != 200 {
			t.Fatal("turn the link off")
		}
		if code, _ := s.do(s.client(), "POST", signPath(pd.token, off.ID), `{"name":"Casey Client","consent":true}`); code != 410 {
			t.Fatalf("sign through a link turned off: %d", code)
		}
		s.expireLink(t, pd.link)
		if code, _ := s.do(s.client(), "POST", signPath(pd.token, off.ID), `{"name":"Casey Client","consent":true}`); code != 410 {
			t.Fatalf("sign through an expired link: %d", code)
		}
		if status, _, _, _ := s.sowRow(off.ID); status != sow.Sent {
			t.Fatalf("a closed link signed: %s", status)
		}
	})
}

// Twenty statements made at once get twenty numbers, one to twenty.
func TestSOWNumbersUnderConcurrentCreation(t *testing.T) {
	eachPortal(t, "sow.numbers@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		path := fmt.Sprintf("/api/partner-projects/%d/sows", pd.project)
		numbers := dbtest.Parallel(20, func(i int) string {
			code, body, err := s.send(p.Client, "POST", path, sowBody(fmt.Sprintf("SOW %d", i)))
			var st sow.Statement
			if err == nil && code == 201 {
				decodeInto(t, body, &st)
			}
			return st.Number
		})
		seen := dbtest.Count(numbers)
		for i := 1; i <= 20; i++ {
			if seen[fmt.Sprintf("SOW-%d-%04d", time.Now().UTC().Year(), i)] != 1 {
				t.Fatalf("number %d: %v", i, numbers)
			}
		}
	})
}

// Another partner reaches none of a partner's statements or projects, a
// link of another client none of this client's, and bad input is a 400
// that changes nothing.
func TestSOWsStayWithTheirPartnerAndClient(t *testing.T) {
	eachPortal(t, "sow.owner@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		sent := s.sentSOW(p, pd, "Mine")
		draft := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/sows", pd.project), sowBody("Draft"))
		other := s.partner(s.staff(), "sow.other@example.org")
		od := s.seedPortal(s.staff(), other)
		for _, id := range []int64{sent.ID, draft} {
			for _, r := range []struct{ method, path, body string }{
				{"GET", fmt.Sprintf("/api/partner-projects/%d/sows", pd.project), ""},
				{"POST", fmt.Sprintf("/api/partner-projects/%d/sows", pd.project), sowBody("Theirs")},
				{"PUT", fmt.Sprintf("/api/partner/sows/%d", id), sowBody("Theirs")},
				{"DELETE", fmt.Sprintf("/api/partner/sows/%d", id), ""},
				{"POST", fmt.Sprintf("/api/partner/sows/%d/send", id), ""},
				{"POST", fmt.Sprintf("/api/partner/sows/%d/withdraw", id), ""},
				{"GET", fmt.Sprintf("/api/partner/sows/%d/pdf", id), ""},
			} {
				if code, body := s.do(other.Client, r.method, r.path, r.body); code != 404 {
					t.Errorf("another partner: %s %s: %d %s", r.method, r.path, code, body)
				}
			}
			// Another client's link, and a draft through this one.
			for _, token := range []string{od.token, pd.token} {
				if token == pd.token && id == sent.ID {
					continue
				}
				if code, _ := s.do(s.client(), "POST", signPath(token, id), `{"name":"Not Yours","consent":true}`); code != 404 {
					t.Errorf("sign %d through %s: %d", id, token[:6], code)
				}
				if code, _ := s.do(s.client(), "GET", fmt.Sprintf("/api/client-portal/%s/sows/%d/pdf", token, id), ""); code != 404 {
					t.Errorf("the PDF of %d through %s: %d", id, token[:6], code)
				}
			}
		}
		for _, path := range []string{"", "/sows"} {
			if _, body := s.do(s.client(), "GET", "/api/client-portal/"+od.token+path, ""); strings.Contains(body, sent.Number) {
				t.Errorf("another client's %q shows the statement: %s", path, body)
			}
		}
		if n := s.countWhere("statements_of_work", "partner_id = ?", other.ID); n != 0 {
			t.Fatalf("another partner made %d statements on this project", n)
		}
		if status, title, _, _ := s.sowRow(sent.ID); status != sow.Sent || title != "Mine" {
			t.Fatalf("another partner changed the statement: %s %q", status, title)
		}

		// Bad input: a 400 naming the field, and nothing kept.
		path := fmt.Sprintf("/api/partner-projects/%d/sows", pd.project)
		for _, bad := range []struct{ body, field string }{
			{`{"title":"","body":"Text"}`, "title"}, {`{"title":"T","body":"  "}`, "body"},
			{`{"title":"T\u0000","body":"Text"}`, "title"}, {`{"title":"T","body":"a\u0000b"}`, "body"},
			{fmt.Sprintf(`{"title":"T","body":%q}`, strings.Repeat("w", sow.MaxBody+1)), "body"},
			{`{"title":7,"body":"Text"}`, "title"}, {`{"title":"T","body":["x"]}`, "body"},
		} {
			if code, body := s.do(p.Client, "POST", path, bad.body); code != 400 || !strings.Contains(body, `"`+bad.field+`"`) {
				t.Errorf("%.60s: %d %s", bad.body, code, body)
			}
			if code, _ := s.do(p.Client, "PUT", fmt.Sprintf("/api/partner/sows/%d", draft), bad.body); code != 400 {
				t.Errorf("edit with %.60s: %d", bad.body, code)
			}
		}
		for _, bad := range []string{`[]`, `"x"`, `{"title":"T"`} {
			if code, _ := s.do(p.Client, "POST", path, bad); code != 400 {
				t.Errorf("%s: %d", bad, code)
			}
		}
		if n := s.countWhere("statements_of_work", "partner_id = ?", p.ID); n != 2 {
			t.Fatalf("%d statements after refused input", n)
		}
		if _, title, _, _ := s.sowRow(draft); title != "Draft" {
			t.Fatalf("a refused edit changed the draft: %q", title)
		}
		for _, bad := range []string{`{"name":"Casey\u0000","consent":true}`, `{"name":"Casey","consent":"yes"}`, `{"name":["Casey"],"consent":true}`,
			`{"name":"Casey"}`, `[]`, `{"name":"\u202eCasey","consent":true}`, fmt.Sprintf(`{"name":%q,"consent":true}`, strings.Repeat("n", 101))} {
			if code, body := s.do(s.client(), "POST", signPath(pd.token, sent.ID), bad); code != 400 {
				t.Errorf("sign with %.40s: %d %s", bad, code, body)
			}
		}
		if status, _, _, signer := s.sowRow(sent.ID); status != sow.Sent || signer != "" {
			t.Fatalf("refused signatures changed the statement: %s %q", status, signer)
		}
	})
}

// The partner downloads any of their statements as a PDF, the client the
// ones their link shows; once signed, both carry the text and the
// signature record as text.
func TestSOWPDFDownloads(t *testing.T) {
	eachPortal(t, "sow.pdf@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		draft := s.create(p.Client, fmt.Sprintf("/api/partner-projects/%d/sows", pd.project), sowBody("Draft scope"))
		if code, out := s.do(p.Client, "GET", fmt.Sprintf("/api/partner/sows/%d/pdf", draft), ""); code != 200 || !strings.HasPrefix(out, "%PDF-") {
			t.Fatalf("the draft's PDF: %d", code)
		}
		if code, _ := s.do(s.client(), "GET", fmt.Sprintf("/api/client-portal/%s/sows/%d/pdf", pd.token, draft), ""); code != 404 {
			t.Fatalf("a draft's PDF through the link: %d", code)
		}
		st := s.sentSOW(p, pd, "Signed scope")
		if code, _ := s.do(s.client(), "POST", signPath(pd.token, st.ID), `{"name":"Casey Client","consent":true}`, "User-Agent", "Signer/3.0"); code != 200 {
			t.Fatal("sign")
		}
		for _, get := range []struct {
			c    *http.Client
			path string
		}{{p.Client, fmt.Sprintf("/api/partner/sows/%d/pdf", st.ID)}, {s.client(), fmt.Sprintf("/api/client-portal/%s/sows/%d/pdf", pd.token, st.ID)}} {
			res, err := get.c.Get(s.srv.URL + get.path)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/pdf" ||
				!strings.Contains(res.Header.Get("Content-Disposition"), `filename=SOW-`) {
				t.Fatalf("%s: %d %v", get.path, res.StatusCode, res.Header)
			}
			text := strings.Join(strings.Fields(doctest.Text(t, data)), " ")
			for _, want := range []string{st.Number, "Signed scope", "A booking agent that answers the phone.", "CRM notes", "Signature record",
				"Casey Client", "c@example.com", "Signer/3.0", agreements.Hash(sowText), sow.Consent} {
				if !strings.Contains(text, want) {
					t.Errorf("%s lacks %q", get.path, want)
				}
			}
		}
	})
}

// The page carries the first statements, those waiting for a signature
// first; the rest come on request, in the same order.
func TestClientPageCarriesTheFirstSOWs(t *testing.T) {
	eachPortal(t, "sow.many@example.com", func(t *testing.T, s *testSite, _ *http.Client, p partnerAccount, pd portalData) {
		signed := s.sentSOW(p, pd, "Signed first")
		if code, _ := s.do(s.client(), "POST", signPath(pd.token, signed.ID), `{"name":"Casey Client","consent":true}`); code != 200 {
			t.Fatal("sign")
		}
		var sent []int64
		for i := range clientportal.PageItems + 1 {
			sent = append(sent, s.sentSOW(p, pd, fmt.Sprintf("Waiting %d", i)).ID)
		}
		var page struct {
			SOWs                   []sow.Statement
			SOWsTotal, SOWsWaiting int
		}
		decodeInto(t, s.bodyOf(s.do(s.client(), "GET", "/api/client-portal/"+pd.token, "")), &page)
		if len(page.SOWs) != clientportal.PageItems || page.SOWsTotal != len(sent)+1 || page.SOWsWaiting != len(sent) ||
			page.SOWs[0].ID != sent[len(sent)-1] {
			t.Fatalf("the page: %d of %d (%d waiting)", len(page.SOWs), page.SOWsTotal, page.SOWsWaiting)
		}
		var all struct{ SOWs []sow.Statement }
		decodeInto(t, s.bodyOf(s.do(s.client(), "GET", "/api/client-portal/"+pd.token+"/sows", "")), &all)
		if len(all.SOWs) != len(sent)+1 || all.SOWs[len(all.SOWs)-1].ID != signed.ID {
			t.Fatalf("every statement: %d", len(all.SOWs))
		}
	})
}
