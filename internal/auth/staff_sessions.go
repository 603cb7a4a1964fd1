package auth

import (
	"context"
	"database/sql"
	"net/http"
	"strings"
	"time"

	"mission/internal/db"
	"mission/internal/httpx"
)

// StaffSession is one signed-in browser of a staff member, as they see it.
type StaffSession struct {
	ID         string    `json:"id"`
	Device     string    `json:"device"`
	Network    string    `json:"network"`
	CreatedAt  time.Time `json:"createdAt"`
	LastSeenAt time.Time `json:"lastSeenAt"`
	Current    bool      `json:"current"`
}

// MsgNoSuchSession answers ending a session that is not (or no longer) there.
const MsgNoSuchSession = "That session has already ended."

func (a *StaffAuth) registerSessions(staff *httpx.Group) {
	staff.Func("GET /api/admin/me/sessions", a.mySessions)
	staff.Func("POST /api/admin/me/sessions/{id}/end", a.endMySession)
	staff.Func("GET /api/admin/staff/{id}/sessions", a.theirSessions)
	staff.Func("POST /api/admin/staff/{id}/sessions/end", a.endTheirSessions)
}

// sessionsOf lists a person's live sessions, the latest used first; the one
// with token hash current is marked.
func (a *StaffAuth) sessionsOf(ctx context.Context, user int64, current string) ([]StaffSession, error) {
	return db.List(ctx, a.DB, func(row db.Scanner) (StaffSession, error) {
		var s StaffSession
		var hash, agent string
		var seen sql.NullTime
		err := row.Scan(&hash, &agent, &s.Network, &s.CreatedAt, &seen)
		s.ID, s.Device, s.Current = hash[:16], DeviceOf(agent), hash == current
		s.CreatedAt, s.LastSeenAt = s.CreatedAt.UTC(), seen.Time.UTC()
		if !seen.Valid {
			s.LastSeenAt = s.CreatedAt
		}
		return s, err
	}, `SELECT token_hash, user_agent, network, created_at, last_seen_at FROM sessions WHERE user_id = ? AND expires_at > ?
		ORDER BY COALESCE(last_seen_at, created_at) DESC`, user, a.Sessions.Now.UTC())
}

func (a *StaffAuth) currentHash(r *http.Request) string {
	c, err := r.Cookie(a.Sessions.Cookie)
	if err != nil {
		return ""
	}
	return HashToken(c.Value)
}

func (a *StaffAuth) mySessions(w http.ResponseWriter, r *http.Request) error {
	me, _ := StaffFrom(r.Context())
	list, err := a.sessionsOf(r.Context(), me.ID, a.currentHash(r))
	return httpx.Reply(w, map[string]any{"sessions": list}, err)
}

// end deletes a person's sessions (those whose token hash starts with
// prefix; all with ""), and notes when on their account for the audit log.
func (a *StaffAuth) end(ctx context.Context, user int64, prefix string) (int64, error) {
	var n int64
	err := a.DB.Write(ctx, func(tx *db.Tx) error {
		q, args := "DELETE FROM sessions WHERE user_id = ?", []any{user}
		if prefix != "" {
			q, args = q+" AND token_hash LIKE ?", append(args, prefix+"%")
		}
		res, err := tx.Exec(ctx, q, args...)
		if err != nil {
			return err
		}
		if n, err = res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		_, err = tx.Exec(ctx, "UPDATE users SET sessions_ended_at = ? WHERE id = ?", a.Sessions.Now.UTC(), user)
		return err
	})
	return n, err
}

// endMySession ends one of the person's own sessions (this one too, which
// signs them out here).
func (a *StaffAuth) endMySession(w http.ResponseWriter, r *http.Request) error {
	me, _ := StaffFrom(r.Context())
	id := r.PathValue("id")
	if len(id) != 16 || strings.Trim(id, "0123456789abcdef") != "" {
		return httpx.NotFound(MsgNoSuchSession)
	}
	n, err := a.end(r.Context(), me.ID, id)
	if err != nil {
		return err
	}
	if n == 0 {
		return httpx.NotFound(MsgNoSuchSession)
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"ended": n})
	return nil
}

func (a *StaffAuth) theirSessions(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "No such member of the team.")
	if err != nil {
		return err
	}
	list, err := a.sessionsOf(r.Context(), id, a.currentHash(r))
	return httpx.Reply(w, map[string]any{"sessions": list}, err)
}

// endTheirSessions ends every session of a member of the team (an owner's
// answer to a lost laptop).
func (a *StaffAuth) endTheirSessions(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "No such member of the team.")
	if err != nil {
		return err
	}
	n, err := a.end(r.Context(), id, "")
	return httpx.Reply(w, map[string]any{"ended": n}, err)
}

// DeviceOf names a browser from its User-Agent: "Chrome on macOS".
func DeviceOf(agent string) string {
	browser, os := "A browser", ""
	for _, b := range []struct{ token, name string }{
		{"Edg/", "Edge"}, {"OPR/", "Opera"}, {"Firefox/", "Firefox"}, {"Chrome/", "Chrome"}, {"Chromium/", "Chromium"},
		{"Safari/", "Safari"}, {"curl/", "curl"},
	} {
		if strings.Contains(agent, b.token) {
			browser = b.name
			break
		}
	}
	for _, o := range []struct{ token, name string }{
		{"iPhone", "iPhone"}, {"iPad", "iPad"}, {"Android", "Android"}, {"Windows", "Windows"}, {"Mac OS X", "macOS"},
		{"CrOS", "ChromeOS"}, {"Linux", "Linux"},
	} {
		if strings.Contains(agent, o.token) {
			os = o.name
			break
		}
	}
	if os == "" {
		return browser
	}
	return browser + " on " + os
}
