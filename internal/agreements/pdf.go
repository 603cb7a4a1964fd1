package agreements

import (
	"strconv"
	"time"

	"mission/internal/document"
)

// PDF is a signed agreement: its text, then a page that records the
// signature, the version and the fingerprint of the text signed.
func PDF(t Template, sg Signature, brand document.Brand, now time.Time) ([]byte, error) {
	d := document.New(brand, "Agreement", "v"+strconv.Itoa(t.Version), now)
	d.Markdown("# " + t.Title + "\n\n" + t.Body)
	RecordPage(d, sg.Record, [][2]string{{"Account", sg.SignerEmail}, {"Company", sg.Partner}},
		[2]string{"Agreement", t.Title + ", version " + strconv.Itoa(t.Version)}, "I have read and agree to this agreement")
	return d.Bytes()
}

// RecordPage ends a signed document with a page of its record: who signed
// (with signer's other facts), when (UTC), from which network and browser,
// what was signed, the fingerprint of the text, and the box the signer
// ticked (consent, its label).
func RecordPage(d *document.Doc, r Record, signer [][2]string, what [2]string, consent string) {
	d.NewPage()
	d.Markdown("# Signature record")
	d.Facts(
		append([][2]string{{"Signed by", r.SignerName}}, signer...),
		[][2]string{{"Signed at (UTC)", r.SignedAt.UTC().Format("2 January 2006, 15:04:05")}, {"From network", r.Network}, what},
	)
	d.Section("Browser", r.UserAgent)
	d.Section("SHA-256 of the text signed", r.SHA256)
	d.Section("Consent", r.SignerName+" typed their name and ticked \""+consent+"\" before signing. "+
		"The fingerprint above is of the exact text shown to them; the same text always gives the same fingerprint.")
}
