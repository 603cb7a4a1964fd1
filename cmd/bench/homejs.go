package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// maxJSFiles bounds the walk through a page's imports.
const maxJSFiles = 500

// jsFile is one script the home page loads.
type jsFile struct {
	Path   string
	Status int
	Raw    int  // bytes once decoded
	Sent   int  // bytes on the wire: the gzipped body when the server sent one
	Gzip   bool // whether the server sent it gzipped
}

// homeJS is the JavaScript a visitor downloads before the home page runs:
// the module scripts and modulepreloads of the HTML and, recursively, their
// static imports. Chunks reached only through import() load later, when a
// page needs them; they are listed apart and not counted.
type homeJS struct {
	Built      bool
	Stale      bool // web/dist is built but the binary serves the placeholder page
	HTMLSent   int
	Files      []jsFile
	Lazy       []jsFile
	TotalSent  int
	TotalRaw   int
	LazySent   int
	Incomplete bool // a script did not answer 200
}

var (
	reTag  = regexp.MustCompile(`(?is)<(script|link)\b([^>]*)>`)
	reAttr = regexp.MustCompile(`(?is)([a-z][a-z0-9:_-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?`)

	// A static import or re-export at the start of the remaining text.
	reStaticImport = regexp.MustCompile(`^(?:import\s*(?:[^"'();]*?\bfrom\s*)?|export\s*[^"'();]*?\bfrom\s*)["']([^"']+)["']\s*;?`)
	// import("./x.js") or import(`./x.js`) anywhere.
	reDynamicImport = regexp.MustCompile("\\bimport\\(\\s*[\"'`]([^\"'`$]+)[\"'`]\\s*\\)")
)

// entryScripts returns the src of every <script type="module"> and the
// href of every <link rel="modulepreload"> in page, in order.
func entryScripts(page string) []string {
	var out []string
	for _, m := range reTag.FindAllStringSubmatch(page, -1) {
		attrs := map[string]string{}
		for _, a := range reAttr.FindAllStringSubmatch(m[2], -1) {
			attrs[strings.ToLower(a[1])] = a[2] + a[3] + a[4]
		}
		switch strings.ToLower(m[1]) {
		case "script":
			if strings.EqualFold(attrs["type"], "module") && attrs["src"] != "" {
				out = append(out, attrs["src"])
			}
		case "link":
			for _, rel := range strings.Fields(attrs["rel"]) {
				if strings.EqualFold(rel, "modulepreload") && attrs["href"] != "" {
					out = append(out, attrs["href"])
					break
				}
			}
		}
	}
	return out
}

// staticImports returns the specifiers of the import and export-from
// statements at the top of a module, where bundlers put them. Vite's
// dependency map constant, which it writes before the imports, is skipped.
func staticImports(src string) []string {
	var out []string
	s := src
	for n := 0; n < 10_000; n++ {
		s = skipSpaceAndComments(s)
		if strings.HasPrefix(s, "const __vite__mapDeps=") {
			if i := strings.IndexByte(s, '\n'); i >= 0 {
				s = s[i+1:]
				continue
			}
			return out
		}
		m := reStaticImport.FindStringSubmatch(s)
		if m == nil {
			return out
		}
		out = append(out, m[1])
		s = s[len(m[0]):]
	}
	return out
}

func skipSpaceAndComments(s string) string {
	for n := 0; n < 10_000; n++ {
		s = strings.TrimLeft(s, " \t\r\n")
		switch {
		case strings.HasPrefix(s, "//"):
			i := strings.IndexByte(s, '\n')
			if i < 0 {
				return ""
			}
			s = s[i+1:]
		case strings.HasPrefix(s, "/*"):
			i := strings.Index(s[2:], "*/")
			if i < 0 {
				return ""
			}
			s = s[i+4:]
		default:
			return s
		}
	}
	return s
}

// dynamicImports returns the literal specifiers of import() calls.
func dynamicImports(src string) []string {
	var out []string
	for _, m := range reDynamicImport.FindAllStringSubmatch(src, -1) {
		out = append(out, m[1])
	}
	return out
}

// fetchGzip gets path as a browser would, with Accept-Encoding: gzip, and
// returns what went over the wire and the decoded body.
func fetchGzip(ctx context.Context, env *Env, path string) (status int, sent int, gz bool, body []byte, err error) {
	status, h, wire, err := env.Get(ctx, path, http.Header{"Accept-Encoding": {"gzip"}})
	if err != nil {
		return 0, 0, false, nil, err
	}
	body = wire
	if strings.EqualFold(h.Get("Content-Encoding"), "gzip") {
		gz = true
		zr, err := gzip.NewReader(bytes.NewReader(wire))
		if err != nil {
			return status, len(wire), gz, nil, fmt.Errorf("%s: bad gzip: %w", path, err)
		}
		body, err = io.ReadAll(io.LimitReader(zr, 64<<20))
		if err != nil {
			return status, len(wire), gz, nil, fmt.Errorf("%s: bad gzip: %w", path, err)
		}
	}
	return status, len(wire), gz, body, nil
}

