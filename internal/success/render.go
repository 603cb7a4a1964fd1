package success

import (
	"html"
	"strings"
)

// A placeholder is {{name}} (spaces inside the braces allowed), name a
// variable name.
func validName(s string) bool {
	if s == "" || len(s) > maxVarName {
		return false
	}
	for i, r := range s {
		letter := (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z')
		if !letter && (i == 0 || (r != '_' && (r < '0' || r > '9'))) {
			return false
		}
	}
	return true
}

// part is a piece of a template: literal text, or a placeholder.
type part struct {
	text string // the literal text, or the placeholder as written
	name string // the variable name, for a placeholder
}

// parse splits content into literal text and placeholders. Braces that do
// not enclose a valid name stay literal text; bad lists those, as written,
// so that validation can name them.
func parse(content string) (parts []part, bad []string) {
	rest := content
	for {
		i := strings.Index(rest, "{{")
		if i < 0 {
			break
		}
		j := strings.Index(rest[i+2:], "}}")
		if j < 0 {
			break
		}
		raw := rest[i : i+2+j+2]
		name := strings.TrimSpace(rest[i+2 : i+2+j])
		if !validName(name) {
			if !strings.Contains(name, "{") {
				bad = append(bad, raw)
			}
			// Step one brace on: "{{{x}}}" is a brace and then {{x}}.
			parts = append(parts, part{text: rest[:i+1]})
			rest = rest[i+1:]
			continue
		}
		if i > 0 {
			parts = append(parts, part{text: rest[:i]})
		}
		parts = append(parts, part{text: raw, name: name})
		rest = rest[i+len(raw):]
	}
	if rest != "" {
		parts = append(parts, part{text: rest})
	}
	return parts, bad
}

// Placeholders lists the variable names content uses, each once, in the
// order they first appear.
func Placeholders(content string) []string {
	parts, _ := parse(content)
	var out []string
	seen := map[string]bool{}
	for _, p := range parts {
		if p.name != "" && !seen[p.name] {
			seen[p.name] = true
			out = append(out, p.name)
		}
	}
	return out
}

// Rendered is a template filled in.
type Rendered struct {
	// Text is the content with each value put in its placeholder's place;
	// a placeholder without a value stays as {{name}}.
	Text string `json:"text"`
	// HTML is the same, every part escaped: values in <mark>, placeholders
	// still missing in <mark class="missing">. Line breaks stay as they are.
	HTML string `json:"html"`
	// Missing names the variables used without a (non-blank) value, each
	// once, in order of first use.
	Missing []string `json:"missing"`
}

// Render fills content in with values in one pass: a value is never read
// for placeholders itself, and values for names content does not use are
// ignored.
func Render(content string, values map[string]string) Rendered {
	parts, _ := parse(content)
	var text, out strings.Builder
	missing := []string{}
	seen := map[string]bool{}
	for _, p := range parts {
		if p.name == "" {
			text.WriteString(p.text)
			out.WriteString(html.EscapeString(p.text))
			continue
		}
		v, ok := values[p.name]
		if !ok || strings.TrimSpace(v) == "" {
			if !seen[p.name] {
				seen[p.name] = true
				missing = append(missing, p.name)
			}
			text.WriteString(p.text)
			out.WriteString(`<mark class="missing">` + html.EscapeString(p.text) + `</mark>`)
			continue
		}
		text.WriteString(v)
		out.WriteString("<mark>" + html.EscapeString(v) + "</mark>")
	}
	return Rendered{Text: text.String(), HTML: out.String(), Missing: missing}
}
