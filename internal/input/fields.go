package input

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Fields gathers one message per invalid field of a request: a Validate
// method starts with Fields{}, adds a message for each check that fails and
// returns Result.
type Fields map[string]string

// Check names field with msg when bad; a later failing check of the same
// field replaces the earlier message.
func (f Fields) Check(field string, bad bool, msg string) {
	if bad {
		f[field] = msg
	}
}

// Result is the messages, or nil when every field passed.
func (f Fields) Result() map[string]string {
	if len(f) == 0 {
		return nil
	}
	return f
}

// Max names field when v has more than n characters.
func (f Fields) Max(field, v string, n int) {
	f.Check(field, TooLong(v, n), "Please keep this under "+strconv.Itoa(n)+" characters.")
}

// Required names field with msg when v is empty, and checks its length
// otherwise.
func (f Fields) Required(field, v string, n int, msg string) {
	if v == "" {
		f[field] = msg
		return
	}
	f.Max(field, v, n)
}

// Email checks an e-mail address, which may be left empty unless required.
func (f Fields) Email(field, v string, required bool) {
	switch {
	case v == "" && required:
		f[field] = "Please enter an email address."
	case v != "" && !ValidEmail(v):
		f[field] = "Please enter a valid email address."
	}
}

// Phone checks an optional phone number: 7 to 15 digits, with the usual
// separators and a leading +, at most max bytes.
func (f Fields) Phone(field, v string, max int) {
	if v == "" {
		return
	}
	digits := 0
	for i, r := range v {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '+' && i == 0, r == ' ', r == '-', r == '(', r == ')', r == '.':
		default:
			digits = -100
		}
	}
	if len(v) > max || digits < 7 || digits > 15 {
		f[field] = "Please enter a valid phone number."
	}
}

// WebURL checks an optional http or https address.
func (f Fields) WebURL(field, v string, max int) {
	f.Check(field, v != "" && !WebURL(v, max), "Please enter a full web address starting with https://.")
}

// HTTPSURL checks an optional https address: for a link someone else
// opens, where a plain-http link would hand them to anyone on the path.
func (f Fields) HTTPSURL(field, v string, max int) {
	f.Check(field, v != "" && !HTTPSURL(v, max), "Please enter a link that starts with https://.")
}

// OneOf names field unless v is one of list.
func (f Fields) OneOf(field, v string, list []string) {
	f.Check(field, !slices.Contains(list, v), "Choose one of: "+strings.Join(list, ", ")+".")
}

// TooLong says whether s has more than n characters (runes, not bytes).
func TooLong(s string, n int) bool { return utf8.RuneCountInString(s) > n }

// WebURL says whether s is an absolute http or https address of at most
// max bytes.
func WebURL(s string, max int) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && len(s) <= max
}

// HTTPSURL says whether s is an absolute https address of at most max
// bytes: for links a visitor opens, where plain http would hand them to
// anyone on the path.
func HTTPSURL(s string, max int) bool {
	u, err := url.Parse(s)
	return err == nil && u.Scheme == "https" && u.Host != "" && len(s) <= max
}

// List says whether list is a set of short strings: at most n, each 1 to
// each characters, no two the same ignoring case.
func List(list []string, n, each int) bool {
	if len(list) > n {
		return false
	}
	seen := map[string]bool{}
	for _, s := range list {
		k := strings.ToLower(s)
		if s == "" || TooLong(s, each) || seen[k] {
			return false
		}
		seen[k] = true
	}
	return true
}
