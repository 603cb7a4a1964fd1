package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"net/http"
	"time"

	"mission/internal/db"
)

// Sessions keeps login sessions. The browser holds a random token in an
// HttpOnly cookie; the database holds only its SHA-256, so a leaked
// database does not leak live sessions.
type Sessions struct {
	DB     *db.DB
	Cookie string        // cookie name
	TTL    time.Duration // lifetime of a session
	Secure bool          // set the Secure flag (behind HTTPS)
	Now    func() time.Time
}

func (s *Sessions) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// Session is who a live session belongs to: the admin, or a partner.
type Session struct {
	Subject   string
	PartnerID int64
}

// Create starts a session for subject and sets its cookie.
func (s *Sessions) Create(ctx context.Context, w http.ResponseWriter, subject string) error {
	_, err := s.CreateFor(ctx, w, Session{Subject: subject})
	return err
}

// CreateFor starts a session and sets its cookie. It returns a public
// marker of the session (not its secret) that a client may keep.
func (s *Sessions) CreateFor(ctx context.Context, w http.ResponseWriter, who Session) (string, error) {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	now := s.now()
	expires := now.Add(s.TTL)
	err := s.DB.Write(ctx, func(tx *db.Tx) error {
		// Expired sessions are swept as new ones are made.
		if _, err := tx.Exec(ctx, "DELETE FROM sessions WHERE expires_at < ?", now); err != nil {
			return err
		}
		var partner any
		if who.PartnerID != 0 {
			partner = who.PartnerID
		}
		_, err := tx.Exec(ctx, "INSERT INTO sessions (token_hash, subject, partner_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
			hashToken(token), who.Subject, partner, now, expires)
		return err
	})
	if err != nil {
		return "", err
	}
	http.SetCookie(w, &http.Cookie{
		Name: s.Cookie, Value: token, Path: "/", Expires: expires, MaxAge: int(s.TTL / time.Second),
		HttpOnly: true, Secure: s.Secure, SameSite: http.SameSiteLaxMode,
	})
	return hashToken(token)[:16], nil
}

// Marker is the public marker of the request's session cookie (what
// CreateFor returned), or "" without one: a key for counts per session.
func (s *Sessions) Marker(r *http.Request) string {
	c, err := r.Cookie(s.Cookie)
	if err != nil || c.Value == "" || len(c.Value) > 100 {
		return ""
	}
	return hashToken(c.Value)[:16]
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
		hashToken(c.Value), s.now()).Scan(&who.Subject, &partner)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, nil
	}
	who.PartnerID = partner.Int64
	return who, err
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
			_, err := tx.Exec(ctx, "DELETE FROM sessions WHERE token_hash = ?", hashToken(c.Value))
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
