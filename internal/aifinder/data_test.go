package aifinder

import (
	"strings"
	"testing"
)

// The data files load, strictly: every table the engine reads is complete,
// and a misspelt field, topic, tool kind or team size is refused rather
// than read as empty.
func TestDataFilesLoad(t *testing.T) {
	if _, err := loadCatalog(); err != nil {
		t.Fatal(err)
	}
	if _, err := loadKeywords(); err != nil {
		t.Fatal(err)
	}
	if _, err := loadTools(); err != nil {
		t.Fatal(err)
	}
	if _, err := loadTexts(); err != nil {
		t.Fatal(err)
	}
	for tp := range numTopics {
		if len(topicPatterns[tp]) == 0 || topicQuickWins[tp] == "" || baselines[tp] == "" {
			t.Errorf("topic %s lacks patterns, a quick win or a baseline", tp)
		}
	}
	for _, c := range []string{CatPhoneAgent, CatChatbot, CatWorkflow, CatData, CatCustomApp} {
		if firstSteps[c] == "" {
			t.Errorf("no first step for %s", c)
		}
	}
	for i, in := range revenueInitiatives {
		if len(in) != 3 {
			t.Errorf("%s: %d initiatives, want 3", RevenueGoals[i], len(in))
		}
	}
	if len(toolKindNames) != int(kindIndustry)+1 {
		t.Errorf("%d tool kind names for %d kinds", len(toolKindNames), kindIndustry+1)
	}
}

func TestDataIsReadStrictly(t *testing.T) {
	var e entryJSON
	if err := decodeStrict([]byte(`{"id":"x","titel":"typo"}`), &e); err == nil || !strings.Contains(err.Error(), "titel") {
		t.Errorf("an unknown field: %v", err)
	}
	if err := decodeStrict([]byte(`{"id":"x"} {}`), &e); err == nil {
		t.Error("a second value was accepted")
	}
	if _, err := (entryJSON{ID: "x", Topics: []string{"calls", "cals"}}).entry(); err == nil {
		t.Error("an unknown topic was accepted")
	}
	if _, err := (entryJSON{ID: "x", MinTeam: "3-4"}).entry(); err == nil {
		t.Error("an unknown team size was accepted")
	}
	if _, err := byTopic(map[string]string{"calls": "x"}); err == nil {
		t.Error("a table missing topics was accepted")
	}
}
