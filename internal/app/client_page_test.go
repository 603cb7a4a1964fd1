package app

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// The client portal's page answers with the link's state, as its API does:
// 200 for a working link, 404 for an unknown one, 410 for one turned off,
// expired or of a deactivated partner. The page still carries the app,
// which shows the matching screen, told the state so it need not ask again.
func TestClientPortalPageStatusFollowsTheLink(t *testing.T) {
	eachPortal(t, "page@omicron.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		visitor := s.client()
		page := func(token string) (int, string) {
			t.Helper()
			return s.do(visitor, "GET", "/c/"+token, "")
		}

		code, body := page(pd.token)
		if code != 200 || !strings.Contains(body, "<title>") || strings.Contains(body, `name="page-state"`) {
			t.Fatalf("a working link's page: %d %.300s", code, body)
		}
		code, body = page(strings.Repeat("Z", 43))
		if code != 404 || !strings.Contains(body, `<meta name="page-state" content="unknown">`) || !strings.Contains(body, "<title>") {
			t.Fatalf("an unknown link's page: %d %.300s", code, body)
		}
		if code, _ := page("short"); code != 404 {
			t.Fatalf("a malformed token's page: %d", code)
		}

		s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), `{"active":false}`)
		if code, body := page(pd.token); code != 410 || !strings.Contains(body, `content="inactive"`) {
			t.Fatalf("a link turned off: %d %.300s", code, body)
		}
		s.expireLink(t, pd.link)
		if code, _ := page(pd.token); code != 410 {
			t.Fatalf("an expired link: %d", code)
		}
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), `{"expiresAt":null}`)
		if code, _ := page(pd.token); code != 200 {
			t.Fatalf("the link working again: %d", code)
		}
		if code, body := s.do(staff, "POST", fmt.Sprintf("/api/admin/partners/%d/deactivate", p.ID), ""); code != 200 {
			t.Fatalf("deactivate: %d %s", code, body)
		}
		if code, _ := page(pd.token); code != 410 {
			t.Fatalf("a deactivated partner's link: %d", code)
		}
	})
}

// Looking a page up counts against the same limit as the API: unknown
// tokens count, working ones do not, and a network past the limit is
// refused on both.
func TestClientPortalPagesShareTheTokenMissLimit(t *testing.T) {
	eachPortal(t, "limit@pi.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		c := s.client()
		for range 30 {
			if code, _ := s.do(c, "GET", "/c/"+pd.token, ""); code != 200 {
				t.Fatalf("a working link's page: %d", code)
			}
		}
		for i := range 10 {
			s.do(c, "GET", fmt.Sprintf("/c/%043d", i), "")
			s.do(c, "GET", fmt.Sprintf("/api/client-portal/%043d", 100+i), "")
		}
		if code, _ := s.do(c, "GET", "/c/"+strings.Repeat("Q", 43), ""); code != 429 {
			t.Fatalf("the 21st unknown token, by page: %d", code)
		}
		if code, _ := s.do(c, "GET", "/api/client-portal/"+strings.Repeat("R", 43), ""); code != 429 {
			t.Fatalf("the API after 20 misses by page and API: %d", code)
		}
		// A link already open on this instance still works: it is known, not guessed.
		if code, _ := s.do(c, "GET", "/c/"+pd.token, ""); code != 200 {
			t.Fatalf("a working link's page after the misses: %d", code)
		}
	})
}
