package auth

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// codeAt is the authenticator app's code for secret at t.
func codeAt(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, totpOpts)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestTOTPWindowIsOneStep(t *testing.T) {
	setup, err := NewTOTPSecret("owner@example.com")
	if err != nil || !strings.HasPrefix(setup.QR, "data:image/png;base64,") || !strings.Contains(setup.URL, "issuer=AI%20Mission") {
		t.Fatalf("setup: %+v %v", setup.URL, err)
	}
	now := time.Date(2026, 11, 27, 9, 0, 15, 0, time.UTC)
	step := now.Unix() / 30
	for d, want := range map[time.Duration]int64{-60 * time.Second: 0, -30 * time.Second: step - 1, 0: step, 30 * time.Second: step + 1, 60 * time.Second: 0} {
		if got := TOTPStep(setup.Secret, codeAt(t, setup.Secret, now.Add(d)), now); got != want {
			t.Errorf("a code made %v from now: step %d, want %d", d, got, want)
		}
	}
	if TOTPStep(setup.Secret, "12345", now) != 0 || TOTPStep(setup.Secret, "abcdef", now) != 0 {
		t.Error("a malformed code matched")
	}
	codes := NewRecoveryCodes()
	if len(codes) != 10 || len(codes[0]) != 11 || codes[0] == codes[1] || RecoveryHash(codes[0]) != RecoveryHash(" "+strings.ToUpper(codes[0])+" ") {
		t.Fatalf("recovery codes: %v", codes)
	}
}

// staffCall posts body to path with the cookies given, from ip.
func staffCall(mux *http.ServeMux, path, body, ip string, cookies ...*http.Cookie) (*httptest.ResponseRecorder, map[string]any) {
	r := httptest.NewRequest("POST", path, strings.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	r.RemoteAddr = ip + ":1234"
	for _, c := range cookies {
		r.AddCookie(c)
	}
	rec := serve(mux, r)
	var out map[string]any
	json.Unmarshal(rec.Body.Bytes(), &out)
	return rec, out
}

// An owner without a second factor sets it up in the sign-in that finds
// it missing, and gets a session only with a code from it; after that each
// sign-in needs a code (each works once) or a recovery code (each once).
func TestOwnerSetsUpTheSecondFactorAtSignIn(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a, mux := adminSite(t, d, false)
		a.SecondFactorOptional = false
		now := time.Date(2026, 11, 27, 9, 0, 5, 0, time.UTC)
		a.Sessions.Now = func() time.Time { return now }
		password := `{"email":"owner@example.com","password":"a-long-admin-password"}`

		rec, out := staffCall(mux, "/api/admin/login", password, "192.0.2.1")
		challenge, _ := out["challenge"].(string)
		if rec.Code != 200 || out["setupRequired"] != true || challenge == "" || len(rec.Result().Cookies()) != 0 {
			t.Fatalf("the owner's password alone: %d %v", rec.Code, out)
		}
		rec, out = staffCall(mux, "/api/admin/login/setup", `{"challenge":"`+challenge+`"}`, "192.0.2.1")
		secret, _ := out["secret"].(string)
		if rec.Code != 200 || secret == "" || !strings.HasPrefix(out["qr"].(string), "data:image/png") {
			t.Fatalf("setup: %d %v", rec.Code, out)
		}
		if _, again := staffCall(mux, "/api/admin/login/setup", `{"challenge":"`+challenge+`"}`, "192.0.2.1"); again["secret"] != secret {
			t.Fatal("the key changed before it was confirmed")
		}
		if rec, _ := staffCall(mux, "/api/admin/login/setup/confirm", `{"challenge":"`+challenge+`","code":"000000"}`, "192.0.2.1"); rec.Code != 400 {
			t.Fatalf("a wrong first code: %d", rec.Code)
		}
		rec, out = staffCall(mux, "/api/admin/login/setup/confirm", `{"challenge":"`+challenge+`","code":"`+codeAt(t, secret, now)+`"}`, "192.0.2.1")
		codes, _ := out["recoveryCodes"].([]any)
		if rec.Code != 200 || len(codes) != RecoveryCodes || len(rec.Result().Cookies()) != 1 {
			t.Fatalf("confirm: %d %v", rec.Code, out)
		}
		session := rec.Result().Cookies()[0]
		if rec, _ := staffCall(mux, "/api/admin/login/code", `{"challenge":"`+challenge+`","code":"`+codeAt(t, secret, now)+`"}`, "192.0.2.1"); rec.Code != 401 {
			t.Fatalf("a used challenge: %d", rec.Code)
		}

		signIn := func(code string) int {
			_, out := staffCall(mux, "/api/admin/login", password, "192.0.2.2")
			if out["secondFactor"] != "totp" {
				t.Fatalf("a sign-in with the factor on: %v", out)
			}
			rec, _ := staffCall(mux, "/api/admin/login/code", `{"challenge":"`+out["challenge"].(string)+`","code":"`+code+`"}`, "192.0.2.2")
			return rec.Code
		}
		if code := signIn(codeAt(t, secret, now)); code != 400 {
			t.Fatalf("the confirming code used again: %d", code)
		}
		now = now.Add(30 * time.Second)
		if code := signIn(codeAt(t, secret, now)); code != 200 {
			t.Fatalf("the next step's code: %d", code)
		}
		if code := signIn(codeAt(t, secret, now.Add(-30*time.Second))); code != 400 {
			t.Fatalf("an older step's code after a newer one: %d", code)
		}
		recovery := codes[3].(string)
		if code := signIn(recovery); code != 200 {
			t.Fatalf("a recovery code: %d", code)
		}
		if code := signIn(recovery); code != 400 {
			t.Fatalf("a recovery code used twice: %d", code)
		}
		// A new set of recovery codes, for a current code; the old set stops working.
		renew := func(code string) (int, []any) {
			rec, out := staffCall(mux, "/api/admin/me/two-factor/recovery-codes", `{"code":"`+code+`"}`, "192.0.2.4", session)
			renewed, _ := out["recoveryCodes"].([]any)
			return rec.Code, renewed
		}
		if code, renewed := renew("000000"); code != 400 || renewed != nil {
			t.Fatalf("new recovery codes for a wrong code: %d %v", code, renewed)
		}
		code, renewed := renew(codes[5].(string))
		if code != 200 || len(renewed) != RecoveryCodes || renewed[0] == codes[0] {
			t.Fatalf("new recovery codes: %d %v", code, renewed)
		}
		if code := signIn(codes[6].(string)); code != 400 {
			t.Fatalf("an old recovery code after the renewal: %d", code)
		}
		if code := signIn(renewed[0].(string)); code != 200 {
			t.Fatalf("a new recovery code: %d", code)
		}
		// The challenge lasts five minutes.
		_, out = staffCall(mux, "/api/admin/login", password, "192.0.2.3")
		now = now.Add(6 * time.Minute)
		if rec, _ := staffCall(mux, "/api/admin/login/code", `{"challenge":"`+out["challenge"].(string)+`","code":"`+codeAt(t, secret, now)+`"}`, "192.0.2.3"); rec.Code != 401 {
			t.Fatalf("an expired challenge: %d", rec.Code)
		}
	})
}

