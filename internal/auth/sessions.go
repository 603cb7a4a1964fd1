package auth

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"time"
	"unicode/utf8"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
)

// Sessions keeps login sessions. The browser holds a random token in an
// HttpOnly cookie; the database holds only its SHA-256, so a leaked
// database does not leak live sessions.
type Sessions struct {
	DB     *db.DB
	Cookie string        // cookie name
	TTL    time.Duration // lifetime of a session
	Secure bool          // set the Secure flag (behind HTTPS)
	Now    clock.Func
}

// Session is who a live session belongs to: a staff member, or a partner.
type Session struct {
	Subject   string
	PartnerID int64
	UserID    int64
	// The browser's User-Agent and the client's address, shown to the
	// person in their list of sessions.
	UserAgent string
	Network   string
}

// Create starts a session for subject and sets its cookie.
func (s *Sessions) Create(ctx context.Context, w http.ResponseWriter, subject string) error {
	_, err := s.CreateFor(ctx, w, Session{Subject: subject})
	return err
}

// CreateFor starts a session and sets its cookie. It returns a public
// marker of the session (not its secret) that a client may keep.
func (s *Sessions) CreateFor(ctx context.Context, w http.ResponseWriter, who Session) (string, error) {
	token := NewToken()
	now := s.Now.UTC()
	expires := now.Add(s.TTL)
	err := s.DB.Write(ctx, func(tx *db.Tx) error {
		// The partner's row first: a deactivation locks it before it
		// deletes sessions, so taking it before any session row keeps the
		// two from waiting on each other.
		var partner, user any
		if who.PartnerID != 0 {
			partner = who.PartnerID
			if err := partnerActive(ctx, tx, who.PartnerID); err != nil {
				return err
			}
		}
		if who.UserID != 0 {
			user = who.UserID
			if err := staffActive(ctx, tx, who.UserID); err != nil {
				return err
			}
		}
		// Expired sessions are swept as new ones are made.
		if _, err := tx.Exec(ctx, "DELETE FROM sessions WHERE expires_at < ?", now); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO sessions (token_hash, subject, partner_id, user_id, created_at, expires_at, user_agent, network, last_seen_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, HashToken(token), who.Subject, partner, user, now, expires, clip(who.UserAgent, 300), who.Network, now)
		return err
	})
	if err != nil {
		return "", err
	}
	http.SetCookie(w, &http.Cookie{
		Name: s.Cookie, Value: token, Path: "/", Expires: expires, MaxAge: int(s.TTL / time.Second),
		HttpOnly: true, Secure: s.Secure, SameSite: http.SameSiteLaxMode,
	})
	return HashToken(token)[:16], nil
}

// clip keeps the first n bytes of s, on a character boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Marker is the public marker of the request's session cookie (what
// CreateFor returned), or "" without one: a key for counts per session.
func (s *Sessions) Marker(r *http.Request) string {
	c, err := r.Cookie(s.Cookie)
	if err != nil || c.Value == "" || len(c.Value) > 100 {
		return ""
	}
	return HashToken(c.Value)[:16]
}

// Subject returns who the request's session belongs to, or "" when it has
// no live session.
func (s *Sessions) Subject(r *http.Request) (string, error) {
	who, err := s.Lookup(r)
	return who.Subject, err
}

// Lookup returns the request's live session; a zero Session when it has
// none.
func (s *Sessions) Lookup(r *http.Request) (Session, error) {
	var who Session
	c, err := r.Cookie(s.Cookie)
	if err != nil || c.Value == "" || len(c.Value) > 100 {
		return who, nil
	}
	var partner sql.NullInt64
	err = s.DB.QueryRow(r.Context(), "SELECT subject, partner_id FROM sessions WHERE token_hash = ? AND expires_at > ?",
		HashToken(c.Value), s.Now.UTC()).Scan(&who.Subject, &partner)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, nil
	}
	who.PartnerID = partner.Int64
	return who, err
}

// MsgPartnerInactive answers a sign-in whose partner is deactivated.
const MsgPartnerInactive = "This partner account is deactivated. Please contact support."

// partnerActive refuses a partner session unless the partner is active
// when it is stored. On PostgreSQL the partner's row is locked until the
// session commits: a deactivation (which deletes the partner's sessions
// in the same transaction as the status) either waits and then finds the
// new session, or commits first and is seen here; without the lock a
// sign-in racing it could keep a session of a deactivated partner.
func partnerActive(ctx context.Context, tx *db.Tx, partner int64) error {
	lock := ""
	if tx.Dialect() == db.Postgres {
		lock = " FOR SHARE"
	}
	var status string
	err := tx.QueryRow(ctx, "SELECT status FROM partners WHERE id = ?"+lock, partner).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && status != "active") {
		return &httpx.Error{Status: http.StatusForbidden, Message: MsgPartnerInactive}
	}
	return err
}

// EndPartner ends every session of a partner, on every instance.
func EndPartner(ctx context.Context, tx *db.Tx, partnerID int64) error {
	_, err := tx.Exec(ctx, "DELETE FROM sessions WHERE partner_id = ?", partnerID)
	return err
}

// Destroy ends the request's session on the server and clears its cookie.
func (s *Sessions) Destroy(ctx context.Context, w http.ResponseWriter, r *http.Request) error {
	if c, err := r.Cookie(s.Cookie); err == nil && c.Value != "" {
		err := s.DB.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, "DELETE FROM sessions WHERE token_hash = ?", HashToken(c.Value))
			return err
		})
		if err != nil {
			return err
		}
	}
	http.SetCookie(w, &http.Cookie{Name: s.Cookie, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, Secure: s.Secure, SameSite: http.SameSiteLaxMode})
	return nil
}
