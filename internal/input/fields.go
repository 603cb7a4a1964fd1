package input

import (
	"net/url"
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
