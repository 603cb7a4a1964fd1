package app

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"io"
	"net/http"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

func pngOf(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.RGBA{16, 185, 129, 255})
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// pngClaiming is a PNG header that claims w x h pixels and carries none.
func pngClaiming(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6
	binary.Write(&b, binary.BigEndian, uint32(13))
	chunk := append([]byte("IHDR"), ihdr...)
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func TestLogoUploads(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		c := s.client()
		big := append(pngOf(8, 8), make([]byte, 2<<20)...)
		big = big[:2<<20+1]
		for name, c2 := range map[string]struct {
			data []byte
			code int
		}{
			"too-big.png":  {big, 413},
			"logo.png":     {[]byte("<html><body><script>alert(1)</script></body></html>"), 415},
			"huge.png":     {pngClaiming(20000, 20000), 400},
			"notes.txt":    {[]byte("just text"), 415},
			"exactly2.png": {append(pngOf(2, 2), make([]byte, 2<<20-len(pngOf(2, 2)))...), 201},
		} {
			if code, body := s.upload(c, "/api/uploads/logo", name, c2.data); code != c2.code || !strings.Contains(body, `"`) {
				t.Errorf("%s: %d %s, want %d", name, code, body, c2.code)
			}
		}
		code, body := s.upload(c, "/api/uploads/logo", "logo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>`))
		if code != 201 {
			t.Fatalf("svg: %d %s", code, body)
		}
		var up struct{ URL string }
		decodeInto(t, body, &up)
		res, err := c.Get(s.srv.URL + up.URL)
		if err != nil {
			t.Fatal(err)
		}
		served, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || strings.Contains(string(served), "alert") || !strings.Contains(string(served), "<circle") ||
			res.Header.Get("Content-Type") != "image/svg+xml" || res.Header.Get("X-Content-Type-Options") != "nosniff" ||
			!strings.Contains(res.Header.Get("Content-Security-Policy"), "sandbox") || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
			t.Fatalf("served svg: %d %v %s", res.StatusCode, res.Header, served)
		}
		// Not multipart, or no file: clear errors.
		if code, _ := s.do(c, "POST", "/api/uploads/logo", `{"file":"x"}`); code != 415 {
			t.Errorf("JSON upload: %d", code)
		}
		if code, _ := s.do(c, "GET", "/files/"+strings.Repeat("0", 64), ""); code != 404 {
			t.Errorf("unknown file: %d", code)
		}
	})
}

func TestDeliverableFilesArePrivate(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		a := s.partner(staff, "files@alpha.example")
		b := s.partner(staff, "files@beta.example")
		ad := s.seedPortal(staff, a)
		pdf := []byte("%PDF-1.7\nThe handover document.\n%%EOF")
		upload := func(c *http.Client, id int64) (int, string) {
			return s.upload(c, fmt.Sprintf("/api/partner/deliverables/%d/file", id), "handover.pdf", pdf)
		}
		if code, _ := upload(b.Client, ad.deliverable); code != 404 {
			t.Fatalf("another partner's upload: %d", code)
		}
		if code, body := upload(a.Client, ad.deliverable); code != 200 || !strings.Contains(body, `"fileName":"handover.pdf"`) {
			t.Fatalf("upload: %d %s", code, body)
		}
		if code, _ := s.upload(a.Client, fmt.Sprintf("/api/partner/deliverables/%d/file", ad.deliverable), "tool.exe", []byte("MZ\x90\x00\x03\x00\x00\x00")); code != 415 {
			t.Fatalf("an executable: %d", code)
		}
		upload(a.Client, ad.hiddenDeliverable)
		get := func(c *http.Client, path string) (int, http.Header, string) {
			res, err := c.Get(s.srv.URL + path)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			return res.StatusCode, res.Header, string(body)
		}
		own := fmt.Sprintf("/api/partner/deliverables/%d/file", ad.deliverable)
		if code, h, body := get(a.Client, own); code != 200 || !strings.HasPrefix(h.Get("Content-Disposition"), "attachment") || body != string(pdf) {
			t.Fatalf("the partner's download: %d %v", code, h)
		}
		if code, _, _ := get(b.Client, own); code != 404 {
			t.Fatalf("another partner's download: %d", code)
		}
		fresh := &http.Client{}
		if code, _, _ := get(fresh, own); code != 401 {
			t.Fatalf("no session: %d", code)
		}
		viaLink := fmt.Sprintf("/api/client-portal/%s/deliverables/%d/file", ad.token, ad.deliverable)
		if code, h, body := get(fresh, viaLink); code != 200 || body != string(pdf) || !strings.HasPrefix(h.Get("Content-Disposition"), "attachment") {
			t.Fatalf("the client's download: %d", code)
		}
		if code, _, _ := get(fresh, fmt.Sprintf("/api/client-portal/%s/deliverables/%d/file", ad.token, ad.hiddenDeliverable)); code != 404 {
			t.Fatalf("an invisible deliverable through the link: %d", code)
		}
		// The public file route never serves a private file.
		var key string
		d.QueryRow(t.Context(), "SELECT file_key FROM deliverables WHERE id = ?", ad.deliverable).Scan(&key)
		if code, _, _ := get(fresh, "/files/"+key); code != 404 {
			t.Fatalf("a private file on the public route: %d", code)
		}
		// A link that does not allow the project, then turned off, then expired.
		other := s.create(a.Client, "/api/partner-projects", fmt.Sprintf(`{"title":"Other","clientId":%d}`, ad.client))
		if code, body := s.do(a.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", ad.link), fmt.Sprintf(`{"allowedProjectIds":[%d]}`, other)); code != 200 {
			t.Fatalf("narrowing the link: %d %s", code, body)
		}
		if code, _, _ := get(fresh, viaLink); code != 404 {
			t.Fatalf("a link without the project: %d", code)
		}
		s.do(a.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", ad.link), fmt.Sprintf(`{"allowedProjectIds":[%d],"active":false}`, ad.project))
		if code, _, _ := get(fresh, viaLink); code != 410 {
			t.Fatalf("an inactive link: %d", code)
		}
		s.expireLink(t, ad.link)
		if code, _, _ := get(fresh, viaLink); code != 410 {
			t.Fatalf("an expired link: %d", code)
		}
	})
}
