// Package aifinder holds the AI Opportunity Finder: the quiz submission, its
// validation and the recommendation engine that turns seven answers into a
// report of time savings, cost savings and the top three AI opportunities.
//
// Everything in this package except the optional Enricher is a pure function
// of its input: no clock, no randomness, no I/O.
package aifinder

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"mission/internal/input"
)

// Answers is one quiz submission, exactly as the quiz screen posts it.
type Answers struct {
	Name             string `json:"name"`
	Email            string `json:"email"`
	Industry         string `json:"industry"`
	TeamSize         string `json:"teamSize"`
	BiggestChallenge string `json:"biggestChallenge" text:"multiline"`
	RevenueGoal      string `json:"revenueGoal"`
	TechComfort      string `json:"techComfort"`
	CurrentTools     string `json:"currentTools"`
}

// Option lists of the quiz, in display order. The UI mirrors them; the
// values are the wire values (the UI owns the human labels).
var (
	Industries = []string{
		"ecommerce", "saas", "professional-services", "real-estate", "healthcare",
		"education", "marketing", "finance", "construction", "hospitality", "other",
	}
	TeamSizes    = []string{"solo", "2-5", "6-10", "11-25", "26-50", "51-100", "100+"}
	RevenueGoals = []string{"<100k", "100k-250k", "250k-500k", "500k-1m", "1m-5m", "5m+"}
	TechComforts = []string{"beginner", "intermediate", "advanced"}
)

// Length bounds, in characters (runes).
const (
	MaxNameLen      = 120
	MaxEmailLen     = 254
	MaxChallengeLen = 2000
	MaxToolsLen     = 500
)

// Limits are the lengths the quiz may send, published to the web app.
var Limits = map[string]int{"name": MaxNameLen, "email": MaxEmailLen, "biggestChallenge": MaxChallengeLen, "currentTools": MaxToolsLen}

// Validation messages. The per-step ones are the spec's toast texts, exact.
const (
	MsgName      = "Please enter your name"
	MsgEmail     = "Please enter a valid email"
	MsgIndustry  = "Please select your industry"
	MsgTeamSize  = "Please select your team size"
	MsgChallenge = "Please describe your biggest challenge"
	MsgRevenue   = "Please select your revenue goal"
	MsgComfort   = "Please select your tech comfort level"
)

// tooLong is the message for a field over its bound.
func tooLong(limit int) string {
	return fmt.Sprintf("Keep this under %d characters", limit)
}

// Normalize returns a copy with surrounding white space trimmed from every
// field. Option values are not case-folded: the UI sends them exactly.
func (a Answers) Normalize() Answers {
	return Answers{
		Name:             strings.TrimSpace(a.Name),
		Email:            strings.TrimSpace(a.Email),
		Industry:         strings.TrimSpace(a.Industry),
		TeamSize:         strings.TrimSpace(a.TeamSize),
		BiggestChallenge: strings.TrimSpace(a.BiggestChallenge),
		RevenueGoal:      strings.TrimSpace(a.RevenueGoal),
		TechComfort:      strings.TrimSpace(a.TechComfort),
		CurrentTools:     strings.TrimSpace(a.CurrentTools),
	}
}

// Validate checks a submission (call Normalize first) and returns nil when it
// is valid, otherwise a map from the field's JSON name to its message, ready
// for the API's {"message", "fields"} error body.
func (a Answers) Validate() map[string]string {
	errs := map[string]string{}
	switch n := utf8.RuneCountInString(a.Name); {
	case strings.TrimSpace(a.Name) == "":
		errs["name"] = MsgName
	case n > MaxNameLen:
		errs["name"] = tooLong(MaxNameLen)
	}
	if !validEmail(a.Email) {
		errs["email"] = MsgEmail
	}
	if !slices.Contains(Industries, a.Industry) {
		errs["industry"] = MsgIndustry
	}
	if !slices.Contains(TeamSizes, a.TeamSize) {
		errs["teamSize"] = MsgTeamSize
	}
	switch n := utf8.RuneCountInString(a.BiggestChallenge); {
	case strings.TrimSpace(a.BiggestChallenge) == "":
		errs["biggestChallenge"] = MsgChallenge
	case n > MaxChallengeLen:
		errs["biggestChallenge"] = tooLong(MaxChallengeLen)
	}
	if !slices.Contains(RevenueGoals, a.RevenueGoal) {
		errs["revenueGoal"] = MsgRevenue
	}
	if !slices.Contains(TechComforts, a.TechComfort) {
		errs["techComfort"] = MsgComfort
	}
	if utf8.RuneCountInString(a.CurrentTools) > MaxToolsLen {
		errs["currentTools"] = tooLong(MaxToolsLen)
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}

// validEmail is the one e-mail rule every form shares.
func validEmail(s string) bool { return input.ValidEmail(s) }
