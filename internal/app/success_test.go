package app

import (
	"fmt"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

const validStory = `{"title":"From 0 to 6 dental clients","description":"I started with missed-call text-back.\nThen reviews.",
	"productUsed":"AI receptionist","monthlyRevenueCents":1250000,"clientsAcquired":6,"timeToFirstSale":"3 weeks",
	"marketNiche":"Dental practices","strategies":["Loom audits","Referral from the first client"]}`

type storyJSON struct {
	ID                  int64
	Company             string
	Title               string
	Status              string
	DeclineReason       string
	Likes               int
	LikedByMe           bool
	Mine                bool
	MonthlyRevenueCents *int64
	Strategies          []string
	ImageURL            string
}

func TestSuccessStoriesAreReviewedAndLikedOncePerPartner(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		a := s.partner(staff, "a@alpha.example")
		b := s.partner(staff, "b@beta.example")
		c := s.partner(staff, "c@gamma.example")

		// A bad body names its fields; an image must be a stored public file.
		code, body := s.do(a.Client, "POST", "/api/partner/success-stories", `{"title":"","monthlyRevenueCents":-5,"strategies":["",""],"imageId":"nope"}`)
		for _, f := range []string{"title", "description", "monthlyRevenueCents", "strategies", "imageId"} {
			if code != 400 || !strings.Contains(body, `"`+f+`"`) {
				t.Errorf("invalid story: %d %s lacks %s", code, body, f)
			}
		}
		code, body = s.do(a.Client, "POST", "/api/partner/success-stories", strings.Replace(validStory, `"title"`, `"imageId":"`+strings.Repeat("a", 64)+`","title"`, 1))
		if code != 400 || !strings.Contains(body, "imageId") {
			t.Errorf("unknown image: %d %s", code, body)
		}
		_, up := s.upload(s.client(), "/api/uploads/logo", "shot.png", pngOf(40, 30))
		var file struct{ ID string }
		decodeInto(t, up, &file)
		code, body = s.do(a.Client, "POST", "/api/partner/success-stories", strings.Replace(validStory, `"title"`, `"imageId":"`+file.ID+`","title"`, 1))
		var story storyJSON
		decodeInto(t, body, &story)
		if code != 201 || story.Status != "pending" || story.Company != "Co a@alpha.example" || *story.MonthlyRevenueCents != 1250000 ||
			len(story.Strategies) != 2 || story.ImageURL != "/files/"+file.ID || !story.Mine {
			t.Fatalf("create: %d %s", code, body)
		}
		path := fmt.Sprintf("/api/partner/success-stories/%d/like", story.ID)

		// Pending: B neither sees nor likes it; A sees it under mine.
		if code, body := s.do(b.Client, "POST", path, ""); code != 404 {
			t.Errorf("like of a pending story: %d %s", code, body)
		}
		var board struct{ Stories, Mine []storyJSON }
		_, body = s.do(b.Client, "GET", "/api/partner/success-stories", "")
		decodeInto(t, body, &board)
		if len(board.Stories) != 0 || len(board.Mine) != 0 {
			t.Errorf("B sees A's pending story: %s", body)
		}
		_, body = s.do(a.Client, "GET", "/api/partner/success-stories", "")
		decodeInto(t, body, &board)
		if len(board.Stories) != 0 || len(board.Mine) != 1 || board.Mine[0].Status != "pending" {
			t.Errorf("A's board: %s", body)
		}

		// Staff review; a partner may not.
		for _, p := range []string{"/api/admin/success-stories", fmt.Sprintf("/api/admin/success-stories/%d/approve", story.ID)} {
			method := "GET"
			if strings.HasSuffix(p, "approve") {
				method = "POST"
			}
			if code, _ := s.do(a.Client, method, p, ""); code != 401 {
				t.Errorf("partner %s %s: %d", method, p, code)
			}
		}
		if code, body := s.do(staff, "GET", "/api/admin/success-stories?status=pending", ""); code != 200 || !strings.Contains(body, `"partnerId":`) {
			t.Errorf("staff list: %d %s", code, body)
		}
		if code, body := s.do(staff, "POST", fmt.Sprintf("/api/admin/success-stories/%d/approve", story.ID), ""); code != 200 || !strings.Contains(body, `"status":"approved"`) {
			t.Fatalf("approve: %d %s", code, body)
		}

		// B likes once; the second is refused.
		if code, body := s.do(b.Client, "POST", path, ""); code != 200 || body != fmt.Sprintf(`{"id":%d,"likes":1,"likedByMe":true}`+"\n", story.ID) {
			t.Errorf("like: %d %s", code, body)
		}
		if code, body := s.do(b.Client, "POST", path, ""); code != 409 || !strings.Contains(body, "You already like this story.") {
			t.Errorf("second like: %d %s", code, body)
		}
		// 50 likes at once from C make one like.
		seen := dbtest.Count(dbtest.Parallel(50, func(int) int {
			code, _ := s.do(c.Client, "POST", path, "")
			return code
		}))
		if seen[200] != 1 || seen[409] != 49 {
			t.Errorf("50 concurrent likes: %v", seen)
		}
		var likes, rows int
		d.QueryRow(t.Context(), "SELECT likes FROM success_stories WHERE id = ?", story.ID).Scan(&likes)
		d.QueryRow(t.Context(), "SELECT COUNT(*) FROM success_story_likes WHERE story_id = ?", story.ID).Scan(&rows)
		if likes != 2 || rows != 2 {
			t.Errorf("likes %d, like rows %d, want 2", likes, rows)
		}
		_, body = s.do(b.Client, "GET", "/api/partner/success-stories?sort=likes", "")
		decodeInto(t, body, &board)
		if len(board.Stories) != 1 || !board.Stories[0].LikedByMe || board.Stories[0].Likes != 2 || board.Stories[0].Mine || strings.Contains(body, "partnerId") {
			t.Errorf("B's board: %s", body)
		}
		// Unlike, twice: the count drops once.
		for range 2 {
			if code, body := s.do(b.Client, "DELETE", path, ""); code != 200 || !strings.Contains(body, `"likes":1,"likedByMe":false`) {
				t.Errorf("unlike: %d %s", code, body)
			}
		}

		// Declined with a reason, which A reads.
		declinePath := fmt.Sprintf("/api/admin/success-stories/%d/decline", story.ID)
		if code, body := s.do(staff, "POST", declinePath, `{"reason":""}`); code != 400 || !strings.Contains(body, "reason") {
			t.Errorf("decline without a reason: %d %s", code, body)
		}
		if code, body := s.do(staff, "POST", declinePath, `{"reason":"Please add the numbers behind the claim."}`); code != 200 {
			t.Errorf("decline: %d %s", code, body)
		}
		_, body = s.do(a.Client, "GET", "/api/partner/success-stories", "")
		decodeInto(t, body, &board)
		if len(board.Stories) != 0 || board.Mine[0].Status != "declined" || board.Mine[0].DeclineReason != "Please add the numbers behind the claim." {
			t.Errorf("A's board after decline: %s", body)
		}
		if code, _ := s.do(b.Client, "POST", path, ""); code != 404 {
			t.Errorf("like of a declined story: %d", code)
		}
		if code, _ := s.do(b.Client, "POST", "/api/partner/success-stories/999999/like", ""); code != 404 {
			t.Errorf("like of no story: %d", code)
		}
	})
}

