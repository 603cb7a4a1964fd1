package app

import (
	"fmt"
	"testing"

	"mission/internal/db/dbtest"
)

// FuzzToolsEndpoints sends arbitrary bodies to every Community Hub,
// Revenue Dashboard, Success Tools and Marketplace endpoint that reads one, as a partner or as staff, on both
// engines: bad input is a 4xx, never a 5xx.
func FuzzToolsEndpoints(f *testing.F) {
	var targets []fuzzTarget
	for _, e := range dbtest.Engines(f) {
		s := newSite(f, e.Open(f))
		staff := s.staff()
		p := s.partner(staff, "fuzz@tools.example")
		story := s.create(p.Client, "/api/partner/success-stories", validStory)
		tmpl := s.create(staff, "/api/admin/success-templates", validTemplate)
		pkg := s.create(staff, "/api/admin/marketplace/packages", validPackage)
		agentT := s.create(staff, "/api/admin/marketplace/templates", silentAgentTemplate)
		appT := s.create(staff, "/api/admin/marketplace/templates", appTemplate)
		agent := s.create(p.Client, fmt.Sprintf("/api/partner/marketplace/templates/%d/install", agentT), "")
		app := s.create(p.Client, fmt.Sprintf("/api/partner/marketplace/templates/%d/install", appT), "")
		idea := s.create(p.Client, "/api/partner/ideas", validIdea)
		sub := s.create(staff, fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), validSubscription)
		targets = append(targets, fuzzTarget{site: s, partner: p.Client, staff: staff, paths: []string{
			"POST /api/partner/success-stories",
			fmt.Sprintf("POST /api/partner/success-templates/%d/render", tmpl),
			fmt.Sprintf("POST /api/partner/marketplace/packages/%d/rating", pkg),
			fmt.Sprintf("PATCH /api/partner/automations/agent/%d", agent),
			fmt.Sprintf("PATCH /api/partner/automations/app/%d", app),
			fmt.Sprintf("staff POST /api/admin/success-stories/%d/decline", story),
			"staff POST /api/admin/success-templates", fmt.Sprintf("staff PUT /api/admin/success-templates/%d", tmpl),
			"staff POST /api/admin/marketplace/packages", fmt.Sprintf("staff PUT /api/admin/marketplace/packages/%d", pkg),
			"staff POST /api/admin/marketplace/templates", fmt.Sprintf("staff PUT /api/admin/marketplace/templates/%d", appT),
			"POST /api/partner/ideas", fmt.Sprintf("staff PATCH /api/admin/ideas/%d", idea),
			fmt.Sprintf("staff POST /api/admin/partners/%d/subscriptions", p.ID),
			fmt.Sprintf("staff PATCH /api/admin/partners/%d/subscriptions/%d", p.ID, sub),
		}})
	}
	fuzzBodies(f, targets, 16, []string{
		validStory, validTemplate, validPackage, silentAgentTemplate, appTemplate, validIdea, validSubscription,
		`{"status":"launched"}`, `{"status":"cancelled","monthlyValue":"99999999999999.999","cancellationReason":"\u0000"}`,
		`{"productName":"P","monthlyValue":"-1","startDate":"2026-02-30","clientId":-9223372036854775808}`,
		`{"title":"T","description":"D","monthlyRevenueCents":9223372036854775807,"clientsAcquired":-1,"strategies":null,"imageId":"../../etc"}`,
		`{"values":{"firstName":"{{practiceName}}","practiceName":"\u202e","":"x"}}`, `{"values":[1,2]}`,
		`{"rating":1e309}`, `{"rating":"5"}`, `{"temperature":-0.0001,"maxTokens":1e10,"model":"","status":null}`,
		`{"reason":"\ud800"}`, `{"content":"{{a}}{{b}","variables":[{"name":"a","label":"A"},{"name":"a","label":"B"}],"category":"proposals","title":"x"}`,
		`{"name":"N","category":"C","type":"app","template":{"workflow":null,"triggers":{"a":1},"actions":"x"}}`,
		`{"name":"N","category":"C","stepByStepGuide":[{"title":"t"},null],"videoTutorialUrl":"https://"}`,
		`[]`, `null`, ``, `{}`,
	})
}
