package invoices

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mission/internal/document"
	"mission/internal/document/doctest"
	"mission/internal/quotes"
)

// A partly paid invoice of 300 lines: the balance, the payment link and
// the amounts are text, on pages that each render.
func TestInvoicePDF(t *testing.T) {
	lines := make([]quotes.Line, 300)
	for i := range lines {
		lines[i] = quotes.Line{Description: "Support hour", Quantity: 100, UnitPriceCents: 12000}
	}
	lines, totals, err := quotes.Compute(lines, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	issued := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	v := Invoice{Number: "INV-2026-0007", Status: Open, Currency: "EUR", Lines: lines, Totals: totals, TaxPercent: "0",
		PaidCents: 1_000_000, BalanceDue: totals.Total - 1_000_000, DueDate: "2026-12-27", IssuedAt: issued, ProjectTitle: "Support",
		PaymentLink: "https://buy.stripe.com/test_abc"}
	data, err := PDF(v, quotes.Recipient{Name: "Björn Ångström"}, document.Brand{Company: "Acme AI Studio", Color: "#0F766E"}, issued)
	if err != nil {
		t.Fatal(err)
	}
	text := doctest.Text(t, data)
	for _, want := range []string{"INVOICE", "INV-2026-0007", "Björn Ångström", "27 December 2026", "Partly paid", "EUR 36,000.00",
		"−EUR 10,000.00", "Balance due EUR", "EUR 26,000.00", "https://buy.stripe.com/test_abc"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF's text lacks %q", want)
		}
	}
	if pages := strings.Count(text, "\f"); pages < 3 || strings.Count(text, "UNIT PRICE") != pages {
		t.Errorf("%d pages, the header on %d", pages, strings.Count(text, "UNIT PRICE"))
	}
	file := filepath.Join(t.TempDir(), "invoice.pdf")
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	doctest.Tool(t, "pdftoppm", "-png", "-r", "40", file, filepath.Join(filepath.Dir(file), "p"))
}