const validTemplate = `{"category":"outreach-scripts","title":"Cold e-mail to a dentist","description":"Short and specific.",
	"content":"Hi {{firstName}},\n\nI noticed {{practiceName}} misses calls at lunch. {{firstName}}, can I show you?",
	"industry":"Dental","difficulty":"beginner","tags":["email","cold"],
	"variables":[{"name":"firstName","label":"First name","placeholder":"Maria"},{"name":"practiceName","label":"Practice","multiline":false}]}`

func TestSuccessTemplatesAreCuratedAndRendered(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		p := s.partner(staff, "p@alpha.example")

		if code, _ := s.do(p.Client, "POST", "/api/admin/success-templates", validTemplate); code != 401 {
			t.Errorf("partner creates a template: %d", code)
		}
		for body, want := range map[string]string{
			strings.Replace(validTemplate, `{"name":"practiceName","label":"Practice","multiline":false}`, `{"name":"other","label":"O"}`, 1): "Declare every placeholder as a variable: {{practiceName}}",
			strings.Replace(validTemplate, `"name":"firstName"`, `"name":"1st"`, 1):                                                           "Variable names start with a letter",
			strings.Replace(validTemplate, `{{practiceName}}`, `{{practice name}}`, 1):                                                        "{{practice name}} is not a placeholder",
			strings.Replace(validTemplate, `"outreach-scripts"`, `"scripts"`, 1):                                                              `"category"`,
			strings.Replace(validTemplate, `"beginner"`, `"expert"`, 1):                                                                       `"difficulty"`,
			strings.Replace(validTemplate, `"name":"practiceName"`, `"name":"firstName"`, 1):                                                  "declared twice",
		} {
			if code, resp := s.do(staff, "POST", "/api/admin/success-templates", body); code != 400 || !strings.Contains(resp, want) {
				t.Errorf("want 400 with %q: %d %s", want, code, resp)
			}
		}
		id := s.create(staff, "/api/admin/success-templates", validTemplate)
		s.create(staff, "/api/admin/success-templates", `{"category":"proposals","title":"Website proposal","content":"Scope: pages","industry":"Legal","difficulty":"advanced"}`)

		var list struct {
			Templates []struct {
				ID            int64
				CategoryLabel string
				UsageCount    int
			}
			Categories []struct{ Value, Label string }
			Industries []string
		}
		for query, n := range map[string]int{"": 2, "?category=proposals": 1, "?difficulty=beginner": 1, "?industry=dental": 1, "?q=LUNCH": 0, "?q=cold": 1, "?q=dentist": 1} {
			code, body := s.do(p.Client, "GET", "/api/partner/success-templates"+query, "")
			decodeInto(t, body, &list)
			if code != 200 || len(list.Templates) != n || len(list.Categories) != 3 || len(list.Industries) != 2 {
				t.Errorf("list%s: %d %s", query, code, body)
			}
		}
		if code, _ := s.do(p.Client, "GET", "/api/partner/success-templates?category=nope", ""); code != 400 {
			t.Errorf("unknown category: %d", code)
		}
		if code, body := s.do(p.Client, "GET", fmt.Sprintf("/api/partner/success-templates/%d", id), ""); code != 200 || !strings.Contains(body, `"categoryLabel":"Outreach Scripts"`) {
			t.Errorf("detail: %d %s", code, body)
		}

		render := fmt.Sprintf("/api/partner/success-templates/%d/render", id)
		code, body := s.do(p.Client, "POST", render, `{"values":{"firstName":"Maria"}}`)
		if code != 200 || !strings.Contains(body, `"missing":["practiceName"]`) || !strings.Contains(body, `"usageCount":0`) {
			t.Errorf("partial render: %d %s", code, body)
		}
		// A live preview, even complete, is not a use.
		code, body = s.do(p.Client, "POST", render, `{"values":{"firstName":"Maria","practiceName":"Lopez"},"preview":true}`)
		if code != 200 || !strings.Contains(body, `"missing":[]`) || !strings.Contains(body, `"usageCount":0`) {
			t.Errorf("complete preview: %d %s", code, body)
		}
		code, body = s.do(p.Client, "POST", render, `{"values":{"firstName":"Maria","practiceName":"<b>Lopez</b>","extra":"x"}}`)
		var out struct {
			Text, HTML string
			Missing    []string
			UsageCount int
		}
		decodeInto(t, body, &out)
		if code != 200 || len(out.Missing) != 0 || out.UsageCount != 1 || !strings.Contains(out.Text, "I noticed <b>Lopez</b> misses") ||
			!strings.Contains(out.HTML, "<mark>&lt;b&gt;Lopez&lt;/b&gt;</mark>") {
			t.Errorf("full render: %d %s", code, body)
		}
		if code, _ := s.do(p.Client, "POST", "/api/partner/success-templates/999/render", `{"values":{}}`); code != 404 {
			t.Errorf("render of no template: %d", code)
		}

		// Staff edit keeps the usage count; delete removes it.
		code, body = s.do(staff, "PUT", fmt.Sprintf("/api/admin/success-templates/%d", id), strings.Replace(validTemplate, "Cold e-mail", "Warm e-mail", 1))
		if code != 200 || !strings.Contains(body, `"usageCount":1`) || !strings.Contains(body, "Warm e-mail") {
			t.Errorf("update: %d %s", code, body)
		}
		if code, _ := s.do(staff, "DELETE", fmt.Sprintf("/api/admin/success-templates/%d", id), ""); code != 200 {
			t.Errorf("delete: %d", code)
		}
		if code, _ := s.do(staff, "DELETE", fmt.Sprintf("/api/admin/success-templates/%d", id), ""); code != 404 {
			t.Errorf("second delete: %d", code)
		}
	})
}
