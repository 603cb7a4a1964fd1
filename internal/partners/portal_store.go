package partners

import (
	"database/sql"
	"errors"
	"strings"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
)

// Errors of the portal store.
var (
	ErrNotInReview   = errors.New("Only a project in review can be approved.")
	ErrUnknownClient = errors.New("choose one of your clients")
	ErrUnknownProj   = errors.New("choose your own projects")
	// ErrNotClientsProject is a link naming a project that is not its
	// client's.
	ErrNotClientsProject = errors.New("choose this client's projects")
)

// Topic is announced by every write that changes what a client portal
// shows, so that cached pages are dropped on every instance.
const Topic = "client-portal"

// RevenueTopic is announced by every change to what the Revenue Dashboard
// shows: payments, client subscriptions and a partner's share.
const RevenueTopic = "partner-revenue"

// Portal keeps what partners run from the portal. Every method takes the
// partner of the session and touches that partner's rows only: another
// partner's id is not found.
type Portal struct {
	db       *db.DB
	touching chan struct{} // bounds the background writes of lastAccessedAt
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
}

// NewPortal returns the portal store on d.
func NewPortal(d *db.DB) *Portal { return &Portal{db: d, touching: make(chan struct{}, 4)} }

// OnChange calls fn after any committed change to what client portals
// show, made on this instance or another.
func (p *Portal) OnChange(fn func()) { p.db.OnChange(Topic, fn) }

// setter builds the SET clause of a partial update.
type setter struct {
	cols []string
	args []any
}

func (s *setter) set(col string, v any) {
	s.cols = append(s.cols, col+" = ?")
	s.args = append(s.args, v)
}

func (s *setter) sql() string { return strings.Join(s.cols, ", ") }

func dateValue(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.UTC()
}

func nullTime(t sql.NullTime) *time.Time { return utcPtr(t) }

// ---- clients

// ---- projects

// ---- milestones

func placeholders(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }

func int64Args(ids []int64) []any {
	out := make([]any, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}

// ---- deliverables

// ---- links
