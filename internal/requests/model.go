// Package requests is the public board: the community proposes what gets
// built, votes on it, and staff move it from Submitted to Done.
package requests

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"mission/internal/input"
)

// Types of request, and their statuses in board order.
var (
	Types    = []string{"feature", "bug", "idea"}
	Statuses = []string{"submitted", "todo", "in_progress", "done"}
)

// VoteThreshold is the number of votes that moves a submitted request to
// To Do, and the count at which the board highlights a vote button.
const VoteThreshold = 10

// Input is what the request form sends.
type Input struct {
	Type        string `json:"type"`
	Title       string `json:"title"`
	Description string `json:"description" text:"multiline"`
	SubmittedBy string `json:"submittedBy"`
	Website     string `json:"website"` // honeypot
}

// Request is a stored request as the board shows it.
type Request struct {
	ID          int64     `json:"id"`
	Type        string    `json:"type"`
	Title       string    `json:"title"`
	Description string    `json:"description"`
	Votes       int       `json:"votes"`
	SubmittedBy string    `json:"submittedBy,omitempty"`
	Status      string    `json:"status"`
	CreatedAt   time.Time `json:"createdAt"`
}

// Limits are the lengths the request form may send, published to the web
// app.
var Limits = map[string]int{"title": maxTitle, "description": maxDescription, "submittedBy": maxName}

const (
	maxTitle       = 150
	maxDescription = 5000
	maxName        = 80
)

// Honeypot is what the hidden website field holds.
func (in Input) Honeypot() string { return in.Website }

// Normalize trims the fields and defaults the type to feature, as the form
// does.
func (in Input) Normalize() Input {
	in.Type = strings.TrimSpace(in.Type)
	in.Title = strings.TrimSpace(in.Title)
	in.Description = strings.TrimSpace(in.Description)
	in.SubmittedBy = strings.TrimSpace(in.SubmittedBy)
	return in
}

// Validate returns a message per invalid field, or nil.
func (in Input) Validate() map[string]string {
	f := input.Fields{}
	if !slices.Contains(Types, in.Type) {
		f["type"] = "Choose feature request, bug report or general idea."
	}
	switch {
	case in.Title == "":
		f["title"] = "Please give your request a title."
	case utf8.RuneCountInString(in.Title) > maxTitle:
		f["title"] = "Please keep the title under 150 characters."
	}
	switch {
	case in.Description == "":
		f["description"] = "Please describe your request."
	case utf8.RuneCountInString(in.Description) > maxDescription:
		f["description"] = "Please keep the description under 5000 characters."
	}
	if utf8.RuneCountInString(in.SubmittedBy) > maxName {
		f["submittedBy"] = "Please keep your name under 80 characters."
	}
	return f.Result()
}

// CanMove tells whether staff may move a request from one status to
// another: submitted to todo only under the vote threshold (at or above it
// the server has already moved it), todo to in_progress, in_progress to
// done, and nothing else.
func CanMove(from, to string, votes int) bool {
	switch {
	case from == "submitted" && to == "todo":
		return votes < VoteThreshold
	case from == "todo" && to == "in_progress":
		return true
	case from == "in_progress" && to == "done":
		return true
	}
	return false
}

// StatusAfterVote is the status a request has once its count reaches
// votes: a submitted request that reaches the threshold moves to todo.
func StatusAfterVote(status string, votes int) string {
	if status == "submitted" && votes >= VoteThreshold {
		return "todo"
	}
	return status
}
