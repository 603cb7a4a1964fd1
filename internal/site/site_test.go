package site

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

const table = `{"siteName":"AI Mission","defaultImage":"/og.jpg",
 "organization":{"name":"AI Mission","logo":"/favicon.svg","description":"AI for 10,000 businesses"},
 "notFound":{"title":"404 Page Not Found | AI Mission","description":"Gone"},
 "redirects":{"/old":"/"},
 "routes":[
  {"path":"/","title":"Home & <Mission>","description":"The \"mission\" page","sitemap":true},
  {"path":"/legal","title":"Legal","description":"Legal text","sitemap":true,"crumb":"Legal </script>"},
  {"path":"/legal/faq","title":"Legal FAQ | AI Mission","description":"Questions","sitemap":true,
   "faq":[{"q":"Is it <safe>?","a":"Yes & more."},{"q":"Refunds?","a":"Within 7 days."}]},
  {"path":"/after","title":"After","description":"After a form","noindex":true},
  {"path":"/6am","title":"6am","description":"Session","canonical":"/live"},
  {"path":"/admin","title":"Admin","description":"Staff","noindex":true,"layout":"app"},
  {"path":"/c/:token","title":"Portal","description":"Client","noindex":true,
   "states":{"unknown":{"title":"Link Not Valid | AI Mission","description":"No portal at this address."}}}]}`

func newSite(t *testing.T) *http.ServeMux {
	dist := fstest.MapFS{
		"index.html":           {Data: []byte(`<!doctype html><html><head><!--app-head--><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`)},
		"assets/app-abc123.js": {Data: []byte(strings.Repeat("console.log('mission');\n", 200))},
		"favicon.svg":          {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)},
		"og/legal.jpg":         {Data: []byte("jpeg")},
	}
	s, err := New(Options{Dist: dist, Routes: []byte(table), PublicURL: "https://mission.example",
		SiteConfig: map[string]any{"communityUrl": "https://c.example/</script><script>x", "supportEmail": "help@mission.example",
			"social": map[string]string{"github": "https://github.com/mission", "twitter": "javascript:alert(1)"}}})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	s.Register(mux)
	return mux
}

func get(h http.Handler, path string, hdr ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestPagesCarryTheirOwnHead(t *testing.T) {
	h := newSite(t)
	rec := get(h, "/")
	body := rec.Body.String()
	for _, want := range []string{
		"<title>Home &amp; &lt;Mission&gt;</title>",
		`<meta name="description" content="The &#34;mission&#34; page">`,
		`<meta property="og:title" content="Home &amp; &lt;Mission&gt;">`,
		`<meta property="og:image" content="https://mission.example/og.jpg">`,
		`<meta name="twitter:card" content="summary_large_image">`,
		`<link rel="canonical" href="https://mission.example/">`,
		`id="site-config"`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("home page lacks %s", want)
		}
	}
	if strings.Contains(body, "</script><script>x") {
		t.Error("site config broke out of its script tag")
	}
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/html; charset=utf-8" {
		t.Errorf("status %d type %s", rec.Code, rec.Header().Get("Content-Type"))
	}
	if b := get(h, "/6am").Body.String(); !strings.Contains(b, `href="https://mission.example/live"`) {
		t.Error("/6am should be canonical to /live")
	}
	if b := get(h, "/admin").Body.String(); !strings.Contains(b, `content="noindex, nofollow"`) {
		t.Error("/admin should be noindex")
	}
	if rec := get(h, "/c/tok123"); rec.Code != 200 || !strings.Contains(rec.Body.String(), "<title>Portal</title>") {
		t.Errorf("param route: %d", rec.Code)
	}
	if rec := get(h, "/legal/"); rec.Code != 200 {
		t.Errorf("trailing slash: %d", rec.Code)
	}
}

func TestUnknownPathIs404WithTheNotFoundScreen(t *testing.T) {
	h := newSite(t)
	for _, p := range []string{"/nope", "/c/", "/c/a/b", "/assets/missing.js"} {
		rec := get(h, p)
		if rec.Code != http.StatusNotFound {
			t.Errorf("%s: status %d", p, rec.Code)
		}
		if !strings.Contains(rec.Body.String(), "<title>404 Page Not Found | AI Mission</title>") {
			t.Errorf("%s: not the 404 screen", p)
		}
	}
	req := httptest.NewRequest("POST", "/", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /: status %d", rec.Code)
	}
}

