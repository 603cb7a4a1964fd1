package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// jsBudget is web/budget.json, the one definition of the JavaScript budget:
// the browser test (web/e2e/budget.spec.ts) enforces it, the bench reports
// against it. 1 KB is 1024 bytes of gzip at level 9.
type jsBudget struct {
	HomeKB       float64 `json:"homeKB"`
	PublicPageKB float64 `json:"publicPageKB"`
}

// pageWeight is the JavaScript a page needs before it runs, from the build:
// the entry with its static imports, and the page's chunk with its own.
type pageWeight struct {
	Path  string
	Bytes int // gzip level 9, summed over Files
	Files int
}

func (p pageWeight) KB() float64 { return float64(p.Bytes) / 1024 }

// A page loader in web/src/app/pages.tsx: '/path': () => import('../pages/x/XPage'),
// or '/path': name, where const name: Loader = () => import('...').
var (
	reLoader      = regexp.MustCompile(`'(/[^']*)':\s*(?:\(\)\s*=>\s*import\('([^']+)'\)|([A-Za-z_]\w*))`)
	reNamedLoader = regexp.MustCompile(`const\s+([A-Za-z_]\w*)\s*(?::\s*\w+)?\s*=\s*\(\)\s*=>\s*import\('([^']+)'\)`)
)

// pageModules maps each path of pages.tsx to the base name of its page
// module ("HomePage"), which is also the name of its chunk in the build.
func pageModules(pagesTSX string) map[string]string {
	named := map[string]string{}
	for _, m := range reNamedLoader.FindAllStringSubmatch(pagesTSX, -1) {
		named[m[1]] = m[2]
	}
	out := map[string]string{}
	for _, m := range reLoader.FindAllStringSubmatch(pagesTSX, -1) {
		mod := m[2]
		if mod == "" {
			mod = named[m[3]]
		}
		if mod != "" {
			out[m[1]] = path.Base(mod)
		}
	}
	return out
}

// publicPaths are the pages the site serves to visitors: routes without a
// parameter and outside the staff, partner and client tools.
func publicPaths(routesJSON []byte) ([]string, error) {
	var t struct {
		Routes []struct {
			Path   string `json:"path"`
			Layout string `json:"layout"`
		} `json:"routes"`
	}
	if err := json.Unmarshal(routesJSON, &t); err != nil {
		return nil, fmt.Errorf("routes.json: %w", err)
	}
	var out []string
	for _, r := range t.Routes {
		if !strings.Contains(r.Path, ":") && r.Layout != "app" {
			out = append(out, r.Path)
		}
	}
	return out, nil
}

// gzip9 is the size of b gzipped at level 9, as the browser test counts it.
func gzip9(b []byte) int {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = zw.Write(b)
	_ = zw.Close()
	return buf.Len()
}

// weighPage sums the entry's scripts (index.html's module script and
// modulepreloads) and the page chunk, each with its static imports, read
// from the build directory. Chunks loaded later with import() (a form that
// loads as it nears the screen, the toast queue) are not counted.
func weighPage(dist, route, chunkName string) (pageWeight, error) {
	w := pageWeight{Path: route}
	html, err := os.ReadFile(filepath.Join(dist, "index.html"))
	if err != nil {
		return w, err
	}
	queue := entryScripts(string(html))
	page, err := filepath.Glob(filepath.Join(dist, "assets", chunkName+"-*.js"))
	if err != nil || len(page) != 1 {
		return w, fmt.Errorf("%s: want one chunk %s-*.js in %s, found %d", route, chunkName, dist, len(page))
	}
	queue = append(queue, "/assets/"+filepath.Base(page[0]))
	seen := map[string]bool{}
	for len(queue) > 0 && len(seen) < maxJSFiles {
		p := path.Clean(queue[0])
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		body, err := os.ReadFile(filepath.Join(dist, filepath.FromSlash(p)))
		if err != nil {
			return w, err
		}
		w.Bytes += gzip9(body)
		w.Files++
		for _, spec := range staticImports(string(body)) {
			if strings.HasPrefix(spec, ".") || strings.HasPrefix(spec, "/") {
				queue = append(queue, path.Join(path.Dir(p), spec))
			}
		}
	}
	return w, nil
}

// readBudget reads the budget file.
func readBudget(name string) (jsBudget, error) {
	var b jsBudget
	raw, err := os.ReadFile(name)
	if err != nil {
		return b, err
	}
	if err := json.Unmarshal(raw, &b); err != nil {
		return b, fmt.Errorf("%s: %w", name, err)
	}
	if b.HomeKB <= 0 || b.PublicPageKB <= 0 {
		return b, fmt.Errorf("%s: homeKB and publicPageKB must be above 0", name)
	}
	return b, nil
}

// budgetReport weighs the home page and every public page of the build.
type budgetReport struct {
	Budget   jsBudget
	Home     pageWeight
	Heaviest pageWeight
	Over     []pageWeight // public pages over PublicPageKB, heaviest first
}

// measureBudget reads web/budget.json, the route table and pages.tsx next to
// the build directory (dist is web/dist) and weighs each public page.
func measureBudget(dist string) (*budgetReport, error) {
	web := filepath.Dir(filepath.Clean(dist))
	read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(web, p)) }
	b, err := readBudget(filepath.Join(web, "budget.json"))
	if err != nil {
		return nil, err
	}
	r := &budgetReport{Budget: b}
	routes, err := read(filepath.Join("src", "lib", "routes.json"))
	if err != nil {
		return nil, err
	}
	paths, err := publicPaths(routes)
	if err != nil {
		return nil, err
	}
	pagesTSX, err := read(filepath.Join("src", "app", "pages.tsx"))
	if err != nil {
		return nil, err
	}
	modules := pageModules(string(pagesTSX))
	for _, p := range paths {
		mod, ok := modules[p]
		if !ok {
			mod = "NotFoundPage" // a path with no page renders the 404 screen
		}
		w, err := weighPage(dist, p, mod)
		if err != nil {
			return nil, err
		}
		if p == "/" {
			r.Home = w
		}
		if w.Bytes > r.Heaviest.Bytes {
			r.Heaviest = w
		}
		if w.KB() > r.Budget.PublicPageKB {
			r.Over = append(r.Over, w)
		}
	}
	slices.SortFunc(r.Over, func(a, b pageWeight) int { return b.Bytes - a.Bytes })
	return r, nil
}

func verdict(kb, limit float64) string {
	if kb <= limit {
		return "within"
	}
	return "OVER"
}

func (r *budgetReport) print(w io.Writer) {
	fmt.Fprintf(w, "JS budget (web/budget.json, gzip -9 of the built files): home %.1f KB of %.0f KB (%s, %d files); heaviest public page %s %.1f KB of %.0f KB (%s)\n",
		r.Home.KB(), r.Budget.HomeKB, verdict(r.Home.KB(), r.Budget.HomeKB), r.Home.Files,
		r.Heaviest.Path, r.Heaviest.KB(), r.Budget.PublicPageKB, verdict(r.Heaviest.KB(), r.Budget.PublicPageKB))
	for _, p := range r.Over {
		fmt.Fprintf(w, "  over %.0f KB: %s %.1f KB in %d files\n", r.Budget.PublicPageKB, p.Path, p.KB(), p.Files)
	}
}
