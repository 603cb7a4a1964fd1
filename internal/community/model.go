// Package community holds the partners' Community Hub: product ideas that
// partners propose and vote for, and that staff move from proposal to
// launch.
package community

import (
	"math"
	"slices"
	"time"
	"unicode/utf8"

	"mission/internal/input"
)

// Option is a value the server accepts and the label the web app shows.
type Option struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Categories are the kinds of product an idea can be.
var Categories = []Option{
	{"ai-agents", "AI Agents"},
	{"automations", "Automations"},
	{"apps", "Apps"},
	{"integrations", "Integrations"},
	{"industry-solutions", "Industry Solutions"},
	{"other", "Other"},
}

// DevelopmentTimes are the estimates a proposer picks from.
var DevelopmentTimes = []Option{
	{"1-2 weeks", "1-2 weeks"},
	{"3-4 weeks", "3-4 weeks"},
	{"1-2 months", "1-2 months"},
	{"3+ months", "3+ months"},
}

// Statuses are an idea's stages, in order.
var Statuses = []Option{
	{"proposed", "Proposed"},
	{"under_review", "Under Review"},
	{"planned", "Planned"},
	{"in_development", "In Development"},
	{"launched", "Launched"},
	{"declined", "Declined"},
}

// moves lists, for each status, where staff may take an idea next: one
// step forward, one step back, or out (declined), and a declined idea may
// be reviewed again. A launched idea stays launched.
var moves = map[string][]string{
	"proposed":       {"under_review", "declined"},
	"under_review":   {"planned", "proposed", "declined"},
	"planned":        {"in_development", "under_review", "declined"},
	"in_development": {"launched", "planned"},
	"launched":       {},
	"declined":       {"under_review"},
}

// NextStatuses are the statuses staff may move an idea in status to.
func NextStatuses(status string) []string {
	return append([]string{}, moves[status]...)
}

// CanMove reports whether staff may move an idea from one status to another.
func CanMove(from, to string) bool { return slices.Contains(moves[from], to) }

// VotingOpen reports whether partners may still vote for an idea in status
// (countVote's condition names the same two statuses).
func VotingOpen(status string) bool { return status != "declined" && status != "launched" }

// PriorityRule explains Priority in words, for the page.
const PriorityRule = "Priority = 10 points per vote, plus a freshness bonus of up to 20 points that fades by 2 points each week after an idea is proposed."

// Priority is an idea's priority score: votes count most, and a new idea
// gets a head start that fades over its first ten weeks, so that fresh
// proposals are seen before the votes pile up.
func Priority(votes int, proposed, now time.Time) int {
	weeks := int(math.Floor(now.Sub(proposed).Hours() / (24 * 7)))
	bonus := max(0, 20-2*max(0, weeks))
	return 10*votes + bonus
}

// values are the options' values.
func values(options []Option) []string {
	out := make([]string, len(options))
	for i, o := range options {
		out[i] = o.Value
	}
	return out
}

func oneOf(options []Option, v string) bool {
	return slices.ContainsFunc(options, func(o Option) bool { return o.Value == v })
}

// Limits of an idea's fields, in characters.
const (
	MaxIdea        = 120
	MaxDescription = 2000
	MaxMarket      = 200
)

// Limits are the lengths the Propose an idea form may send, published to
// the web app (minimums too: the form says so before the server does).
var Limits = map[string]int{
	"idea": MaxIdea, "ideaMin": 3, "description": MaxDescription, "descriptionMin": 20,
	"targetMarket": MaxMarket, "targetMarketMin": 2,
}

// IdeaInput is what a partner proposes.
type IdeaInput struct {
	Idea            string `json:"idea"`
	Description     string `json:"description" text:"multiline"`
	Category        string `json:"category"`
	TargetMarket    string `json:"targetMarket"`
	DevelopmentTime string `json:"estimatedDevelopmentTime"`
}

// Validate returns a message per invalid field, or nil.
func (in IdeaInput) Validate() map[string]string {
	f := input.Fields{}
	if n := utf8.RuneCountInString(in.Idea); n < Limits["ideaMin"] || n > MaxIdea {
		f["idea"] = "Name the idea in 3 to 120 characters."
	}
	if n := utf8.RuneCountInString(in.Description); n < Limits["descriptionMin"] || n > MaxDescription {
		f["description"] = "Describe the idea in 20 to 2000 characters: the problem and who pays for the fix."
	}
	if !oneOf(Categories, in.Category) {
		f["category"] = "Please choose a category."
	}
	if n := utf8.RuneCountInString(in.TargetMarket); n < Limits["targetMarketMin"] || n > MaxMarket {
		f["targetMarket"] = "Say who would buy it (2 to 200 characters)."
	}
	if !oneOf(DevelopmentTimes, in.DevelopmentTime) {
		f["estimatedDevelopmentTime"] = "Please choose an estimated development time."
	}
	return f.Result()
}

// Idea is an idea as a partner sees it.
type Idea struct {
	ID              int64      `json:"id"`
	Idea            string     `json:"idea"`
	Description     string     `json:"description"`
	Category        string     `json:"category"`
	TargetMarket    string     `json:"targetMarket"`
	DevelopmentTime string     `json:"estimatedDevelopmentTime"`
	Status          string     `json:"status"`
	Votes           int        `json:"votes"`
	Priority        int        `json:"priorityScore"`
	ProposedBy      string     `json:"proposedBy"`
	Mine            bool       `json:"mine"`
	VotedByMe       bool       `json:"votedByMe"`
	CreatedAt       time.Time  `json:"createdAt"`
	StatusChangedAt *time.Time `json:"statusChangedAt"`
	// NextStatuses is filled for staff only.
	NextStatuses []string `json:"nextStatuses,omitempty"`
}

// Sorts are the orders the hub lists ideas in.
var Sorts = []Option{
	{"votes", "Most votes"},
	{"newest", "Newest"},
	{"priority", "Priority"},
}

// Query narrows and orders the list.
type Query struct {
	Sort     string
	Category string
	Status   string
}

// sortIdeas orders ideas by q.Sort; ties go to the newer idea.
func sortIdeas(ideas []Idea, sort string) {
	newer := func(a, b Idea) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return int(b.ID - a.ID)
	}
	slices.SortStableFunc(ideas, func(a, b Idea) int {
		switch sort {
		case "newest":
		case "priority":
			if a.Priority != b.Priority {
				return b.Priority - a.Priority
			}
		default:
			if a.Votes != b.Votes {
				return b.Votes - a.Votes
			}
		}
		return newer(a, b)
	})
}
