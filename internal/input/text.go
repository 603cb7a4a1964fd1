// Package input holds the rules every piece of text a visitor sends must
// follow, whatever form it comes from: valid UTF-8 without hidden control
// characters, normalised to NFC, trimmed of white space and invisible
// characters at both ends; and one rule for e-mail addresses.
package input

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Kind says what a text field may hold.
type Kind int

const (
	// Line is a single line: no line breaks or tabs.
	Line Kind = iota
	// Multiline keeps line breaks (as \n) and tabs.
	Multiline
	// Secret is a password: checked for NUL and invalid text, but never
	// trimmed or normalised, so it hashes exactly as typed.
	Secret
)

// Problems a text can have, as the field message a visitor reads.
const (
	MsgInvalidText = "This field contains characters that are not valid text."
	MsgControl     = "This field contains hidden control characters. Please retype it."
	MsgSingleLine  = "This field must be a single line."
)

// Clean checks s and returns it normalised, or a message saying why it is
// refused. An empty message means s is acceptable.
func Clean(s string, kind Kind) (string, string) {
	if msg := check(s, kind); msg != "" {
		return s, msg
	}
	if kind == Secret {
		return s, ""
	}
	if kind == Multiline && strings.IndexByte(s, '\r') >= 0 {
		s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	}
	if !norm.NFC.IsNormalString(s) {
		s = norm.NFC.String(s)
	}
	return strings.TrimFunc(s, Blank), ""
}

func check(s string, kind Kind) string {
	if !utf8.ValidString(s) {
		return MsgInvalidText
	}
	for _, r := range s {
		switch {
		case r == utf8.RuneError, r == 0xFFFE, r == 0xFFFF:
			// U+FFFD is what a decoder leaves for broken bytes or a lone
			// surrogate escape; it is never what a person meant to type.
			return MsgInvalidText
		case r == 0:
			return MsgControl
		case r == '\n' || r == '\r' || r == '\t' || r == 0x2028 || r == 0x2029:
			if kind == Line {
				return MsgSingleLine
			}
		case r < 0x20 || (r >= 0x7F && r <= 0x9F):
			return MsgControl
		case isBidiControl(r):
			return MsgControl
		}
	}
	return ""
}

// isBidiControl matches the embeddings, overrides and isolates that can make
// text display in a different order than it is stored (Trojan Source).
func isBidiControl(r rune) bool {
	return (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069)
}

// Blank reports runes that show nothing: white space and the invisible
// characters people paste to get past a required field.
func Blank(r rune) bool {
	if unicode.IsSpace(r) {
		return true
	}
	switch r {
	case 0x00AD, // soft hyphen
		0x034F,                 // combining grapheme joiner
		0x061C, 0x200E, 0x200F, // direction marks
		0x115F, 0x1160, 0x3164, 0xFFA0, // Hangul fillers
		0x17B4, 0x17B5, // Khmer inherent vowels
		0x180E,                                 // Mongolian vowel separator
		0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, // zero-width characters
		0x2061, 0x2062, 0x2063, 0x2064, // invisible operators
		0x2800: // braille pattern blank
		return true
	}
	return false
}
