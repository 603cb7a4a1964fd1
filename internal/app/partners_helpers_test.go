package app

import (
	"encoding/json"
	"fmt"
	"mission/internal/db"
	"mission/internal/db/dbtest"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// decodeInto reads a JSON body into v or fails the test.
func decodeInto(t testing.TB, body string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(body), v); err != nil {
		t.Fatalf("decode %q: %v", body, err)
	}
}

type partnerAccount struct {
	ID     int64
	Email  string
	Client *http.Client
}

// invite creates a partner as staff and returns its id and invitation
// token.
func (s *testSite) invite(staff *http.Client, email string) (int64, string) {
	s.t.Helper()
	code, body := s.do(staff, "POST", "/api/admin/partners", fmt.Sprintf(`{"company":"Co %s","contactName":"Pat","email":%q}`, email, email))
	if code != 201 {
		s.t.Fatalf("create partner: %d %s", code, body)
	}
	var out struct {
		Partner       struct{ ID int64 }
		InvitationURL string
	}
	decodeInto(s.t, body, &out)
	_, token, ok := strings.Cut(out.InvitationURL, "#invite=")
	if !ok || !strings.HasPrefix(out.InvitationURL, "https://mission.example/partners/welcome#") {
		s.t.Fatalf("invitation URL: %s", out.InvitationURL)
	}
	return out.Partner.ID, token
}

const partnerPassword = "a-partner-password"

// partner creates, invites and signs in a partner.
func (s *testSite) partner(staff *http.Client, email string) partnerAccount {
	s.t.Helper()
	id, token := s.invite(staff, email)
	c := s.client()
	if code, body := s.do(c, "POST", "/api/partner-auth/accept", `{"token":"`+token+`","password":"`+partnerPassword+`"}`); code != 200 {
		s.t.Fatalf("accept: %d %s", code, body)
	}
	return partnerAccount{ID: id, Email: email, Client: c}
}

// create posts body to path as c and returns the new row's id.
func (s *testSite) create(c *http.Client, path, body string) int64 {
	s.t.Helper()
	code, resp := s.do(c, "POST", path, body)
	if code != 201 {
		s.t.Fatalf("POST %s %s: %d %s", path, body, code, resp)
	}
	var out struct{ ID int64 }
	decodeInto(s.t, resp, &out)
	return out.ID
}

// portalData is one partner's rows, made through the API.
type portalData struct {
	client, project, milestone, hiddenMilestone, deliverable, hiddenDeliverable, link, message, payment int64
	token                                                                                               string
}

func (s *testSite) seedPortal(staff *http.Client, p partnerAccount) portalData {
	s.t.Helper()
	var d portalData
	d.client = s.create(p.Client, "/api/clients", `{"name":"Client of `+p.Email+`","email":"c@`+strings.Split(p.Email, "@")[1]+`"}`)
	d.project = s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Project of %s","clientId":%d,"budget":"2500"}`, p.Email, d.client))
	var detail struct {
		Milestones   []struct{ ID int64 }
		Deliverables []struct{ ID int64 }
	}
	_, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/milestones", d.project), `{"title":"Design","percentComplete":50}`)
	decodeInto(s.t, body, &detail)
	d.milestone = detail.Milestones[0].ID
	_, body = s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/milestones", d.project), `{"title":"Internal review","visibleToClient":false}`)
	decodeInto(s.t, body, &detail)
	d.hiddenMilestone = detail.Milestones[1].ID
	_, body = s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/deliverables", d.project), `{"title":"Homepage mockup","link":"https://files.example/mock.pdf","visibleToClient":true}`)
	decodeInto(s.t, body, &detail)
	d.deliverable = detail.Deliverables[0].ID
	_, body = s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/deliverables", d.project), `{"title":"Draft notes"}`)
	decodeInto(s.t, body, &detail)
	d.hiddenDeliverable = detail.Deliverables[1].ID
	code, body := s.do(p.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d,"allowedProjectIds":[%d],"expiresAt":null}`, d.client, d.project))
	if code != 201 {
		s.t.Fatalf("link: %d %s", code, body)
	}
	var link struct {
		ID    int64
		Token string
	}
	decodeInto(s.t, body, &link)
	d.link, d.token = link.ID, link.Token
	d.message = s.create(p.Client, "/api/partner/messages", fmt.Sprintf(`{"clientId":%d,"message":"Kick-off is on Monday."}`, d.client))
	d.payment = s.create(staff, fmt.Sprintf("/api/admin/partners/%d/payments", p.ID), fmt.Sprintf(`{"amount":"1000","receivedAt":"2026-11-02","status":"paid","projectId":%d}`, d.project))
	return d
}

// eachPortal runs test on every engine, on a site with one partner (at
// email) whose portal seedPortal filled.
func eachPortal(t *testing.T, email string, test func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData)) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		p := s.partner(staff, email)
		test(t, s, staff, p, s.seedPortal(staff, p))
	})
}

func mustURL(raw string) *url.URL {
	u, err := url.Parse(raw)
	if err != nil {
		panic(err)
	}
	return u
}
