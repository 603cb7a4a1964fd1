package app

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
)

// Partner A tries every partner endpoint with partner B's ids: each answers
// 404 and B's data never appears; a partnerId in a body or query is
// ignored.
func TestPartnersCannotReachEachOther(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		a := s.partner(staff, "a@alpha.example")
		b := s.partner(staff, "b@beta.example")
		s.seedPortal(staff, a)
		bd := s.seedPortal(staff, b)

		probes := []struct{ method, path, body string }{
			{"GET", fmt.Sprintf("/api/partner-projects/%d", bd.project), ""},
			{"PATCH", fmt.Sprintf("/api/partner-projects/%d", bd.project), `{"title":"Mine now"}`},
			{"POST", fmt.Sprintf("/api/partner-projects/%d/approve", bd.project), ""},
			{"POST", fmt.Sprintf("/api/partner-projects/%d/milestones", bd.project), `{"title":"Sneaky"}`},
			{"PATCH", fmt.Sprintf("/api/partner/milestones/%d", bd.milestone), `{"title":"Sneaky"}`},
			{"POST", fmt.Sprintf("/api/partner-projects/%d/deliverables", bd.project), `{"title":"Sneaky"}`},
			{"PATCH", fmt.Sprintf("/api/partner/deliverables/%d", bd.deliverable), `{"visibleToClient":false}`},
			{"PATCH", fmt.Sprintf("/api/client-links/%d", bd.link), `{"active":false}`},
			{"POST", fmt.Sprintf("/api/partner/messages/%d/read", bd.message), ""},
		}
		for _, p := range probes {
			code, body := s.do(a.Client, p.method, p.path, p.body)
			if code != 404 || strings.Contains(body, "beta") {
				t.Errorf("A: %s %s: %d %s", p.method, p.path, code, body)
			}
		}
		// References to B's rows inside A's own requests are refused.
		for _, p := range []struct{ path, body, field string }{
			{"/api/partner-projects", fmt.Sprintf(`{"title":"T","clientId":%d}`, bd.client), "clientId"},
			{"/api/client-links", fmt.Sprintf(`{"clientId":%d,"allowedProjectIds":[]}`, bd.client), "clientId"},
			{"/api/partner/messages", fmt.Sprintf(`{"clientId":%d,"message":"hi"}`, bd.client), "clientId"},
		} {
			code, body := s.do(a.Client, "POST", p.path, p.body)
			if code != 400 || !strings.Contains(body, p.field) {
				t.Errorf("A: POST %s with B's client: %d %s", p.path, code, body)
			}
		}
		var aClients []struct{ ID int64 }
		_, body := s.do(a.Client, "GET", "/api/clients", "")
		json.Unmarshal([]byte(body), &aClients)
		code, body := s.do(a.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d,"allowedProjectIds":[%d]}`, aClients[0].ID, bd.project))
		if code != 400 || !strings.Contains(body, "allowedProjectIds") {
			t.Errorf("A: a link to B's project: %d %s", code, body)
		}
		// Lists show A's rows only, whatever partnerId the query names.
		for _, path := range []string{"/api/clients?partnerId=%d", "/api/client-links?partnerId=%d", "/api/partner-projects?partnerId=%d",
			"/api/partner/messages?partnerId=%d", "/api/partner/dashboard?partnerId=%d", "/api/partner/revenue?partnerId=%d", "/api/partner/payments.csv?partnerId=%d"} {
			code, body := s.do(a.Client, "GET", fmt.Sprintf(path, b.ID), "")
			if code != 200 || strings.Contains(body, "beta") || strings.Contains(body, bd.token) {
				t.Errorf("A: %s: %d %s", path, code, body)
			}
		}
		// A partnerId in a body is ignored: the client is A's.
		id := s.create(a.Client, "/api/clients", fmt.Sprintf(`{"name":"Planted","email":"p@x.example","partnerId":%d}`, b.ID))
		var owner int64
		d.QueryRow(t.Context(), "SELECT partner_id FROM clients WHERE id = ?", id).Scan(&owner)
		if owner != a.ID {
			t.Errorf("client made by A belongs to %d", owner)
		}
		// B's data is untouched.
		_, body = s.do(b.Client, "GET", fmt.Sprintf("/api/partner-projects/%d", bd.project), "")
		if !strings.Contains(body, "Project of b@beta.example") || strings.Contains(body, "Sneaky") {
			t.Errorf("B's project changed: %s", body)
		}
	})
}

// Every partner route answers 401 without a partner session, including a
// staff session.
func TestPartnerRoutesRefuseOtherPrincipals(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t))
	staff := s.staff()
	for _, rt := range s.app.Routes {
		if rt.Access != httpx.Member {
			continue
		}
		method, path, _ := strings.Cut(rt.Pattern, " ")
		concrete := pathParam.ReplaceAllString(path, "1")
		if code, _ := s.do(staff, method, concrete, "{}"); code != 401 {
			t.Errorf("%s with a staff session: %d", rt.Pattern, code)
		}
		if strings.HasPrefix(path, "/api/admin/") {
			t.Errorf("partner route %s under /api/admin/", rt.Pattern)
		}
	}
	p := s.partner(staff, "probe@partner.example")
	for _, rt := range s.app.Routes {
		if rt.Access != httpx.Staff {
			continue
		}
		method, path, _ := strings.Cut(rt.Pattern, " ")
		if code, _ := s.do(p.Client, method, pathParam.ReplaceAllString(path, "1"), "{}"); code != 401 {
			t.Errorf("%s with a partner session: %d", rt.Pattern, code)
		}
	}
	for _, rt := range s.app.Routes {
		if strings.Contains(rt.Pattern, "/api/client-portal/") && rt.Access != httpx.Client {
			t.Errorf("%s is not in the client group", rt.Pattern)
		}
	}
}
