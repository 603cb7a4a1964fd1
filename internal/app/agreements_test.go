package app

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"mission/internal/agreements"
	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
)

// Staff publish the partner licence; a partner signs the current version
// with their name and consent, which records the exact text's fingerprint,
// the network and the browser; a new version asks for a new signature, and
// an outdated one cannot be signed; the signed PDF is the partner's alone.
func TestPartnersSignTheCurrentAgreement(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		body := "# Partner licence\n\nYou may resell the programme's tools.\n\n- Keep clients' data safe.\n- Pay the platform's share."
		publish := func(text string) agreements.Template {
			var tm agreements.Template
			code, resp := s.do(staff, "POST", "/api/admin/agreements", fmt.Sprintf(`{"kind":"partner_licence","title":"Partner Licence Agreement","body":%q,"required":true}`, text))
			if code != 201 {
				t.Fatalf("publish: %d %s", code, resp)
			}
			decodeInto(t, resp, &tm)
			return tm
		}
		v1 := publish(body)
		if v1.Version != 1 || v1.SHA256 != agreements.Hash(body) {
			t.Fatalf("v1: %+v", v1)
		}
		p := s.partner(staff, "signer@partner.example")
		var standing struct {
			Agreements []agreements.Standing
			Due        int
		}
		decodeInto(t, s.bodyOf(s.do(p.Client, "GET", "/api/partner/agreements", "")), &standing)
		if standing.Due != 1 || standing.Agreements[0].Template.ID != v1.ID {
			t.Fatalf("before signing: %+v", standing)
		}
		sign := fmt.Sprintf("/api/partner/agreements/%d/sign", v1.ID)
		if code, resp := s.do(p.Client, "POST", sign, `{"name":"Pat Partner","consent":false}`); code != 400 || !strings.Contains(resp, "consent") {
			t.Fatalf("sign without consent: %d %s", code, resp)
		}
		code, resp := s.do(p.Client, "POST", sign, `{"name":"Pat Partner","consent":true}`, "User-Agent", "Signer/1.0", "X-Forwarded-For", "198.51.100.4")
		var sg agreements.Signature
		decodeInto(t, resp, &sg)
		if code != 200 || sg.SHA256 != agreements.Hash(body) || sg.SignerEmail != "signer@partner.example" || sg.UserAgent != "Signer/1.0" ||
			sg.Network == "" || sg.Version != 1 {
			t.Fatalf("sign: %d %s", code, resp)
		}
		var signed bool
		d.QueryRow(context.Background(), "SELECT agreements_signed FROM partners WHERE id = ?", p.ID).Scan(&signed)
		if !signed {
			t.Fatal("the partner's agreementsSigned after signing every required agreement")
		}
		if code, _ := s.do(p.Client, "POST", sign, `{"name":"Pat Partner","consent":true}`); code != 409 {
			t.Fatalf("sign twice: %d", code)
		}

		v2 := publish(body + "\n\n- Renew yearly.")
		d.QueryRow(context.Background(), "SELECT agreements_signed FROM partners WHERE id = ?", p.ID).Scan(&signed)
		decodeInto(t, s.bodyOf(s.do(p.Client, "GET", "/api/partner/agreements", "")), &standing)
		if standing.Due != 1 || standing.Agreements[0].Template.Version != 2 {
			t.Fatalf("after a new version: %+v", standing)
		}
		if code, resp := s.do(p.Client, "POST", sign, `{"name":"Pat Partner","consent":true}`); code != 409 || !strings.Contains(resp, "newer version") {
			t.Fatalf("sign the old version: %d %s", code, resp)
		}
		if code, _ := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/agreements/%d/sign", v2.ID), `{"name":"Pat Partner","consent":true}`); code != 200 {
			t.Fatal("sign v2")
		}

		pdf := fmt.Sprintf("/api/partner/agreements/signatures/%d/pdf", sg.ID)
		if code, out := s.do(p.Client, "GET", pdf, ""); code != 200 || !strings.HasPrefix(out, "%PDF-") {
			t.Fatalf("the signed PDF: %d", code)
		}
		other := s.partner(staff, "other.signer@partner.example")
		if code, _ := s.do(other.Client, "GET", pdf, ""); code != 404 {
			t.Fatalf("another partner's signed PDF: %d", code)
		}
		var list struct{ Templates []agreements.Template }
		decodeInto(t, s.bodyOf(s.do(staff, "GET", "/api/admin/agreements", "")), &list)
		var signatures db.Page[agreements.SignatureRow]
		decodeInto(t, s.bodyOf(s.do(staff, "GET", "/api/admin/agreements/signatures", "")), &signatures)
		if len(list.Templates) != 2 || len(signatures.Items) != 2 || signatures.Items[0].Version != 2 || !signatures.Items[0].Current ||
			signatures.Items[1].Current {
			t.Fatalf("staff's view: %+v %+v", list, signatures)
		}
		// Staff narrow who signed what, page through it and export it.
		for q, want := range map[string]int{"?status=current": 1, "?status=outdated": 1, "?q=PAT%20PARTNER": 2, "?q=signer@partner": 2,
			"?q=nobody": 0} {
			var page db.Page[agreements.SignatureRow]
			decodeInto(t, s.bodyOf(s.do(staff, "GET", "/api/admin/agreements/signatures"+q, "")), &page)
			if len(page.Items) != want || page.Total != want {
				t.Errorf("%s: %d of %d", q, len(page.Items), page.Total)
			}
		}
		var first, second db.Page[agreements.SignatureRow]
		decodeInto(t, s.bodyOf(s.do(staff, "GET", "/api/admin/agreements/signatures?limit=1", "")), &first)
		decodeInto(t, s.bodyOf(s.do(staff, "GET", "/api/admin/agreements/signatures?limit=1&cursor="+first.NextCursor, "")), &second)
		if first.Total != 2 || len(second.Items) != 1 || second.Items[0].ID == first.Items[0].ID || second.NextCursor != "" {
			t.Fatalf("paging: %+v then %+v", first, second)
		}
		if code, csv := s.do(staff, "GET", "/api/admin/agreements/signatures.csv?status=current", ""); code != 200 ||
			strings.Count(csv, "\n") != 2 || !strings.Contains(csv, "Pat Partner,signer@partner.example") {
			t.Fatalf("the export: %d %s", code, csv)
		}
		for _, bad := range []string{"?status=expired", "?limit=0", "?cursor=zz"} {
			if code, _ := s.do(staff, "GET", "/api/admin/agreements/signatures"+bad, ""); code != 400 {
				t.Errorf("%s: %d", bad, code)
			}
		}
		if code, _ := s.do(p.Client, "GET", "/api/admin/agreements/signatures", ""); code != 401 {
			t.Fatalf("a partner reads staff's list: %d", code)
		}
		if code, _ := s.do(s.staffAs("editor"), "POST", "/api/admin/agreements", `{"kind":"x_terms","title":"T","body":"B"}`); code != 403 {
			t.Fatalf("an editor publishes: %d", code)
		}
		if n := len(s.entries("?type=agreement")); n != 2 {
			t.Fatalf("%d audit entries for two publications", n)
		}
	})
}

