package files

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
)

// svgElements are the elements a logo may keep. Everything else (script,
// foreignObject, iframe, style, animation, unknown elements) is dropped
// with its content.
var svgElements = map[string]bool{
	"svg": true, "g": true, "path": true, "rect": true, "circle": true, "ellipse": true, "line": true,
	"polyline": true, "polygon": true, "text": true, "tspan": true, "defs": true, "lineargradient": true,
	"radialgradient": true, "stop": true, "clippath": true, "mask": true, "pattern": true, "title": true,
	"desc": true, "use": true, "symbol": true,
}

// SanitizeSVG rewrites an SVG image keeping only drawing elements and their
// harmless attributes: no scripts, no event handlers, no references outside
// the file (links and url() other than #fragments), no DOCTYPE or
// processing instructions. It reports false when data is not an SVG.
func SanitizeSVG(data []byte) ([]byte, bool) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	dec.Entity = map[string]string{} // no custom entities
	var out bytes.Buffer
	depth, skip, roots := 0, 0, 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, false
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			name := strings.ToLower(t.Name.Local)
			if depth == 1 {
				if name != "svg" {
					return nil, false
				}
				roots++
			}
			if skip > 0 || !svgElements[name] {
				skip++
				continue
			}
			out.WriteString("<" + t.Name.Local)
			if depth == 1 {
				out.WriteString(` xmlns="http://www.w3.org/2000/svg"`)
			}
			for _, a := range t.Attr {
				if value, ok := safeAttr(a); ok {
					out.WriteString(" " + a.Name.Local + `="`)
					xml.EscapeText(&out, []byte(value))
					out.WriteString(`"`)
				}
			}
			out.WriteString(">")
		case xml.EndElement:
			depth--
			if skip > 0 {
				skip--
				continue
			}
			out.WriteString("</" + t.Name.Local + ">")
		case xml.CharData:
			if skip == 0 && depth > 0 {
				xml.EscapeText(&out, t)
			}
		}
	}
	if roots != 1 || depth != 0 {
		return nil, false
	}
	return out.Bytes(), true
}

func safeAttr(a xml.Attr) (string, bool) {
	local := strings.ToLower(a.Name.Local)
	value := strings.TrimSpace(a.Value)
	lower := strings.ToLower(strings.Join(strings.Fields(value), ""))
	switch {
	case a.Name.Space == "xmlns" || local == "xmlns":
		return "", false // namespace declarations: the root gets its own
	case strings.HasPrefix(local, "on"):
		return "", false // event handlers
	case local == "href" || local == "src":
		return value, strings.HasPrefix(value, "#")
	case local == "style":
		return "", false
	case strings.Contains(lower, "javascript:") || strings.Contains(lower, "data:") || strings.Contains(lower, "expression("):
		return "", false
	case strings.Contains(lower, "url(") && !strings.Contains(lower, "url(#"):
		return "", false
	}
	return value, true
}
