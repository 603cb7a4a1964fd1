package portal

import (
	"context"
	"errors"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
)

// Errors of the portal store.
var (
	ErrNotInReview   = errors.New("Only a project in review can be approved.")
	ErrUnknownClient = errors.New("choose one of your clients")
	ErrUnknownProj   = errors.New("choose your own projects")
	ErrApproved      = errors.New("This deliverable is already approved.")
)

// Store keeps what partners run from the portal. Every method takes the
// partner of the session and touches that partner's rows only: another
// partner's id is not found.
type Store struct {
	db *db.DB
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
	// Earnings computes the partner's share of the payments received (the
	// revenue package's, wired by app): the dashboard shows the Revenue
	// Dashboard's own figure, never one of its own.
	Earnings func(ctx context.Context, partner int64, now time.Time) (Earnings, error)
}

// NewStore returns the portal store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }
