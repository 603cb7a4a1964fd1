package site

import (
	"encoding/json"
	"html"
	"strings"
)

// renderHead writes the head tags of one page. Every value is escaped.
// image is the page's own share card when the build made one.
func renderHead(b *strings.Builder, t Table, r Route, publicURL, path, image string, siteConfig []byte) {
	esc := html.EscapeString
	title := r.Title
	ogTitle := first(r.OGTitle, r.Title)
	ogDesc := first(r.OGDescription, r.Description)
	image = publicURL + first(r.OGImage, image, t.DefaultImage)
	b.WriteString("<title>" + esc(title) + "</title>\n")
	meta := func(attr, key, val string) {
		b.WriteString(`<meta ` + attr + `="` + key + `" content="` + esc(val) + `">` + "\n")
	}
	meta("name", "description", r.Description)
	if r.NoIndex {
		meta("name", "robots", "noindex, nofollow")
	}
	meta("property", "og:type", "website")
	meta("property", "og:site_name", t.SiteName)
	meta("property", "og:title", ogTitle)
	meta("property", "og:description", ogDesc)
	meta("property", "og:image", image)
	meta("property", "og:image:width", "1200")
	meta("property", "og:image:height", "630")
	meta("name", "twitter:card", "summary_large_image")
	meta("name", "twitter:title", ogTitle)
	meta("name", "twitter:description", ogDesc)
	meta("name", "twitter:image", image)
	if path != "" {
		canonical := publicURL + first(r.Canonical, path)
		meta("property", "og:url", canonical)
		b.WriteString(`<link rel="canonical" href="` + esc(canonical) + `">` + "\n")
	}
	// The JSON encoder escapes <, > and & so neither block can close its tag.
	// Both are data blocks, never run, so the CSP (script-src 'self') allows them.
	b.WriteString(`<script type="application/json" id="site-config">`)
	b.Write(siteConfig)
	b.WriteString("</script>\n")
	if ld := structuredData(t, r, publicURL, path, siteConfig); ld != nil {
		b.WriteString(`<script type="application/ld+json">`)
		b.Write(ld)
		b.WriteString("</script>\n")
	}
}

// structuredData is the page's schema.org JSON-LD: the organisation on every
// page, the breadcrumb trail on inner pages, and the FAQ where a page has one.
func structuredData(t Table, r Route, publicURL, path string, siteConfig []byte) []byte {
	if t.Organization.Name == "" {
		return nil
	}
	var cfg struct {
		SupportEmail string            `json:"supportEmail"`
		Social       map[string]string `json:"social"`
	}
	_ = json.Unmarshal(siteConfig, &cfg)
	org := map[string]any{
		"@type": "Organization",
		"@id":   publicURL + "/#organization",
		"name":  t.Organization.Name,
		"url":   publicURL + "/",
	}
	if t.Organization.Logo != "" {
		org["logo"] = publicURL + t.Organization.Logo
	}
	if t.Organization.Description != "" {
		org["description"] = t.Organization.Description
	}
	if cfg.SupportEmail != "" {
		org["email"] = cfg.SupportEmail
	}
	var sameAs []string
	for _, k := range []string{"github", "linkedin", "twitter", "replit"} {
		if u := cfg.Social[k]; strings.HasPrefix(u, "https://") {
			sameAs = append(sameAs, u)
		}
	}
	if len(sameAs) > 0 {
		org["sameAs"] = sameAs
	}
	graph := []any{org}
	if crumbs := breadcrumbs(t, r, publicURL, path); crumbs != nil {
		graph = append(graph, crumbs)
	}
	if len(r.FAQ) > 0 && path != "" {
		var questions []any
		for _, f := range r.FAQ {
			questions = append(questions, map[string]any{
				"@type":          "Question",
				"name":           f.Q,
				"acceptedAnswer": map[string]any{"@type": "Answer", "text": f.A},
			})
		}
		graph = append(graph, map[string]any{
			"@type":      "FAQPage",
			"@id":        publicURL + path + "#faq",
			"url":        publicURL + path,
			"mainEntity": questions,
		})
	}
	out, err := json.Marshal(map[string]any{"@context": "https://schema.org", "@graph": graph})
	if err != nil {
		return nil
	}
	return out
}

// breadcrumbs is Home, then every route the path passes through, then the
// page itself; nil for the home page and the 404 screen.
func breadcrumbs(t Table, r Route, publicURL, path string) map[string]any {
	if path == "" || path == "/" {
		return nil
	}
	name := func(rt Route) string { return first(rt.Crumb, strings.TrimSuffix(rt.Title, " | "+t.SiteName)) }
	home, ok := t.match("/")
	if !ok {
		return nil
	}
	items := []any{crumb(1, name(home), publicURL+"/")}
	segs := strings.Split(strings.Trim(path, "/"), "/")
	for i := 1; i < len(segs); i++ {
		parent := "/" + strings.Join(segs[:i], "/")
		if rt, ok := t.match(parent); ok && rt.Path == parent {
			items = append(items, crumb(len(items)+1, name(rt), publicURL+parent))
		}
	}
	items = append(items, crumb(len(items)+1, name(r), publicURL+path))
	return map[string]any{"@type": "BreadcrumbList", "itemListElement": items}
}

func crumb(pos int, name, url string) map[string]any {
	return map[string]any{"@type": "ListItem", "position": pos, "name": name, "item": url}
}

func first(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}

func marshalConfig(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte("{}")
	}
	return b
}
