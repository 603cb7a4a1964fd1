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
				`<a href="__site.social.github__">GitHub</a><p>Ask within __site.claims.guaranteeDays__ days; __site.claims.communityMembers__+ members</p></main>`,
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
			"social": map[string]string{"github": "https://github.com/mission"},
			"claims": map[string]int{"guaranteeDays": 7, "communityMembers": 12500}}})
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
		`<p>Ask within 7 days; 12,500+ members</p>`,
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

// A placeholder that names no setting stops the start, whether in a page the
// build rendered or in the route table's texts: a typo would print nothing
// where a fact belongs.
func TestUnknownPlaceholderStopsTheStart(t *testing.T) {
	shell := fstest.MapFS{"index.html": {Data: []byte(`<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>`)}}
	cfg := map[string]any{"claims": map[string]int{"guaranteeDays": 7}}
	rendered, _ := json.Marshal(prerendered{Pages: map[string]string{"/legal": `<h1>Ask within __site.claims.guaranteDays__ days</h1>`}})
	withPage := fstest.MapFS{"index.html": shell["index.html"], "prerendered.json": {Data: rendered}}
	if _, err := New(Options{Dist: withPage, Routes: []byte(table), SiteConfig: cfg}); err == nil ||
		!strings.Contains(err.Error(), "__site.claims.guaranteDays__") || !strings.Contains(err.Error(), "/legal") {
		t.Errorf("a page's unknown placeholder: %v", err)
	}
	badTable := strings.Replace(table, `"Within 7 days."`, `"Within __site.claims.days__ days."`, 1)
	if _, err := New(Options{Dist: shell, Routes: []byte(badTable), SiteConfig: cfg}); err == nil || !strings.Contains(err.Error(), "__site.claims.days__") {
		t.Errorf("the route table's unknown placeholder: %v", err)
	}
}

// The route table's texts carry the settings' values: the page head, the
// share cards and the FAQ's structured data all say what the pages say.
func TestRouteTableTextsAreFilledFromTheSettings(t *testing.T) {
	shell := fstest.MapFS{"index.html": {Data: []byte(`<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>`)}}
	withClaims := strings.Replace(table, `"Within 7 days."`, `"Within __site.claims.guaranteeDays__ days."`, 1)
	withClaims = strings.Replace(withClaims, `"description":"Questions"`, `"description":"A __site.claims.guaranteeDays__-day guarantee & more"`, 1)
	s, err := New(Options{Dist: shell, Routes: []byte(withClaims), PublicURL: "https://mission.example",
		SiteConfig: map[string]any{"claims": map[string]int{"guaranteeDays": 14}}})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	s.Register(mux)
	body := get(mux, "/legal/faq").Body.String()
	for _, want := range []string{
		`<meta name="description" content="A 14-day guarantee &amp; more">`,
		`<meta property="og:description" content="A 14-day guarantee &amp; more">`,
		`"text":"Within 14 days."`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/legal/faq lacks %s\n%s", want, body)
		}
	}
	if strings.Contains(body, "__site.") {
		t.Errorf("a placeholder was left:\n%s", body)
	}
}

func TestNumbersAreWrittenAsTheWebAppWritesThem(t *testing.T) {
	for in, want := range map[float64]string{0: "0", 7: "7", 999: "999", 1000: "1,000", 10000: "10,000", 1234567: "1,234,567", -2500: "-2,500", 1.5: "1.5"} {
		if got := groupThousands(in); got != want {
			t.Errorf("%v: %q, want %q", in, got, want)
		}
	}
}
