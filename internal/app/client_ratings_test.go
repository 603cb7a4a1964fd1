package app

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
)

type ratingsAnswer struct {
	Average *float64
	Count   int
	Ratings []struct {
		ClientID     int64
		ClientName   string
		ProjectID    int64
		ProjectTitle string
		Rating       int
		Comment      string
		CreatedAt    string
	}
}

func TestClientRatingsAfterApprovalOrCompletion(t *testing.T) {
	eachPortal(t, "ratings@nu.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		visitor := s.client()
		rate := func(project int64, body string) (int, string) {
			return s.do(visitor, "POST", fmt.Sprintf("/api/client-portal/%s/projects/%d/rating", pd.token, project), body)
		}

		// Nothing approved, nothing completed: too early.
		if code, body := rate(pd.project, `{"rating":5}`); code != 409 || !strings.Contains(body, "approved") {
			t.Fatalf("rating before any approval: %d %s", code, body)
		}
		// A project the link does not share is not there.
		unshared := s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Unshared","clientId":%d,"status":"completed"}`, pd.client))
		if code, _ := rate(unshared, `{"rating":5}`); code != 404 {
			t.Fatalf("rating a project not on the link: %d", code)
		}
		// Bad input names the field and changes nothing.
		s.do(visitor, "POST", fmt.Sprintf("/api/client-portal/%s/deliverables/%d/approve", pd.token, pd.deliverable), "")
		for body, field := range map[string]string{`{"rating":0}`: "rating", `{"rating":6}`: "rating", `{}`: "rating",
			`{"rating":4,"comment":"` + strings.Repeat("x", 2001) + `"}`: "comment", `{"rating":4,"deliverableId":` + fmt.Sprint(pd.hiddenDeliverable) + `}`: "deliverableId"} {
			if code, resp := rate(pd.project, body); code != 400 || !strings.Contains(resp, `"`+field+`"`) {
				t.Errorf("%.40s: %d %s", body, code, resp)
			}
		}
		if n := s.count("client_ratings"); n != 0 {
			t.Fatalf("refused ratings stored: %d", n)
		}

		// After the approval the client rates; the partner is told and sees it.
		code, body := rate(pd.project, fmt.Sprintf(`{"rating":4,"comment":"Quick and clear.","deliverableId":%d}`, pd.deliverable))
		if code != 200 || !strings.Contains(body, `"rating":4`) || !strings.Contains(body, `"comment":"Quick and clear."`) {
			t.Fatalf("rate: %d %s", code, body)
		}
		var v struct {
			Projects []struct {
				ID       int64
				CanRate  bool
				MyRating *struct {
					Rating  int
					Comment string
				}
			}
		}
		_, body = s.do(visitor, "GET", "/api/client-portal/"+pd.token, "")
		decodeInto(t, body, &v)
		if len(v.Projects) != 1 || !v.Projects[0].CanRate || v.Projects[0].MyRating == nil || v.Projects[0].MyRating.Rating != 4 {
			t.Fatalf("the client's portal after rating: %s", body)
		}
		_, body = s.do(p.Client, "GET", "/api/partner/messages", "")
		if !strings.Contains(body, "rated") || !strings.Contains(body, "Quick and clear.") {
			t.Fatalf("the partner is not told: %s", body)
		}
		if _, body := s.do(p.Client, "GET", "/api/partner-auth/me", ""); !strings.Contains(body, `"unread":2`) {
			t.Fatalf("the approval and the rating are not unread: %s", body)
		}
		// The notice is the partner's: the client's conversation does not repeat it.
		if _, body := s.do(visitor, "GET", "/api/client-portal/"+pd.token, ""); strings.Contains(body, "Quick and clear.") && strings.Contains(body, "rated") {
			t.Fatalf("the client's conversation shows the rating notice: %s", body)
		}

		// A second rating of the same project replaces the first.
		if code, body := rate(pd.project, `{"rating":2,"comment":"Second thoughts."}`); code != 200 || !strings.Contains(body, `"rating":2`) {
			t.Fatalf("re-rate: %d %s", code, body)
		}

		// A completed project can be rated without an approval, here through another client's link.
		other := s.create(p.Client, "/api/clients", `{"name":"Second Client","email":"second@nu.example"}`)
		done := s.create(p.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Finished","clientId":%d,"status":"completed"}`, other))
		var link linkAnswer
		_, body = s.do(p.Client, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d}`, other))
		decodeInto(t, body, &link)
		if code, body := s.do(s.client(), "POST", fmt.Sprintf("/api/client-portal/%s/projects/%d/rating", link.Token, done), `{"rating":5}`); code != 200 {
			t.Fatalf("rating a completed project: %d %s", code, body)
		}
		if code, _ := s.do(s.client(), "POST", fmt.Sprintf("/api/client-portal/%s/projects/%d/rating", link.Token, pd.project), `{"rating":1}`); code != 404 {
			t.Fatalf("rating another client's project: %d", code)
		}

		// The partner's average is of the ratings as they stand: (2 + 5) / 2.
		var list ratingsAnswer
		_, body = s.do(p.Client, "GET", "/api/partner/ratings", "")
		decodeInto(t, body, &list)
		if list.Count != 2 || list.Average == nil || *list.Average != 3.5 || len(list.Ratings) != 2 {
			t.Fatalf("ratings: %s", body)
		}
		first := list.Ratings[1]
		if first.ClientName != "Client of ratings@nu.example" || first.ProjectTitle != "Project of ratings@nu.example" || first.Rating != 2 ||
			first.Comment != "Second thoughts." || first.CreatedAt == "" {
			t.Fatalf("a rating as the partner reads it: %+v", first)
		}
		if _, body := s.do(p.Client, "GET", "/api/partner/dashboard", ""); !strings.Contains(body, `"clientSatisfaction":3.5`) ||
			!strings.Contains(body, `"clientRatings":2`) {
			t.Fatalf("dashboard: %s", body)
		}
		// Another partner sees none of them.
		stranger := s.partner(staff, "stranger@nu.example")
		if _, body := s.do(stranger.Client, "GET", "/api/partner/ratings", ""); !strings.Contains(body, `"count":0`) || !strings.Contains(body, `"average":null`) {
			t.Fatalf("another partner's ratings: %s", body)
		}
		if _, body := s.do(stranger.Client, "GET", "/api/partner/dashboard", ""); !strings.Contains(body, `"clientSatisfaction":null`) {
			t.Fatalf("another partner's dashboard: %s", body)
		}
	})
}

func TestParallelRatingsMakeOne(t *testing.T) {
	eachPortal(t, "parallel@xi.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		s.do(p.Client, "PATCH", fmt.Sprintf("/api/partner-projects/%d", pd.project), `{"status":"completed"}`)
		path := fmt.Sprintf("/api/client-portal/%s/projects/%d/rating", pd.token, pd.project)
		// Eight at once: one network may have eight token lookups running.
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Go(func() {
				if code, body := s.do(s.client(), "POST", path, fmt.Sprintf(`{"rating":%d}`, i%5+1)); code != 200 {
					t.Errorf("parallel rating: %d %s", code, body)
				}
			})
		}
		wg.Wait()
		if n := s.count("client_ratings"); n != 1 {
			t.Fatalf("8 parallel ratings of one project made %d rows", n)
		}
		var list ratingsAnswer
		_, body := s.do(p.Client, "GET", "/api/partner/ratings", "")
		decodeInto(t, body, &list)
		if list.Count != 1 || len(list.Ratings) != 1 || float64(list.Ratings[0].Rating) != *list.Average {
			t.Fatalf("after parallel ratings: %s", body)
		}
	})
}
