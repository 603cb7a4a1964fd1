package site

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"math"
	"regexp"
	"strconv"
	"strings"

	"mission/internal/money"
)

// bodyMarker is the comment inside <div id="root"> in web/index.html that a
// pre-rendered page's HTML replaces.
const bodyMarker = "<!--app-html-->"

// prerenderedFile is written by the web build (web/scripts/prerender.mjs):
// every public page of the route table rendered by React's server renderer,
// keyed by path, and the 404 screen.
const prerenderedFile = "prerendered.json"

type prerendered struct {
	Pages    map[string]string `json:"pages"`
	NotFound string            `json:"notFound"`
}

// readPrerendered loads the build's rendered pages; a build without them
// (or the Go tests' fallback) serves the empty shell as before.
func readPrerendered(dist fs.FS) (prerendered, error) {
	var p prerendered
	b, err := fs.ReadFile(dist, prerenderedFile)
	if err != nil {
		return p, nil
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return p, fmt.Errorf("site: %s: %w", prerenderedFile, err)
	}
	return p, nil
}

// placeholder is how a deployment setting is written where the build cannot
// know it: in the pages the build renders (siteConfigPlaceholder in the web
// app) and in the route table's texts, e.g. __site.booking.standup__ or
// __site.claims.guaranteeDays__.
var placeholder = regexp.MustCompile(`__site\.([A-Za-z0-9.]+)__`)

// settingValues are the site config's values by dotted key, as text: strings
// as they are, whole numbers with thousands grouped by commas ("10,000"), as
// the web app writes them (settingText in web/src/lib/siteConfig.ts), so the
// browser's first render matches what the server filled in.
func settingValues(siteConfig []byte) map[string]string {
	var cfg map[string]any
	_ = json.Unmarshal(siteConfig, &cfg)
	values := map[string]string{}
	flattenSettings(cfg, "", values)
	return values
}

func flattenSettings(v map[string]any, prefix string, out map[string]string) {
	for k, val := range v {
		switch val := val.(type) {
		case string:
			out[prefix+k] = val
		case float64:
			out[prefix+k] = groupThousands(val)
		case map[string]any:
			flattenSettings(val, prefix+k+".", out)
		}
	}
}

// groupThousands writes a whole number as en-US does: 74, 10,000.
func groupThousands(f float64) string {
	if f != math.Trunc(f) || math.Abs(f) >= 1e15 {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return money.Thousands(int64(f))
}

// fillSettings replaces each setting placeholder in text with the setting's
// value, passed through escape (html.EscapeString for a rendered page, whose
// values land in HTML text and attributes alike). The browser then renders
// the same value, so hydration matches. A placeholder that names no setting
// is an error: a typo would otherwise print nothing where a fact belongs.
func fillSettings(text string, values map[string]string, escape func(string) string) (string, error) {
	var missing string
	out := placeholder.ReplaceAllStringFunc(text, func(m string) string {
		key := placeholder.FindStringSubmatch(m)[1]
		v, ok := values[key]
		if !ok && missing == "" {
			missing = m
		}
		return escape(v)
	})
	if missing != "" {
		return out, fmt.Errorf("site: %s names no setting of the site config", missing)
	}
	return out, nil
}

func plain(s string) string { return s }

// fillTable fills the placeholders of every text the route table publishes:
// titles, descriptions, share-card texts and FAQ answers.
func (t *Table) fillTable(values map[string]string) error {
	var err error
	fill := func(s *string) {
		if err == nil {
			*s, err = fillSettings(*s, values, plain)
		}
	}
	fillHead := func(h *Head) {
		fill(&h.Title)
		fill(&h.Description)
		fill(&h.OGTitle)
		fill(&h.OGDescription)
	}
	fillHead(&t.NotFound)
	for i := range t.Routes {
		r := &t.Routes[i]
		fillHead(&r.Head)
		for j := range r.FAQ {
			fill(&r.FAQ[j].Q)
			fill(&r.FAQ[j].A)
		}
	}
	return err
}

// withoutNoscript drops the shell's "needs JavaScript" note from a page that
// arrives rendered and so reads fine without it.
func withoutNoscript(s string) string {
	start := strings.Index(s, "<noscript>")
	end := strings.Index(s, "</noscript>")
	if start < 0 || end < start {
		return s
	}
	return s[:start] + strings.TrimLeft(s[end+len("</noscript>"):], " \t\r\n")
}
