package sow

import (
	"net/http"
	"time"

	"mission/internal/agreements"
	"mission/internal/document"
	"mission/internal/quotes"
)

// SendPDF answers the statement as a PDF download, in the partner's
// branding.
func (s *Store) SendPDF(w http.ResponseWriter, r *http.Request, brand quotes.Branding, partner int64, st Statement, now time.Time) error {
	return quotes.WritePDF(w, r, s.db, brand, partner, st.ProjectID, st.Number+".pdf", func(to quotes.Recipient, b document.Brand) ([]byte, error) {
		return PDF(st, to, b, now)
	})
}

// PDF is the statement of work as a document in the partner's branding:
// who it is for, its text, and once signed a last page with the client's
// signature record.
func PDF(st Statement, to quotes.Recipient, brand document.Brand, now time.Time) ([]byte, error) {
	d := document.New(brand, "Statement of Work", st.Number, now)
	issued := st.CreatedAt
	if st.SentAt != nil {
		issued = *st.SentAt
	}
	d.Facts(
		[][2]string{{"Prepared for", to.Lines()}, {"Project", st.ProjectTitle}},
		[][2]string{{"Date", issued.UTC().Format("2 January 2006")}, {"Status", statusText(st)}},
	)
	d.Markdown("# " + st.Title + "\n\n" + st.Body)
	if st.Signature != nil {
		agreements.RecordPage(d, *st.Signature, [][2]string{{"E-mail", st.Signature.SignerEmail}, {"Client", to.Company}},
			[2]string{"Statement of work", st.Number + ", " + st.Title}, Consent)
	}
	return d.Bytes()
}

// Consent is the box a client ticks to sign.
const Consent = "I have read and agree to this statement of work"

func statusText(st Statement) string {
	switch st.Status {
	case Signed:
		return "Signed by " + st.Signature.SignerName + " on " + st.Signature.SignedAt.Format("2 January 2006")
	case Draft:
		return "Draft: not sent"
	case Withdrawn:
		return "Withdrawn"
	}
	return "Awaiting signature"
}
