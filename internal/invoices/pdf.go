package invoices

import (
	"net/http"
	"time"

	"mission/internal/document"
	"mission/internal/quotes"
)

// SendPDF answers the invoice as a PDF download, in partner's branding.
func (s *Store) SendPDF(w http.ResponseWriter, r *http.Request, brand quotes.Branding, partner int64, v Invoice, now time.Time) error {
	return quotes.WritePDF(w, r, s.db, brand, partner, v.ProjectID, v.Number+".pdf", func(to quotes.Recipient, b document.Brand) ([]byte, error) {
		return PDF(v, to, b, now)
	})
}

func statusText(v Invoice) string {
	switch {
	case v.Status == Paid:
		return "Paid on " + v.PaidAt.UTC().Format("2 January 2006")
	case v.Status == Void:
		return "Void: " + v.VoidReason
	case v.Overdue:
		return "Overdue"
	case v.PaidCents > 0:
		return "Partly paid"
	}
	return "Open"
}

// PDF is the invoice as a document in the partner's branding.
func PDF(v Invoice, to quotes.Recipient, brand document.Brand, now time.Time) ([]byte, error) {
	d := document.New(brand, "Invoice", v.Number, now)
	due, _ := time.Parse(time.DateOnly, v.DueDate)
	d.Facts(
		[][2]string{{"Bill to", to.Lines()}, {"Project", v.ProjectTitle}},
		[][2]string{{"Issued", v.IssuedAt.UTC().Format("2 January 2006")}, {"Due", due.Format("2 January 2006")}, {"Status", statusText(v)}},
	)
	rows := make([][]string, len(v.Lines))
	for i, l := range v.Lines {
		rows[i] = []string{l.Description, quotes.FormatQuantity(l.Quantity), quotes.Amount(v.Currency, l.UnitPriceCents),
			quotes.Amount(v.Currency, l.AmountCents)}
	}
	d.Table([]document.Column{{Heading: "Description", Width: 5}, {Heading: "Qty", Width: 1, Right: true},
		{Heading: "Unit price", Width: 1.7, Right: true}, {Heading: "Amount", Width: 1.7, Right: true}}, rows)
	totals := [][2]string{{"Subtotal", quotes.Amount(v.Currency, v.Subtotal)}}
	if v.Discount > 0 {
		totals = append(totals, [2]string{"Discount", "−" + quotes.Amount(v.Currency, v.Discount)})
	}
	if v.Totals.TaxRate > 0 {
		totals = append(totals, [2]string{"Tax (" + v.TaxPercent + "%)", quotes.Amount(v.Currency, v.Tax)})
	}
	totals = append(totals, [2]string{"Total", quotes.Amount(v.Currency, v.Total)})
	if v.PaidCents > 0 {
		totals = append(totals, [2]string{"Paid", "−" + quotes.Amount(v.Currency, v.PaidCents)})
	}
	totals = append(totals, [2]string{"Balance due " + v.Currency, quotes.Amount(v.Currency, v.BalanceDue)})
	d.Totals(totals)
	if v.PaymentLink != "" && v.Status == Open {
		d.Section("Pay online", v.PaymentLink)
	}
	d.Section("Terms", v.Terms)
	d.Section("Notes", v.Notes)
	return d.Bytes()
}
