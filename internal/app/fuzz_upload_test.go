package app

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"testing"

	"mission/internal/db/dbtest"
)

// FuzzUploads sends arbitrary multipart bodies to both upload endpoints on
// both engines: a refused upload is a 4xx, never a 5xx.
func FuzzUploads(f *testing.F) {
	seed := func(name string, data []byte) []byte {
		var b bytes.Buffer
		mw := multipart.NewWriter(&b)
		mw.SetBoundary("fuzzboundary")
		w, _ := mw.CreateFormFile("file", name)
		w.Write(data)
		mw.Close()
		return b.Bytes()
	}
	f.Add(seed("logo.png", pngOf(3, 3)))
	f.Add(seed("logo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>`)))
	f.Add(seed("a.pdf", []byte("%PDF-1.4")))
	f.Add(seed("\x00../../x", []byte("\x89PNG\r\n\x1a\n")))
	f.Add([]byte("--fuzzboundary\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n"))
	f.Add([]byte(""))
	type target struct {
		site    *testSite
		partner *http.Client
		path    string
	}
	var targets []target
	for _, e := range dbtest.Engines(f) {
		s := newSite(f, e.Open(f))
		staff := s.staff()
		p := s.partner(staff, "upload-fuzz@partner.example")
		d := s.seedPortal(staff, p)
		targets = append(targets, target{s, p.Client, fmt.Sprintf("/api/partner/deliverables/%d/file", d.deliverable)})
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, tg := range targets {
			for _, path := range []string{"/api/uploads/logo", tg.path} {
				req, _ := http.NewRequest("POST", tg.site.srv.URL+path, bytes.NewReader(body))
				req.Header.Set("Content-Type", "multipart/form-data; boundary=fuzzboundary")
				res, err := tg.partner.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				res.Body.Close()
				if res.StatusCode >= 500 {
					t.Fatalf("%s: %d", path, res.StatusCode)
				}
			}
		}
	})
}
