package auth

import (
	"context"
	"net/http"

	"mission/internal/db"
	"mission/internal/httpx"
)

// Event is something staff members do for themselves before they have a
// session (sign in, turn two-factor on at sign-in, accept an invitation),
// which the audit log records like the staff routes' writes.
type Event struct {
	User    int64
	Network string
	Action  string
	// Changes is each field the event set, with its new value.
	Changes map[string]any
}

// EventRecorder writes an event in the transaction of the change it
// records, so that one never commits without the other.
type EventRecorder func(ctx context.Context, tx *db.Tx, e Event) error

// The actions of staff sign-in events.
const (
	ActionSignedIn           = "signed in"
	ActionTwoFactorOn        = "two-factor on"
	ActionInvitationAccepted = "invitation accepted"
)

// RecordEvent records, in tx, an event of user's from request r.
func (a *StaffAuth) RecordEvent(r *http.Request, tx *db.Tx, user int64, action string, changes map[string]any) error {
	if a.Record == nil {
		return nil
	}
	return a.Record(r.Context(), tx, Event{User: user, Network: httpx.ClientIP(r, a.TrustProxy), Action: action, Changes: changes})
}

// Recording is r's context with the event recorded by every write made
// under it, after the write's own work; nothing is recorded when the site
// keeps no audit log (Record is nil).
func (a *StaffAuth) Recording(r *http.Request, user int64, action string, changes map[string]any) context.Context {
	if a.Record == nil {
		return r.Context()
	}
	return db.WithAround(r.Context(), func(ctx context.Context, tx *db.Tx, fn func(*db.Tx) error) error {
		if err := fn(tx); err != nil {
			return err
		}
		return a.RecordEvent(r, tx, user, action, changes)
	})
}
