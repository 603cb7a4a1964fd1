package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/input"
	"mission/internal/ratelimit"
)

// AdminSubject is the session subject of the staff admin.
const AdminSubject = "admin"

// Login throttling: after this many failures from one address in the
// window, further attempts are refused until the oldest failure ages out.
const (
	MaxLoginFailures = 5
	LoginWindow      = 15 * time.Minute
)

// Admin is the single-password staff login.
type Admin struct {
	DB       *db.DB
	Sessions *Sessions
	// Attempts counts sign-in attempts per client network. An attempt is
	// counted before its password is checked and given back when the
	// password is right, so no burst, however parallel, gets more than
	// MaxLoginFailures wrong passwords checked per LoginWindow.
	Attempts   ratelimit.Limiter
	TrustProxy httpx.TrustedProxies
	// Verifier checks passwords; the partner sign-in shares it, so that
	// both count against one bound on concurrent hashing.
	Verifier *Verifier
}

// NewAdmin makes the admin login over d.
func NewAdmin(d *db.DB, secure bool) *Admin {
	return &Admin{
		DB:       d,
		Sessions: &Sessions{DB: d, Cookie: "mission_admin", TTL: 12 * time.Hour, Secure: secure},
		Attempts: ratelimit.New(d, "admin-login", MaxLoginFailures, LoginWindow),
		Verifier: NewVerifier(),
	}
}

// SetPassword stores a new admin password hash and ends every admin session.
func SetPassword(ctx context.Context, d *db.DB, password string) error {
	if len(password) < 12 {
		return errors.New("the admin password must be at least 12 characters")
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	return d.Write(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "DELETE FROM admin_credentials"); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "DELETE FROM sessions WHERE subject = ?", AdminSubject); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, "INSERT INTO admin_credentials (id, password_hash, updated_at) VALUES (1, ?, ?)", hash, time.Now().UTC())
		return err
	})
}

func passwordHash(ctx context.Context, d *db.DB) (string, error) {
	var hash string
	err := d.QueryRow(ctx, "SELECT password_hash FROM admin_credentials WHERE id = 1").Scan(&hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return hash, err
}

// EnsurePassword makes sure an admin password exists at start: fromEnv
// (ADMIN_PASSWORD) replaces it when given and different; with neither a
// stored one nor fromEnv, a strong one is generated and told once on out.
func EnsurePassword(ctx context.Context, d *db.DB, fromEnv string, out io.Writer) error {
	hash, err := passwordHash(ctx, d)
	if err != nil {
		return err
	}
	if fromEnv != "" {
		if hash != "" {
			if ok, _ := VerifyPassword(fromEnv, hash); ok {
				return nil
			}
		}
		return SetPassword(ctx, d, fromEnv)
	}
	if hash != "" {
		return nil
	}
	pw := GeneratePassword()
	if err := SetPassword(ctx, d, pw); err != nil {
		return err
	}
	fmt.Fprintf(out, "\n  No admin password was set, so one was generated. It is shown only this once:\n\n"+
		"      %s\n\n  Sign in at /admin/login. Change it with `mission admin set-password` or the\n"+
		"  ADMIN_PASSWORD environment variable.\n\n", pw)
	return nil
}

// Register adds the staff sign-in routes; self is the staff's "who am I"
// group, guarded by Identify.
func (a *Admin) Register(public, self *httpx.Group) {
	public.Func("POST /api/admin/login", a.login)
	public.Func("POST /api/admin/logout", a.logout)
	// Signed out is an answer, not an error: the admin area asks on every
	// visit, and a 401 would show in the visitor's console.
	self.Func("GET /api/admin/check", func(w http.ResponseWriter, r *http.Request) error {
		in := IsStaff(r.Context())
		httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": in, "signedIn": in})
		return nil
	})
}

type adminLogin struct {
	Password string `json:"password" text:"secret"`
}

func (in adminLogin) Validate() map[string]string {
	f := input.Fields{}
	f.Check("password", strings.TrimSpace(in.Password) == "", "Please enter the password.")
	f.Check("password", len(in.Password) > MaxPassword, "Invalid password")
	return f.Result()
}

func (a *Admin) login(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[adminLogin](w, r)
	if err != nil {
		return err
	}
	hash, err := passwordHash(r.Context(), a.DB)
	if err != nil {
		return err
	}
	network := httpx.ClientKey(r, a.TrustProxy)
	ok, err := a.Verifier.Verify(r.Context(), network, in.Password, hash, Limit{a.Attempts, network})
	if err != nil {
		return err
	}
	if !ok {
		return &httpx.Error{Status: http.StatusUnauthorized, Message: "Invalid password"}
	}
	if err := a.Sessions.Create(r.Context(), w, AdminSubject); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
}

func (a *Admin) logout(w http.ResponseWriter, r *http.Request) error {
	if err := a.Sessions.Destroy(r.Context(), w, r); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
}

// IsAdmin tells whether the request carries a live admin session.
func (a *Admin) IsAdmin(r *http.Request) (bool, error) {
	subject, err := a.Sessions.Subject(r)
	return subject == AdminSubject, err
}

// Identify is the guard of the staff's "who am I" group: anyone may call
// its routes, and a live admin session marks the context (IsStaff). It
// refuses no one.
func (a *Admin) Identify(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ok, err := a.IsAdmin(r)
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		if ok {
			r = r.WithContext(context.WithValue(r.Context(), staffKey, true))
		}
		next.ServeHTTP(w, r)
	})
}

// Require answers 401 unless the request has a live admin session.
func (a *Admin) Require(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ok, err := a.IsAdmin(r)
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		if !ok {
			httpx.WriteError(w, r, httpx.Unauthorized())
			return
		}
		next.ServeHTTP(w, r)
	})
}