// measureHomeJS walks the home page's scripts on the running server.
func measureHomeJS(ctx context.Context, env *Env, distDir string) (*homeJS, error) {
	r := &homeJS{}
	if _, err := os.Stat(filepath.Join(distDir, "index.html")); err != nil {
		return r, nil
	}
	status, sent, _, page, err := fetchGzip(ctx, env, "/")
	if err != nil {
		return nil, err
	}
	if status != http.StatusOK {
		return nil, fmt.Errorf("GET /: HTTP %d", status)
	}
	r.HTMLSent = sent
	if bytes.Contains(page, []byte("The web app has not been built yet")) {
		r.Stale = true
		return r, nil
	}
	r.Built = true

	base, _ := url.Parse(env.BaseURL + "/")
	seen := map[string]bool{}
	lazySeen := map[string]bool{}
	var queue, lazy []string
	add := func(from *url.URL, spec string, into *[]string, seenSet map[string]bool) {
		u, err := from.Parse(spec)
		if err != nil || u.Host != base.Host {
			return // another origin or not a URL: not ours to measure
		}
		p := u.EscapedPath()
		if !seenSet[p] {
			seenSet[p] = true
			*into = append(*into, p)
		}
	}
	for _, src := range entryScripts(string(page)) {
		add(base, src, &queue, seen)
	}
	// The home route's own page chunk is loaded with import(), but a
	// visitor's browser fetches it to render "/", so it counts, with
	// everything it imports statically.
	homeAdded := false
	for i := 0; i < maxJSFiles; i++ {
		if i == len(queue) {
			if homeAdded {
				break
			}
			homeAdded = true
			for _, p := range lazy {
				if strings.Contains(p, "/HomePage-") && !seen[p] {
					seen[p] = true
					queue = append(queue, p)
				}
			}
			if i == len(queue) {
				break
			}
		}
		p := queue[i]
		f, body, err := fetchJS(ctx, env, p)
		if err != nil {
			return nil, err
		}
		r.Files = append(r.Files, f)
		if f.Status != http.StatusOK {
			r.Incomplete = true
			continue
		}
		r.TotalSent += f.Sent
		r.TotalRaw += f.Raw
		from, _ := base.Parse(p)
		for _, spec := range staticImports(string(body)) {
			add(from, spec, &queue, seen)
		}
		for _, spec := range dynamicImports(string(body)) {
			add(from, spec, &lazy, lazySeen)
		}
	}
	for _, p := range lazy {
		if seen[p] || len(r.Lazy) >= maxJSFiles {
			continue // also loaded statically: already counted
		}
		f, _, err := fetchJS(ctx, env, p)
		if err != nil {
			return nil, err
		}
		r.Lazy = append(r.Lazy, f)
		if f.Status == http.StatusOK {
			r.LazySent += f.Sent
		}
	}
	return r, nil
}

func fetchJS(ctx context.Context, env *Env, p string) (jsFile, []byte, error) {
	status, sent, gz, body, err := fetchGzip(ctx, env, p)
	if err != nil {
		return jsFile{}, nil, err
	}
	return jsFile{Path: p, Status: status, Raw: len(body), Sent: sent, Gzip: gz}, body, nil
}

func files(n int) string {
	if n == 1 {
		return "1 file"
	}
	return fmt.Sprintf("%d files", n)
}

func kb(n int) string { return fmt.Sprintf("%.1f KB", float64(n)/1000) }

func (h *homeJS) print(w io.Writer) {
	switch {
	case !h.Built && !h.Stale:
		fmt.Fprintln(w, "home JS: web app not built")
		return
	case h.Stale:
		fmt.Fprintln(w, "home JS: web app not built into the binary (web/dist has index.html: rebuild bin/mission)")
		return
	}
	fmt.Fprintf(w, "home JS: %s gzipped (%s raw) in %s: the entry, its static imports and the home page chunk; HTML %s gzipped\n",
		kb(h.TotalSent), kb(h.TotalRaw), files(len(h.Files)), kb(h.HTMLSent))
	for _, f := range h.Files {
		fmt.Fprintf(w, "  %s\n", f.line())
	}
	if len(h.Lazy) > 0 {
		fmt.Fprintf(w, "lazy chunks (import(), fetched when a page needs them; not counted): %s, %s gzipped\n", files(len(h.Lazy)), kb(h.LazySent))
		for _, f := range h.Lazy {
			fmt.Fprintf(w, "  %s\n", f.line())
		}
	}
	if h.Incomplete {
		fmt.Fprintln(w, "  warning: some scripts did not answer 200: the build is partial or stale")
	}
}

func (f jsFile) line() string {
	if f.Status != http.StatusOK {
		return fmt.Sprintf("%-9s  %s (HTTP %d)", "missing", f.Path, f.Status)
	}
	enc := "gzip"
	if !f.Gzip {
		enc = "identity"
	}
	return fmt.Sprintf("%9s  %s (%s raw, sent %s)", kb(f.Sent), f.Path, kb(f.Raw), enc)
}
