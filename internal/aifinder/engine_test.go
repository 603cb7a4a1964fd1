package aifinder

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// challengeTexts are the biggest-challenge texts every combination is run
// with: none, one topic, several topics, and a long rambling one.
var challengeTexts = []string{
	"",
	"We miss so many phone calls",
	"Invoices take forever and leads go cold because nobody follows up.",
	"Hiring, onboarding new staff and weekly reporting eat all my time; our spreadsheets are a mess and customers keep asking the same questions by email.",
	strings.Repeat("Honestly everything is manual and slow. ", 50),
}

// entryByTitle finds the catalogue entry behind an opportunity.
func entryByTitle(t *testing.T, industryKey, title string) entry {
	t.Helper()
	for _, e := range candidatesFor(industryByKey(industryKey)) {
		if e.Title == title {
			return e
		}
	}
	t.Fatalf("%s: no catalogue entry titled %q", industryKey, title)
	return entry{}
}

// digits returns the decimal digits in s as a number.
func digits(t *testing.T, s string) int {
	t.Helper()
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	n, err := strconv.Atoi(b.String())
	if err != nil {
		t.Fatalf("no number in %q", s)
	}
	return n
}

// forEachCombination runs f for every combination of the four option lists.
func forEachCombination(f func(ind, team, rev, comfort string)) {
	for _, ind := range Industries {
		for _, team := range TeamSizes {
			for _, rev := range RevenueGoals {
				for _, comfort := range TechComforts {
					f(ind, team, rev, comfort)
				}
			}
		}
	}
}

func TestRecommendEveryCombination(t *testing.T) {
	toolsTexts := []string{"", "HubSpot, QuickBooks, Gmail, Zapier"}
	runs := 0
	forEachCombination(func(ind, team, rev, comfort string) {
		for ci, text := range challengeTexts {
			for _, tools := range toolsTexts {
				a := Answers{
					Name: "Jordan Lee", Email: "jordan.secret@example.com", Industry: ind, TeamSize: team,
					BiggestChallenge: text, RevenueGoal: rev, TechComfort: comfort, CurrentTools: tools,
				}
				label := fmt.Sprintf("%s/%s/%s/%s/text%d/tools=%q", ind, team, rev, comfort, ci, tools)
				r := Recommend(a)
				checkReport(t, label, a, r)
				if again := Recommend(a); !reflect.DeepEqual(r, again) {
					t.Fatalf("%s: not deterministic", label)
				}
				runs++
			}
		}
	})
	if want := 11 * 7 * 6 * 3 * len(challengeTexts) * len(toolsTexts); runs != want {
		t.Fatalf("ran %d combinations, want %d", runs, want)
	}
}

