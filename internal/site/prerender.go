package site

import (
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"regexp"
	"strings"
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

// placeholder is how the build writes a deployment setting it cannot know,
// e.g. __site.booking.standup__ (see siteConfigPlaceholder in the web app).
var placeholder = regexp.MustCompile(`__site\.([A-Za-z0-9.]+)__`)

// fillSettings replaces each setting placeholder in a rendered page with the
// setting's value from the site config (the same JSON the page carries in
// its head), escaped for HTML text and attributes alike. The browser then
// renders the same value, so hydration matches.
func fillSettings(body string, siteConfig []byte) string {
	var cfg map[string]any
	_ = json.Unmarshal(siteConfig, &cfg)
	values := map[string]string{}
	flattenStrings(cfg, "", values)
	return placeholder.ReplaceAllStringFunc(body, func(m string) string {
		key := placeholder.FindStringSubmatch(m)[1]
		return html.EscapeString(values[key])
	})
}

func flattenStrings(v map[string]any, prefix string, out map[string]string) {
	for k, val := range v {
		switch val := val.(type) {
		case string:
			out[prefix+k] = val
		case map[string]any:
			flattenStrings(val, prefix+k+".", out)
		}
	}
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