func TestAssetsAreImmutableAndCompressed(t *testing.T) {
	h := newSite(t)
	rec := get(h, "/assets/app-abc123.js", "Accept-Encoding", "gzip, br")
	if rec.Code != 200 || !strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
		t.Fatalf("asset: %d %q", rec.Code, rec.Header().Get("Cache-Control"))
	}
	if rec.Header().Get("Content-Encoding") != "gzip" {
		t.Fatal("asset not gzipped")
	}
	zr, err := gzip.NewReader(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if !strings.HasPrefix(string(plain), "console.log") {
		t.Fatal("gzip body does not decode to the asset")
	}
	want := strings.Repeat("console.log('mission');\n", 200)
	if rec := get(h, "/assets/app-abc123.js"); rec.Header().Get("Content-Encoding") != "" || rec.Body.String() != want ||
		rec.Header().Get("Content-Length") != fmt.Sprint(len(want)) {
		t.Fatalf("a client that did not ask for gzip: %q, %d bytes, length %q", rec.Header().Get("Content-Encoding"),
			rec.Body.Len(), rec.Header().Get("Content-Length"))
	}
	if rec := get(h, "/og/legal.jpg"); rec.Body.String() != "jpeg" || rec.Header().Get("Content-Length") != "4" ||
		rec.Header().Get("Content-Type") != "image/jpeg" {
		t.Fatalf("an image: %q %q %q", rec.Body.String(), rec.Header().Get("Content-Length"), rec.Header().Get("Content-Type"))
	}
	head := httptest.NewRecorder()
	h.ServeHTTP(head, httptest.NewRequest("HEAD", "/og/legal.jpg", nil))
	if head.Code != http.StatusOK || head.Body.Len() != 0 || head.Header().Get("Content-Length") != "4" {
		t.Fatalf("HEAD of an image: %d, %d bytes, length %q", head.Code, head.Body.Len(), head.Header().Get("Content-Length"))
	}
	etag := rec.Header().Get("ETag")
	if rec := get(h, "/assets/app-abc123.js", "If-None-Match", etag); rec.Code != http.StatusNotModified {
		t.Fatalf("conditional GET: %d", rec.Code)
	}
	if rec := get(h, "/favicon.svg"); rec.Header().Get("Cache-Control") != "public, max-age=3600" {
		t.Fatalf("unhashed file cache: %q", rec.Header().Get("Cache-Control"))
	}
}

func TestSitemapRobotsAndRedirects(t *testing.T) {
	h := newSite(t)
	sm := get(h, "/sitemap.xml").Body.String()
	if !strings.Contains(sm, "<loc>https://mission.example/legal</loc>") || strings.Contains(sm, "/admin") || strings.Contains(sm, "/6am") {
		t.Fatalf("sitemap: %s", sm)
	}
	if strings.Contains(sm, "/after") {
		t.Fatalf("a noindex page is in the sitemap: %s", sm)
	}
	rb := get(h, "/robots.txt").Body.String()
	if !strings.Contains(rb, "Disallow: /admin") || !strings.Contains(rb, "Sitemap: https://mission.example/sitemap.xml") {
		t.Fatalf("robots: %s", rb)
	}
	// A crawler must be able to read the noindex of an ordinary page.
	if strings.Contains(rb, "Disallow: /after") {
		t.Fatalf("robots hides a noindex page from crawlers: %s", rb)
	}
	if rec := get(h, "/old"); rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != "/" {
		t.Fatalf("redirect: %d %s", rec.Code, rec.Header().Get("Location"))
	}
}

func TestTableRejectsIncompleteRoutes(t *testing.T) {
	if _, err := ParseTable([]byte(`{"routes":[{"path":"/x","title":""}]}`)); err == nil {
		t.Fatal("route without a title accepted")
	}
	if _, err := ParseTable([]byte(`{"routes":[{"path":"/x","title":"a","description":"b"},{"path":"/x","title":"a","description":"b"}]}`)); err == nil {
		t.Fatal("duplicate route accepted")
	}
}

// jsonLD returns the parsed JSON-LD graph of a page, failing on anything but exactly one block.
func jsonLD(t *testing.T, body string) []map[string]any {
	t.Helper()
	const open = `<script type="application/ld+json">`
	if strings.Count(body, open) != 1 {
		t.Fatalf("want one JSON-LD block, got %d", strings.Count(body, open))
	}
	rest := body[strings.Index(body, open)+len(open):]
	raw := rest[:strings.Index(rest, "</script>")]
	var doc struct {
		Context string           `json:"@context"`
		Graph   []map[string]any `json:"@graph"`
	}
	if err := json.Unmarshal([]byte(raw), &doc); err != nil {
		t.Fatalf("JSON-LD does not parse: %v\n%s", err, raw)
	}
	if doc.Context != "https://schema.org" {
		t.Fatalf("context %q", doc.Context)
	}
	return doc.Graph
}

