package app

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/input"
	"mission/internal/partners"
)

// A deliverable's file name follows the text rules, and the extension the
// client sees and downloads is the one of the file's sniffed type.
func TestDeliverableFileNamesFollowTheTextRulesAndTheType(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		a := s.partner(staff, "names@alpha.example")
		ad := s.seedPortal(staff, a)
		pdf := []byte("%PDF-1.7\nThe invoice.\n%%EOF")
		path := fmt.Sprintf("/api/partner/deliverables/%d/file", ad.deliverable)
		code, body := s.upload(a.Client, path, "invoice\u202Efdp.hta", pdf)
		if code != 400 || !strings.Contains(body, input.MsgControl) {
			t.Fatalf("a name with a bidi override: %d %s", code, body)
		}
		var stored int
		d.QueryRow(t.Context(), "SELECT COUNT(*) FROM deliverables WHERE id = ? AND file_key IS NOT NULL", ad.deliverable).Scan(&stored)
		if stored != 0 {
			t.Fatal("a refused upload attached a file")
		}
		if code, body := s.upload(s.client(), "/api/uploads/logo", "logo\u202Egnp.exe", pngOf(8, 8)); code != 400 || !strings.Contains(body, input.MsgControl) {
			t.Fatalf("a logo with a bidi override: %d %s", code, body)
		}

		if code, body := s.upload(a.Client, path, "invoice.pdf.hta", pdf); code != 200 || !strings.Contains(body, `"fileName":"invoice.pdf"`) {
			t.Fatalf("a PDF named .hta: %d %s", code, body)
		}
		portal := "/api/client-portal/" + ad.token
		if _, body := s.do(s.client(), "GET", portal, ""); !strings.Contains(body, `"fileName":"invoice.pdf"`) {
			t.Fatalf("the client's listing: %s", body)
		}
		download := func() string {
			res, err := s.client().Get(s.srv.URL + fmt.Sprintf("%s/deliverables/%d/file", portal, ad.deliverable))
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			io.Copy(io.Discard, res.Body)
			return res.Header.Get("Content-Disposition")
		}
		if cd := download(); cd != `attachment; filename=invoice.pdf` {
			t.Fatalf("the download's name: %q", cd)
		}

		// A name stored before the rules applied is shown and sent safe.
		if err := d.Write(t.Context(), func(tx *db.Tx) error {
			tx.Changed(partners.Topic)
			_, err := tx.Exec(t.Context(), "UPDATE deliverables SET file_name = ? WHERE id = ?", "invoice\u202Efdp.hta", ad.deliverable)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if _, body := s.do(s.client(), "GET", portal, ""); !strings.Contains(body, `"fileName":"file.pdf"`) || strings.Contains(body, "\u202E") {
			t.Fatalf("an old name in the listing: %s", body)
		}
		if cd := download(); cd != `attachment; filename=file.pdf` {
			t.Fatalf("an old name's download: %q", cd)
		}
	})
}
