package auth

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"mission/internal/db"
	"mission/internal/httpx"
)

// Role is what a staff member may do; permissions.go says what each allows.
type Role string

// The staff roles, from the most powerful.
const (
	Owner  Role = "owner"  // everything, people and settings included
	Admin  Role = "admin"  // everything but people
	Editor Role = "editor" // moderation, leads, partners' records, content
	Viewer Role = "viewer" // reads only
)

// Roles lists every role, from the most powerful.
var Roles = []Role{Owner, Admin, Editor, Viewer}

// Valid tells whether r is one of Roles.
func (r Role) Valid() bool { return slices.Contains(Roles, r) }

// StaffSubject is the session subject of a staff member (the session's
// user_id names which one).
const StaffSubject = "staff"

// Staff is the person behind a staff session: the staff route group puts
// it in the request's context, and handlers take it from there.
type Staff struct {
	ID    int64  `json:"id"`
	Email string `json:"email"`
	Name  string `json:"name"`
	Role  Role   `json:"role"`
}

// Label is how the person is named to others: their name, else their e-mail.
func (s Staff) Label() string {
	if s.Name != "" {
		return s.Name
	}
	return s.Email
}

// StaffFrom is the staff member of the request's context, if any.
func StaffFrom(ctx context.Context) (Staff, bool) {
	s, ok := ctx.Value(staffKey).(Staff)
	return s, ok
}

// IsStaff tells whether the request's context carries a staff member.
func IsStaff(ctx context.Context) bool {
	_, ok := StaffFrom(ctx)
	return ok
}

// WithStaff is ctx carrying s, as the staff group's guard makes it (tests
// of handlers called without the guard use it too).
func WithStaff(ctx context.Context, s Staff) context.Context {
	return context.WithValue(ctx, staffKey, s)
}

// NormalizeEmail is the form an e-mail is stored and compared in.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// staffOfSession reads the active person behind a staff session token,
// and when the session was last seen.
func staffOfSession(ctx context.Context, d *db.DB, tokenHash string, now time.Time) (Staff, time.Time, bool, error) {
	var s Staff
	var seen sql.NullTime
	err := d.QueryRow(ctx, `SELECT u.id, u.username, u.name, u.role, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = ? AND s.expires_at > ? AND u.status = 'active'`, tokenHash, now).Scan(&s.ID, &s.Email, &s.Name, &s.Role, &seen)
	if errors.Is(err, sql.ErrNoRows) {
		return Staff{}, time.Time{}, false, nil
	}
	return s, seen.Time, err == nil, err
}

// MsgStaffInactive answers a sign-in whose account was deactivated.
const MsgStaffInactive = "This account is deactivated. Ask an owner of the site to restore it."

// staffActive refuses a staff session unless its person is active when it
// is stored; on PostgreSQL the row is locked until the session commits, so
// a deactivation racing the sign-in cannot leave a session behind (as
// partnerActive does for partners).
func staffActive(ctx context.Context, tx *db.Tx, user int64) error {
	lock := ""
	if tx.Dialect() == db.Postgres {
		lock = " FOR SHARE"
	}
	var status string
	err := tx.QueryRow(ctx, "SELECT status FROM users WHERE id = ?"+lock, user).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && status != "active") {
		return &httpx.Error{Status: http.StatusForbidden, Message: MsgStaffInactive}
	}
	return err
}

// EndStaff ends every session of a staff member, on every instance.
func EndStaff(ctx context.Context, tx *db.Tx, user int64) error {
	_, err := tx.Exec(ctx, "DELETE FROM sessions WHERE user_id = ?", user)
	return err
}
