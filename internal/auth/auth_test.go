package auth

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"mission/internal/db/dbtest"
)

func TestPasswordHashing(t *testing.T) {
	h, err := HashPassword("correct horse battery")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=65536,t=3,p=2$") {
		t.Fatalf("hash format: %s", h)
	}
	if ok, _ := VerifyPassword("correct horse battery", h); !ok {
		t.Fatal("right password refused")
	}
	if ok, _ := VerifyPassword("correct horse batterY", h); ok {
		t.Fatal("wrong password accepted")
	}
	h2, _ := HashPassword("correct horse battery")
	if h == h2 {
		t.Fatal("two hashes of one password share a salt")
	}
	if _, err := VerifyPassword("x", "$argon2id$v=19$garbage"); err == nil {
		t.Fatal("malformed hash accepted")
	}
	if p := GeneratePassword(); len(p) != 24 || p == GeneratePassword() {
		t.Fatalf("generated password %q", p)
	}
}

func TestEnsurePassword(t *testing.T) {
	d := dbtest.SQLite(t)
	ctx := context.Background()
	var out bytes.Buffer
	if err := EnsurePassword(ctx, d, "", &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "mission admin set-password") {
		t.Fatalf("first start should tell the generated password and how to change it: %q", out.String())
	}
	first, _ := passwordHash(ctx, d)
	out.Reset()
	EnsurePassword(ctx, d, "", &out)
	if again, _ := passwordHash(ctx, d); again != first || out.Len() != 0 {
		t.Fatal("a second start must keep the password and print nothing")
	}
	if err := EnsurePassword(ctx, d, "from-the-environment", &out); err != nil {
		t.Fatal(err)
	}
	h, _ := passwordHash(ctx, d)
	if ok, _ := VerifyPassword("from-the-environment", h); !ok {
		t.Fatal("ADMIN_PASSWORD not applied")
	}
	if err := SetPassword(ctx, d, "short"); err == nil {
		t.Fatal("short password accepted")
	}
}

func loginReq(password, ip string, cookies ...*http.Cookie) *http.Request {
	r := httptest.NewRequest("POST", "/api/admin/login", strings.NewReader(`{"password":"`+password+`"}`))
	r.Header.Set("Content-Type", "application/json")
	r.RemoteAddr = ip + ":1234"
	for _, c := range cookies {
		r.AddCookie(c)
	}
	return r
}

func TestLoginSessionLogout(t *testing.T) {
	d := dbtest.SQLite(t)
	ctx := context.Background()
	if err := SetPassword(ctx, d, "a-long-admin-password"); err != nil {
		t.Fatal(err)
	}
	a := NewAdmin(d, true)
	mux := http.NewServeMux()
	a.Register(mux)
	do := func(r *http.Request) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, r)
		return rec
	}
	if rec := do(httptest.NewRequest("GET", "/api/admin/check", nil)); rec.Code != 401 {
		t.Fatalf("check without session: %d", rec.Code)
	}
	rec := do(loginReq("a-long-admin-password", "192.0.2.1"))
	if rec.Code != 200 {
		t.Fatalf("login: %d %s", rec.Code, rec.Body)
	}
	cookie := rec.Result().Cookies()[0]
	if !cookie.HttpOnly || !cookie.Secure || cookie.SameSite != http.SameSiteLaxMode || cookie.MaxAge <= 0 {
		t.Fatalf("cookie flags: %+v", cookie)
	}
	var stored string
	d.QueryRow(ctx, "SELECT token_hash FROM sessions").Scan(&stored)
	if stored == cookie.Value || len(stored) != 64 {
		t.Fatal("the raw token must not be stored")
	}
	check := httptest.NewRequest("GET", "/api/admin/check", nil)
	check.AddCookie(cookie)
	if rec := do(check); rec.Code != 200 {
		t.Fatalf("check with session: %d", rec.Code)
	}
	// Expiry: the same cookie a day later is refused.
	a.Sessions.Now = func() time.Time { return time.Now().Add(13 * time.Hour) }
	if rec := do(check); rec.Code != 401 {
		t.Fatalf("expired session accepted: %d", rec.Code)
	}
	a.Sessions.Now = nil
	logout := httptest.NewRequest("POST", "/api/admin/logout", nil)
	logout.AddCookie(cookie)
	if rec := do(logout); rec.Code != 200 {
		t.Fatalf("logout: %d", rec.Code)
	}
	if rec := do(check); rec.Code != 401 {
		t.Fatalf("session survived logout: %d", rec.Code)
	}
	var n int
	d.QueryRow(ctx, "SELECT COUNT(*) FROM sessions").Scan(&n)
	if n != 0 {
		t.Fatalf("logout left %d sessions", n)
	}
}

func TestLoginThrottling(t *testing.T) {
	d := dbtest.SQLite(t)
	SetPassword(context.Background(), d, "a-long-admin-password")
	a := NewAdmin(d, false)
	mux := http.NewServeMux()
	a.Register(mux)
	for i := 1; i <= 5; i++ {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, loginReq("wrong", "198.51.100.7"))
		if rec.Code != 401 || !strings.Contains(rec.Body.String(), "Invalid password") {
			t.Fatalf("failure %d: %d %s", i, rec.Code, rec.Body)
		}
	}
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, loginReq("a-long-admin-password", "198.51.100.7"))
	if rec.Code != 429 || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("sixth attempt: %d retry-after=%q", rec.Code, rec.Header().Get("Retry-After"))
	}
	rec = httptest.NewRecorder()
	mux.ServeHTTP(rec, loginReq("a-long-admin-password", "198.51.100.8"))
	if rec.Code != 200 {
		t.Fatalf("another address is throttled too: %d", rec.Code)
	}
}
