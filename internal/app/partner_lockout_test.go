package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

func loginBody(email, password string) string {
	return fmt.Sprintf(`{"email":%q,"password":%q}`, email, password)
}

// guessInParallel sends n wrong passwords for email from n networks, in
// parallel, and counts the answers.
func (s *testSite) guessInParallel(email string, n int) map[int]int {
	return dbtest.Count(dbtest.Parallel(n, func(i int) int {
		code, _ := s.do(&http.Client{}, "POST", "/api/partner-auth/login", loginBody(email, "a-wrong-guess-here"),
			"X-Forwarded-For", fmt.Sprintf("198.51.%d.%d", i/200, i%200+1))
		return code
	}))
}

// signInLinks are the links e-mailed to address so far, oldest first.
func (s *testSite) signInLinks(address string) []string {
	s.t.Helper()
	s.compose()
	rows, err := s.app.DB.Query(context.Background(), "SELECT payload FROM outbox WHERE kind = 'email' AND recipient = ? ORDER BY id", address)
	if err != nil {
		s.t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var payload string
		rows.Scan(&payload)
		var p struct {
			Template string            `json:"template"`
			Data     map[string]string `json:"data"`
		}
		json.Unmarshal([]byte(payload), &p)
		if p.Template == "partner_sign_in_link" {
			_, token, ok := strings.Cut(p.Data["link"], "https://mission.example/partners/login#signin=")
			if !ok {
				s.t.Fatalf("sign-in link: %q", p.Data["link"])
			}
			out = append(out, token)
		}
	}
	return out
}

func TestStrangersNeverLockTheOwnersDeviceOut(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "TRUST_PROXY=true")
		owner := s.partner(s.staff(), "owner@partner.example")
		// A stranger's 100 wrong guesses, in parallel from 100 networks:
		// at most five are checked, and the account is closed to strangers.
		if n := s.guessInParallel(owner.Email, 100); n[401] > 5 || n[401]+n[429] != 100 {
			t.Fatalf("100 guesses: %v", n)
		}
		if code, body := s.do(s.client(), "POST", "/api/partner-auth/login", loginBody(owner.Email, partnerPassword),
			"X-Forwarded-For", "203.0.113.50"); code != 429 || !strings.Contains(body, "sign-in link") {
			t.Fatalf("a stranger with the right password: %d %s", code, body)
		}
		// The owner's browser, which signed in before, still gets in, from
		// any network.
		if code, body := s.do(owner.Client, "POST", "/api/partner-auth/login", loginBody(owner.Email, partnerPassword),
			"X-Forwarded-For", "192.0.2.77"); code != 200 {
			t.Fatalf("the owner's device: %d %s", code, body)
		}
		// A copied cookie with a forged signature is a stranger's.
		forged := s.client()
		u := mustURL(s.srv.URL + "/api/partner-auth/login")
		for _, c := range owner.Client.Jar.Cookies(u) {
			if c.Name == "mission_device" {
				// Change a whole character of the signature: the last one
				// carries padding bits a lenient decoder would ignore.
				i := len(c.Value) - 5
				c.Value = c.Value[:i] + map[bool]string{true: "B", false: "A"}[c.Value[i] == 'A'] + c.Value[i+1:]
				forged.Jar.SetCookies(u, []*http.Cookie{c})
			}
		}
		if code, _ := s.do(forged, "POST", "/api/partner-auth/login", loginBody(owner.Email, partnerPassword), "X-Forwarded-For", "192.0.2.78"); code != 429 {
			t.Fatalf("a forged device cookie: %d", code)
		}
		// The device's own failures are still limited: five, then 429.
		var codes []int
		for range 7 {
			code, _ := s.do(owner.Client, "POST", "/api/partner-auth/login", loginBody(owner.Email, "not-my-password"), "X-Forwarded-For", "192.0.2.77")
			codes = append(codes, code)
		}
		if fmt.Sprint(codes) != "[401 401 401 401 401 429 429]" {
			t.Fatalf("the device's own wrong passwords: %v", codes)
		}
	})
}

