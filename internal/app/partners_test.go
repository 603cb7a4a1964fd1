package app

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

func TestPartnerInvitationSignInAndSignOut(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		id, token := s.invite(staff, "new@partner.example")
		anon := s.client()

		if code, body := s.do(anon, "POST", "/api/partner-auth/invitation", `{"token":"`+token+`"}`); code != 200 || !strings.Contains(body, "new@partner.example") {
			t.Fatalf("invitation: %d %s", code, body)
		}
		if code, _ := s.do(anon, "POST", "/api/partner-auth/login", `{"email":"new@partner.example","password":"anything-at-all"}`); code != 401 {
			t.Fatalf("a pending partner signed in: %d", code)
		}
		if code, body := s.do(anon, "POST", "/api/partner-auth/accept", `{"token":"`+token+`","password":"short"}`); code != 400 || !strings.Contains(body, "password") {
			t.Fatalf("short password: %d %s", code, body)
		}
		c := s.client()
		code, body := s.do(c, "POST", "/api/partner-auth/accept", `{"token":"`+token+`","password":"`+partnerPassword+`"}`)
		if code != 200 || !strings.Contains(body, `"sessionId"`) {
			t.Fatalf("accept: %d %s", code, body)
		}
		if !s.partnerSignedIn(c) {
			t.Fatal("not signed in after accepting")
		}
		if code, _ := s.do(anon, "POST", "/api/partner-auth/accept", `{"token":"`+token+`","password":"another-password-1"}`); code != 404 {
			t.Fatalf("the invitation worked twice: %d", code)
		}
		var hash, stored string
		d.QueryRow(t.Context(), "SELECT COALESCE(password_hash, ''), COALESCE(invite_token_hash, '') FROM partners WHERE id = ?", id).Scan(&hash, &stored)
		if !strings.HasPrefix(hash, "$argon2id$") || stored != "" {
			t.Fatalf("stored: %q %q", hash, stored)
		}

		// Sign in: JSON body, or the Basic header.
		for _, req := range [][]string{
			{`{"email":"NEW@partner.example ","password":"` + partnerPassword + `"}`},
			{"", "Authorization", "Basic " + basic("new@partner.example", partnerPassword)},
		} {
			fresh := s.client()
			code, body := s.do(fresh, "POST", "/api/partner-auth/login", req[0], req[1:]...)
			if code != 200 || !strings.Contains(body, `"sessionId"`) || strings.Contains(body, "argon2") {
				t.Fatalf("login %v: %d %s", req, code, body)
			}
		}
		if code, body := s.do(s.client(), "POST", "/api/partner-auth/login", `{"email":"new@partner.example","password":"wrong-password!"}`); code != 401 ||
			!strings.Contains(body, `"message":"Invalid email or password"`) {
			t.Fatalf("wrong password: %d %s", code, body)
		}
		if code, body := s.do(s.client(), "POST", "/api/partner-auth/login", `{"email":"nobody@partner.example","password":"wrong-password!"}`); code != 401 ||
			!strings.Contains(body, `"message":"Invalid email or password"`) {
			t.Fatalf("unknown account: %d %s", code, body)
		}
		var last *string
		d.QueryRow(t.Context(), "SELECT CAST(last_sign_in_at AS TEXT) FROM partners WHERE id = ?", id).Scan(&last)
		if last == nil {
			t.Fatal("last sign-in not recorded")
		}

		// Logout ends the session on the server.
		if code, _ := s.do(c, "POST", "/api/partner-auth/logout", ""); code != 200 {
			t.Fatalf("logout: %d", code)
		}
		if s.partnerSignedIn(c) {
			t.Fatal("still signed in after logout")
		}
		// The staff session is not a partner session, and the other way round.
		if s.partnerSignedIn(staff) {
			t.Fatal("the staff session counts as a partner's")
		}
		if code, _ := s.do(staff, "GET", "/api/partner/dashboard", ""); code != 401 {
			t.Fatalf("staff on the partner API: %d", code)
		}
	})
}

func basic(user, pass string) string {
	req, _ := http.NewRequest("GET", "/", nil)
	req.SetBasicAuth(user, pass)
	return strings.TrimPrefix(req.Header.Get("Authorization"), "Basic ")
}

