package main

import (
	"regexp"
	"strings"
)

// maxJSFiles bounds the walk through a page's imports.
const maxJSFiles = 500

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