func checkReport(t *testing.T, label string, a Answers, r Report) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s: %s", label, fmt.Sprintf(format, args...))
	}
	if len(r.Opportunities) != TopCount {
		fail("%d opportunities", len(r.Opportunities))
	}
	sum := 0.0
	titles := map[string]bool{}
	for _, o := range r.Opportunities {
		if titles[o.Title] {
			fail("opportunity %q twice", o.Title)
		}
		titles[o.Title] = true
		if !slices.Contains(difficulties, o.Difficulty) || !slices.Contains(categories, o.Category) {
			fail("bad difficulty/category %q/%q", o.Difficulty, o.Category)
		}
		if o.Title == "" || o.Description == "" || o.Impact == "" {
			fail("empty copy in %+v", o)
		}
		if o.HoursPerWeek < 1 || o.HoursPerWeek != math.Round(o.HoursPerWeek) {
			fail("%q: hours %v not a whole positive number", o.Title, o.HoursPerWeek)
		}
		e := entryByTitle(t, a.Industry, o.Title)
		if want := max(1, math.Round(e.Hours*TeamMultiplier(a.TeamSize))); o.HoursPerWeek != want {
			fail("%q: hours %v, want base %v x %v = %v", o.Title, o.HoursPerWeek, e.Hours, TeamMultiplier(a.TeamSize), want)
		}
		sum += o.HoursPerWeek
	}
	if r.HoursPerWeek <= 0 || r.HoursPerWeek != sum {
		fail("total hours %v, sum of opportunities %v", r.HoursPerWeek, sum)
	}
	rate := HourlyRate(a.Industry)
	if want := int(math.Round(r.HoursPerWeek * 52 * float64(rate))); r.AnnualSavings != want || r.AnnualSavings < 0 {
		fail("annual savings %d, want %v x 52 x %d = %d", r.AnnualSavings, r.HoursPerWeek, rate, want)
	}
	if !strings.HasSuffix(r.TimeSavings, " hours/week") || digits(t, r.TimeSavings) != int(r.HoursPerWeek) {
		fail("time savings %q does not show %v hours", r.TimeSavings, r.HoursPerWeek)
	}
	if !strings.HasPrefix(r.CostSavings, "$") || !strings.HasSuffix(r.CostSavings, "/year") || digits(t, r.CostSavings) != r.AnnualSavings {
		fail("cost savings %q does not show %d", r.CostSavings, r.AnnualSavings)
	}
	checkList := func(name string, list []string, lo, hi int) {
		t.Helper()
		if len(list) < lo || len(list) > hi {
			fail("%s: %d items, want %d-%d: %q", name, len(list), lo, hi, list)
		}
		seen := map[string]bool{}
		for _, s := range list {
			if strings.TrimSpace(s) == "" || seen[s] {
				fail("%s: empty or repeated item in %q", name, list)
			}
			seen[s] = true
		}
	}
	checkList("quick wins", r.QuickWins, 3, 3)
	checkList("strategic initiatives", r.StrategicInitiatives, 3, 3)
	checkList("next steps", r.NextSteps, 4, 5)
	checkList("recommended tools", r.RecommendedTools, 0, MaxTools)
	if !strings.Contains(r.NextSteps[0], r.Opportunities[0].Title) {
		fail("first next step %q does not name the top opportunity %q", r.NextSteps[0], r.Opportunities[0].Title)
	}
	if !strings.HasPrefix(r.NextSteps[0], "Jordan, ") {
		fail("first next step not personalised: %q", r.NextSteps[0])
	}
	if !slices.ContainsFunc(r.NextSteps, func(s string) bool { return strings.Contains(s, "free strategy call") }) {
		fail("no next step books the strategy call: %q", r.NextSteps)
	}
	// No placeholder left, the e-mail never used, the name used once.
	b, _ := json.Marshal(r)
	js := string(b)
	for _, ph := range []string{"{customers}", "{label}", "{strategic}"} {
		if strings.Contains(js, ph) {
			fail("unfilled %s", ph)
		}
	}
	if strings.Contains(js, "jordan.secret") || strings.Contains(js, "example.com") {
		fail("report contains the e-mail")
	}
	if n := strings.Count(js, "Jordan"); n != 1 {
		fail("first name used %d times", n)
	}
	// Tech comfort orders the three.
	ranks := make([]int, len(r.Opportunities))
	for i, o := range r.Opportunities {
		ranks[i] = difficultyRank(o.Difficulty)
	}
	switch a.TechComfort {
	case "beginner":
		if r.Opportunities[0].Difficulty != Easy || !slices.IsSorted(ranks) {
			fail("beginner order %v", ranks)
		}
	case "advanced":
		if !slices.IsSortedFunc(ranks, func(x, y int) int { return y - x }) {
			fail("advanced order %v", ranks)
		}
	}
}

// hasEntry reports whether a report's top 3 include an entry matching ok.
func hasEntry(t *testing.T, industryKey string, r Report, ok func(entry) bool) bool {
	t.Helper()
	for _, o := range r.Opportunities {
		if ok(entryByTitle(t, industryKey, o.Title)) {
			return true
		}
	}
	return false
}

func TestKeywordsRaiseMatchingOpportunities(t *testing.T) {
	tests := []struct {
		text string
		want string
		ok   func(entry) bool
	}{
		{"we miss so many phone calls", "a phone agent", func(e entry) bool { return e.Category == CatPhoneAgent }},
		{"invoices take forever", "an invoicing opportunity", func(e entry) bool { return slices.Contains(e.Topics, TopicInvoicing) }},
		{"leads go cold, no follow-up", "a follow-up opportunity", func(e entry) bool { return e.Topics[0] == TopicFollowUp }},
		{"We are always behind on quotes and estimates", "a quoting opportunity", func(e entry) bool { return slices.Contains(e.Topics, TopicQuotes) }},
		{"Hiring takes ages, recruiting is a nightmare", "a hiring opportunity", func(e entry) bool { return slices.Contains(e.Topics, TopicHiring) }},
		{"We need more Google reviews", "a reviews opportunity", func(e entry) bool { return e.Topics[0] == TopicReviews }},
	}
	for _, tt := range tests {
		forEachCombination(func(ind, team, rev, comfort string) {
			a := Answers{Industry: ind, TeamSize: team, RevenueGoal: rev, TechComfort: comfort, BiggestChallenge: tt.text}
			if r := Recommend(a); !hasEntry(t, ind, r, tt.ok) {
				t.Errorf("%q for %s/%s/%s/%s: no %s in %v", tt.text, ind, team, rev, comfort, tt.want, titlesOf(r))
			}
		})
	}
}