func TestTheDeviceCookieIsForItsAccountOnly(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "TRUST_PROXY=true")
		staff := s.staff()
		mine := s.partner(staff, "mine@partner.example")
		other := s.partner(staff, "other@partner.example")
		s.guessInParallel(other.Email, 10)
		// My browser is known to my account, not to another partner's.
		if code, _ := s.do(mine.Client, "POST", "/api/partner-auth/login", loginBody(other.Email, partnerPassword), "X-Forwarded-For", "192.0.2.9"); code != 429 {
			t.Fatalf("another account's lockout from my device: %d", code)
		}
		res, err := mine.Client.Post(s.srv.URL+"/api/partner-auth/login", "application/json", strings.NewReader(loginBody(mine.Email, partnerPassword)))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		var cookie *http.Cookie
		for _, c := range res.Cookies() {
			if c.Name == "mission_device" {
				cookie = c
			}
		}
		if cookie == nil || !cookie.HttpOnly || cookie.Path != "/api/partner-auth" || cookie.SameSite != http.SameSiteStrictMode {
			t.Fatalf("device cookie: %+v", cookie)
		}
	})
}

func TestASignInLinkOpensALockedAccountOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "TRUST_PROXY=true")
		staff := s.staff()
		owner := s.partner(staff, "locked@partner.example")
		s.guessInParallel(owner.Email, 20)

		// The same answer for an account and for none.
		laptop := s.client()
		code, known := s.do(laptop, "POST", "/api/partner-auth/sign-in-link", `{"email":"Locked@Partner.example"}`, "X-Forwarded-For", "192.0.2.10")
		code2, unknown := s.do(s.client(), "POST", "/api/partner-auth/sign-in-link", `{"email":"nobody@partner.example"}`, "X-Forwarded-For", "192.0.2.11")
		if code != 202 || code2 != 202 || known != unknown || !strings.Contains(known, "sign-in link is on its way") {
			t.Fatalf("asking for a link: %d %s / %d %s", code, known, code2, unknown)
		}
		if code, body := s.do(laptop, "POST", "/api/partner-auth/sign-in-link", `{"email":"not an address"}`); code != 400 || !strings.Contains(body, `"email"`) {
			t.Fatalf("a malformed address: %d %s", code, body)
		}
		links := s.signInLinks(owner.Email)
		if len(links) != 1 || len(s.signInLinks("nobody@partner.example")) != 0 {
			t.Fatalf("links: %v", links)
		}
		var stored int
		d.QueryRow(t.Context(), "SELECT COUNT(*) FROM partner_sign_in_links WHERE token_hash = ?", links[0]).Scan(&stored)
		if stored != 0 {
			t.Fatal("the token is stored as it is, not hashed")
		}

		// The link signs the laptop in, once.
		if code, body := s.do(laptop, "POST", "/api/partner-auth/sign-in-link/use", `{"token":"`+links[0]+`"}`); code != 200 || !strings.Contains(body, owner.Email) {
			t.Fatalf("using the link: %d %s", code, body)
		}
		if !s.partnerSignedIn(laptop) {
			t.Fatal("the link did not sign the laptop in")
		}
		if code, body := s.do(s.client(), "POST", "/api/partner-auth/sign-in-link/use", `{"token":"`+links[0]+`"}`); code != 410 || !strings.Contains(body, "used or has expired") {
			t.Fatalf("a second use: %d %s", code, body)
		}
		if code, _ := s.do(s.client(), "POST", "/api/partner-auth/sign-in-link/use", `{"token":"`+strings.Repeat("x", 43)+`"}`); code != 404 {
			t.Fatalf("an unknown link: %d", code)
		}
		// The laptop is now the owner's device: the password works there.
		if code, _ := s.do(laptop, "POST", "/api/partner-auth/login", loginBody(owner.Email, partnerPassword), "X-Forwarded-For", "192.0.2.10"); code != 200 {
			t.Fatalf("the password on the laptop after the link: %d", code)
		}

		// Twenty browsers racing with one new link: one gets in.
		s.do(s.client(), "POST", "/api/partner-auth/sign-in-link", `{"email":"locked@partner.example"}`, "X-Forwarded-For", "192.0.2.12")
		links = s.signInLinks(owner.Email)
		codes := dbtest.Count(dbtest.Parallel(20, func(i int) int {
			jar, _ := cookiejar.New(nil)
			code, _ := s.do(&http.Client{Jar: jar}, "POST", "/api/partner-auth/sign-in-link/use", `{"token":"`+links[1]+`"}`,
				"X-Forwarded-For", fmt.Sprintf("192.0.2.%d", 100+i))
			return code
		}))
		if codes[200] != 1 || codes[410] != 19 {
			t.Fatalf("20 parallel uses: %v", codes)
		}

		// Three links per address in 15 minutes, whoever asks.
		if code, _ := s.do(s.client(), "POST", "/api/partner-auth/sign-in-link", `{"email":"locked@partner.example"}`, "X-Forwarded-For", "192.0.2.13"); code != 202 {
			t.Fatalf("the third link: %d", code)
		}
		if code, body := s.do(s.client(), "POST", "/api/partner-auth/sign-in-link", `{"email":"locked@partner.example"}`, "X-Forwarded-For", "192.0.2.14"); code != 429 {
			t.Fatalf("the fourth link: %d %s", code, body)
		}
		// A new password spends the links still out.
		third := s.signInLinks(owner.Email)[2]
		if code, _ := s.do(laptop, "POST", "/api/partner/password", `{"currentPassword":"`+partnerPassword+`","newPassword":"a-new-password-1"}`); code != 200 {
			t.Fatalf("password change: %d", code)
		}
		if code, _ := s.do(s.client(), "POST", "/api/partner-auth/sign-in-link/use", `{"token":"`+third+`"}`); code != 410 {
			t.Fatalf("a link from before the new password: %d", code)
		}
	})
}

