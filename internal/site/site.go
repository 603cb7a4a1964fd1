package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"sort"
	"strings"
	"sync"
)

// headMarker is the comment in web/index.html that the head tags replace.
const headMarker = "<!--app-head-->"

// fallbackIndex stands in for index.html when the app has not been built,
// so the API and the head tags still work (in Go tests, say).
const fallbackIndex = `<!doctype html><html lang="en"><head><meta charset="utf-8">` + headMarker +
	`</head><body><main><p>The web app has not been built yet: run <code>make build</code>.</p></main></body></html>`

// Options configure the site handler.
type Options struct {
	Dist       fs.FS  // the built app (web/dist)
	Routes     []byte // the route table JSON
	PublicURL  string // origin for absolute links, without a trailing slash
	SiteConfig any    // public settings rendered into every page as JSON
	// CSP holds the policies routes name in their "csp" field, each a
	// whole Content-Security-Policy that replaces the site's one on that
	// page. A route naming a policy not given here stops the start.
	CSP map[string]string
}

// Site serves pages, assets, the sitemap and robots.txt.
type Site struct {
	table     Table
	publicURL string
	index     [2]string // index.html split around the head marker
	config    []byte
	pages     map[string]*blob
	notFound  *blob
	assets    map[string]*blob
	csp       map[string]string
	checks    map[string]Check
}

// Check decides the status of a page whose subject may be missing or gone
// (a client portal's link): 0 or 200 serves the page as usual; any other
// status serves it with that status and state, a word the app reads from
// the page's <meta name="page-state"> to show the matching screen without
// asking the server again. A check may set headers (Retry-After).
type Check func(w http.ResponseWriter, r *http.Request, params map[string]string) (status int, state string)

// Check makes fn decide the status of the route with this path (such as
// "/c/:token"); it is called with the route's parameters.
func (s *Site) Check(path string, fn Check) error {
	for _, r := range s.table.Routes {
		if r.Path == path {
			s.checks[path] = fn
			return nil
		}
	}
	return fmt.Errorf("site: no route %q to check", path)
}

// blob is a response body ready to send, with its gzipped form when that is
// smaller. An asset's own bytes stay in the build (embedded in the binary)
// and are copied from there when a client takes them as they are, so the
// heap holds only what was made at start: pages and gzipped forms.
type blob struct {
	body  []byte
	file  fs.FS // when body is nil: the body is name in file
	name  string
	size  int
	gz    []byte
	etag  string
	ctype string
}

// New prepares every static page and asset once, at start.
func New(o Options) (*Site, error) {
	t, err := ParseTable(o.Routes)
	if err != nil {
		return nil, err
	}
	s := &Site{table: t, publicURL: o.PublicURL, config: marshalConfig(o.SiteConfig),
		pages: map[string]*blob{}, assets: map[string]*blob{}, csp: o.CSP, checks: map[string]Check{}}
	values := settingValues(s.config)
	if err := s.table.fillTable(values); err != nil {
		return nil, err
	}
	for _, r := range t.Routes {
		if _, ok := o.CSP[r.CSP]; r.CSP != "" && !ok {
			return nil, fmt.Errorf("site: route %q names the policy %q, which is not configured", r.Path, r.CSP)
		}
	}
	index := fallbackIndex
	if b, err := fs.ReadFile(o.Dist, "index.html"); err == nil {
		index = string(b)
	}
	before, after, ok := strings.Cut(index, headMarker)
	if !ok {
		return nil, fmt.Errorf("site: index.html lacks the %s marker", headMarker)
	}
	s.index = [2]string{before, after}
	err = fs.WalkDir(o.Dist, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || p == "index.html" || p == prerenderedFile || strings.HasPrefix(path.Base(p), ".") {
			return err
		}
		b, err := fs.ReadFile(o.Dist, p)
		if err != nil {
			return err
		}
		a := newBlob(b, mime.TypeByExtension(path.Ext(p)))
		a.body, a.file, a.name = nil, o.Dist, p
		s.assets["/"+p] = a
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("site: read assets: %w", err)
	}
	// The build's rendered pages are needed only here, to make each page's
	// response once.
	rendered, err := readPrerendered(o.Dist)
	if err != nil {
		return nil, err
	}
	if len(rendered.Pages) > 0 && !strings.Contains(s.index[1], bodyMarker) {
		return nil, fmt.Errorf("site: index.html lacks the %s marker for the pre-rendered pages", bodyMarker)
	}
	// Pages are rendered after the assets are known, so each can point at its own share card.
	for _, r := range s.table.Routes {
		if !strings.Contains(r.Path, ":") {
			body, err := fillSettings(rendered.Pages[r.Path], values, html.EscapeString)
			if err != nil {
				return nil, fmt.Errorf("%w (in the page %s)", err, r.Path)
			}
			s.pages[r.Path] = s.renderPage(r, r.Path, body, "")
		}
	}
	notFound, err := fillSettings(rendered.NotFound, values, html.EscapeString)
	if err != nil {
		return nil, fmt.Errorf("%w (in the 404 page)", err)
	}
	s.notFound = s.renderPage(Route{Head: s.table.NotFound, NoIndex: true}, "", notFound, "")
	return s, nil
}

