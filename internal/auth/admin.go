package auth

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strings"
	"time"

	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/input"
	"mission/internal/ratelimit"
)

// Login throttling: after this many failures from one address in the
// window, further attempts are refused until the oldest failure ages out.
const (
	MaxLoginFailures = 5
	LoginWindow      = 15 * time.Minute
)

// MsgInvalidStaffLogin answers a wrong e-mail or password alike.
const MsgInvalidStaffLogin = "Invalid email or password"

// MsgNotAllowed answers a staff route the person's role does not allow.
const MsgNotAllowed = "Your role does not allow this. Ask an owner of the site if you need it."

// StaffAuth is the staff's sign-in and the guard of the staff route group.
type StaffAuth struct {
	DB       *db.DB
	Sessions *Sessions
	// Attempts counts sign-in attempts per client network, Accounts per
	// e-mail. An attempt is counted before its password is checked and
	// given back when the password is right, so no burst, however
	// parallel, gets more than MaxLoginFailures wrong passwords checked
	// per LoginWindow from one network.
	Attempts   ratelimit.Limiter
	Accounts   ratelimit.Limiter
	TrustProxy httpx.TrustedProxies
	// Verifier checks passwords; the partner sign-in shares it, so that
	// both count against one bound on the checks a network has running.
	Verifier *Verifier
	// SecondFactorOptional lets owners and admins sign in without a second
	// factor too (STAFF_TWO_FACTOR=optional).
	SecondFactorOptional bool
	Factors              *Factors
	// Record puts sign-in events in the audit log (nil: none kept).
	Record EventRecorder
}

// NewStaffAuth makes the staff sign-in over d.
func NewStaffAuth(d *db.DB, secure bool) *StaffAuth {
	sessions := &Sessions{DB: d, Cookie: "mission_admin", TTL: 12 * time.Hour, Secure: secure}
	return &StaffAuth{
		DB:       d,
		Sessions: sessions,
		Factors:  &Factors{DB: d, Now: func() time.Time { return sessions.Now.UTC() }},
		Attempts: ratelimit.New(d, "admin-login", MaxLoginFailures, LoginWindow),
		// An account under attack from many networks is still bounded.
		Accounts: ratelimit.New(d, "admin-login-account", 4*MaxLoginFailures, LoginWindow),
		Verifier: NewVerifier(),
	}
}

// Register adds the staff sign-in routes; self is the staff's "who am I"
// group, guarded by Identify; staff the staff group, for a person's own
// second factor.
func (a *StaffAuth) Register(public, self, staff *httpx.Group) {
	a.registerTwoFactor(public, staff)
	a.registerSessions(staff)
	public.Func("POST /api/admin/login", a.login)
	public.Func("POST /api/admin/logout", a.logout)
	// Signed out is an answer, not an error: the admin area asks on every
	// visit, and a 401 would show in the visitor's console.
	self.Func("GET /api/admin/check", func(w http.ResponseWriter, r *http.Request) error {
		s, in := StaffFrom(r.Context())
		out := map[string]any{"ok": in, "signedIn": in}
		if in {
			out["staff"] = s
			out["permissions"] = PermissionsOf(s.Role)
		}
		httpx.WriteJSON(w, http.StatusOK, out)
		return nil
	})
}

type staffLogin struct {
	Email    string `json:"email"`
	Password string `json:"password" text:"secret"`
}

func (in staffLogin) Validate() map[string]string {
	f := input.Fields{}
	f.Check("email", strings.TrimSpace(in.Email) == "", "Please enter your email.")
	f.Check("password", strings.TrimSpace(in.Password) == "", "Please enter the password.")
	return f.Result()
}

// credentials is the id and hash of the active account with this e-mail;
// 0 and "" when there is none.
func (a *StaffAuth) credentials(ctx context.Context, email string) (int64, string, error) {
	var id int64
	var hash string
	err := a.DB.QueryRow(ctx, "SELECT id, password FROM users WHERE username = ? AND status = 'active'",
		NormalizeEmail(email)).Scan(&id, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", nil
	}
	return id, hash, err
}

