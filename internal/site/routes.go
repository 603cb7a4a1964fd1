// Package site serves the built single-page app: every page route gets the
// built index.html with that route's own head tags, unknown paths get the
// 404 screen with status 404, and hashed assets are served compressed with
// long-lived caching.
package site

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Table is the route table shared with the React app (web/src/lib/routes.json).
type Table struct {
	SiteName     string            `json:"siteName"`
	DefaultImage string            `json:"defaultImage"`
	Organization Organization      `json:"organization"`
	NotFound     Head              `json:"notFound"`
	Routes       []Route           `json:"routes"`
	Redirects    map[string]string `json:"redirects"`
}

// Head is what a page says about itself to search engines and share cards.
type Head struct {
	Title         string `json:"title"`
	Description   string `json:"description"`
	OGTitle       string `json:"ogTitle"`
	OGDescription string `json:"ogDescription"`
	OGImage       string `json:"ogImage"`
}

// Organization is who runs the site, for the structured data on every page.
type Organization struct {
	Name        string `json:"name"`
	Logo        string `json:"logo"`
	Description string `json:"description"`
}

// FAQ is one question and answer a page shows, published as FAQPage data.
type FAQ struct {
	Q string `json:"q"`
	A string `json:"a"`
}

// Route is one page of the app.
type Route struct {
	Path string `json:"path"`
	Head
	// Crumb is the page's short name in breadcrumbs and on its share image.
	Crumb     string `json:"crumb"`
	Canonical string `json:"canonical"`
	NoIndex   bool   `json:"noindex"`
	Sitemap   bool   `json:"sitemap"`
	Layout    string `json:"layout"`
	// Private pages (a client portal, an invitation) carry a secret in
	// their address: they send no referrer and ask search engines to keep
	// away.
	Private bool  `json:"private"`
	FAQ     []FAQ `json:"faq"`
	// CSP names a Content-Security-Policy the page is served with instead
	// of the site's (Options.CSP), for a page that alone runs a third
	// party's script.
	CSP string `json:"csp"`
	// States are the page's head in the states its check can find (see
	// Site.Check), by the state's word: a link that does not exist or no
	// longer works says so in its title. The app reads them too, for the
	// states only the browser finds (a token in the fragment).
	States map[string]Head `json:"states"`
}

// inState is the route with its head as the state gives it: the state's
// title and description, and the share card's title and description with
// them.
func (r Route) inState(state string) Route {
	h, ok := r.States[state]
	if !ok {
		return r
	}
	r.Title, r.OGTitle = h.Title, h.OGTitle
	if h.Description != "" {
		r.Description, r.OGDescription = h.Description, h.OGDescription
	}
	return r
}

// ShareImage is where the build puts a route's own share card (see
// web/scripts/make-og-image.mjs): /og/ and the path's segments joined by
// dashes, "home" for the root; a parameter segment is dropped.
func ShareImage(path string) string {
	var segs []string
	for _, s := range strings.Split(path, "/") {
		if s != "" && !strings.HasPrefix(s, ":") {
			segs = append(segs, s)
		}
	}
	if len(segs) == 0 {
		return "/og/home.jpg"
	}
	return "/og/" + strings.Join(segs, "-") + ".jpg"
}

// ParseTable reads and checks the route table.
func ParseTable(b []byte) (Table, error) {
	var t Table
	if err := json.Unmarshal(b, &t); err != nil {
		return t, fmt.Errorf("site: route table: %w", err)
	}
	seen := map[string]bool{}
	for _, r := range t.Routes {
		if !strings.HasPrefix(r.Path, "/") || r.Title == "" || r.Description == "" {
			return t, fmt.Errorf("site: route %q needs a path, title and description", r.Path)
		}
		if seen[r.Path] {
			return t, fmt.Errorf("site: route %q listed twice", r.Path)
		}
		for state, h := range r.States {
			if state == "" || h.Title == "" {
				return t, fmt.Errorf("site: route %q has a state without a name or a title", r.Path)
			}
		}
		seen[r.Path] = true
	}
	return t, nil
}

// params are the values of a route's :name segments in a path it matches.
func (r Route) params(path string) map[string]string {
	out := map[string]string{}
	segs := strings.Split(strings.TrimSuffix(path, "/"), "/")
	for i, seg := range strings.Split(r.Path, "/") {
		if name, ok := strings.CutPrefix(seg, ":"); ok && i < len(segs) {
			out[name] = segs[i]
		}
	}
	return out
}

// match finds the route for a request path. A segment written :name matches
// any one non-empty segment.
func (t Table) match(path string) (Route, bool) {
	if len(path) > 1 {
		path = strings.TrimSuffix(path, "/")
	}
	for _, r := range t.Routes {
		if r.Path == path {
			return r, true
		}
	}
	segs := strings.Split(path, "/")
	for _, r := range t.Routes {
		if !strings.Contains(r.Path, ":") {
			continue
		}
		pat := strings.Split(r.Path, "/")
		if len(pat) != len(segs) {
			continue
		}
		ok := true
		for i := range pat {
			if strings.HasPrefix(pat[i], ":") {
				ok = segs[i] != ""
			} else {
				ok = pat[i] == segs[i]
			}
			if !ok {
				break
			}
		}
		if ok {
			return r, true
		}
	}
	return Route{}, false
}
