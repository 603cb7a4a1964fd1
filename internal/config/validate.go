package config

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"mission/internal/input"
)

// validate checks every field against its `check` tag:
//
//	"lo..hi"       a number or duration in that closed range
//	"oneof a b c"  one of the listed words
//	"url"          an absolute http(s) URL (or empty when there is no default)
//	"dburl"        empty (SQLite) or a postgres:// URL
//	"email"        an e-mail address
//	"displayname"  a name of up to 100 characters on one line (an e-mail sender's)
//	"hostport"     empty or host:port
//	"secret"       empty or at least 16 characters
func validate(c *Config) error {
	var errs []string
	walk(reflect.ValueOf(c).Elem(), func(f reflect.StructField, v reflect.Value) {
		rule := f.Tag.Get("check")
		if rule == "" {
			return
		}
		key, _, _ := strings.Cut(f.Tag.Get("env"), ",")
		if msg := check(rule, v); msg != "" {
			errs = append(errs, fmt.Sprintf("%s=%q %s", key, display(key, v), msg))
		}
	})
	if len(errs) > 0 {
		return errors.New("config: " + strings.Join(errs, "; "))
	}
	return nil
}

// display shows a value in an error, but never a secret's.
func display(key string, v reflect.Value) string {
	// Secrets are strings: a number or duration whose name says PASSWORD
	// (PASSWORD_HASH_CONCURRENCY) is shown.
	secret := strings.Contains(key, "TOKEN") || strings.Contains(key, "PASSWORD") || strings.Contains(key, "SECRET") || strings.Contains(key, "DATABASE_URL") || strings.Contains(key, "SMTP_URL")
	if v.Kind() == reflect.String && secret {
		return "(hidden)"
	}
	if d, ok := v.Interface().(time.Duration); ok {
		return d.String()
	}
	return fmt.Sprint(v.Interface())
}

func walk(v reflect.Value, fn func(reflect.StructField, reflect.Value)) {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f, fv := t.Field(i), v.Field(i)
		if f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeFor[time.Duration]() {
			walk(fv, fn)
			continue
		}
		fn(f, fv)
	}
}

func check(rule string, v reflect.Value) string {
	if lo, hi, ok := strings.Cut(rule, ".."); ok {
		return checkRange(v, lo, hi)
	}
	s, _ := v.Interface().(string)
	word, rest, _ := strings.Cut(rule, " ")
	switch word {
	case "oneof":
		for _, w := range strings.Fields(rest) {
			if s == w {
				return ""
			}
		}
		return "must be one of: " + strings.Join(strings.Fields(rest), ", ")
	case "url":
		if u, err := url.Parse(s); s != "" && (err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "") {
			return "must be an absolute http:// or https:// URL"
		}
	case "dburl":
		if s != "" && !strings.HasPrefix(s, "postgres://") && !strings.HasPrefix(s, "postgresql://") {
			return "must be a postgres:// URL, or unset for the embedded SQLite database"
		}
	case "email":
		if !input.ValidEmail(s) {
			return "must be an e-mail address"
		}
	case "displayname":
		if s == "" || utf8.RuneCountInString(s) > 100 || !utf8.ValidString(s) || strings.IndexFunc(s, unicode.IsControl) >= 0 {
			return "must be a name of up to 100 characters, on one line"
		}
	case "hostport":
		if _, port, err := net.SplitHostPort(s); s != "" && (err != nil || port == "") {
			return "must be host:port, such as 127.0.0.1:9091"
		}
	case "smtpurl":
		if u, err := url.Parse(s); s != "" && (err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "") {
			return "must be smtp://user:pass@host:587 or smtps://user:pass@host:465"
		}
	case "optemail":
		if s != "" && !input.ValidEmail(s) {
			return "must be an e-mail address"
		}
	case "tz":
		if _, err := time.LoadLocation(s); err != nil || s == "" || s == "Local" {
			return "must be a time zone such as America/Chicago"
		}
	case "secret":
		if s != "" && len(s) < 16 {
			return "must be at least 16 characters"
		}
	}
	return ""
}

func checkRange(v reflect.Value, lo, hi string) string {
	if d, ok := v.Interface().(time.Duration); ok {
		min, _ := time.ParseDuration(lo)
		max, _ := time.ParseDuration(hi)
		if d < min || d > max {
			return fmt.Sprintf("must be from %s to %s", lo, hi)
		}
		return ""
	}
	min, _ := strconv.ParseInt(lo, 10, 64)
	max, _ := strconv.ParseInt(hi, 10, 64)
	if n := v.Int(); n < min || n > max {
		return fmt.Sprintf("must be a whole number from %s to %s", lo, hi)
	}
	return ""
}