func TestSignInLinksGoToActivePartnersOnly(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		gone := s.partner(staff, "gone@partner.example")
		s.invite(staff, "pending@partner.example")
		s.do(staff, "POST", fmt.Sprintf("/api/admin/partners/%d/deactivate", gone.ID), "")
		for _, email := range []string{gone.Email, "pending@partner.example"} {
			if code, _ := s.do(s.client(), "POST", "/api/partner-auth/sign-in-link", `{"email":"`+email+`"}`); code != 202 {
				t.Fatalf("%s: %d", email, code)
			}
			if links := s.signInLinks(email); len(links) != 0 {
				t.Fatalf("%s got a link", email)
			}
		}
	})
}

func TestWrongCurrentPasswordsDoNotLockTheSignIn(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "TRUST_PROXY=true")
		p := s.partner(s.staff(), "settings@partner.example")
		var codes []int
		for range 8 {
			code, _ := s.do(p.Client, "POST", "/api/partner/password", `{"currentPassword":"wrong-one-here","newPassword":"a-new-password-1"}`,
				"X-Forwarded-For", "192.0.2.30")
			codes = append(codes, code)
		}
		if fmt.Sprint(codes) != "[400 400 400 400 400 429 429 429]" {
			t.Fatalf("wrong current passwords: %v", codes)
		}
		// A new browser, from the same network, signs in as usual.
		if code, body := s.do(s.client(), "POST", "/api/partner-auth/login", loginBody(p.Email, partnerPassword), "X-Forwarded-For", "192.0.2.30"); code != 200 {
			t.Fatalf("sign-in after wrong current passwords: %d %s", code, body)
		}
		// And its own session has its own count.
		other := s.client()
		s.do(other, "POST", "/api/partner-auth/login", loginBody(p.Email, partnerPassword))
		if code, _ := s.do(other, "POST", "/api/partner/password", `{"currentPassword":"wrong-one-here","newPassword":"a-new-password-1"}`); code != 400 {
			t.Fatalf("another session's first wrong password: %d", code)
		}
	})
}

