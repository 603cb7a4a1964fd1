package quotes

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"mission/internal/document"
	"mission/internal/document/doctest"
)

// A quote of 300 lines for a client whose name is not only ASCII: its amounts
// are text a reader can copy, it runs to several pages with the table's
// header on each, and every page renders.
func TestQuotePDF(t *testing.T) {
	lines := make([]Line, 300)
	for i := range lines {
		lines[i] = Line{Description: fmt.Sprintf("Automation step %d: a phone agent books the call and writes the CRM note", i+1),
			Quantity: 150, UnitPriceCents: 9999}
	}
	lines, totals, err := Compute(lines, 5000, 825)
	if err != nil {
		t.Fatal(err)
	}
	sent := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	q := Quote{Number: "Q-2026-0042", Status: Sent, Currency: "USD", Lines: lines, Totals: totals, TaxPercent: "8.25",
		ValidUntil: "2026-12-31", ProjectTitle: "Front desk agent", Terms: "50% on acceptance, 50% on delivery.\nNet 30.", SentAt: &sent}
	data, err := PDF(q, Recipient{Name: "Zoë Ødegård Σοφία", Company: "Ødegård Dental", Email: "zoe@example.com"},
		document.Brand{Company: "Acme AI Studio", SupportEmail: "hello@acme.example", Color: "#7C3AED"}, sent)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "quote.pdf")
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	text := doctest.Tool(t, "pdftotext", "-layout", file, "-")
	for _, want := range []string{"Acme AI Studio", "QUOTE", "Q-2026-0042", "Zoë Ødegård Σοφία", "Front desk agent", "31 December 2026",
		Amount("USD", lines[0].AmountCents), Amount("USD", totals.Subtotal), "−" + Amount("USD", 5000), "Tax (8.25%)", Amount("USD", totals.Tax),
		Amount("USD", totals.Total), "Net 30.", "hello@acme.example"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF's text lacks %q", want)
		}
	}
	info := doctest.Tool(t, "pdfinfo", file)
	m := regexp.MustCompile(`Pages:\s+(\d+)`).FindStringSubmatch(info)
	pages, _ := strconv.Atoi(m[1])
	if pages < 3 {
		t.Fatalf("300 lines on %d pages", pages)
	}
	if n := strings.Count(text, "UNIT PRICE"); n != pages {
		t.Errorf("the table's header on %d of %d pages", n, pages)
	}
	if !strings.Contains(text, fmt.Sprintf("page %d of %d", pages, pages)) {
		t.Error("the last page is not numbered")
	}
	doctest.Tool(t, "pdftoppm", "-png", "-r", "60", file, filepath.Join(dir, "page"))
	shots, _ := filepath.Glob(filepath.Join(dir, "page*.png"))
	if len(shots) != pages {
		t.Fatalf("%d of %d pages rendered", len(shots), pages)
	}
	for _, s := range shots {
		if st, err := os.Stat(s); err != nil || st.Size() < 2000 {
			t.Fatalf("page %s rendered empty", s)
		}
	}
	if keep := os.Getenv("KEEP_PDF"); keep != "" {
		os.WriteFile(keep, data, 0o644)
		doctest.Tool(t, "pdftoppm", "-png", "-r", "80", "-f", "1", "-l", "1", file, strings.TrimSuffix(keep, ".pdf"))
		doctest.Tool(t, "pdftoppm", "-png", "-r", "80", "-f", strconv.Itoa(pages), "-l", strconv.Itoa(pages), file, strings.TrimSuffix(keep, ".pdf")+"-last")
	}
}
