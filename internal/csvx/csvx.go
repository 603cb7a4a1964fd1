// Package csvx keeps CSV exports safe to open in a spreadsheet.
package csvx

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