func TestKeywordRaisesScore(t *testing.T) {
	// The same opportunity scores higher when the text names its topic.
	for _, ind := range Industries {
		plain := newProfile(Answers{Industry: ind, TeamSize: "2-5", RevenueGoal: "250k-500k", TechComfort: "intermediate"})
		calls := newProfile(Answers{Industry: ind, TeamSize: "2-5", RevenueGoal: "250k-500k", TechComfort: "intermediate", BiggestChallenge: "missed calls"})
		for _, e := range candidatesFor(industryByKey(ind)) {
			s0, _ := plain.score(&e)
			s1, matched := calls.score(&e)
			if slices.Contains(e.Topics, TopicCalls) != (s1 > s0) || matched != (s1 > s0) {
				t.Errorf("%s/%s: score %d -> %d, matched %v", ind, e.ID, s0, s1, matched)
			}
		}
	}
}

func titlesOf(r Report) []string {
	var out []string
	for _, o := range r.Opportunities {
		out = append(out, o.Title+" ("+o.Difficulty+")")
	}
	return out
}

func TestBeginnersStartWithAQuickWin(t *testing.T) {
	for _, ind := range Industries {
		for _, text := range append(challengeTexts, "We need a custom app and a churn forecasting model with data analytics") {
			r := Recommend(Answers{Industry: ind, TeamSize: "6-10", RevenueGoal: "5m+", TechComfort: "beginner", BiggestChallenge: text})
			if r.Opportunities[0].Difficulty != Easy {
				t.Errorf("%s %q: beginner starts with %v", ind, text, titlesOf(r))
			}
		}
	}
}

func TestAdvancedLeansStrategic(t *testing.T) {
	// With nothing in the text to steer, advanced users see a strategic
	// opportunity first in every industry.
	for _, ind := range Industries {
		r := Recommend(Answers{Industry: ind, TeamSize: "26-50", RevenueGoal: "1m-5m", TechComfort: "advanced"})
		if r.Opportunities[0].Difficulty != Hard {
			t.Errorf("%s: advanced starts with %v", ind, titlesOf(r))
		}
	}
}

func TestTablesAndScaling(t *testing.T) {
	want := map[string]float64{"solo": 0.6, "2-5": 1, "6-10": 1.7, "11-25": 2.8, "26-50": 4, "51-100": 6, "100+": 8}
	prev := 0.0
	for _, ts := range TeamSizes {
		m := TeamMultiplier(ts)
		if m != want[ts] || m <= prev {
			t.Errorf("TeamMultiplier(%s) = %v, want %v and increasing", ts, m, want[ts])
		}
		prev = m
	}
	if TeamMultiplier("bogus") != 1 {
		t.Error("unknown team size should scale by 1")
	}
	rates := map[string]int{
		"ecommerce": 38, "saas": 65, "professional-services": 75, "real-estate": 50, "healthcare": 70,
		"education": 40, "marketing": 55, "finance": 80, "construction": 50, "hospitality": 28, "other": 45,
	}
	for _, ind := range Industries {
		if HourlyRate(ind) != rates[ind] {
			t.Errorf("HourlyRate(%s) = %d, want %d", ind, HourlyRate(ind), rates[ind])
		}
	}
	if HourlyRate("healthcare") <= HourlyRate("hospitality") || HourlyRate("finance") <= HourlyRate("hospitality") {
		t.Error("healthcare and finance time should cost more than hospitality time")
	}
	// Bigger teams save more hours, in every industry and comfort level.
	for _, ind := range Industries {
		for _, c := range TechComforts {
			small := Recommend(Answers{Industry: ind, TeamSize: "solo", RevenueGoal: "500k-1m", TechComfort: c, BiggestChallenge: "calls"})
			large := Recommend(Answers{Industry: ind, TeamSize: "100+", RevenueGoal: "500k-1m", TechComfort: c, BiggestChallenge: "calls"})
			if large.HoursPerWeek <= 3*small.HoursPerWeek || large.AnnualSavings <= small.AnnualSavings {
				t.Errorf("%s/%s: 100+ saves %v h, solo %v h", ind, c, large.HoursPerWeek, small.HoursPerWeek)
			}
		}
	}
}

