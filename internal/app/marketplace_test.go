package app

import (
	"fmt"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

const (
	validPackage = `{"name":"Missed-call text-back for HVAC","description":"Texts every missed caller.","category":"Lead capture",
		"integrations":["Twilio","HubSpot"],"setupComplexity":"medium","estimatedSetupTime":"45 minutes",
		"stepByStepGuide":[{"title":"Buy a number","body":"In Twilio, buy a local number."},{"title":"Forward","body":"Forward unanswered calls."}],
		"videoTutorialUrl":"https://videos.example/hvac"}`
	silentAgentTemplate = `{"name":"Google review responder","description":"Drafts replies.","category":"Reviews","type":"agent",
		"template":{"prompt":"Reply to the review politely.","integrations":["Google Business Profile"]},"tags":["reviews"],
		"difficulty":"beginner","estimatedSetupTime":"20 minutes","requiredIntegrations":["Google Business Profile"]}`
	appTemplate = `{"name":"Lead intake to CRM (HubSpot)","category":"CRM","type":"app","difficulty":"intermediate",
		"template":{"workflow":{"steps":2},"triggers":[{"type":"form_submitted"}],"actions":[{"type":"create_contact","app":"HubSpot"}],"integrations":["HubSpot"]}}`
)

type automationJSON struct {
	Kind        string
	ID          int64
	Name        string
	Status      string
	TemplateID  *int64
	Prompt      *string
	Model       *string
	Temperature *float64
	MaxTokens   *int
	Triggers    []map[string]string
}

func TestMarketplaceInstallsCopyTemplatesAndCountOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		a := s.partner(staff, "a@alpha.example")
		b := s.partner(staff, "b@beta.example")

		// Staff only; checked bodies.
		for _, p := range []string{"/api/admin/marketplace/packages", "/api/admin/marketplace/templates"} {
			if code, _ := s.do(a.Client, "POST", p, validPackage); code != 401 {
				t.Errorf("partner POST %s: %d", p, code)
			}
			if code, _ := s.do(a.Client, "GET", p, ""); code != 401 {
				t.Errorf("partner GET %s: %d", p, code)
			}
		}
		for path, cases := range map[string]map[string]string{
			"/api/admin/marketplace/packages": {
				strings.Replace(validPackage, `"medium"`, `"hard"`, 1):                          "setupComplexity",
				strings.Replace(validPackage, `"title":"Forward"`, `"title":""`, 1):             "Step 2 needs a title",
				strings.Replace(validPackage, `https://videos.example/hvac`, `javascript:x`, 1): "videoTutorialUrl",
			},
			"/api/admin/marketplace/templates": {
				strings.Replace(silentAgentTemplate, `"agent"`, `"bot"`, 1):                                        `"type"`,
				strings.Replace(silentAgentTemplate, `"prompt":"Reply to the review politely."`, `"prompt":""`, 1): "prompt",
				strings.Replace(silentAgentTemplate, `"integrations":[`, `"temperature":3,"integrations":[`, 1):    "temperature is from 0 to 2",
				strings.Replace(silentAgentTemplate, `"integrations":[`, `"triggers":[],"integrations":[`, 1):      "An agent template has no workflow",
				strings.Replace(appTemplate, `{"steps":2}`, `[1]`, 1):                                              "The workflow must be a JSON object",
				strings.Replace(appTemplate, `"form_submitted"`, `"form\u0000"`, 1):                                "valid text",
			},
		} {
			for body, want := range cases {
				if code, resp := s.do(staff, "POST", path, body); code != 400 || !strings.Contains(resp, want) {
					t.Errorf("POST %s: want 400 with %q: %d %s", path, want, code, resp)
				}
			}
		}
		pkg := s.create(staff, "/api/admin/marketplace/packages", validPackage)
		agentT := s.create(staff, "/api/admin/marketplace/templates", silentAgentTemplate)
		tunedT := s.create(staff, "/api/admin/marketplace/templates", strings.Replace(silentAgentTemplate, `"integrations":[`,
			`"model":"gpt-5","temperature":0.2,"maxTokens":800,"integrations":[`, 1))
		appT := s.create(staff, "/api/admin/marketplace/templates", appTemplate)

		// An install copies the template, with the schema's defaults where it is silent.
		var agent, tuned, app automationJSON
		code, body := s.do(a.Client, "POST", fmt.Sprintf("/api/partner/marketplace/templates/%d/install", agentT), "")
		decodeInto(t, body, &agent)
		if code != 201 || agent.Kind != "agent" || agent.Name != "Google review responder" || agent.Status != "draft" ||
			*agent.Prompt != "Reply to the review politely." || *agent.Model != "gpt-5-mini" || *agent.Temperature != 0.7 ||
			*agent.MaxTokens != 2000 || *agent.TemplateID != agentT {
			t.Fatalf("install agent: %d %s", code, body)
		}
		_, body = s.do(a.Client, "POST", fmt.Sprintf("/api/partner/marketplace/templates/%d/install", tunedT), "")
		decodeInto(t, body, &tuned)
		if *tuned.Model != "gpt-5" || *tuned.Temperature != 0.2 || *tuned.MaxTokens != 800 {
			t.Errorf("install tuned agent: %s", body)
		}
		code, body = s.do(a.Client, "POST", fmt.Sprintf("/api/partner/marketplace/templates/%d/install", appT), "")
		decodeInto(t, body, &app)
		if code != 201 || app.Kind != "app" || app.Prompt != nil || len(app.Triggers) != 1 || app.Triggers[0]["type"] != "form_submitted" ||
			!strings.Contains(body, `"workflow":{"steps":2}`) || !strings.Contains(body, `"conditions":[]`) {
			t.Errorf("install app: %d %s", code, body)
		}
		s.do(b.Client, "POST", fmt.Sprintf("/api/partner/marketplace/templates/%d/install", agentT), "")
		if code, body := s.do(a.Client, "GET", fmt.Sprintf("/api/partner/marketplace/templates/%d", agentT), ""); code != 200 || !strings.Contains(body, `"usageCount":2`) {
			t.Errorf("template after two installs: %d %s", code, body)
		}
		if code, _ := s.do(a.Client, "POST", "/api/partner/marketplace/templates/99999/install", ""); code != 404 {
			t.Errorf("install of no template: %d", code)
		}

		// A package installs once per partner, however often it is asked.
		installPath := fmt.Sprintf("/api/partner/marketplace/packages/%d/install", pkg)
		if code, body := s.do(a.Client, "POST", installPath, ""); code != 201 || !strings.Contains(body, `"installed":true`) || !strings.Contains(body, `"installCount":1`) {
			t.Errorf("install package: %d %s", code, body)
		}
		if code, body := s.do(a.Client, "POST", installPath, ""); code != 200 || !strings.Contains(body, `"installCount":1`) {
			t.Errorf("install package again: %d %s", code, body)
		}
		var list struct {
			Items []struct {
				Kind      string
				ID        int64
				Installed bool
			}
			Categories []string
		}
		for who, want := range map[*partnerAccount]int{&a: 1, &b: 0} {
			_, body := s.do(who.Client, "GET", "/api/partner/marketplace?installed=true", "")
			decodeInto(t, body, &list)
			if len(list.Items) != want {
				t.Errorf("%s installed list: %s", who.Email, body)
			}
		}
		for query, want := range map[string]int{"": 4, "?kind=package": 1, "?kind=template": 3, "?difficulty=intermediate": 2,
			"?category=reviews": 2, "?q=hubspot": 2, "?q=nothing-like-it": 0} {
			code, body := s.do(a.Client, "GET", "/api/partner/marketplace"+query, "")
			decodeInto(t, body, &list)
			if code != 200 || len(list.Items) != want || len(list.Categories) != 3 {
				t.Errorf("list%s: %d, %d items, want %d: %s", query, code, len(list.Items), want, body)
			}
		}
		if code, _ := s.do(a.Client, "GET", "/api/partner/marketplace?kind=plugin", ""); code != 400 {
			t.Errorf("unknown kind: %d", code)
		}
	})
}

