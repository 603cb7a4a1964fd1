package app

import (
	"fmt"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

type linkAnswer struct {
	ID                int64
	Token             string
	AllowedProjectIDs []int64
}

func TestClientLinksShareOnlyThatClientsProjects(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		p := s.partner(s.staff(), "links@theta.example")
		ann := s.create(p.Client, "/api/clients", `{"name":"Ann","email":"ann@theta.example"}`)
		bob := s.create(p.Client, "/api/clients", `{"name":"Bob","email":"bob@theta.example"}`)
		annLive := s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Ann live","clientId":%d,"status":"in-progress"}`, ann))
		annDone := s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Ann done","clientId":%d,"status":"completed"}`, ann))
		bobs := s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Bob's work","clientId":%d}`, bob))
		loose := s.create(p.Client, "/api/partner-projects", `{"title":"No client","clientName":"Someone"}`)

		// Another client's project, or one with no client, is refused on create and changes nothing.
		before := s.count("client_links")
		for _, other := range []int64{bobs, loose} {
			code, body := s.do(p.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d,"allowedProjectIds":[%d,%d]}`, ann, annLive, other))
			if code != 400 || !strings.Contains(body, `"allowedProjectIds"`) {
				t.Fatalf("a link of Ann's to project %d: %d %s", other, code, body)
			}
		}
		if n := s.count("client_links"); n != before {
			t.Fatalf("a refused link was stored: %d links, want %d", n, before)
		}

		// Without allowedProjectIds, the link shares the client's projects, finished ones too.
		code, body := s.do(p.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d,"expiresAt":null}`, ann))
		if code != 201 {
			t.Fatalf("default link: %d %s", code, body)
		}
		var l linkAnswer
		decodeInto(t, body, &l)
		if fmt.Sprint(l.AllowedProjectIDs) != fmt.Sprint([]int64{annLive, annDone}) {
			t.Fatalf("default link shares %v, want Ann's %v", l.AllowedProjectIDs, []int64{annLive, annDone})
		}

		// An explicit empty list is a link that shares nothing, as asked.
		code, body = s.do(p.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d,"allowedProjectIds":[]}`, bob))
		var empty linkAnswer
		decodeInto(t, body, &empty)
		if code != 201 || len(empty.AllowedProjectIDs) != 0 {
			t.Fatalf("an empty link: %d %s", code, body)
		}

		// Manage Access refuses another client's project and keeps what was there.
		code, body = s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", l.ID), fmt.Sprintf(`{"allowedProjectIds":[%d],"active":false}`, bobs))
		if code != 400 || !strings.Contains(body, `"allowedProjectIds"`) {
			t.Fatalf("Manage Access with Bob's project on Ann's link: %d %s", code, body)
		}
		_, body = s.do(p.Client, "GET", "/api/client-links", "")
		var links []struct {
			ID                int64
			AllowedProjectIDs []int64
			Active            bool
		}
		decodeInto(t, body, &links)
		for _, got := range links {
			if got.ID == l.ID && (fmt.Sprint(got.AllowedProjectIDs) != fmt.Sprint([]int64{annLive, annDone}) || !got.Active) {
				t.Fatalf("a refused update changed the link: %+v", got)
			}
		}
		if code, body := s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", l.ID), fmt.Sprintf(`{"allowedProjectIds":[%d]}`, annDone)); code != 200 {
			t.Fatalf("narrowing to one of Ann's projects: %d %s", code, body)
		}

		// The client sees exactly what the link shares.
		_, body = s.do(s.client(), "GET", "/api/client-portal/"+l.Token, "")
		if !strings.Contains(body, "Ann done") || strings.Contains(body, "Ann live") || strings.Contains(body, "Bob") {
			t.Fatalf("portal after narrowing: %s", body)
		}
	})
}

// A link stored before projects were checked against its client must not
// show another client's work: the portal shows only the link's client's
// projects, whatever the stored list says.
func TestPortalIgnoresAnotherClientsProjectOnAnOldLink(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		p := s.partner(s.staff(), "old@theta.example")
		ann := s.create(p.Client, "/api/clients", `{"name":"Ann","email":"ann@theta.example"}`)
		bob := s.create(p.Client, "/api/clients", `{"name":"Bob","email":"bob@theta.example"}`)
		mine := s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Ann's project","clientId":%d}`, ann))
		bobs := s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Bob's project","clientId":%d}`, bob))
		var l linkAnswer
		_, body := s.do(p.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d}`, ann))
		decodeInto(t, body, &l)
		if err := d.Write(t.Context(), func(tx *db.Tx) error {
			_, err := tx.Exec(t.Context(), "UPDATE client_links SET allowed_project_ids = ? WHERE id = ?", fmt.Sprintf("[%d,%d]", mine, bobs), l.ID)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		_, body = s.do(s.client(), "GET", "/api/client-portal/"+l.Token, "")
		if !strings.Contains(body, "Ann's project") || strings.Contains(body, "Bob's project") {
			t.Fatalf("an old link shows another client's project: %s", body)
		}
	})
}
