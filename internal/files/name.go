package files

import (
	"path"
	"strings"
	"unicode/utf8"

	"mission/internal/input"
)

// MaxNameRunes bounds a stored file name.
const MaxNameRunes = 120

// extensions lists, for each type the server accepts, the extensions a
// file of that type may keep, the usual one first. A name's extension is
// what a visitor's computer opens the download with, so it must say what
// the bytes are: "invoice.pdf.hta" of a PDF is sent as "invoice.pdf".
var extensions = map[string][]string{
	"application/pdf":           {"pdf"},
	"image/png":                 {"png"},
	"image/jpeg":                {"jpg", "jpeg"},
	"image/gif":                 {"gif"},
	"image/webp":                {"webp"},
	"image/svg+xml":             {"svg"},
	"application/zip":           {"zip"},
	"application/gzip":          {"gz", "tgz"},
	"video/mp4":                 {"mp4", "m4v", "mov"},
	"text/plain; charset=utf-8": {"txt", "csv", "md"},
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document":   {"docx"},
	"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet":         {"xlsx"},
	"application/vnd.openxmlformats-officedocument.presentationml.presentation": {"pptx"},
}

// uploadName checks the name a client sent for a file against the text
// rules of every other field (input.Clean: valid UTF-8, no control or
// bidirectional-override characters, one line), and keeps its last path
// element. A refused name returns the field's message.
func uploadName(raw string) (string, string) {
	name, msg := input.Clean(raw, input.Line)
	if msg != "" {
		return "", msg
	}
	return baseName(name), ""
}

// baseName keeps a name's last path element (browsers on Windows may send
// a whole path), without quotes, and never empty.
func baseName(name string) string {
	name = path.Base(strings.ReplaceAll(name, "\\", "/"))
	name = strings.TrimFunc(strings.ReplaceAll(name, `"`, ""), input.Blank)
	if name == "." || name == "/" || name == "" {
		return "file"
	}
	return name
}

// Named is name with the extension of contentType: an extension that
// already fits is kept ("Photo.JPEG"), one that does not is replaced
// ("invoice.pdf.hta" of a PDF is "invoice.pdf", "notes.html" of text is
// "notes.txt"), and a name without one gets it ("report" is "report.pdf").
// A name that breaks the text rules (stored before they applied to file
// names) is shown as "file". The result has at most MaxNameRunes runes.
func Named(name, contentType string) string {
	if _, msg := input.Clean(name, input.Line); msg != "" {
		name = "file"
	}
	name = baseName(name)
	exts := extensions[contentType]
	if len(exts) == 0 {
		return truncate(name, MaxNameRunes)
	}
	base, ext := splitExt(name)
	if fits(ext, exts) {
		return truncate(base, MaxNameRunes-1-len(ext)) + "." + ext
	}
	if ext != "" {
		name = base // a wrong extension goes; the one before it may fit
		if inner, ext := splitExt(base); fits(ext, exts) {
			return truncate(inner, MaxNameRunes-1-len(ext)) + "." + ext
		}
	}
	if name == "" {
		name = "file"
	}
	return truncate(name, MaxNameRunes-1-len(exts[0])) + "." + exts[0]
}

// splitExt splits "a.b.pdf" into "a.b" and "pdf". Only a short run of
// letters and digits after the last dot is an extension ("v1.2 draft" has
// none).
func splitExt(name string) (string, string) {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return name, ""
	}
	ext := name[i+1:]
	if ext == "" || len(ext) > 8 {
		return name, ""
	}
	for _, r := range ext {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return name, ""
		}
	}
	return name[:i], ext
}

func fits(ext string, exts []string) bool {
	for _, e := range exts {
		if strings.EqualFold(ext, e) {
			return true
		}
	}
	return false
}

func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return strings.TrimFunc(string([]rune(s)[:n]), input.Blank)
}
