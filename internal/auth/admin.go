package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"strings"
	"time"

	"mission/internal/db"
	"mission/internal/httpx"
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
	DB         *db.DB
	Sessions   *Sessions
	Failures   *httpx.Limiter
	TrustProxy bool
	// hashing bounds concurrent argon2id checks to the CPU count: each takes
	// 64 MiB, so a burst of logins queues rather than exhausting memory.
	hashing chan struct{}
}

// NewAdmin makes the admin login over d.
func NewAdmin(d *db.DB, secure bool) *Admin {
	return &Admin{
		DB:       d,
		Sessions: &Sessions{DB: d, Cookie: "mission_admin", TTL: 12 * time.Hour, Secure: secure},
		Failures: httpx.NewLimiter(MaxLoginFailures, LoginWindow),
		hashing:  make(chan struct{}, max(2, runtime.GOMAXPROCS(0))),
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

// Register adds the admin login routes to mux.
func (a *Admin) Register(mux *http.ServeMux) {
	mux.Handle("POST /api/admin/login", httpx.Handler(a.login))
	mux.Handle("POST /api/admin/logout", httpx.Handler(a.logout))
	mux.Handle("GET /api/admin/check", a.Require(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	})))
}

func (a *Admin) login(w http.ResponseWriter, r *http.Request) error {
	ip := httpx.ClientIP(r, a.TrustProxy)
	if blocked, wait := a.Failures.Blocked(ip); blocked {
		return httpx.TooMany("Too many failed attempts. Please wait before trying again.", wait)
	}
	var in struct {
		Password string `json:"password"`
	}
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	if strings.TrimSpace(in.Password) == "" {
		return httpx.Invalid(map[string]string{"password": "Please enter the password."})
	}
	if len(in.Password) > 1024 {
		return httpx.Invalid(map[string]string{"password": "Invalid password"})
	}
	hash, err := passwordHash(r.Context(), a.DB)
	if err != nil {
		return err
	}
	ok := false
	if hash != "" {
		select {
		case a.hashing <- struct{}{}:
		case <-r.Context().Done():
			return r.Context().Err()
		}
		ok, err = VerifyPassword(in.Password, hash)
		<-a.hashing
		if err != nil {
			return err
		}
	}
	if !ok {
		a.Failures.Allow(ip)
		return &httpx.Error{Status: http.StatusUnauthorized, Message: "Invalid password"}
	}
	a.Failures.Reset(ip)
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