func ofType(graph []map[string]any, typ string) map[string]any {
	for _, node := range graph {
		if node["@type"] == typ {
			return node
		}
	}
	return nil
}

func TestStructuredData(t *testing.T) {
	h := newSite(t)
	home := jsonLD(t, get(h, "/").Body.String())
	org := ofType(home, "Organization")
	if org == nil || org["name"] != "AI Mission" || org["url"] != "https://mission.example/" ||
		org["logo"] != "https://mission.example/favicon.svg" || org["email"] != "help@mission.example" {
		t.Fatalf("organization: %v", org)
	}
	if same, _ := org["sameAs"].([]any); len(same) != 1 || same[0] != "https://github.com/mission" {
		t.Fatalf("sameAs keeps only https profiles: %v", org["sameAs"])
	}
	if ofType(home, "BreadcrumbList") != nil {
		t.Fatal("the home page has no breadcrumb trail")
	}

	body := get(h, "/legal/faq").Body.String()
	if strings.Contains(body, "<safe>") || strings.Contains(body, "Legal </script>") {
		t.Fatal("JSON-LD text is not escaped")
	}
	graph := jsonLD(t, body)
	trail, _ := ofType(graph, "BreadcrumbList")["itemListElement"].([]any)
	var names []string
	for _, item := range trail {
		names = append(names, item.(map[string]any)["name"].(string))
	}
	if strings.Join(names, " > ") != "Home & <Mission> > Legal </script> > Legal FAQ" {
		t.Fatalf("breadcrumbs: %v", names)
	}
	faq := ofType(graph, "FAQPage")
	questions, _ := faq["mainEntity"].([]any)
	if len(questions) != 2 {
		t.Fatalf("faq: %v", faq)
	}
	q := questions[0].(map[string]any)
	if q["name"] != "Is it <safe>?" || q["acceptedAnswer"].(map[string]any)["text"] != "Yes & more." {
		t.Fatalf("question: %v", q)
	}
	if ofType(jsonLD(t, get(h, "/legal").Body.String()), "FAQPage") != nil {
		t.Fatal("FAQPage on a page without questions")
	}
	// The 404 screen still names the organisation.
	if ofType(jsonLD(t, get(h, "/nope").Body.String()), "Organization") == nil {
		t.Fatal("404 lacks the organisation")
	}
}

func TestEachPageUsesItsOwnShareImage(t *testing.T) {
	h := newSite(t)
	if b := get(h, "/legal").Body.String(); !strings.Contains(b, `<meta property="og:image" content="https://mission.example/og/legal.jpg">`) ||
		!strings.Contains(b, `<meta name="twitter:image" content="https://mission.example/og/legal.jpg">`) {
		t.Error("/legal should use its own share image")
	}
	// No image built for the page: the default.
	if b := get(h, "/legal/faq").Body.String(); !strings.Contains(b, `content="https://mission.example/og.jpg"`) {
		t.Error("/legal/faq should fall back to the default image")
	}
	for path, want := range map[string]string{"/": "/og/home.jpg", "/ai-finder/results": "/og/ai-finder-results.jpg", "/c/:token": "/og/c.jpg"} {
		if got := ShareImage(path); got != want {
			t.Errorf("ShareImage(%q) = %q, want %q", path, got, want)
		}
	}
}

func TestPrivatePagesSendNoReferrer(t *testing.T) {
	s, err := New(Options{Dist: fstest.MapFS{"index.html": {Data: []byte(`<html><head><!--app-head--></head></html>`)}},
		Routes:    []byte(`{"siteName":"S","routes":[{"path":"/c/:token","title":"T","description":"D","private":true},{"path":"/open","title":"T","description":"D"}]}`),
		PublicURL: "https://x.example"})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	s.Register(mux)
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("GET", "/c/abc", nil))
	if rec.Code != 200 || rec.Header().Get("Referrer-Policy") != "no-referrer" || !strings.Contains(rec.Header().Get("X-Robots-Tag"), "noindex") {
		t.Fatalf("private page: %d %v", rec.Code, rec.Header())
	}
	rec = httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("GET", "/open", nil))
	if rec.Header().Get("Referrer-Policy") == "no-referrer" {
		t.Fatal("a public page sends no referrer")
	}
}

