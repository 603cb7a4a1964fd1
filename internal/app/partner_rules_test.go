package app

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

func TestApprovingAProjectCompletesItsOpenMilestones(t *testing.T) {
	eachPortal(t, "approve@iota.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		path := fmt.Sprintf("/api/partner-projects/%d", pd.project)
		s.do(p.Client, "PATCH", path, `{"status":"review"}`)

		code, body := s.do(p.Client, "POST", path+"/approve", "")
		var got struct {
			Status     string
			Progress   int
			Milestones []struct{ Status string }
		}
		decodeInto(t, body, &got)
		if code != 200 || got.Status != "completed" || got.Progress != 100 {
			t.Fatalf("approve: %d %s", code, body)
		}
		for _, m := range got.Milestones {
			if m.Status != "completed" {
				t.Fatalf("a milestone left open by the approval: %s", body)
			}
		}
		// The client sees the same 100.
		var v clientView
		_, body = s.do(s.client(), "GET", "/api/client-portal/"+pd.token, "")
		decodeInto(t, body, &v)
		if len(v.Projects) != 1 || v.Projects[0].Progress != 100 {
			t.Fatalf("the client's progress after approval: %s", body)
		}
		// Approving again, or another partner's project, changes nothing.
		if code, body := s.do(p.Client, "POST", path+"/approve", ""); code != 409 || !strings.Contains(body, "in review") {
			t.Fatalf("a second approval: %d %s", code, body)
		}
		other := s.partner(staff, "other@iota.example")
		if code, _ := s.do(other.Client, "POST", path+"/approve", ""); code != 404 {
			t.Fatalf("another partner's approval: %d", code)
		}
	})
}

func TestDeliverableLinksAreHTTPSOnly(t *testing.T) {
	eachPortal(t, "https@kappa.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		add := fmt.Sprintf("/api/partner-projects/%d/deliverables", pd.project)
		for _, link := range []string{"http://files.example/plain.pdf", "ftp://files.example/x", "javascript:alert(1)", "https://"} {
			if code, body := s.do(p.Client, "POST", add, fmt.Sprintf(`{"title":"Doc","link":%q}`, link)); code != 400 || !strings.Contains(body, `"link":"`) ||
				!strings.Contains(body, "https://") {
				t.Errorf("create with %s: %d %s", link, code, body)
			}
		}
		edit := fmt.Sprintf("/api/partner/deliverables/%d", pd.deliverable)
		if code, body := s.do(p.Client, "PATCH", edit, `{"link":"http://files.example/plain.pdf"}`); code != 400 || !strings.Contains(body, `"link"`) {
			t.Errorf("update to http: %d %s", code, body)
		}
		_, body := s.do(p.Client, "GET", fmt.Sprintf("/api/partner-projects/%d", pd.project), "")
		if strings.Contains(body, "http://") || !strings.Contains(body, "https://files.example/mock.pdf") {
			t.Errorf("a refused link changed the deliverable: %s", body)
		}
		if code, _ := s.do(p.Client, "PATCH", edit, `{"link":"https://files.example/v2.pdf"}`); code != 200 {
			t.Errorf("update to https: %d", code)
		}
	})
}

func TestPartnersCannotLikeTheirOwnStory(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		author := s.partner(staff, "author@lambda.example")
		reader := s.partner(staff, "reader@lambda.example")
		story := s.create(author.Client, "/api/partner/success-stories", validStory)
		if code, body := s.do(staff, "POST", fmt.Sprintf("/api/admin/success-stories/%d/approve", story), ""); code != 200 {
			t.Fatalf("approve: %d %s", code, body)
		}
		path := fmt.Sprintf("/api/partner/success-stories/%d/like", story)
		if code, body := s.do(author.Client, "POST", path, ""); code != 409 || !strings.Contains(body, "You cannot like your own story.") {
			t.Fatalf("own like: %d %s", code, body)
		}
		if code, body := s.do(reader.Client, "POST", path, ""); code != 200 || !strings.Contains(body, `"likes":1`) {
			t.Fatalf("another partner's like: %d %s", code, body)
		}
		if n := s.count("success_story_likes"); n != 1 {
			t.Fatalf("likes stored: %d", n)
		}
	})
}

func TestPackagesAreRatedOnlyOnceInstalled(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		pkg := s.create(staff, "/api/admin/marketplace/packages", validPackage)
		p := s.partner(staff, "rater@mu.example")
		rate := fmt.Sprintf("/api/partner/marketplace/packages/%d/rating", pkg)
		if code, body := s.do(p.Client, "POST", rate, `{"rating":5}`); code != 409 || !strings.Contains(body, "Install this package before rating it.") {
			t.Fatalf("rating before installing: %d %s", code, body)
		}
		if _, body := s.do(p.Client, "GET", fmt.Sprintf("/api/partner/marketplace/packages/%d", pkg), ""); !strings.Contains(body, `"ratingCount":0`) {
			t.Fatalf("a refused rating counted: %s", body)
		}
		if code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner/marketplace/packages/%d/install", pkg), ""); code != 201 {
			t.Fatalf("install: %d %s", code, body)
		}
		if code, body := s.do(p.Client, "POST", rate, `{"rating":5}`); code != 200 || !strings.Contains(body, `"ratingCount":1`) {
			t.Fatalf("rating once installed: %d %s", code, body)
		}
	})
}
