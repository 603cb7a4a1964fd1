// Package team holds the team behind the site: staff accounts, their
// roles, invitations and leaving. Signing in and the permission table are
// in internal/auth.
package team

import (
	"errors"
	"time"
	"unicode/utf8"

	"mission/internal/auth"
	"mission/internal/input"
)

// MinPassword is the shortest staff password accepted; MaxName the
// longest name.
const (
	MinPassword = 12
	MaxName     = 100
)

// Limits are published to the web app (web/src/lib/rules.json).
var Limits = map[string]int{"name": MaxName, "passwordMin": MinPassword}

// InviteTTL is how long an invitation link works.
const InviteTTL = 7 * 24 * time.Hour

// Member is one staff account as the People section shows it.
type Member struct {
	ID        int64     `json:"id"`
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	Role      auth.Role `json:"role"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"createdAt"`
}

// Invitation is an invitation not yet used.
type Invitation struct {
	ID        int64     `json:"id"`
	Email     string    `json:"email"`
	Role      auth.Role `json:"role"`
	InvitedBy string    `json:"invitedBy,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// Errors the store answers with; the handler turns them into 4xx.
var (
	ErrLastOwner     = errors.New("The site needs at least one active owner: make someone else an owner first.")
	ErrMember        = errors.New("This address already belongs to an active member of the team.")
	ErrInviteInvalid = errors.New("This invitation link is not valid. Ask an owner of the site for a new one.")
	ErrInviteExpired = errors.New("This invitation has expired or was already used. Ask an owner of the site for a new one.")
	ErrNotFound      = errors.New("No such member of the team.")
	ErrNoInvitation  = errors.New("That invitation was already used or cancelled.")
)

type inviteInput struct {
	Email string    `json:"email"`
	Role  auth.Role `json:"role"`
}

func (in inviteInput) Validate() map[string]string {
	f := input.Fields{}
	f.Email("email", in.Email, true)
	f.Check("role", !in.Role.Valid(), "Choose a role: owner, admin, editor or viewer.")
	return f.Result()
}

type roleInput struct {
	Role auth.Role `json:"role"`
}

func (in roleInput) Validate() map[string]string {
	f := input.Fields{}
	f.Check("role", !in.Role.Valid(), "Choose a role: owner, admin, editor or viewer.")
	return f.Result()
}

type acceptInput struct {
	Token    string `json:"token"`
	Name     string `json:"name"`
	Password string `json:"password" text:"secret"`
}

func (in acceptInput) Validate() map[string]string {
	f := input.Fields{}
	f.Check("name", in.Name == "", "Please enter your name.")
	f.Check("name", utf8.RuneCountInString(in.Name) > MaxName, "Please keep your name under 100 characters.")
	n := utf8.RuneCountInString(in.Password)
	f.Check("password", n < MinPassword || len(in.Password) > auth.MaxPassword, "Choose a password of at least 12 characters.")
	return f.Result()
}

type tokenInput struct {
	Token string `json:"token"`
}
