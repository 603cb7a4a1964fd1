package sow

import (
	"strings"
	"testing"
	"time"

	"mission/internal/agreements"
	"mission/internal/document"
	"mission/internal/document/doctest"
	"mission/internal/quotes"
)

const body = "## Scope\n\nA phone agent that books calls for Ødegård Dental.\n\n- Call flows\n- CRM notes\n\n## Review\n\nThe client reviews each deliverable within 40 working hours."

// A sent statement is its text; once signed, its last page is the signature
// record, all of it text a reader can copy.
func TestStatementPDF(t *testing.T) {
	sent := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	st := Statement{Number: "SOW-2026-0003", Title: "Front desk agent", Body: body, Status: Sent, ProjectTitle: "Front desk", SentAt: &sent,
		SHA256: agreements.Hash(body)}
	to := quotes.Recipient{Name: "Zoë Ødegård", Company: "Ødegård Dental", Email: "zoe@example.com"}
	brand := document.Brand{Company: "Acme AI Studio", SupportEmail: "hello@acme.example", Color: "#7C3AED"}
	pdf := func(st Statement) string {
		data, err := PDF(st, to, brand, sent)
		if err != nil {
			t.Fatal(err)
		}
		return doctest.Text(t, data)
	}
	text := pdf(st)
	for _, want := range []string{"STATEMENT OF WORK", "SOW-2026-0003", "Zoë Ødegård", "Front desk agent", "books calls for Ødegård Dental",
		"CRM notes", "40 working hours", "Awaiting signature", "27 November 2026"} {
		if !strings.Contains(text, want) {
			t.Errorf("the sent PDF lacks %q", want)
		}
	}
	if strings.Contains(text, "Signature record") {
		t.Error("an unsigned statement has a signature record")
	}

	r := agreements.Signed("Zoë Ødegård", "zoe@example.com", "203.0.113.9", "Browser/1.0", body, sent.Add(26*time.Hour))
	st.Status, st.Signature = Signed, &r
	text = pdf(st)
	pages := strings.Split(strings.TrimRight(text, "\f"), "\f")
	last := pages[len(pages)-1]
	for _, want := range []string{"Signature record", "Zoë Ødegård", "zoe@example.com", "28 November 2026, 12:00:00", "203.0.113.9",
		"Browser/1.0", r.SHA256, "SOW-2026-0003, Front desk agent", Consent} {
		if !strings.Contains(strings.Join(strings.Fields(last), " "), want) {
			t.Errorf("the signature page lacks %q:\n%s", want, last)
		}
	}
	if !strings.Contains(text, "Signed by Zoë Ødegård on 28 November") || len(pages) < 2 {
		t.Errorf("the signed PDF's %d pages:\n%s", len(pages), text)
	}
}
