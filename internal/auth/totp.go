package auth

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"image/png"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// TOTP after RFC 6238 as authenticator apps speak it: 6 digits, 30-second
// steps, SHA-1, and a window of one step either side of now.
const (
	totpPeriod = 30
	totpSkew   = 1
	// RecoveryCodes is how many one-time recovery codes a person gets.
	RecoveryCodes = 10
	totpIssuer    = "AI Mission"
)

var totpOpts = totp.ValidateOpts{Period: totpPeriod, Skew: 0, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// TOTPSetup is what a person needs to add the account to an authenticator
// app: the QR code (a PNG data URL), the same as a link, and the key to
// type by hand.
type TOTPSetup struct {
	Secret string `json:"secret"`
	URL    string `json:"otpauthUrl"`
	QR     string `json:"qr"`
}

var totpSecretEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// NewTOTPSecret makes a 160-bit secret for account (an e-mail), and what
// to show for it.
func NewTOTPSecret(account string) (TOTPSetup, error) {
	raw := make([]byte, 20)
	rand.Read(raw)
	return SetupOf(totpSecretEncoding.EncodeToString(raw), account)
}

// SetupOf draws what to show for a secret.
func SetupOf(secret, account string) (TOTPSetup, error) {
	raw, err := totpSecretEncoding.DecodeString(secret)
	if err != nil {
		return TOTPSetup{}, err
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: totpIssuer, AccountName: account, Period: totpPeriod, Secret: raw})
	if err != nil {
		return TOTPSetup{}, err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return TOTPSetup{}, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return TOTPSetup{}, err
	}
	return TOTPSetup{Secret: secret, URL: key.URL(), QR: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())}, nil
}

// TOTPStep is the time step a code given at now matches for secret, among
// the steps one either side of now; 0 when none does. The caller accepts it
// only when it is later than the last step accepted, so no code works twice.
func TOTPStep(secret, code string, now time.Time) int64 {
	code = strings.TrimSpace(strings.ReplaceAll(code, " ", ""))
	if len(code) != 6 {
		return 0
	}
	current := now.Unix() / totpPeriod
	for d := int64(-totpSkew); d <= totpSkew; d++ {
		step := current + d
		want, err := totp.GenerateCodeCustom(secret, time.Unix(step*totpPeriod, 0), totpOpts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return step
		}
	}
	return 0
}

var recoveryAlphabet = base32.NewEncoding("abcdefghijkmnpqrstuvwxyz23456789").WithPadding(base32.NoPadding)

// NewRecoveryCodes makes RecoveryCodes codes of 50 random bits, written
// "xxxxx-xxxxx" in letters and digits that cannot be mistaken for each other.
func NewRecoveryCodes() []string {
	codes := make([]string, RecoveryCodes)
	for i := range codes {
		raw := make([]byte, 7)
		rand.Read(raw)
		s := recoveryAlphabet.EncodeToString(raw)[:10]
		codes[i] = s[:5] + "-" + s[5:]
	}
	return codes
}

// RecoveryHash is what is stored of a recovery code, however it was typed.
func RecoveryHash(code string) string {
	c := strings.ToLower(strings.NewReplacer("-", "", " ", "").Replace(strings.TrimSpace(code)))
	return HashToken("recovery:" + c)
}
