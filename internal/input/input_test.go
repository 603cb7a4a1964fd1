package input

import (
	"regexp"
	"strings"
	"testing"
)

func TestCleanRefusesHiddenAndBrokenText(t *testing.T) {
	for _, c := range []struct {
		in   string
		kind Kind
		msg  string
	}{
		{"a\x00b", Line, MsgControl},
		{"a\x00b", Multiline, MsgControl},
		{"a\x00b", Secret, MsgControl},
		{"bell\x07", Multiline, MsgControl},
		{"del\x7f", Line, MsgControl},
		{"c1\u0085", Line, MsgControl},
		{"abc\u202Eevil", Line, MsgControl},
		{"iso\u2067late", Multiline, MsgControl},
		{"bad\xff", Line, MsgInvalidText},
		{"lone \uFFFD", Line, MsgInvalidText},
		{"two\nlines", Line, MsgSingleLine},
		{"tab\there", Line, MsgSingleLine},
		{"sep\u2028", Line, MsgSingleLine},
	} {
		if _, msg := Clean(c.in, c.kind); msg != c.msg {
			t.Errorf("Clean(%q, %d) = %q, want %q", c.in, c.kind, msg, c.msg)
		}
	}
}

func TestCleanNormalisesAndTrims(t *testing.T) {
	for in, want := range map[string]string{
		"  Zoë  ":                "Zoë",
		"Zoe\u0308":              "Zoë", // NFD to NFC
		"\u200b\u200b":           "",
		"\u2800\u3164 \u00a0":    "",
		"\ufeffName\u200d":       "Name",
		"a\u200db":               "a\u200db", // joiners inside text stay
		"family 👨\u200d👩\u200d👧": "family 👨\u200d👩\u200d👧",
	} {
		if got, msg := Clean(in, Line); msg != "" || got != want {
			t.Errorf("Clean(%q) = %q %q, want %q", in, got, msg, want)
		}
	}
	if got, _ := Clean("one\r\ntwo\rthree\n\tfour ", Multiline); got != "one\ntwo\nthree\n\tfour" {
		t.Errorf("multiline: %q", got)
	}
	if got, _ := Clean("  pass word\u200b ", Secret); got != "  pass word\u200b " {
		t.Errorf("a secret must stay as typed: %q", got)
	}
}

func TestStructCleansEveryStringInPlace(t *testing.T) {
	type inner struct {
		Source string `json:"utmSource"`
	}
	type embedded struct {
		Industry string `json:"industry"`
	}
	type body struct {
		embedded
		Name    string            `json:"name"`
		Notes   string            `json:"notes" text:"multiline"`
		Pass    string            `json:"password" text:"secret"`
		Custom  map[string]string `json:"customFields"`
		Attr    inner             `json:"attribution"`
		Tags    []string          `json:"tags"`
		Rating  *int              `json:"rating"`
		Ignored string            `json:"-"`
	}
	b := body{embedded: embedded{Industry: " saas "}, Name: " Ann\u200b", Notes: "a\r\nb", Pass: " p ",
		Custom: map[string]string{" k ": " v "}, Attr: inner{Source: " x "}, Tags: []string{" t "}}
	if f := Struct(&b); f != nil {
		t.Fatal(f)
	}
	if b.Industry != "saas" || b.Name != "Ann" || b.Notes != "a\nb" || b.Pass != " p " || b.Custom["k"] != "v" ||
		len(b.Custom) != 1 || b.Attr.Source != "x" || b.Tags[0] != "t" {
		t.Fatalf("not cleaned: %+v", b)
	}
	bad := body{embedded: embedded{Industry: "\x00"}, Name: "a\nb", Custom: map[string]string{"k": "\u202e"},
		Attr: inner{Source: "\x01"}, Tags: []string{"\x02"}, Notes: "ok\n"}
	f := Struct(&bad)
	for _, field := range []string{"industry", "name", "customFields", "attribution", "tags"} {
		if f[field] == "" {
			t.Errorf("%s not refused: %v", field, f)
		}
	}
	if _, ok := f["notes"]; ok || len(f) != 5 {
		t.Errorf("fields: %v", f)
	}
}

func TestValidEmailIsOneRule(t *testing.T) {
	for _, ok := range []string{"a@b.co", "first.last+tag@sub.example.org", "o'neil@example.ie"} {
		if !ValidEmail(ok) {
			t.Errorf("%q refused", ok)
		}
	}
	for _, bad := range []string{"", "nodot@localhost", "a@b.", "a@.b", "Bob <b@x.co>", "a@b.co, c@d.co", "@b.co", "a@",
		"a b@c.co", strings.Repeat("a", 250) + "@b.co"} {
		if ValidEmail(bad) {
			t.Errorf("%q accepted", bad)
		}
	}
}

// The browser's pattern never refuses an address the server accepts, and
// refuses the plainly malformed ones the server refuses.
func TestEmailPatternAgreesWithValidEmail(t *testing.T) {
	pattern := regexp.MustCompile(EmailPattern)
	for _, s := range []string{"a@b.co", "first.last+tag@mail.example.org", "o'neil@example.ie", "x_y-z@sub.domain.example"} {
		if !ValidEmail(s) || !pattern.MatchString(s) {
			t.Errorf("%q: ValidEmail %v, pattern %v; both should accept", s, ValidEmail(s), pattern.MatchString(s))
		}
	}
	for _, s := range []string{"", "plain", "a@b", "a @b.co", "a@b .co", "@b.co", "a@.", "a@@b.co"} {
		if ValidEmail(s) || pattern.MatchString(s) {
			t.Errorf("%q: ValidEmail %v, pattern %v; both should refuse", s, ValidEmail(s), pattern.MatchString(s))
		}
	}
}
