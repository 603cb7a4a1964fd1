package auth

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
)

func TestPasswordHashing(t *testing.T) {
	ctx := context.Background()
	h, err := HashPassword(ctx, "correct horse battery")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=12288,t=3,p=1$") {
		t.Fatalf("hash format: %s", h)
	}
	if ok, _ := VerifyPassword(ctx, "correct horse battery", h); !ok {
		t.Fatal("right password refused")
	}
	if ok, _ := VerifyPassword(ctx, "correct horse batterY", h); ok {
		t.Fatal("wrong password accepted")
	}
	h2, _ := HashPassword(ctx, "correct horse battery")
	if h == h2 {
		t.Fatal("two hashes of one password share a salt")
	}
	if _, err := VerifyPassword(ctx, "x", "$argon2id$v=19$garbage"); err == nil {
		t.Fatal("malformed hash accepted")
	}
	if p := GeneratePassword(); len(p) != 24 || p == GeneratePassword() {
		t.Fatalf("generated password %q", p)
	}
}

// New hashes are at least as strong as one of OWASP's argon2id
// recommendations (Password Storage Cheat Sheet): memory and passes both at
// or above one listed pair, with one lane.
func TestNewHashesMeetOWASP(t *testing.T) {
	owasp := []struct{ memory, passes uint32 }{{47104, 1}, {19456, 2}, {12288, 3}, {9216, 4}, {7168, 5}}
	h, err := HashPassword(context.Background(), "correct horse battery")
	if err != nil {
		t.Fatal(err)
	}
	got, err := parseHash(h)
	if err != nil {
		t.Fatal(err)
	}
	met := false
	for _, o := range owasp {
		met = met || got.memory >= o.memory && got.passes >= o.passes
	}
	if !met || got.threads < 1 || len(got.salt) < 16 || len(got.key) < 32 {
		t.Fatalf("new hashes use m=%d t=%d p=%d, salt %d and key %d bytes", got.memory, got.passes, got.threads, len(got.salt), len(got.key))
	}
	if NeedsRehash(h) {
		t.Fatal("a new hash is due for a new hash")
	}
}

// oldHash is "correct horse battery staple" hashed as new hashes were
// before: 64 MiB, 3 passes, 2 lanes.
const oldHash = "$argon2id$v=19$m=65536,t=3,p=2$c2l4dGVlbi1ieXRlLXNsdA$McGuYi9lHH7M+KpykXeHXJOlLkOVr5mJBX96kAfBHN4"

// A hash keeps its own parameters: one made with the old ones still
// verifies, and is due for a new one.
func TestOldHashesStillVerify(t *testing.T) {
	ctx := context.Background()
	if ok, err := VerifyPassword(ctx, "correct horse battery staple", oldHash); !ok || err != nil {
		t.Fatalf("old hash: %v %v", ok, err)
	}
	if ok, _ := VerifyPassword(ctx, "correct horse battery stapler", oldHash); ok {
		t.Fatal("old hash: wrong password accepted")
	}
	if !NeedsRehash(oldHash) {
		t.Fatal("an old hash is not due for a new one")
	}
	if NeedsRehash("$argon2id$v=19$garbage") {
		t.Fatal("a malformed hash is due for a new one")
	}
}