func TestPackageRatingsOncePerPartnerWithTheAverage(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		pkg := s.create(staff, "/api/admin/marketplace/packages", validPackage)
		path := fmt.Sprintf("/api/partner/marketplace/packages/%d/rating", pkg)
		var ps []partnerAccount
		for i := range 3 {
			ps = append(ps, s.partner(staff, fmt.Sprintf("p%d@rate.example", i)))
			s.do(ps[i].Client, "POST", fmt.Sprintf("/api/partner/marketplace/packages/%d/install", pkg), "")
		}
		for _, body := range []string{`{"rating":0}`, `{"rating":6}`, `{"rating":4.5}`, `{}`} {
			if code, resp := s.do(ps[0].Client, "POST", path, body); code != 400 || !strings.Contains(resp, "rating") {
				t.Errorf("%s: %d %s", body, code, resp)
			}
		}
		for i, c := range []struct {
			rating int
			want   string
		}{{5, `"averageRating":5,"ratingCount":1`}, {4, `"averageRating":4.5,"ratingCount":2`}, {4, `"averageRating":4.3,"ratingCount":3`}} {
			code, body := s.do(ps[i].Client, "POST", path, fmt.Sprintf(`{"rating":%d}`, c.rating))
			if code != 200 || !strings.Contains(body, c.want) || !strings.Contains(body, fmt.Sprintf(`"myRating":%d`, c.rating)) {
				t.Errorf("rating %d: %d %s", i, code, body)
			}
		}
		// Repeats, even at once, are refused and change nothing.
		codes := dbtest.Count(dbtest.Parallel(10, func(int) int {
			code, body := s.do(ps[0].Client, "POST", path, `{"rating":1}`)
			if code == 409 && !strings.Contains(body, "You have already rated this package.") {
				t.Errorf("409 body: %s", body)
			}
			return code
		}))
		if codes[409] != 10 {
			t.Errorf("repeat ratings: %v", codes)
		}
		if _, body := s.do(ps[1].Client, "GET", fmt.Sprintf("/api/partner/marketplace/packages/%d", pkg), ""); !strings.Contains(body, `"averageRating":4.3,"ratingCount":3`) {
			t.Errorf("package after repeats: %s", body)
		}
		if code, _ := s.do(ps[0].Client, "POST", "/api/partner/marketplace/packages/99999/rating", `{"rating":3}`); code != 404 {
			t.Errorf("rating of no package: %d", code)
		}
	})
}

