// Package money reads every amount of money the product accepts, as
// whole cents, with one grammar shared with the web app (Pattern).
//
// Accepted: optional surrounding spaces, an optional leading "$", digits
// either plain ("1050") or in well-formed thousands groups ("1,050",
// "12,345,678"), and optionally a dot followed by one or two digits
// ("1050.5", "1,050.25"). Nothing else: no exponent, no sign, no second
// dot, no stray comma ("10,50" and "1,0000" are refused, never read as
// 1050 or 10000), no Unicode digits.
package money

import (
	"encoding/json"
	"errors"
	"strconv"
)

// MaxCents is the largest amount any field may hold: $999,999,999,999.99,
// well inside int64 and inside the web's exact integers (2^53).
const MaxCents int64 = 999_999_999_999_99

// FormatMessage tells what an amount looks like.
const FormatMessage = "Enter an amount like 1050, 1,050 or 1050.25."

// Pattern is the accepted grammar as a regular expression that means the
// same in Go (RE2) and JavaScript; the fuzz test holds Parse to it.
const Pattern = `^[ \t\r\n]*\$?(?:[0-9]+|[1-9][0-9]{0,2}(?:,[0-9]{3})+)(?:\.[0-9]{1,2})?[ \t\r\n]*$`

var (
	// ErrFormat is text that is not an amount.
	ErrFormat = errors.New(FormatMessage)
	// ErrRange is an amount above MaxCents.
	ErrRange = errors.New("That amount is too large.")
)

// Rules are published to the web app (rules.json) so that its check is the
// server's.
var Rules = map[string]any{"pattern": Pattern, "maxCents": MaxCents, "message": FormatMessage}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// Parse reads an amount written in dollars as whole cents, exactly,
// without floating point.
func Parse(s string) (int64, error) {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	if len(s) > 0 && s[0] == '$' {
		s = s[1:]
	}
	i, cents, tooBig := 0, int64(0), false
	add := func(c byte) {
		if cents > MaxCents/10 {
			tooBig = true
			return
		}
		cents = cents*10 + int64(c-'0')
	}
	// The whole dollars: a run of digits, then (only if the run is 1-3
	// digits not starting with 0) groups of exactly ",ddd".
	for i < len(s) && isDigit(s[i]) {
		add(s[i])
		i++
	}
	if i == 0 {
		return 0, ErrFormat
	}
	if i < len(s) && s[i] == ',' {
		if i > 3 || s[0] == '0' {
			return 0, ErrFormat
		}
		for i < len(s) && s[i] == ',' {
			if i+4 > len(s) || !isDigit(s[i+1]) || !isDigit(s[i+2]) || !isDigit(s[i+3]) {
				return 0, ErrFormat
			}
			add(s[i+1])
			add(s[i+2])
			add(s[i+3])
			i += 4
		}
		if i < len(s) && isDigit(s[i]) {
			return 0, ErrFormat
		}
	}
	// The cents: nothing, or a dot and one or two digits.
	frac := 0
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDigit(s[i]) && frac < 3 {
			frac++
			i++
		}
		if frac == 0 || frac > 2 {
			return 0, ErrFormat
		}
	}
	if i != len(s) {
		return 0, ErrFormat
	}
	// Dollars to cents, then the written cents ("5" after the dot is 50).
	dot := len(s) - frac - 1
	for n := 0; n < 2; n++ {
		if n < frac {
			add(s[dot+1+n])
		} else {
			add('0')
		}
	}
	if tooBig || cents > MaxCents {
		return 0, ErrRange
	}
	return cents, nil
}

// Amount is an amount in a JSON body, sent as text ("1,050.25") or as a
// number (1050.25) read by the same grammar. Unmarshalling never fails, so
// that a bad amount is a field message rather than a refused body.
type Amount struct {
	Cents int64
	// Set is false for an absent, null or empty amount.
	Set bool
	// Err is why the amount was refused; nil when it was read.
	Err error
}

// UnmarshalJSON reads a string or a number.
func (a *Amount) UnmarshalJSON(raw []byte) error {
	*a = Amount{}
	var text string
	switch {
	case string(raw) == "null":
		return nil
	case len(raw) > 0 && raw[0] == '"':
		if json.Unmarshal(raw, &text) != nil {
			a.Set, a.Err = true, ErrFormat
			return nil
		}
		if isBlank(text) {
			return nil
		}
	default:
		// A JSON number's own text: 1e3 and -5 are not amounts.
		text = string(raw)
	}
	a.Set = true
	a.Cents, a.Err = Parse(text)
	return nil
}

func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isSpace(s[i]) {
			return false
		}
	}
	return true
}

// Check is the field message for an amount that must lie in [min, max]
// cents, or "" when it does. An amount that is not Set is checked as 0.
func (a Amount) Check(min, max int64) string {
	return Check(a.Cents, a.Err, min, max)
}

// Check is the field message for cents read with err that must lie in
// [min, max], or "" when they do.
func Check(cents int64, err error, min, max int64) string {
	switch {
	case errors.Is(err, ErrRange) || err == nil && cents > max:
		return "Enter an amount up to " + Format(max) + "."
	case err != nil:
		return FormatMessage
	case cents < min:
		return "Enter an amount of at least " + Format(min) + "."
	}
	return ""
}

// Format writes cents as dollars with thousands commas: 105025 is
// "$1,050.25", 100 is "$1.00".
func Format(cents int64) string {
	neg := cents < 0
	if neg {
		cents = -cents
	}
	frac := strconv.FormatInt(cents%100+100, 10)[1:]
	sign := ""
	if neg {
		sign = "-"
	}
	return sign + "$" + Thousands(cents/100) + "." + frac
}

// Thousands writes a whole number with en-US thousands commas: 1234567 is
// "1,234,567", -1000 is "-1,000".
func Thousands(n int64) string {
	digits := strconv.FormatInt(n, 10)
	out := make([]byte, 0, len(digits)+len(digits)/3)
	if n < 0 {
		out, digits = append(out, '-'), digits[1:]
	}
	for i := range len(digits) {
		if i > 0 && (len(digits)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, digits[i])
	}
	return string(out)
}

// Decimal writes cents as a plain decimal, as spreadsheets read it:
// 105025 is "1050.25", -5 is "-0.05".
func Decimal(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return sign + strconv.FormatInt(cents/100, 10) + "." + strconv.FormatInt(cents%100+100, 10)[1:]
}

// Of is an amount of cents already known to be valid (seed data, tests).
func Of(cents int64) Amount { return Amount{Cents: cents, Set: true} }
