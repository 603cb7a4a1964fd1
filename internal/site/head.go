package site

import (
	"encoding/json"
	"html"
	"strings"
)

// renderHead writes the head tags of one page. Every value is escaped.
func renderHead(b *strings.Builder, t Table, r Route, publicURL, path string, siteConfig []byte) {
	esc := html.EscapeString
	title := r.Title
	ogTitle := first(r.OGTitle, r.Title)
	ogDesc := first(r.OGDescription, r.Description)
	image := publicURL + first(r.OGImage, t.DefaultImage)
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
	// The JSON encoder escapes <, > and & so the block cannot close the tag.
	b.WriteString(`<script type="application/json" id="site-config">`)
	b.Write(siteConfig)
	b.WriteString("</script>\n")
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