func TestAutomationsBelongToTheirPartner(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		a := s.partner(staff, "a@alpha.example")
		b := s.partner(staff, "b@beta.example")
		agentT := s.create(staff, "/api/admin/marketplace/templates", silentAgentTemplate)
		appT := s.create(staff, "/api/admin/marketplace/templates", appTemplate)
		agent := s.create(a.Client, fmt.Sprintf("/api/partner/marketplace/templates/%d/install", agentT), "")
		app := s.create(a.Client, fmt.Sprintf("/api/partner/marketplace/templates/%d/install", appT), "")
		agentPath, appPath := fmt.Sprintf("/api/partner/automations/agent/%d", agent), fmt.Sprintf("/api/partner/automations/app/%d", app)

		var list []automationJSON
		_, body := s.do(a.Client, "GET", "/api/partner/automations", "")
		decodeInto(t, body, &list)
		if len(list) != 2 || list[0].Kind != "app" || list[1].Kind != "agent" {
			t.Errorf("A's automations, newest first: %s", body)
		}
		if _, body := s.do(b.Client, "GET", "/api/partner/automations", ""); body != "[]\n" {
			t.Errorf("B's automations: %s", body)
		}
		// B reaches none of A's.
		for _, p := range []struct{ method, path, body string }{
			{"PATCH", agentPath, `{"name":"Mine"}`}, {"DELETE", agentPath, ""}, {"PATCH", appPath, `{"status":"active"}`}, {"DELETE", appPath, ""},
		} {
			if code, body := s.do(b.Client, p.method, p.path, p.body); code != 404 || strings.Contains(body, "review") {
				t.Errorf("B %s %s: %d %s", p.method, p.path, code, body)
			}
		}
		for body, field := range map[string]string{`{"temperature":2.5}`: "temperature", `{"maxTokens":0}`: "maxTokens", `{"maxTokens":32001}`: "maxTokens",
			`{"status":"running"}`: "status", `{"name":""}`: "name", `{"model":"gpt 5"}`: "model"} {
			if code, resp := s.do(a.Client, "PATCH", agentPath, body); code != 400 || !strings.Contains(resp, `"`+field+`"`) {
				t.Errorf("PATCH agent %s: %d %s", body, code, resp)
			}
		}
		code, body := s.do(a.Client, "PATCH", agentPath, `{"name":"Review replies for Lopez Dental","status":"active","temperature":0,"maxTokens":32000,"model":"gpt-5","prompt":"Be brief."}`)
		if code != 200 || !strings.Contains(body, `"name":"Review replies for Lopez Dental"`) || !strings.Contains(body, `"temperature":0,`) ||
			!strings.Contains(body, `"maxTokens":32000`) || !strings.Contains(body, `"status":"active"`) || !strings.Contains(body, `"prompt":"Be brief."`) {
			t.Errorf("PATCH agent: %d %s", code, body)
		}
		if code, body := s.do(a.Client, "PATCH", appPath, `{"prompt":"x"}`); code != 400 || !strings.Contains(body, "Only agents") {
			t.Errorf("PATCH app with a prompt: %d %s", code, body)
		}
		if code, body := s.do(a.Client, "PATCH", appPath, `{"status":"paused","description":"Line one\nline two"}`); code != 200 || !strings.Contains(body, `"status":"paused"`) {
			t.Errorf("PATCH app: %d %s", code, body)
		}
		if code, _ := s.do(a.Client, "PATCH", fmt.Sprintf("/api/partner/automations/robot/%d", agent), `{}`); code != 404 {
			t.Errorf("unknown kind: %d", code)
		}
		if code, _ := s.do(a.Client, "DELETE", agentPath, ""); code != 200 {
			t.Errorf("delete: %d", code)
		}
		if code, _ := s.do(a.Client, "DELETE", agentPath, ""); code != 404 {
			t.Errorf("second delete: %d", code)
		}
	})
}

// A partner session opens no staff route of the Success Tools or the
// Marketplace.
func TestToolsStaffRoutesRefuseAPartner(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t))
	p := s.partner(s.staff(), "p@alpha.example")
	n := 0
	for _, rt := range s.app.Routes {
		method, path, _ := strings.Cut(rt.Pattern, " ")
		if rt.Access != "staff" || !(strings.Contains(path, "/success-") || strings.Contains(path, "/marketplace/")) {
			continue
		}
		n++
		if code, body := s.do(p.Client, method, pathParam.ReplaceAllString(path, "1"), `{}`); code != 401 {
			t.Errorf("%s as a partner: %d %s", rt.Pattern, code, body)
		}
	}
	if n != 15 {
		t.Errorf("%d staff routes, want 15", n)
	}
}
