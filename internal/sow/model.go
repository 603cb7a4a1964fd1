// Package sow is the statements of work partners send their clients for
// signature: a title and Markdown text for a project, numbered per partner
// ("SOW-2026-0001"), a draft until sent to the client's portal, where the
// client signs it by typing their name and consenting (the record is an
// agreements.Record: the name, the client's e-mail address, the time, the
// network, the browser and the SHA-256 of the text). The partner may
// withdraw one the client has not signed; a signed one never changes.
package sow

import (
	"errors"
	"time"

	"mission/internal/agreements"
	"mission/internal/input"
)

// Statuses of a statement of work.
const (
	Draft     = "draft"
	Sent      = "sent"
	Signed    = "signed"
	Withdrawn = "withdrawn"
)

// Limits of a statement of work.
const (
	MaxTitle = 200
	MaxBody  = 30_000
)

// Rules are published to the web app (rules.json, under "sow").
var Rules = map[string]any{"title": MaxTitle, "body": MaxBody}

// Errors the store answers with.
var (
	ErrNotFound  = errors.New("No such statement of work.")
	ErrNoProject = errors.New("No such project.")
	ErrNotDraft  = errors.New("Only a draft can change: withdraw it and draft a new statement of work.")
	ErrNoClient  = errors.New("Give this project a client with an e-mail address before sending a statement of work.")
	ErrNotSent   = errors.New("Only a statement of work that was sent and not yet signed can be withdrawn.")
	ErrSigned    = errors.New("This statement of work is already signed.")
	ErrNotOpen   = errors.New("This statement of work was withdrawn: it can no longer be signed.")
)

// Statement is one statement of work, as its partner and its client see
// it.
type Statement struct {
	ID           int64      `json:"id"`
	ProjectID    int64      `json:"projectId"`
	ProjectTitle string     `json:"projectTitle"`
	Number       string     `json:"number"`
	Title        string     `json:"title"`
	Body         string     `json:"body"`
	SHA256       string     `json:"sha256"`
	Status       string     `json:"status"`
	SentAt       *time.Time `json:"sentAt"`
	WithdrawnAt  *time.Time `json:"withdrawnAt"`
	// Signature is the client's, once signed.
	Signature *agreements.Record `json:"signature"`
	CreatedAt time.Time          `json:"createdAt"`
	UpdatedAt time.Time          `json:"updatedAt"`
}

// Input drafts or edits a statement of work.
type Input struct {
	Title string `json:"title"`
	Body  string `json:"body" text:"multiline"`
}

// Validate implements the decoder's check.
func (in Input) Validate() map[string]string {
	f := input.Fields{}
	f.Required("title", in.Title, MaxTitle, "Give the statement of work a title.")
	f.Required("body", in.Body, MaxBody, "Write the statement of work (Markdown).")
	return f.Result()
}