func (a *StaffAuth) login(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[staffLogin](w, r)
	if err != nil {
		return err
	}
	if len(in.Email) > 254 || len(in.Password) > MaxPassword {
		return &httpx.Error{Status: http.StatusUnauthorized, Message: MsgInvalidStaffLogin}
	}
	id, hash, err := a.credentials(r.Context(), in.Email)
	if err != nil {
		return err
	}
	network := httpx.ClientKey(r, a.TrustProxy)
	ok, err := a.Verifier.Verify(r.Context(), network, in.Password, hash,
		Limit{a.Attempts, network}, Limit{a.Accounts, NormalizeEmail(in.Email)})
	if err != nil {
		return err
	}
	if !ok {
		return &httpx.Error{Status: http.StatusUnauthorized, Message: MsgInvalidStaffLogin}
	}
	Rehash(r.Context(), hash, in.Password, func(ctx context.Context, h string) error {
		return a.DB.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, "UPDATE users SET password = ? WHERE id = ? AND password = ?", h, id, hash)
			return err
		})
	})
	return a.afterPassword(w, r, id)
}

func (a *StaffAuth) logout(w http.ResponseWriter, r *http.Request) error {
	if err := a.Sessions.Destroy(r.Context(), w, r); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
}

// seenEvery is how stale a session's last-seen time may grow: one write
// per session per five minutes, not one per request.
const seenEvery = 5 * time.Minute

// Lookup is the active staff member of the request's session, if any; it
// keeps the session's last-seen time.
func (a *StaffAuth) Lookup(r *http.Request) (Staff, bool, error) {
	c, err := r.Cookie(a.Sessions.Cookie)
	if err != nil || c.Value == "" || len(c.Value) > 100 {
		return Staff{}, false, nil
	}
	now := a.Sessions.Now.UTC()
	s, seen, ok, err := staffOfSession(r.Context(), a.DB, HashToken(c.Value), now)
	if ok && now.Sub(seen) >= seenEvery {
		err = a.DB.Write(r.Context(), func(tx *db.Tx) error {
			_, err := tx.Exec(r.Context(), "UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?", now, HashToken(c.Value))
			return err
		})
	}
	return s, ok, err
}

// Start signs a staff member in: a session that remembers the browser and
// the network it came from, recorded with how the person proved who they
// are (method: "password", "password and recovery code", "invitation").
func (a *StaffAuth) Start(w http.ResponseWriter, r *http.Request, user int64, method string) error {
	ctx := a.Recording(r, user, ActionSignedIn, map[string]any{"method": method})
	_, err := a.Sessions.CreateFor(ctx, w, Session{Subject: StaffSubject, UserID: user,
		UserAgent: r.UserAgent(), Network: httpx.ClientIP(r, a.TrustProxy)})
	return err
}

// Identify is the guard of the staff's "who am I" group: anyone may call
// its routes, and a live staff session puts its person in the context
// (StaffFrom). It refuses no one.
func (a *StaffAuth) Identify(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s, ok, err := a.Lookup(r)
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		if ok {
			r = r.WithContext(WithStaff(r.Context(), s))
		}
		next.ServeHTTP(w, r)
	})
}

// Require is the staff group's guard: 401 without a live staff session,
// 403 when RoutePermissions does not give the person's role the route the
// request matched.
func (a *StaffAuth) Require(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s, ok, err := a.Lookup(r)
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		if !ok {
			httpx.WriteError(w, r, httpx.Unauthorized())
			return
		}
		need, listed := RoutePermissions[r.Pattern]
		if !listed || !s.Role.Can(need) {
			httpx.WriteError(w, r, &httpx.Error{Status: http.StatusForbidden, Message: MsgNotAllowed})
			return
		}
		next.ServeHTTP(w, r.WithContext(WithStaff(r.Context(), s)))
	})
}
