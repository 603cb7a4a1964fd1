package site

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
)

// newPrerenderedSite serves a build that rendered /legal and the 404 screen
// (web/scripts/prerender.mjs), with a setting placeholder in the footer.
func newPrerenderedSite(t *testing.T) http.Handler {
	t.Helper()
	rendered, _ := json.Marshal(prerendered{
		Pages: map[string]string{
			"/legal": `<main><h1>Legal text</h1><a href="mailto:__site.supportEmail__">Write to us</a>` +
				`<a href="__site.social.github__">GitHub</a><a href="__site.unknown__">x</a></main>`,
		},
		NotFound: `<main><h1>404 Page Not Found</h1><a href="/">Home</a></main>`,
	})
	dist := fstest.MapFS{
		"index.html": {Data: []byte(`<!doctype html><html><head><!--app-head--></head><body>` +
			`<div id="root"><!--app-html--></div>
    <noscript><p>Needs JavaScript.</p></noscript>
    <script type="module" src="/assets/app.js"></script></body></html>`)},
		"prerendered.json": {Data: rendered},
	}
	s, err := New(Options{Dist: dist, Routes: []byte(table), PublicURL: "https://mission.example",
		SiteConfig: map[string]any{"supportEmail": `help&"x"@mission.example`,
			"social": map[string]string{"github": "https://github.com/mission"}}})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	s.Register(mux)
	return mux
}

func TestPublicPageIsServedPrerenderedInsideTheShell(t *testing.T) {
	h := newPrerenderedSite(t)
	rec := get(h, "/legal")
	body := rec.Body.String()
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d", rec.Code)
	}
	for _, want := range []string{
		`<title>Legal</title>`,
		`<meta name="description" content="Legal text">`,
		`<link rel="canonical" href="https://mission.example/legal">`,
		`id="site-config"`,
		`<div id="root"><main><h1>Legal text</h1>`,
		`<a href="mailto:help&amp;&#34;x&#34;@mission.example">Write to us</a>`,
		`<a href="https://github.com/mission">GitHub</a>`,
		`<a href="">x</a>`,
		`</main></div>`,
		`<script type="module" src="/assets/app.js">`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/legal lacks %s\n%s", want, body)
		}
	}
	if strings.Contains(body, "__site.") || strings.Contains(body, "<noscript>") || strings.Contains(body, bodyMarker) {
		t.Errorf("/legal kept a placeholder, the marker or the JavaScript note:\n%s", body)
	}
	if strings.Index(body, "</head>") > strings.Index(body, "<h1>") {
		t.Error("page HTML should follow the head")
	}
}

func TestPageWithoutPrerenderKeepsTheEmptyShell(t *testing.T) {
	h := newPrerenderedSite(t)
	for _, p := range []string{"/admin", "/c/tok123"} {
		body := get(h, p).Body.String()
		if !strings.Contains(body, `<div id="root"></div>`) || !strings.Contains(body, "<noscript>") {
			t.Errorf("%s should be the empty shell:\n%s", p, body)
		}
	}
}

func TestUnknownPathGetsThePrerendered404(t *testing.T) {
	h := newPrerenderedSite(t)
	rec := get(h, "/no-such-page")
	body := rec.Body.String()
	if rec.Code != http.StatusNotFound {
		t.Errorf("status %d", rec.Code)
	}
	if rec := get(h, "/prerendered.json"); rec.Code != http.StatusNotFound {
		t.Errorf("the build's page file is served: %d", rec.Code)
	}
	for _, want := range []string{
		"<title>404 Page Not Found | AI Mission</title>",
		`<meta name="robots" content="noindex, nofollow">`,
		`<div id="root"><main><h1>404 Page Not Found</h1><a href="/">Home</a></main></div>`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("404 lacks %s\n%s", want, body)
		}
	}
}

func TestPrerenderedPagesNeedTheBodyMarker(t *testing.T) {
	rendered, _ := json.Marshal(prerendered{Pages: map[string]string{"/": "<h1>Home</h1>"}})
	dist := fstest.MapFS{
		"index.html":       {Data: []byte(`<html><head><!--app-head--></head><body><div id="root"></div></body></html>`)},
		"prerendered.json": {Data: rendered},
	}
	if _, err := New(Options{Dist: dist, Routes: []byte(table)}); err == nil {
		t.Fatal("a shell without the body marker should stop the start")
	}
}
