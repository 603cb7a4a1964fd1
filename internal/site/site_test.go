package site

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

const table = `{"siteName":"AI Mission","defaultImage":"/og.jpg",
 "notFound":{"title":"404 Page Not Found | AI Mission","description":"Gone"},
 "redirects":{"/old":"/"},
 "routes":[
  {"path":"/","title":"Home & <Mission>","description":"The \"mission\" page","sitemap":true},
  {"path":"/legal","title":"Legal","description":"Legal text","sitemap":true},
  {"path":"/6am","title":"6am","description":"Session","canonical":"/live"},
  {"path":"/admin","title":"Admin","description":"Staff","noindex":true},
  {"path":"/c/:token","title":"Portal","description":"Client","noindex":true}]}`

func newSite(t *testing.T) *http.ServeMux {
	dist := fstest.MapFS{
		"index.html":           {Data: []byte(`<!doctype html><html><head><!--app-head--><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`)},
		"assets/app-abc123.js": {Data: []byte(strings.Repeat("console.log('mission');\n", 200))},
		"favicon.svg":          {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)},
	}
	s, err := New(Options{Dist: dist, Routes: []byte(table), PublicURL: "https://mission.example",
		SiteConfig: map[string]string{"communityUrl": "https://c.example/</script><script>x"}})
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
	if rec := get(h, "/assets/app-abc123.js"); rec.Header().Get("Content-Encoding") != "" {
		t.Fatal("gzip sent to a client that did not ask")
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
	rb := get(h, "/robots.txt").Body.String()
	if !strings.Contains(rb, "Disallow: /admin") || !strings.Contains(rb, "Sitemap: https://mission.example/sitemap.xml") {
		t.Fatalf("robots: %s", rb)
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