// 100 wrong codes sent at once from one network get at most the sign-in
// limit checked; the rest are refused unchecked, and so is the right code
// from that network until the window passes.
func TestParallelWrongCodesAreThrottled(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a, mux := adminSite(t, d, false)
		a.SecondFactorOptional = false
		now := time.Now()
		_, out := staffCall(mux, "/api/admin/login", `{"email":"owner@example.com","password":"a-long-admin-password"}`, "192.0.2.9")
		challenge := out["challenge"].(string)
		_, out = staffCall(mux, "/api/admin/login/setup", `{"challenge":"`+challenge+`"}`, "192.0.2.9")
		secret := out["secret"].(string)
		wrong := codeAt(t, secret, now.Add(-10*time.Minute))
		var mu sync.Mutex
		counts := map[int]int{}
		var wg sync.WaitGroup
		for range 100 {
			wg.Go(func() {
				rec, _ := staffCall(mux, "/api/admin/login/setup/confirm", `{"challenge":"`+challenge+`","code":"`+wrong+`"}`, "198.51.100.50")
				mu.Lock()
				counts[rec.Code]++
				mu.Unlock()
			})
		}
		wg.Wait()
		if counts[400] > MaxLoginFailures || counts[400]+counts[429] != 100 {
			t.Fatalf("100 parallel wrong codes: %v", counts)
		}
		if rec, _ := staffCall(mux, "/api/admin/login/setup/confirm", `{"challenge":"`+challenge+`","code":"`+codeAt(t, secret, now)+`"}`, "198.51.100.50"); rec.Code != 429 {
			t.Fatalf("the right code from the throttled network: %d", rec.Code)
		}
	})
}
