package aifinder

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
)

func validAnswers() Answers {
	return Answers{
		Name:             "Sarah Jones",
		Email:            "sarah@example.com",
		Industry:         "real-estate",
		TeamSize:         "2-5",
		BiggestChallenge: "We miss calls from buyers while we are out at showings.",
		RevenueGoal:      "250k-500k",
		TechComfort:      "beginner",
		CurrentTools:     "Follow Up Boss, Gmail",
	}
}

func TestValidateValid(t *testing.T) {
	if errs := validAnswers().Validate(); errs != nil {
		t.Fatalf("valid answers: got %v, want nil", errs)
	}
	a := validAnswers()
	a.CurrentTools = "" // optional
	if errs := a.Validate(); errs != nil {
		t.Fatalf("no current tools: got %v, want nil", errs)
	}
	// Every option of every list is accepted.
	for _, ind := range Industries {
		for _, ts := range TeamSizes {
			for _, rg := range RevenueGoals {
				for _, tc := range TechComforts {
					a := validAnswers()
					a.Industry, a.TeamSize, a.RevenueGoal, a.TechComfort = ind, ts, rg, tc
					if errs := a.Validate(); errs != nil {
						t.Fatalf("%s/%s/%s/%s: %v", ind, ts, rg, tc, errs)
					}
				}
			}
		}
	}
}

func TestValidateEachField(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*Answers)
		field  string
		msg    string
	}{
		{"empty name", func(a *Answers) { a.Name = "" }, "name", "Please enter your name"},
		{"blank name", func(a *Answers) { a.Name = "   " }, "name", "Please enter your name"},
		{"long name", func(a *Answers) { a.Name = strings.Repeat("é", 121) }, "name", "Keep this under 120 characters"},
		{"empty email", func(a *Answers) { a.Email = "" }, "email", "Please enter a valid email"},
		{"email without at", func(a *Answers) { a.Email = "sarah.example.com" }, "email", "Please enter a valid email"},
		{"email unparseable", func(a *Answers) { a.Email = "sarah@@example.com" }, "email", "Please enter a valid email"},
		{"email with display name", func(a *Answers) { a.Email = "Sarah <sarah@example.com>" }, "email", "Please enter a valid email"},
		{"email list", func(a *Answers) { a.Email = "a@example.com, b@example.com" }, "email", "Please enter a valid email"},
		{"email too long", func(a *Answers) { a.Email = strings.Repeat("a", 64) + "@" + strings.Repeat("b", 186) + ".com" }, "email", "Please enter a valid email"},
		{"empty industry", func(a *Answers) { a.Industry = "" }, "industry", "Please select your industry"},
		{"unknown industry", func(a *Answers) { a.Industry = "mining" }, "industry", "Please select your industry"},
		{"industry wrong case", func(a *Answers) { a.Industry = "SaaS" }, "industry", "Please select your industry"},
		{"empty team size", func(a *Answers) { a.TeamSize = "" }, "teamSize", "Please select your team size"},
		{"unknown team size", func(a *Answers) { a.TeamSize = "1000+" }, "teamSize", "Please select your team size"},
		{"empty challenge", func(a *Answers) { a.BiggestChallenge = "" }, "biggestChallenge", "Please describe your biggest challenge"},
		{"blank challenge", func(a *Answers) { a.BiggestChallenge = "\n\t " }, "biggestChallenge", "Please describe your biggest challenge"},
		{"long challenge", func(a *Answers) { a.BiggestChallenge = strings.Repeat("x", 2001) }, "biggestChallenge", "Keep this under 2000 characters"},
		{"empty revenue", func(a *Answers) { a.RevenueGoal = "" }, "revenueGoal", "Please select your revenue goal"},
		{"unknown revenue", func(a *Answers) { a.RevenueGoal = "10m+" }, "revenueGoal", "Please select your revenue goal"},
		{"empty comfort", func(a *Answers) { a.TechComfort = "" }, "techComfort", "Please select your tech comfort level"},
		{"unknown comfort", func(a *Answers) { a.TechComfort = "expert" }, "techComfort", "Please select your tech comfort level"},
		{"long tools", func(a *Answers) { a.CurrentTools = strings.Repeat("x", 501) }, "currentTools", "Keep this under 500 characters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := validAnswers()
			tt.mutate(&a)
			errs := a.Validate()
			if len(errs) != 1 || errs[tt.field] != tt.msg {
				t.Fatalf("got %v, want only %s=%q", errs, tt.field, tt.msg)
			}
		})
	}
}

func TestValidateBoundsAreInclusive(t *testing.T) {
	a := validAnswers()
	a.Name = strings.Repeat("é", 120)
	a.BiggestChallenge = strings.Repeat("日", 2000)
	a.CurrentTools = strings.Repeat("x", 500)
	a.Email = strings.Repeat("a", 64) + "@" + strings.Repeat("b", 185) + ".com" // 254
	if errs := a.Validate(); errs != nil {
		t.Fatalf("at the bounds: %v", errs)
	}
}

func TestValidateEmptySubmissionReportsEveryRequiredField(t *testing.T) {
	errs := Answers{}.Validate()
	want := []string{"biggestChallenge", "email", "industry", "name", "revenueGoal", "teamSize", "techComfort"}
	if got := slices.Sorted(maps.Keys(errs)); !slices.Equal(got, want) {
		t.Fatalf("fields = %v, want %v", got, want)
	}
}

func TestNormalizeTrims(t *testing.T) {
	a := Answers{
		Name: "  Sarah ", Email: " sarah@example.com\n", Industry: " saas ", TeamSize: "2-5 ",
		BiggestChallenge: "\tcalls ", RevenueGoal: " <100k", TechComfort: " advanced ", CurrentTools: " Slack ",
	}.Normalize()
	want := Answers{"Sarah", "sarah@example.com", "saas", "2-5", "calls", "<100k", "advanced", "Slack"}
	if a != want {
		t.Fatalf("got %+v, want %+v", a, want)
	}
	if errs := a.Validate(); errs != nil {
		t.Fatalf("normalized answers invalid: %v", errs)
	}
}

func TestAnswersJSONNames(t *testing.T) {
	b, err := json.Marshal(validAnswers())
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"name", "email", "industry", "teamSize", "biggestChallenge", "revenueGoal", "techComfort", "currentTools"} {
		if !strings.Contains(string(b), `"`+k+`":`) {
			t.Errorf("JSON %s lacks %q", b, k)
		}
	}
}

func TestOptionListsExact(t *testing.T) {
	check := func(name string, got, want []string) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Errorf("%s = %v, want %v", name, got, want)
		}
	}
	check("Industries", Industries, []string{"ecommerce", "saas", "professional-services", "real-estate", "healthcare", "education", "marketing", "finance", "construction", "hospitality", "other"})
	check("TeamSizes", TeamSizes, []string{"solo", "2-5", "6-10", "11-25", "26-50", "51-100", "100+"})
	check("RevenueGoals", RevenueGoals, []string{"<100k", "100k-250k", "250k-500k", "500k-1m", "1m-5m", "5m+"})
	check("TechComforts", TechComforts, []string{"beginner", "intermediate", "advanced"})
}