func TestRevenueGoalShapesStrategy(t *testing.T) {
	base := Answers{Industry: "construction", TeamSize: "6-10", TechComfort: "intermediate", BiggestChallenge: "quotes"}
	seen := map[string]string{}
	for _, rg := range RevenueGoals {
		a := base
		a.RevenueGoal = rg
		r := Recommend(a)
		key := strings.Join(r.StrategicInitiatives, "|")
		if prev, dup := seen[key]; dup {
			t.Errorf("%s and %s give the same initiatives", prev, rg)
		}
		seen[key] = rg
	}
	small := Recommend(Answers{Industry: "real-estate", TeamSize: "solo", RevenueGoal: "<100k", TechComfort: "beginner", BiggestChallenge: "x"})
	if !strings.Contains(small.StrategicInitiatives[0], "Capture every enquiry") || !strings.Contains(small.StrategicInitiatives[0], "buyers and sellers") {
		t.Errorf("<100k should start with lead capture for the industry: %q", small.StrategicInitiatives)
	}
	big := Recommend(Answers{Industry: "ecommerce", TeamSize: "100+", RevenueGoal: "5m+", TechComfort: "advanced", BiggestChallenge: "x"})
	joined := strings.Join(big.StrategicInitiatives, " ")
	for _, w := range []string{"AI lead", "custom AI apps", "APIs", "“"} {
		if !strings.Contains(joined, w) {
			t.Errorf("5m+ initiatives lack %q: %q", w, big.StrategicInitiatives)
		}
	}
}

func TestQuickWinsFollowTheChallenge(t *testing.T) {
	r := Recommend(Answers{Industry: "saas", TeamSize: "11-25", RevenueGoal: "1m-5m", TechComfort: "advanced", BiggestChallenge: "Our bookkeeping and invoices are chaos"})
	if !slices.Contains(r.QuickWins, topicQuickWins[TopicInvoicing]) {
		t.Errorf("quick wins ignore the invoicing challenge: %q", r.QuickWins)
	}
	r = Recommend(Answers{Industry: "hospitality", TeamSize: "6-10", RevenueGoal: "500k-1m", TechComfort: "beginner", BiggestChallenge: "x"})
	for _, o := range r.Opportunities {
		if o.Difficulty == Easy && !slices.Contains(r.QuickWins, entryByTitle(t, "hospitality", o.Title).QuickWin) {
			t.Errorf("quick win of easy opportunity %q missing from %q", o.Title, r.QuickWins)
		}
	}
}