// Two instances on one PostgreSQL count against the same limits, share the
// device key, and spend a link once between them.
func TestSignInLimitsHoldAcrossTwoInstances(t *testing.T) {
	url := dbtest.PostgresURL(t)
	a := newSite(t, dbtest.Open(t, url), "TRUST_PROXY=true")
	b := newSite(t, dbtest.Open(t, url), "TRUST_PROXY=true")
	owner := a.partner(a.staff(), "twice@partner.example")
	sites := []*testSite{a, b}

	burst := func(n int, send func(s *testSite, i int) int) map[int]int {
		return dbtest.Count(dbtest.Parallel(n, func(i int) int { return send(sites[i%2], i) }))
	}
	guesses := burst(60, func(s *testSite, i int) int {
		code, _ := s.do(&http.Client{}, "POST", "/api/partner-auth/login", loginBody(owner.Email, "a-wrong-guess-here"),
			"X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i+1))
		return code
	})
	if guesses[401] > 5 || guesses[401]+guesses[429] != 60 {
		t.Fatalf("60 guesses over two instances: %v", guesses)
	}
	// The owner's cookie, issued by one instance, is known to the other.
	if code, body := b.do(owner.Client, "POST", "/api/partner-auth/login", loginBody(owner.Email, partnerPassword), "X-Forwarded-For", "192.0.2.1"); code != 200 {
		t.Fatalf("the owner's device on the other instance: %d %s", code, body)
	}
	asks := burst(20, func(s *testSite, i int) int {
		code, _ := s.do(&http.Client{}, "POST", "/api/partner-auth/sign-in-link", `{"email":"twice@partner.example"}`,
			"X-Forwarded-For", fmt.Sprintf("192.0.2.%d", 10+i))
		return code
	})
	if asks[202] != 3 || asks[429] != 17 {
		t.Fatalf("20 link requests over two instances: %v", asks)
	}
	links := a.signInLinks(owner.Email)
	if len(links) != 3 {
		t.Fatalf("links: %d", len(links))
	}
	uses := burst(20, func(s *testSite, i int) int {
		jar, _ := cookiejar.New(nil)
		code, _ := s.do(&http.Client{Jar: jar}, "POST", "/api/partner-auth/sign-in-link/use", `{"token":"`+links[i%3]+`"}`,
			"X-Forwarded-For", fmt.Sprintf("192.0.2.%d", 100+i))
		return code
	})
	// One link signs in; it spends the other two with it.
	if uses[200] != 1 || uses[410] != 19 {
		t.Fatalf("20 uses of three links over two instances: %v", uses)
	}
}

// The owner's own counts (per device, per session) hold against parallel
// bursts too: at most five wrong passwords are checked.
func TestOwnCountsHoldUnderBursts(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "TRUST_PROXY=true")
		p := s.partner(s.staff(), "burst-owner@partner.example")
		burst := func(path, body string, bad int) {
			codes := dbtest.Count(dbtest.Parallel(30, func(i int) int {
				code, _ := s.do(p.Client, "POST", path, body, "X-Forwarded-For", fmt.Sprintf("192.0.2.%d", i+1))
				return code
			}))
			if codes[bad] > 5 || codes[bad]+codes[429] != 30 {
				t.Errorf("30 parallel wrong passwords to %s: %v", path, codes)
			}
		}
		burst("/api/partner/password", `{"currentPassword":"wrong-one-here","newPassword":"a-new-password-1"}`, 400)
		burst("/api/partner-auth/login", loginBody(p.Email, "not-my-password"), 401)
	})
}
