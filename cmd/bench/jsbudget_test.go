package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestPageModules(t *testing.T) {
	src := `const livePage: Loader = () => import('../pages/live/LivePage')
export const pageLoaders: Record<string, Loader> = {
  '/': () => import('../pages/home/HomePage'),
  '/live': livePage,
  '/6am': livePage,
  '/c/:token': () => import('../pages/client/ClientPortalPage'),
}`
	got := pageModules(src)
	want := map[string]string{"/": "HomePage", "/live": "LivePage", "/6am": "LivePage", "/c/:token": "ClientPortalPage"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: got %q, want %q", k, got[k], v)
		}
	}
}

// Every public route of the real table has a page module the bench can find.
func TestPageModulesOfTheApp(t *testing.T) {
	pages, err := os.ReadFile("../../web/src/app/pages.tsx")
	if err != nil {
		t.Fatal(err)
	}
	routes, err := os.ReadFile("../../web/src/lib/routes.json")
	if err != nil {
		t.Fatal(err)
	}
	paths, err := publicPaths(routes)
	if err != nil {
		t.Fatal(err)
	}
	modules := pageModules(string(pages))
	if len(paths) < 10 || modules["/"] != "HomePage" {
		t.Fatalf("paths %v, modules %v", paths, modules)
	}
	for _, p := range paths {
		if modules[p] == "" {
			t.Errorf("public path %s has no page module in pages.tsx", p)
		}
	}
}

func TestWeighPage(t *testing.T) {
	dist := t.TempDir()
	write := func(name, body string) int {
		p := filepath.Join(dist, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return gzip9([]byte(body))
	}
	write("index.html", `<script type="module" src="/assets/index-A1.js"></script><link rel="modulepreload" href="/assets/vendor-B2.js">`)
	want := write("assets/index-A1.js", `import"./vendor-B2.js";const p=()=>import("./HomePage-C3.js");`)
	want += write("assets/vendor-B2.js", `export const react=1;`)
	want += write("assets/HomePage-C3.js", `import{react}from"./vendor-B2.js";import"./icons-D4.js";const f=()=>import("./Form-E5.js");`)
	want += write("assets/icons-D4.js", `export const icon=2;`)
	write("assets/Form-E5.js", `export const form=3;`) // lazy: not counted

	w, err := weighPage(dist, "/", "HomePage")
	if err != nil {
		t.Fatal(err)
	}
	if w.Files != 4 || w.Bytes != want {
		t.Errorf("got %d files, %d bytes; want 4 files, %d bytes", w.Files, w.Bytes, want)
	}
	if _, err := weighPage(dist, "/x", "MissingPage"); err == nil {
		t.Error("a missing page chunk was not reported")
	}
}

// The bench and the browser test read the same budget file.
func TestBudgetFile(t *testing.T) {
	r, err := readBudget("../../web/budget.json")
	if err != nil {
		t.Fatal(err)
	}
	if r.HomeKB <= 0 || r.PublicPageKB < r.HomeKB {
		t.Errorf("budget %+v", r)
	}
}
