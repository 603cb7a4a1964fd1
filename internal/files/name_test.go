package files_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"mime/multipart"
	"net/http/httptest"
	"net/textproto"
	"strings"
	"testing"

	"mission/internal/files"
	"mission/internal/httpx"
	"mission/internal/input"
)

// The extension a download carries is the one of the type its bytes are.
func TestNamesTakeTheSniffedTypesExtension(t *testing.T) {
	const pdf, text = "application/pdf", "text/plain; charset=utf-8"
	for _, c := range []struct{ name, ct, want string }{
		{"invoice.pdf.hta", pdf, "invoice.pdf"},
		{"invoice.hta", pdf, "invoice.pdf"},
		{"invoice.pdf", pdf, "invoice.pdf"},
		{"Invoice.PDF", pdf, "Invoice.PDF"},
		{"report", pdf, "report.pdf"},
		{"v1.2 draft", pdf, "v1.2 draft.pdf"},
		{"a.b.c.hta", pdf, "a.b.c.pdf"},
		{".hta", pdf, "file.pdf"},
		{"invoice.hta.", pdf, "invoice.hta..pdf"},
		{"notes.html", text, "notes.txt"},
		{"data.csv", text, "data.csv"},
		{"photo.JPEG", "image/jpeg", "photo.JPEG"},
		{"photo.png", "image/jpeg", "photo.jpg"},
		{"logo.svg.exe", "image/svg+xml", "logo.svg"},
		{"deck.zip", "application/vnd.openxmlformats-officedocument.presentationml.presentation", "deck.pptx"},
		{"invoice\u202Efdp.hta", pdf, "file.pdf"}, // stored before the rules: shown safe
		{"bad\x00name.pdf", pdf, "file.pdf"},
		{"C:\\fakepath\\plan.pdf", pdf, "plan.pdf"},
		{"", pdf, "file.pdf"},
		{strings.Repeat("é", 300) + ".pdf", pdf, strings.Repeat("é", 116) + ".pdf"},
		{"kept.xyz", "application/x-unknown", "kept.xyz"},
	} {
		if got := files.Named(c.name, c.ct); got != c.want {
			t.Errorf("Named(%q, %q) = %q, want %q", c.name, c.ct, got, c.want)
		}
	}
	f, err := files.Document([]byte("%PDF-1.7\n..."), "invoice.pdf.hta")
	if err != nil || f.Name != "invoice.pdf" {
		t.Fatalf("a PDF named .hta: %q %v", f.Name, err)
	}
}

// An uploaded file's name follows the text rules of every field: the same
// refusal, with the same message, as any other text.
func TestUploadedNamesFollowTheTextRules(t *testing.T) {
	for _, c := range []struct {
		disposition string
		want, msg   string
	}{
		{`form-data; name="file"; filename="invoice.pdf"`, "invoice.pdf", ""},
		{`form-data; name="file"; filename="  plan.pdf  "`, "plan.pdf", ""},
		{`form-data; name="file"; filename="C:\\fakepath\\plan.pdf"`, "plan.pdf", ""},
		{`form-data; name="file"; filename="résumé.pdf"`, "résumé.pdf", ""},
		{`form-data; name="file"`, "file", ""},
		{"form-data; name=\"file\"; filename=\"invoice\u202Efdp.hta\"", "", input.MsgControl},
		{"form-data; name=\"file\"; filename*=UTF-8''invoice%E2%80%AEfdp.hta", "", input.MsgControl},
		{"form-data; name=\"file\"; filename*=UTF-8''a%00b.pdf", "", input.MsgControl},
		{"form-data; name=\"file\"; filename*=UTF-8''a%0Ab.pdf", "", input.MsgSingleLine},
		{"form-data; name=\"file\"; filename*=UTF-8''a%FFb.pdf", "", input.MsgInvalidText},
		{"form-data; name=\"file\"; filename=\"a\x1bb.pdf\"", "", "any"}, // refused with the header
		{"form-data; name=\"file\"; filename=\"a\u2067b.pdf\"", "", input.MsgControl},
	} {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		w, _ := mw.CreatePart(textproto.MIMEHeader{"Content-Disposition": {c.disposition}})
		w.Write([]byte("%PDF-1.7\n"))
		mw.Close()
		r := httptest.NewRequest("POST", "/", &body)
		r.Header.Set("Content-Type", mw.FormDataContentType())
		_, name, err := files.ReadUpload(httptest.NewRecorder(), r, 1<<20)
		if c.msg == "" {
			if err != nil || name != c.want {
				t.Errorf("%s: %q %v, want %q", c.disposition, name, err, c.want)
			}
			continue
		}
		var he *httpx.Error
		if !errors.As(err, &he) || he.Status != 400 || (c.msg != "any" && he.Fields["file"] != c.msg) {
			b, _ := json.Marshal(he)
			t.Errorf("%s: %v %s, want 400 %q", c.disposition, err, b, c.msg)
		}
	}
}