// accountRoutes are the partner routes a partner reaches with a required
// agreement unsigned: their account and the agreements themselves. Every
// other partner route is a tool, closed until they sign.
var accountRoutes = []string{
	"GET /api/partner/agreements",
	"POST /api/partner/agreements/{id}/sign",
	"GET /api/partner/agreements/signatures/{id}/pdf",
	"POST /api/partner/password",
	"POST /api/partner/sessions/end",
}

// While a required agreement waits for a partner's signature, every tool
// answers 403 naming it, and their account still works; a version that is
// not required closes nothing; signing opens the tools at once.
func TestToolsWaitForTheRequiredAgreements(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		p := s.partner(staff, "gated@partner.example")
		if code, _ := s.do(staff, "POST", "/api/admin/agreements", `{"kind":"white_label","title":"White-Label Terms","body":"Optional.","required":false}`); code != 201 {
			t.Fatal("publish the optional terms")
		}
		if code, _ := s.do(p.Client, "GET", "/api/partner/dashboard", ""); code != 200 {
			t.Fatalf("an optional agreement closes the dashboard: %d", code)
		}
		code, resp := s.do(staff, "POST", "/api/admin/agreements", `{"kind":"partner_licence","title":"Partner Licence Agreement","body":"Resell well.","required":true}`)
		if code != 201 {
			t.Fatalf("publish: %d %s", code, resp)
		}
		var licence agreements.Template
		decodeInto(t, resp, &licence)
		for _, rt := range s.app.Routes {
			if rt.Access != httpx.Member {
				continue
			}
			method, path, _ := strings.Cut(rt.Pattern, " ")
			if slices.Contains(accountRoutes, rt.Pattern) || strings.HasPrefix(path, "/api/partner/two-factor") {
				continue // some end sessions: checked below
			}
			if code, body := s.do(p.Client, method, pathParam.ReplaceAllString(path, "1"), "{}"); code != 403 ||
				!strings.Contains(body, "Sign the Partner Licence Agreement") {
				t.Errorf("%s before signing: %d %s", rt.Pattern, code, body)
			}
		}
		for _, rt := range []string{"GET /api/partner/agreements", "GET /api/partner/two-factor", "POST /api/partner/password"} {
			method, path, _ := strings.Cut(rt, " ")
			if code, body := s.do(p.Client, method, path, "{}"); code == 403 || code == 401 {
				t.Errorf("%s before signing: %d %s", rt, code, body)
			}
		}
		if code, _ := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/agreements/%d/sign", licence.ID), `{"name":"Gia Gated","consent":true}`); code != 200 {
			t.Fatal("sign")
		}
		for _, path := range []string{"/api/partner/dashboard", "/api/partner-projects", "/api/clients", "/api/partner/quotes/1"} {
			if code, body := s.do(p.Client, "GET", path, ""); code == 403 {
				t.Errorf("%s after signing: %s", path, body)
			}
		}
		// A partner who has not signed is closed out; one who has is not.
		other := s.partner(staff, "ungated@partner.example")
		if code, _ := s.do(other.Client, "GET", "/api/partner/dashboard", ""); code != 403 {
			t.Fatalf("another partner who has not signed: %d", code)
		}
	})
}
