package aifinder

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

var categories = []string{CatPhoneAgent, CatChatbot, CatWorkflow, CatData, CatCustomApp}
var difficulties = []string{Easy, Medium, Hard}

func TestCatalogCoversEveryIndustry(t *testing.T) {
	if len(industries) != len(Industries) {
		t.Fatalf("%d industry profiles for %d industries", len(industries), len(Industries))
	}
	for i, key := range Industries {
		ind := industries[i]
		if ind.Key != key {
			t.Fatalf("profile %d is %q, want %q (same order as Industries)", i, ind.Key, key)
		}
		if len(ind.Entries) < 5 {
			t.Errorf("%s: %d own opportunities, want at least 5", key, len(ind.Entries))
		}
		if ind.Rate <= 0 || ind.Label == "" || ind.Customers == "" || len(ind.Starter) == 0 {
			t.Errorf("%s: incomplete profile %+v", key, ind)
		}
		cats := map[string]bool{}
		for _, e := range ind.Entries {
			cats[e.Category] = true
		}
		if !cats[CatPhoneAgent] {
			t.Errorf("%s: no phone agent of its own", key)
		}
		cands := ind.candidates()
		titles := map[string]bool{}
		hasEasy := false
		for _, e := range cands {
			if titles[e.Title] {
				t.Errorf("%s: title %q twice among candidates", key, e.Title)
			}
			titles[e.Title] = true
			hasEasy = hasEasy || e.Difficulty == Easy
		}
		if !hasEasy {
			t.Errorf("%s: no easy opportunity, beginners cannot get a quick win", key)
		}
		if industryByKey(key) != &industries[i] {
			t.Errorf("industryByKey(%q) wrong", key)
		}
		// Every topic the text can raise has at least one opportunity.
		for tp := range numTopics {
			if !slices.ContainsFunc(cands, func(e entry) bool { return slices.Contains(e.Topics, tp) }) {
				t.Errorf("%s: no opportunity tagged %s", key, tp)
			}
		}
	}
	if industryByKey("mining").Key != "other" {
		t.Error("unknown industries should use the other profile")
	}
}

func TestCatalogEntriesAreComplete(t *testing.T) {
	commonIDs := map[string]bool{}
	for _, c := range commonEntries {
		commonIDs[c.ID] = true
	}
	ids := map[string]bool{}
	check := func(where string, e entry) {
		t.Helper()
		if e.ID == "" || ids[e.ID] {
			t.Errorf("%s: missing or repeated ID %q", where, e.ID)
		}
		ids[e.ID] = true
		if e.Title == "" || e.Description == "" || e.Impact == "" {
			t.Errorf("%s: empty copy", e.ID)
		}
		if !slices.Contains(difficulties, e.Difficulty) {
			t.Errorf("%s: difficulty %q", e.ID, e.Difficulty)
		}
		if !slices.Contains(categories, e.Category) {
			t.Errorf("%s: category %q", e.ID, e.Category)
		}
		if e.Hours <= 0 || e.Hours > 12 {
			t.Errorf("%s: base hours %v out of range", e.ID, e.Hours)
		}
		if len(e.Topics) == 0 {
			t.Errorf("%s: no topics", e.ID)
		}
		for i, tp := range e.Topics {
			if tp < 0 || tp >= numTopics || slices.Index(e.Topics, tp) != i {
				t.Errorf("%s: bad or repeated topic %v", e.ID, tp)
			}
		}
		if e.Fit < 0 || e.Fit > 5 || e.MinTeam < 0 || e.MinTeam >= len(TeamSizes) {
			t.Errorf("%s: fit %d or min team %d out of range", e.ID, e.Fit, e.MinTeam)
		}
		if e.Difficulty == Easy && e.QuickWin == "" {
			t.Errorf("%s: easy opportunity without a quick win", e.ID)
		}
		if (e.Tool.Key == "") != (e.Tool.Text == "") {
			t.Errorf("%s: half a tool recommendation", e.ID)
		}
		for _, s := range e.Supersedes {
			if !commonIDs[s] {
				t.Errorf("%s: supersedes unknown common entry %q", e.ID, s)
			}
		}
		// Copy the enricher may replace must fit its bound, and the
		// impact is one sentence.
		if n := utf8.RuneCountInString(e.Description); n > MaxDescriptionLen {
			t.Errorf("%s: description %d characters", e.ID, n)
		}
		if strings.Count(strings.TrimSuffix(e.Impact, "."), ". ") > 0 || !strings.HasSuffix(e.Impact, ".") {
			t.Errorf("%s: impact is not one sentence: %q", e.ID, e.Impact)
		}
		for _, s := range []string{e.Title, e.Description, e.Impact, e.QuickWin} {
			rest := strings.ReplaceAll(s, "{customers}", "")
			if strings.ContainsAny(rest, "{}") {
				t.Errorf("%s: unknown placeholder in %q", e.ID, s)
			}
		}
	}
	for _, c := range commonEntries {
		check("common", c)
	}
	for _, ind := range industries {
		for _, e := range ind.Entries {
			check(ind.Key, e)
		}
	}
}