func loginReq(password, ip string, cookies ...*http.Cookie) *http.Request {
	r := httptest.NewRequest("POST", "/api/admin/login", strings.NewReader(`{"email":"Owner@Example.com ","password":"`+password+`"}`))
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
	a, mux := adminSite(t, d, true)
	do := func(r *http.Request) *httptest.ResponseRecorder { return serve(mux, r) }
	if rec := do(httptest.NewRequest("GET", "/api/admin/check", nil)); rec.Code != 200 || rec.Body.String() != `{"ok":false,"signedIn":false}`+"\n" {
		t.Fatalf("check without session: %d %s", rec.Code, rec.Body)
		// Signed out is an answer, not an error.
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
	if rec := do(check); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"signedIn":true`) {
		t.Fatalf("check with session: %d %s", rec.Code, rec.Body)
	}
	// Expiry: the same cookie a day later is refused.
	a.Sessions.Now = func() time.Time { return time.Now().Add(13 * time.Hour) }
	if rec := do(check); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"signedIn":false`) {
		t.Fatalf("expired session accepted: %d %s", rec.Code, rec.Body)
	}
	a.Sessions.Now = nil
	logout := httptest.NewRequest("POST", "/api/admin/logout", nil)
	logout.AddCookie(cookie)
	if rec := do(logout); rec.Code != 200 {
		t.Fatalf("logout: %d", rec.Code)
	}
	if rec := do(check); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"signedIn":false`) {
		t.Fatalf("session survived logout: %d %s", rec.Code, rec.Body)
	}
	var n int
	d.QueryRow(ctx, "SELECT COUNT(*) FROM sessions").Scan(&n)
	if n != 0 {
		t.Fatalf("logout left %d sessions", n)
	}
}

func TestLoginThrottling(t *testing.T) {
	_, mux := adminSite(t, dbtest.SQLite(t), false)
	for i := 1; i <= 5; i++ {
		rec := serve(mux, loginReq("wrong", "198.51.100.7"))
		if rec.Code != 401 || !strings.Contains(rec.Body.String(), "Invalid email or password") {
			t.Fatalf("failure %d: %d %s", i, rec.Code, rec.Body)
		}
	}
	rec := serve(mux, loginReq("a-long-admin-password", "198.51.100.7"))
	if rec.Code != 429 || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("sixth attempt: %d retry-after=%q", rec.Code, rec.Header().Get("Retry-After"))
	}
	rec = serve(mux, loginReq("a-long-admin-password", "198.51.100.8"))
	if rec.Code != 200 {
		t.Fatalf("another address is throttled too: %d", rec.Code)
	}
}

// A burst of wrong passwords sent all at once from one address gets no
// more passwords checked than the sequential limit, and someone signing in
// from elsewhere meanwhile gets in.
func TestParallelBurstChecksAtMostTheLimit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) { parallelBurst(t, d) })
}

func parallelBurst(t *testing.T, d *db.DB) {
	a, mux := adminSite(t, d, false)
	var checked, inFlight, maxInFlight atomic.Int32
	a.Verifier.hash = func(ctx context.Context, p, h string) (bool, error) {
		checked.Add(1)
		n := inFlight.Add(1)
		for {
			m := maxInFlight.Load()
			if n <= m || maxInFlight.CompareAndSwap(m, n) {
				break
			}
		}
		defer inFlight.Add(-1)
		return VerifyPassword(ctx, p, h)
	}
	var wg sync.WaitGroup
	codes := make(chan int, 100)
	for range 100 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rec := serve(mux, loginReq("wrong-guess", "203.0.113.50"))
			codes <- rec.Code
		}()
	}
	rec := serve(mux, loginReq("a-long-admin-password", "198.51.100.1"))
	if rec.Code != 200 {
		t.Fatalf("sign-in from another address during the burst: %d %s", rec.Code, rec.Body)
	}
	wg.Wait()
	close(codes)
	count := map[int]int{}
	for c := range codes {
		count[c]++
	}
	if count[401] > MaxLoginFailures || count[401]+count[429] != 100 {
		t.Fatalf("answers to 100 parallel guesses: %v", count)
	}
	if n := checked.Load(); n > MaxLoginFailures+1 {
		t.Fatalf("%d passwords checked, want at most %d wrong ones and the right one", n, MaxLoginFailures)
	}
	if m := maxInFlight.Load(); m > perNetworkChecks+1 {
		t.Fatalf("%d checks at once", m)
	}
	// Guesses that follow the burst one by one get only what is left of
	// the limit, and then even the right password waits.
	for count[401] < MaxLoginFailures {
		rec := serve(mux, loginReq("wrong-guess", "203.0.113.50"))
		if rec.Code != 401 {
			t.Fatalf("after %d wrong passwords checked: %d", count[401], rec.Code)
		}
		count[401]++
	}
	rec = serve(mux, loginReq("a-long-admin-password", "203.0.113.50"))
	if rec.Code != 429 {
		t.Fatalf("after %d wrong passwords: %d", MaxLoginFailures, rec.Code)
	}
}

// A right password gives its attempt back: five sign-ins in a row never
// lock anyone out.
func TestSuccessfulSignInsDoNotCount(t *testing.T) {
	_, mux := adminSite(t, dbtest.SQLite(t), false)
	for i := range 8 {
		rec := serve(mux, loginReq("a-long-admin-password", "192.0.2.9"))
		if rec.Code != 200 {
			t.Fatalf("sign-in %d: %d", i, rec.Code)
		}
	}
	for i := range MaxLoginFailures {
		rec := serve(mux, loginReq("wrong", "192.0.2.9"))
		if rec.Code != 401 {
			t.Fatalf("failure %d: %d", i, rec.Code)
		}
	}
}

// Addresses of one IPv6 /64 share one limit.
func TestIPv6NetworkSharesItsLimit(t *testing.T) {
	_, mux := adminSite(t, dbtest.SQLite(t), false)
	for i := range MaxLoginFailures {
		rec := serve(mux, loginReq("wrong", fmt.Sprintf("[2001:db8:5:6::%x]", i+1)))
		if rec.Code != 401 {
			t.Fatalf("failure %d: %d", i, rec.Code)
		}
	}
	rec := serve(mux, loginReq("wrong", "[2001:db8:5:6:aaaa::1]"))
	if rec.Code != 429 {
		t.Fatalf("a new address in the same /64: %d", rec.Code)
	}
	rec = serve(mux, loginReq("a-long-admin-password", "[2001:db8:5:7::1]"))
	if rec.Code != 200 {
		t.Fatalf("the next /64: %d", rec.Code)
	}
}

// addStaff stores an active staff member (internal/team makes them in the
// product; this package cannot import it).
func addStaff(t testing.TB, d *db.DB, email, password string, role Role) int64 {
	t.Helper()
	hash, err := HashPassword(context.Background(), password)
	if err != nil {
		t.Fatal(err)
	}
	var id int64
	err = d.Write(context.Background(), func(tx *db.Tx) error {
		return tx.QueryRow(context.Background(), `INSERT INTO users (username, name, password, role, created_at, updated_at)
			VALUES (?, '', ?, ?, ?, ?) RETURNING id`, email, hash, string(role), time.Now().UTC(), time.Now().UTC()).Scan(&id)
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// adminSite is the staff sign-in on d with an owner, owner@example.com,
// whose password is "a-long-admin-password", and the mux that serves it.
func adminSite(t *testing.T, d *db.DB, secure bool) (*StaffAuth, *http.ServeMux) {
	t.Helper()
	addStaff(t, d, "owner@example.com", "a-long-admin-password", Owner)
	a := NewStaffAuth(d, secure)
	a.SecondFactorOptional = true // the two-factor tests turn it back on
	mux := http.NewServeMux()
	public, self := testGroups(mux, a.Identify)
	a.Register(public, self, httpx.NewRouter(mux).Group(httpx.Staff, a.Require))
	return a, mux
}

// serve answers r on mux.
func serve(mux *http.ServeMux, r *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, r)
	return rec
}

// testGroups registers on mux: the public group, and the "who am I" group
// with the guard given.
func testGroups(mux *http.ServeMux, selfGuard httpx.Middleware) (*httpx.Group, *httpx.Group) {
	r := httpx.NewRouter(mux)
	return r.Group(httpx.Public, nil), r.Group(httpx.Public, selfGuard)
}
