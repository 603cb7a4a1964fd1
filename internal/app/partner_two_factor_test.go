package app

import (
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// totpCode is what an authenticator app shows for secret at t.
func totpCode(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A partner turns two-factor sign-in on for their account; from then on
// neither their password nor an e-mailed sign-in link opens it without a
// code, and a staff challenge is no use on the partner side.
func TestPartnerTurnsOnTwoFactor(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		p := s.partner(s.staff(), "twofactor.partner@example.com")
		if code, body := s.do(p.Client, "POST", "/api/partner/two-factor/recovery-codes", `{"code":"000000"}`); code != 409 || !strings.Contains(body, "turn it on") {
			t.Fatalf("recovery codes with the factor off: %d %s", code, body)
		}
		code, body := s.do(p.Client, "POST", "/api/partner/two-factor/setup", "")
		var setup struct{ Secret, QR string }
		decodeInto(t, body, &setup)
		if code != 200 || setup.Secret == "" || !strings.HasPrefix(setup.QR, "data:image/png") {
			t.Fatalf("setup: %d %s", code, body)
		}
		if code, _ := s.do(p.Client, "POST", "/api/partner/two-factor/confirm", `{"code":"000000"}`); code != 400 {
			t.Fatalf("a wrong first code: %d", code)
		}
		now := time.Now()
		code, body = s.do(p.Client, "POST", "/api/partner/two-factor/confirm", `{"code":"`+totpCode(t, setup.Secret, now)+`"}`)
		var on struct{ RecoveryCodes []string }
		decodeInto(t, body, &on)
		if code != 200 || len(on.RecoveryCodes) != 10 {
			t.Fatalf("confirm: %d %s", code, body)
		}
		if _, body := s.do(p.Client, "GET", "/api/partner/two-factor", ""); !strings.Contains(body, `"enabled":true`) || !strings.Contains(body, `"recoveryCodesLeft":10`) {
			t.Fatalf("state: %s", body)
		}

		browser := s.client()
		code, body = s.do(browser, "POST", "/api/partner-auth/login", `{"email":"twofactor.partner@example.com","password":"`+partnerPassword+`"}`)
		var challenge struct{ SecondFactor, Challenge string }
		decodeInto(t, body, &challenge)
		if code != 200 || challenge.SecondFactor != "totp" || s.partnerSignedIn(browser) {
			t.Fatalf("the password alone: %d %s", code, body)
		}
		if code, _ := s.do(browser, "POST", "/api/admin/login/code", `{"challenge":"`+challenge.Challenge+`","code":"`+on.RecoveryCodes[0]+`"}`); code != 401 {
			t.Fatalf("a partner's challenge on the staff side: %d", code)
		}
		if code, body := s.do(browser, "POST", "/api/partner-auth/code", `{"challenge":"`+challenge.Challenge+`","code":"`+on.RecoveryCodes[0]+`"}`); code != 200 || !s.partnerSignedIn(browser) {
			t.Fatalf("a recovery code: %d %s", code, body)
		}

		// A sign-in link needs the code too.
		s.do(s.client(), "POST", "/api/partner-auth/sign-in-link", `{"email":"twofactor.partner@example.com"}`)
		links := s.signInLinks("twofactor.partner@example.com")
		linkBrowser := s.client()
		code, body = s.do(linkBrowser, "POST", "/api/partner-auth/sign-in-link/use", `{"token":"`+links[len(links)-1]+`"}`)
		if code != 200 || !strings.Contains(body, `"secondFactor":"totp"`) || s.partnerSignedIn(linkBrowser) {
			t.Fatalf("a sign-in link alone: %d %s", code, body)
		}

		// Off again, with a code.
		later := now.Add(30 * time.Second)
		if code, body := s.do(p.Client, "POST", "/api/partner/two-factor/off", `{"code":"`+totpCode(t, setup.Secret, later)+`"}`); code != 200 {
			t.Fatalf("off: %d %s", code, body)
		}
		code, body = s.do(s.client(), "POST", "/api/partner-auth/login", `{"email":"twofactor.partner@example.com","password":"`+partnerPassword+`"}`)
		if code != 200 || strings.Contains(body, "secondFactor") {
			t.Fatalf("after turning it off: %d %s", code, body)
		}
	})
}
