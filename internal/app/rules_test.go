package app

import (
	"bytes"
	"encoding/json"
	"maps"
	"os"
	"testing"

	"mission/internal/agreements"
	"mission/internal/aifinder"
	"mission/internal/clientportal"
	"mission/internal/community"
	"mission/internal/events"
	"mission/internal/files"
	"mission/internal/input"
	"mission/internal/leads"
	"mission/internal/live"
	"mission/internal/marketplace"
	"mission/internal/money"
	"mission/internal/partners"
	"mission/internal/portal"
	"mission/internal/progress"
	"mission/internal/quotes"
	"mission/internal/requests"
	"mission/internal/revenue"
	"mission/internal/showcase"
	"mission/internal/sla"
	"mission/internal/sow"
	"mission/internal/success"
	"mission/internal/team"
	"mission/internal/testimonials"
)

const rulesFile = "../../web/src/lib/rules.json"

// webRules are the server's form limits, as the web app reads them.
func webRules() []byte {
	b, _ := json.MarshalIndent(map[string]any{
		"leads": leads.Limits, "requests": requests.Limits, "testimonials": testimonials.Limits,
		"aiFinder": aifinder.Limits, "partners": union(partners.Limits, portal.Limits, clientportal.Limits), "onboarding": leads.OnboardingLimits,
		"live":    live.Limits,
		"uploads": files.Limits,
		"events":  events.Limits, "showcase": showcase.Limits,
		"success": success.Limits, "marketplace": marketplace.Limits,
		"community": community.Limits, "revenue": revenue.Limits,
		"nextPages":  leads.NextPages,
		"money":      money.Rules,
		"email":      map[string]any{"pattern": input.EmailPattern, "max": input.MaxEmail},
		"mission":    map[string]any{"maxBusinessesHelped": progress.MaxOverride},
		"team":       team.Limits,
		"quotes":     quotes.Rules,
		"agreements": agreements.Rules,
		"sla":        sla.Rules,
		"sow":        sow.Rules,
	}, "", "  ")
	return append(b, '\n')
}

// union is one map of the limits several packages publish under one name.
func union(limits ...map[string]int) map[string]int {
	out := map[string]int{}
	for _, l := range limits {
		maps.Copy(out, l)
	}
	return out
}

// The web app's copy of the limits is the server's: `make rules` rewrites
// it after a change.
func TestWebRulesMatchTheServer(t *testing.T) {
	want := webRules()
	if os.Getenv("UPDATE_WEB_RULES") != "" {
		if err := os.WriteFile(rulesFile, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(rulesFile)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("web/src/lib/rules.json is not the server's limits: run `make rules`\nwant:\n%s", want)
	}
}
