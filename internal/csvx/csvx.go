// Package csvx keeps CSV exports safe to open in a spreadsheet.
package csvx

import (
	"encoding/csv"
	"net/http"
)

// SafeCell neutralises a cell a spreadsheet would run as a formula (one
// that starts with =, +, -, @, a tab or a carriage return) by prefixing an
// apostrophe, which spreadsheets show as text.
func SafeCell(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		return "'" + s
	}
	return s
}

// SafeRow applies SafeCell to every cell.
func SafeRow(cells ...string) []string {
	for i := range cells {
		cells[i] = SafeCell(cells[i])
	}
	return cells
}

// Writer writes a CSV download, every cell through SafeCell.
type Writer struct{ w *csv.Writer }

// Download answers a CSV file named filename, downloaded and never cached,
// and writes its header row.
func Download(w http.ResponseWriter, filename string, header ...string) (*Writer, error) {
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+filename+`"`)
	w.Header().Set("Cache-Control", "no-store")
	c := &Writer{w: csv.NewWriter(w)}
	return c, c.w.Write(header)
}

// Row writes one row.
func (c *Writer) Row(cells ...string) error { return c.w.Write(SafeRow(cells...)) }

// Flush writes out the buffered rows and answers the first error.
func (c *Writer) Flush() error {
	c.w.Flush()
	return c.w.Error()
}