// A page that runs a third party's script gets its own policy; every other
// page keeps the site's, and a route naming a missing policy stops the start.
func TestRouteNamesItsOwnContentSecurityPolicy(t *testing.T) {
	routes := []byte(`{"siteName":"S","routes":[{"path":"/standup","title":"T","description":"D","csp":"booking"},{"path":"/open","title":"T","description":"D"}]}`)
	dist := fstest.MapFS{"index.html": {Data: []byte(`<html><head><!--app-head--></head></html>`)}}
	s, err := New(Options{Dist: dist, Routes: routes, PublicURL: "https://x.example",
		CSP: map[string]string{"booking": "script-src 'self' https://embed.example"}})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	s.Register(mux)
	site := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "script-src 'self'") // as the middleware does
		mux.ServeHTTP(w, r)
	})
	if got := get(site, "/standup").Header().Get("Content-Security-Policy"); got != "script-src 'self' https://embed.example" {
		t.Errorf("/standup CSP = %q", got)
	}
	if got := get(site, "/standup/").Header().Get("Content-Security-Policy"); got != "script-src 'self' https://embed.example" {
		t.Errorf("/standup/ CSP = %q", got)
	}
	for _, p := range []string{"/open", "/missing"} {
		if got := get(site, p).Header().Get("Content-Security-Policy"); got != "script-src 'self'" {
			t.Errorf("%s CSP = %q", p, got)
		}
	}
	if _, err := New(Options{Dist: dist, Routes: routes, PublicURL: "https://x.example"}); err == nil || !strings.Contains(err.Error(), "booking") {
		t.Errorf("a missing policy: %v", err)
	}
}

// A checked route answers with the status its check gives, the page
// carrying the state for the app; a status of 200 serves the page as usual.
func TestCheckedPagesAnswerTheirStatus(t *testing.T) {
	dist := fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>`)}}
	s, err := New(Options{Dist: dist, Routes: []byte(table), PublicURL: "https://mission.example"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check("/nowhere", nil); err == nil {
		t.Fatal("a check of a route that does not exist was accepted")
	}
	var seen string
	if err := s.Check("/c/:token", func(w http.ResponseWriter, r *http.Request, params map[string]string) (int, string) {
		seen = params["token"]
		if seen == "gone" {
			w.Header().Set("Retry-After", "7")
			return http.StatusGone, `inactive"<`
		}
		if seen == "nope" {
			return http.StatusNotFound, "unknown"
		}
		return http.StatusOK, ""
	}); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	s.Register(mux)

	rec := get(mux, "/c/gone")
	body := rec.Body.String()
	if rec.Code != http.StatusGone || seen != "gone" || !strings.Contains(body, `<meta name="page-state" content="inactive&#34;&lt;">`) ||
		!strings.Contains(body, "<title>Portal</title>") || rec.Header().Get("ETag") != "" || rec.Header().Get("Retry-After") != "7" {
		t.Fatalf("a gone page: %d %v %s", rec.Code, rec.Header(), body)
	}
	// A state the route names gives the page its own title and description.
	rec = get(mux, "/c/nope")
	body = rec.Body.String()
	for _, want := range []string{"<title>Link Not Valid | AI Mission</title>", `<meta property="og:title" content="Link Not Valid | AI Mission">`,
		`<meta name="description" content="No portal at this address.">`, `<meta name="page-state" content="unknown">`} {
		if rec.Code != http.StatusNotFound || !strings.Contains(body, want) {
			t.Errorf("an unknown link's page: %d, lacks %s", rec.Code, want)
		}
	}
	if strings.Contains(body, "<title>Portal</title>") {
		t.Error("an unknown link's page keeps the portal's title")
	}
	if _, err := ParseTable([]byte(`{"routes":[{"path":"/c/:t","title":"T","description":"D","states":{"gone":{"description":"x"}}}]}`)); err == nil {
		t.Error("a state without a title was accepted")
	}
	rec = get(mux, "/c/fine/")
	if rec.Code != http.StatusOK || seen != "fine" || strings.Contains(rec.Body.String(), "page-state") {
		t.Fatalf("a working page: %d %s", rec.Code, rec.Body.String())
	}
	if rec := get(mux, "/legal"); rec.Code != http.StatusOK || seen != "fine" {
		t.Fatalf("an unchecked page ran the check or failed: %d", rec.Code)
	}
}