func TestInvitationsExpireAndCanBeResent(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		id, token := s.invite(staff, "late@partner.example")
		d.Write(t.Context(), func(tx *db.Tx) error {
			_, err := tx.Exec(t.Context(), "UPDATE partners SET invite_expires_at = ? WHERE id = ?", time.Now().Add(-time.Minute).UTC(), id)
			return err
		})
		anon := s.client()
		if code, body := s.do(anon, "POST", "/api/partner-auth/invitation", `{"token":"`+token+`"}`); code != 410 || !strings.Contains(body, "expired") {
			t.Fatalf("expired invitation: %d %s", code, body)
		}
		if code, _ := s.do(anon, "POST", "/api/partner-auth/accept", `{"token":"`+token+`","password":"`+partnerPassword+`"}`); code != 410 {
			t.Fatalf("accepting an expired invitation: %d", code)
		}
		code, body := s.do(staff, "POST", fmt.Sprintf("/api/admin/partners/%d/invitation", id), "")
		if code != 200 {
			t.Fatalf("resend: %d %s", code, body)
		}
		var out struct{ InvitationURL string }
		decodeInto(t, body, &out)
		_, fresh, _ := strings.Cut(out.InvitationURL, "#invite=")
		if code, _ := s.do(anon, "POST", "/api/partner-auth/accept", `{"token":"`+token+`","password":"`+partnerPassword+`"}`); code != 404 {
			t.Fatalf("the old invitation after a resend: %d", code)
		}
		if code, _ := s.do(anon, "POST", "/api/partner-auth/accept", `{"token":"`+fresh+`","password":"`+partnerPassword+`"}`); code != 200 {
			t.Fatalf("the new invitation: %d", code)
		}
		if code, _ := s.do(staff, "POST", fmt.Sprintf("/api/admin/partners/%d/invitation", id), ""); code != 409 {
			t.Fatalf("inviting an active partner: %d", code)
		}
		if code, _ := s.do(staff, "POST", "/api/admin/partners", `{"company":"Dup","email":"LATE@partner.example"}`); code != 409 {
			t.Fatalf("a second partner with the same e-mail: %d", code)
		}
	})
}

func TestPartnerSignInIsThrottledPerNetworkAndAccount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "TRUST_PROXY=true")
		staff := s.staff()
		s.partner(staff, "target@partner.example")
		s.partner(staff, "other@partner.example")
		wrong := `{"email":"target@partner.example","password":"not-the-password"}`
		// Five wrong passwords for one account, from five networks.
		for i := range 5 {
			if code, _ := s.do(s.client(), "POST", "/api/partner-auth/login", wrong, "X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i+1)); code != 401 {
				t.Fatalf("attempt %d: %d", i+1, code)
			}
		}
		code, _ := s.do(s.client(), "POST", "/api/partner-auth/login", `{"email":"target@partner.example","password":"`+partnerPassword+`"}`,
			"X-Forwarded-For", "198.51.100.99")
		if code != 429 {
			t.Fatalf("the account after five failures: %d", code)
		}
		if code, _ := s.do(s.client(), "POST", "/api/partner-auth/login", `{"email":"other@partner.example","password":"`+partnerPassword+`"}`,
			"X-Forwarded-For", "198.51.100.1"); code != 200 {
			t.Fatalf("another account from a network that failed once: %d", code)
		}
		// Ten wrong passwords from one network, over many accounts, close it.
		for i := range 10 {
			s.do(s.client(), "POST", "/api/partner-auth/login", fmt.Sprintf(`{"email":"guess%d@partner.example","password":"x-x-x-x-x-x"}`, i),
				"X-Forwarded-For", "203.0.113.7")
		}
		code, body := s.do(s.client(), "POST", "/api/partner-auth/login", `{"email":"other@partner.example","password":"`+partnerPassword+`"}`,
			"X-Forwarded-For", "203.0.113.7")
		if code != 429 || !strings.Contains(body, "Too many") {
			t.Fatalf("the network after ten failures: %d %s", code, body)
		}
	})
}

func TestParallelPartnerGuessesAreBounded(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		s.partner(s.staff(), "burst@partner.example")
		n := dbtest.Count(dbtest.Parallel(40, func(int) int {
			code, _ := s.do(&http.Client{}, "POST", "/api/partner-auth/login", `{"email":"burst@partner.example","password":"guess-guess-guess"}`)
			return code
		}))
		if n[401] > 5 || n[401]+n[429] != 40 {
			t.Fatalf("40 parallel guesses: %v", n)
		}
	})
}

func TestDeactivationEndsSessionsAtOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		p := s.partner(staff, "leaving@partner.example")
		second := s.client()
		if code, _ := s.do(second, "POST", "/api/partner-auth/login", `{"email":"leaving@partner.example","password":"`+partnerPassword+`"}`); code != 200 {
			t.Fatalf("second sign-in: %d", code)
		}
		data := s.seedPortal(staff, p)
		if code, _ := s.do(staff, "POST", fmt.Sprintf("/api/admin/partners/%d/deactivate", p.ID), ""); code != 200 {
			t.Fatalf("deactivate: %d", code)
		}
		for _, c := range []*http.Client{p.Client, second} {
			if code, _ := s.do(c, "GET", "/api/partner/dashboard", ""); code != 401 {
				t.Fatalf("a session of a deactivated partner: %d", code)
			}
		}
		if code, body := s.do(s.client(), "POST", "/api/partner-auth/login", `{"email":"leaving@partner.example","password":"`+partnerPassword+`"}`); code != 403 ||
			!strings.Contains(body, "deactivated") {
			t.Fatalf("sign-in while deactivated: %d %s", code, body)
		}
		if code, _ := s.do(s.client(), "GET", "/api/client-portal/"+data.token, ""); code != 410 {
			t.Fatalf("a client link of a deactivated partner: %d", code)
		}
		if code, _ := s.do(staff, "POST", fmt.Sprintf("/api/admin/partners/%d/reactivate", p.ID), ""); code != 200 {
			t.Fatalf("reactivate: %d", code)
		}
		if code, _ := s.do(s.client(), "POST", "/api/partner-auth/login", `{"email":"leaving@partner.example","password":"`+partnerPassword+`"}`); code != 200 {
			t.Fatalf("sign-in after reactivation: %d", code)
		}
	})
}

func TestChangePasswordAndSignOutEverywhere(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		p := s.partner(s.staff(), "keys@partner.example")
		other := s.client()
		s.do(other, "POST", "/api/partner-auth/login", `{"email":"keys@partner.example","password":"`+partnerPassword+`"}`)
		if code, body := s.do(p.Client, "POST", "/api/partner/password", `{"currentPassword":"wrong-one-here","newPassword":"a-new-password-1"}`); code != 400 ||
			!strings.Contains(body, "currentPassword") {
			t.Fatalf("wrong current password: %d %s", code, body)
		}
		if code, _ := s.do(p.Client, "POST", "/api/partner/password", `{"currentPassword":"`+partnerPassword+`","newPassword":"a-new-password-1"}`); code != 200 {
			t.Fatalf("change: %d", code)
		}
		if !s.partnerSignedIn(p.Client) {
			t.Fatal("the browser that changed it was signed out")
		}
		if s.partnerSignedIn(other) {
			t.Fatal("another browser is still signed in after the change")
		}
		if code, _ := s.do(s.client(), "POST", "/api/partner-auth/login", `{"email":"keys@partner.example","password":"a-new-password-1"}`); code != 200 {
			t.Fatalf("the new password: %d", code)
		}
		if code, _ := s.do(p.Client, "POST", "/api/partner/sessions/end", ""); code != 200 {
			t.Fatalf("sign out everywhere: %d", code)
		}
		if s.partnerSignedIn(p.Client) {
			t.Fatal("still signed in after signing out everywhere")
		}
	})
}

// A partner whose password hash has older parameters (64 MiB, as before)
// signs in with it, and the sign-in stores a new hash of the password.
func TestPartnerSignInRenewsAnOldHash(t *testing.T) {
	const old = "$argon2id$v=19$m=65536,t=3,p=2$c2l4dGVlbi1ieXRlLXNsdA$qkKA3HRwBUDKUfY+TefH5iGIQrjlItfUmeC9SJ8m3D0" // partnerPassword
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		s.partner(s.staff(), "old@partner.example")
		err := d.Write(t.Context(), func(tx *db.Tx) error {
			_, err := tx.Exec(t.Context(), "UPDATE partners SET password_hash = ? WHERE email = 'old@partner.example'", old)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		login := `{"email":"old@partner.example","password":"` + partnerPassword + `"}`
		if code, body := s.do(s.client(), "POST", "/api/partner-auth/login", login); code != 200 {
			t.Fatalf("sign-in with the old hash: %d %s", code, body)
		}
		var renewed string
		d.QueryRow(t.Context(), "SELECT password_hash FROM partners WHERE email = 'old@partner.example'").Scan(&renewed)
		if renewed == old || !strings.HasPrefix(renewed, "$argon2id$") {
			t.Fatalf("stored after the sign-in: %q", renewed)
		}
		if code, body := s.do(s.client(), "POST", "/api/partner-auth/login", login); code != 200 {
			t.Fatalf("sign-in with the renewed hash: %d %s", code, body)
		}
	})
}
