// Package doctest reads the PDFs of internal/document back in tests, with
// poppler's tools (make pdftools): without them a local run skips, a CI run
// fails.
package doctest

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Tool runs one of poppler's tools.
func Tool(t testing.TB, name string, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is missing: make pdftools installs it", name)
		}
		t.Skipf("%s is not installed (make pdftools)", name)
	}
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, out)
	}
	return string(out)
}

// Text is the text of a PDF as a reader would copy it, its pages separated
// by form feeds.
func Text(t testing.TB, pdf []byte) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "document.pdf")
	if err := os.WriteFile(file, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	return Tool(t, "pdftotext", "-layout", file, "-")
}
