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
	d.NewPage()
	d.Markdown("# Signature record")
	d.Facts(
		[][2]string{{"Signed by", sg.SignerName}, {"Account", sg.SignerEmail}, {"Company", sg.Partner}},
		[][2]string{{"Signed at (UTC)", sg.SignedAt.UTC().Format("2 January 2006, 15:04:05")}, {"From network", sg.Network},
			{"Agreement", t.Title + ", version " + strconv.Itoa(t.Version)}},
	)
	d.Section("Browser", sg.UserAgent)
	d.Section("SHA-256 of the text signed", sg.SHA256)
	d.Section("Consent", sg.SignerName+" typed their name and ticked \"I have read and agree to this agreement\" before signing. "+
		"The fingerprint above is of the exact text shown to them; the same text always gives the same fingerprint.")
	return d.Bytes()
}