func TestRecognizeTools(t *testing.T) {
	names := func(text string) []string {
		var out []string
		for _, tl := range recognizeTools(text) {
			out = append(out, tl.Name)
		}
		return out
	}
	tests := []struct {
		text string
		want []string
	}{
		{"HubSpot, QuickBooks, Gmail, Shopify, Calendly, Excel, Slack, Zapier, Salesforce, WordPress",
			[]string{"HubSpot", "QuickBooks", "Gmail", "Shopify", "Calendly", "Excel", "Slack", "Zapier", "Salesforce", "WordPress"}},
		{"we use quickbooks online and google sheets, plus MS Teams", []string{"QuickBooks", "Google Sheets", "Microsoft Teams"}},
		{"Zapier, Make", []string{"Zapier", "Make"}},
		{"make.com and n8n", []string{"Make", "n8n"}},
		{"I make candles and sell on Etsy", []string{"Etsy"}},
		{"Excel spreadsheets", []string{"Excel"}},
		{"just spreadsheets and paper", []string{"spreadsheets"}},
		{"Office 365, Outlook", []string{"Outlook"}},
		{"nothing really", nil},
		{"", nil},
	}
	for _, tt := range tests {
		if got := names(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestRecommendedToolsUseTheStack(t *testing.T) {
	a := Answers{
		Name: "Ann", Industry: "construction", TeamSize: "6-10", RevenueGoal: "500k-1m", TechComfort: "intermediate",
		BiggestChallenge: "We miss calls on site and leads go cold",
		CurrentTools:     "HubSpot, QuickBooks, Gmail, Calendly, Zapier",
	}
	r := Recommend(a)
	joined := strings.Join(r.RecommendedTools, "\n")
	for _, w := range []string{"Zapier (already in your stack)", "HubSpot", "Retell AI or Vapi"} {
		if !strings.Contains(joined, w) {
			t.Errorf("tools lack %q:\n%s", w, joined)
		}
	}
	if strings.Contains(joined, "Jobber as the single home") {
		t.Errorf("a CRM is suggested although HubSpot is in use:\n%s", joined)
	}
	if !strings.Contains(strings.Join(r.NextSteps, " "), "HubSpot, QuickBooks, Gmail, Calendly and the rest of your stack") {
		t.Errorf("strategy-call step does not name the stack: %q", r.NextSteps)
	}

	// No tools: the industry's starter stack fills the list.
	a.CurrentTools = ""
	r = Recommend(a)
	joined = strings.Join(r.RecommendedTools, "\n")
	if !strings.Contains(joined, "Jobber") || strings.Contains(joined, "already in your stack") {
		t.Errorf("starter stack missing or stack assumed:\n%s", joined)
	}
	if len(r.RecommendedTools) > MaxTools {
		t.Errorf("%d tools", len(r.RecommendedTools))
	}

	// A help desk in use gets its own AI agent recommended for a chatbot.
	r = Recommend(Answers{Industry: "saas", TeamSize: "11-25", RevenueGoal: "1m-5m", TechComfort: "intermediate", BiggestChallenge: "support tickets", CurrentTools: "Zendesk, Slack"})
	if !slices.ContainsFunc(r.RecommendedTools, func(s string) bool { return strings.HasPrefix(s, "Zendesk's AI agents") }) {
		t.Errorf("Zendesk user not pointed at Zendesk's AI agents: %q", r.RecommendedTools)
	}
}

func TestPersonalisation(t *testing.T) {
	a := Answers{Name: "Dr. Jane van der Berg", Email: "jane@clinic.example", Industry: "healthcare", TeamSize: "6-10", RevenueGoal: "1m-5m", TechComfort: "beginner", BiggestChallenge: "no-shows"}
	r := Recommend(a)
	if !strings.HasPrefix(r.NextSteps[0], "Jane, start with ") {
		t.Errorf("first step %q", r.NextSteps[0])
	}
	a.Name = ""
	if r := Recommend(a); !strings.HasPrefix(r.NextSteps[0], "Start with ") {
		t.Errorf("no name: first step %q", r.NextSteps[0])
	}
	for name, want := range map[string]string{"  sam  ": "sam", "Mr Bob Smith": "Bob", "12345": "", "O'Neil Ryan": "O'Neil", "Ms.": ""} {
		if got := firstName(name); got != want {
			t.Errorf("firstName(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestRecommendToleratesUnknownValues(t *testing.T) {
	r := Recommend(Answers{})
	checkCounts := len(r.Opportunities) == 3 && r.HoursPerWeek > 0 && len(r.NextSteps) >= 4
	if !checkCounts || r.AnnualSavings != int(math.Round(r.HoursPerWeek*52*float64(HourlyRate("other")))) {
		t.Fatalf("empty answers: %+v", r)
	}
	r2 := Recommend(Answers{Industry: " saas ", TeamSize: "2-5", RevenueGoal: "<100k", TechComfort: "beginner"})
	r3 := Recommend(Answers{Industry: "saas", TeamSize: "2-5", RevenueGoal: "<100k", TechComfort: "beginner"})
	if !reflect.DeepEqual(r2, r3) {
		t.Error("Recommend should trim its input")
	}
}

func TestFormatting(t *testing.T) {
	for n, want := range map[int]string{0: "$0", 999: "$999", 1000: "$1,000", 42120: "$42,120", 1234567: "$1,234,567", -5000: "-$5,000"} {
		if got := formatDollars(n); got != want {
			t.Errorf("formatDollars(%d) = %q, want %q", n, got, want)
		}
	}
	if formatHours(18) != "18 hours/week" || formatHours(1) != "1 hour/week" {
		t.Error("formatHours")
	}
	if joinAnd([]string{"A"}) != "A" || joinAnd([]string{"A", "B", "C"}) != "A, B and C" {
		t.Error("joinAnd")
	}
}

func TestReportJSONShape(t *testing.T) {
	b, err := json.Marshal(Recommend(Answers{Industry: "marketing", TeamSize: "2-5", RevenueGoal: "250k-500k", TechComfort: "intermediate", BiggestChallenge: "client reports"}))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"timeSavings", "costSavings", "hoursPerWeek", "annualSavings", "opportunities", "quickWins", "strategicInitiatives", "recommendedTools", "nextSteps"} {
		if _, ok := m[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	var opps []map[string]any
	if err := json.Unmarshal(m["opportunities"], &opps); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"title", "description", "impact", "difficulty", "hoursPerWeek", "category"} {
		if _, ok := opps[0][k]; !ok {
			t.Errorf("opportunity JSON lacks %q", k)
		}
	}
}

func BenchmarkRecommend(b *testing.B) {
	a := Answers{
		Name: "Sarah Jones", Email: "sarah@example.com", Industry: "real-estate", TeamSize: "6-10",
		BiggestChallenge: "We miss calls from buyers while at showings, leads go cold and our follow-up is all manual in spreadsheets.",
		RevenueGoal:      "1m-5m", TechComfort: "intermediate",
		CurrentTools: "Follow Up Boss, Gmail, Calendly, Excel, Zapier",
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = Recommend(a)
	}
}
