package input

import (
	"net/mail"
	"strings"
)

// MaxEmail is the longest address accepted (RFC 5321's path limit).
const MaxEmail = 254

// EmailPattern is the e-mail rule as the browser checks it before sending
// (served to the web app in rules.json): whitespace-free local part and
// domain with a dot. It never refuses an address ValidEmail accepts (a test
// holds it to that); the server's check stays the final word.
const EmailPattern = `^[^\s@]+@[^\s@]+\.[^\s@]+$`

// ValidEmail is the one e-mail rule of every form: a single bare address
// that net/mail reads back as exactly itself (no display name, no list),
// with a dot in its domain, at most MaxEmail bytes.
func ValidEmail(s string) bool {
	if s == "" || len(s) > MaxEmail {
		return false
	}
	addr, err := mail.ParseAddress(s)
	if err != nil || addr.Name != "" || addr.Address != s {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	domain := s[at+1:]
	return at > 0 && strings.Contains(domain, ".") && !strings.HasPrefix(domain, ".") && !strings.HasSuffix(domain, ".")
}