// renderPage is the shell with the page's head tags and, when the build
// rendered the page, its HTML inside <div id="root"> for the browser to
// hydrate; otherwise the empty root the browser renders into. A state (see
// Check) goes into the head for the app to read.
func (s *Site) renderPage(r Route, p, body, state string) *blob {
	var b strings.Builder
	b.WriteString(s.index[0])
	if state != "" {
		b.WriteString(`<meta name="page-state" content="` + html.EscapeString(state) + `">` + "\n")
		r = r.inState(state)
	}
	image := ""
	if r.Path != "" {
		if _, ok := s.assets[ShareImage(r.Path)]; ok {
			image = ShareImage(r.Path)
		}
	}
	renderHead(&b, s.table, r, s.publicURL, p, image, s.config)
	rest := s.index[1]
	if body != "" {
		rest = strings.Replace(withoutNoscript(rest), bodyMarker, body, 1)
	} else {
		rest = strings.Replace(rest, bodyMarker, "", 1)
	}
	b.WriteString(rest)
	return newBlob([]byte(b.String()), "text/html; charset=utf-8")
}

// gzipWriters are reused: each new writer at BestCompression allocates
// about 1 MB, and the start compresses every page and asset, which made
// some 200 MB of garbage and most of the start's peak memory.
var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestCompression)
	return zw
}}

func newBlob(body []byte, ctype string) *blob {
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	sum := sha256.Sum256(body)
	b := &blob{body: body, size: len(body), ctype: ctype, etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
	if compressible(ctype) && len(body) > 512 {
		var buf bytes.Buffer
		zw := gzipWriters.Get().(*gzip.Writer)
		zw.Reset(&buf)
		zw.Write(body)
		zw.Close()
		gzipWriters.Put(zw)
		if buf.Len() < len(body) {
			b.gz = buf.Bytes()
		}
	}
	return b
}

func compressible(ctype string) bool {
	for _, p := range []string{"text/", "application/javascript", "application/json", "image/svg+xml", "application/xml", "application/manifest+json"} {
		if strings.HasPrefix(ctype, p) {
			return true
		}
	}
	return false
}

// Register adds the site's routes to mux. It claims / as the catch-all for
// every path no other pattern matches.
func (s *Site) Register(mux *http.ServeMux) {
	mux.HandleFunc("GET /sitemap.xml", s.sitemap)
	mux.HandleFunc("GET /robots.txt", s.robots)
	mux.HandleFunc("/", s.serve)
}

func (s *Site) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if a, ok := s.assets[p]; ok {
		if strings.HasPrefix(p, "/assets/") {
			// Vite puts a content hash in every file name under /assets/.
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			w.Header().Set("Cache-Control", "public, max-age=3600")
		}
		a.write(w, r, http.StatusOK)
		return
	}
	if to, ok := s.table.Redirects[p]; ok {
		http.Redirect(w, r, to, http.StatusMovedPermanently)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	route, ok := s.table.match(p)
	if !ok {
		s.notFound.write(w, r, http.StatusNotFound)
		return
	}
	if route.CSP != "" {
		// Documents keep the policy they were loaded with, so the web app
		// loads such a page as a document of its own (OwnDocument).
		w.Header().Set("Content-Security-Policy", s.csp[route.CSP])
	}
	if route.Private {
		w.Header().Set("Referrer-Policy", "no-referrer")
		w.Header().Set("X-Robots-Tag", "noindex, nofollow")
	}
	if check, ok := s.checks[route.Path]; ok {
		if status, state := check(w, r, route.params(p)); status != 0 && status != http.StatusOK {
			s.renderPage(route, p, "", state).write(w, r, status)
			return
		}
	}
	if page, ok := s.pages[p]; ok {
		page.write(w, r, http.StatusOK)
		return
	}
	if page, ok := s.pages[route.Path]; ok { // a trailing slash
		page.write(w, r, http.StatusOK)
		return
	}
	s.renderPage(route, p, "", "").write(w, r, http.StatusOK)
}

func (b *blob) write(w http.ResponseWriter, r *http.Request, status int) {
	h := w.Header()
	h.Set("Content-Type", b.ctype)
	h.Set("Vary", "Accept-Encoding")
	if status == http.StatusOK {
		h.Set("ETag", b.etag)
		if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, b.etag) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	body := b.body
	if b.gz != nil && acceptsGzip(r) {
		h.Set("Content-Encoding", "gzip")
		body = b.gz
	} else if body == nil {
		b.writeFile(w, r, status)
		return
	}
	h.Set("Content-Length", fmt.Sprint(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// writeFile sends an asset's bytes from the build as they are.
func (b *blob) writeFile(w http.ResponseWriter, r *http.Request, status int) {
	f, err := b.file.Open(b.name)
	if err != nil {
		http.Error(w, "Internal Server Error", http.StatusInternalServerError)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Length", fmt.Sprint(b.size))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		io.Copy(w, f)
	}
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && !strings.Contains(strings.ReplaceAll(q, " ", ""), "q=0") {
			return true
		}
	}
	return false
}

func (s *Site) sitemap(w http.ResponseWriter, r *http.Request) {
	var paths []string
	for _, rt := range s.table.Routes {
		if rt.Sitemap && !rt.NoIndex && !strings.Contains(rt.Path, ":") {
			paths = append(paths, rt.Path)
		}
	}
	sort.Strings(paths)
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, p := range paths {
		fmt.Fprintf(&b, "  <url><loc>%s%s</loc></url>\n", s.publicURL, p)
	}
	b.WriteString("</urlset>\n")
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write([]byte(b.String()))
}

func (s *Site) robots(w http.ResponseWriter, r *http.Request) {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\nDisallow: /api/\n")
	// Staff screens are kept out entirely. Other noindex pages stay crawlable,
	// or a crawler could never read the noindex that keeps them out of results.
	for _, rt := range s.table.Routes {
		if rt.Layout == "app" && !strings.Contains(rt.Path, ":") {
			b.WriteString("Disallow: " + rt.Path + "\n")
		}
	}
	b.WriteString("\nSitemap: " + s.publicURL + "/sitemap.xml\n")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write([]byte(b.String()))
}
