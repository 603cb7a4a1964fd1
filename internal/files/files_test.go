package files_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/files"
)

// PNG returns a real PNG of w x h pixels.
func PNG(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.RGBA{59, 130, 246, 255})
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// hugePNGHeader is the start of a PNG that claims 20,000 x 20,000 pixels:
// a signature and an IHDR chunk, nothing a decoder could fill it with.
func hugePNGHeader() []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], 20000)
	binary.BigEndian.PutUint32(ihdr[4:], 20000)
	ihdr[8], ihdr[9] = 8, 6
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	chunk := append([]byte("IHDR"), ihdr...)
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func TestLogoIsSniffedFromItsBytes(t *testing.T) {
	f, err := files.Logo(PNG(40, 20), "logo.exe")
	if err != nil || f.ContentType != "image/png" || f.Width != 40 || f.Height != 20 || !f.Public {
		t.Fatalf("a PNG named .exe: %+v %v", f, err)
	}
	for name, data := range map[string][]byte{
		"logo.png": []byte("<!doctype html><html><script>alert(1)</script></html>"),
		"logo.gif": []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
		"logo.pdf": []byte("%PDF-1.7 ..."),
		"empty":    {},
	} {
		if _, err := files.Logo(data, name); err == nil {
			t.Errorf("%s accepted as a logo", name)
		}
	}
	if _, err := files.Logo(hugePNGHeader(), "huge.png"); err != files.ErrTooManyPixels {
		t.Fatalf("20,000 x 20,000: %v", err)
	}
}

func TestSVGLosesScriptsHandlersAndExternalReferences(t *testing.T) {
	dirty := `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x "y">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.example/x.css);</style>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
  <a href="javascript:alert(3)"><rect width="5" height="5"/></a>
  <rect width="10" height="10" fill="url(https://evil.example/p#x)" style="x" onclick="y"/>
  <use xlink:href="https://evil.example/s.svg#a"/>
  <use href="#local"/>
  <circle cx="5" cy="5" r="4" fill="#3B82F6"/>
</svg>`
	f, err := files.Logo([]byte(dirty), "logo.svg")
	if err != nil || f.ContentType != "image/svg+xml" {
		t.Fatalf("svg: %v", err)
	}
	out := string(f.Data)
	for _, bad := range []string{"script", "alert", "onload", "onclick", "evil.example", "foreignObject", "iframe", "style", "DOCTYPE", "javascript"} {
		if strings.Contains(out, bad) {
			t.Errorf("sanitised SVG keeps %q:\n%s", bad, out)
		}
	}
	for _, good := range []string{`<circle cx="5" cy="5" r="4" fill="#3B82F6">`, `href="#local"`, `xmlns="http://www.w3.org/2000/svg"`} {
		if !strings.Contains(out, good) {
			t.Errorf("sanitised SVG lost %q:\n%s", good, out)
		}
	}
	for _, bad := range []string{`<html><svg/></html>`, `<svg><unclosed></svg>`, `<svg/><svg/>`, `not xml`} {
		if _, err := files.Logo([]byte(bad), "x.svg"); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestDocumentsAreSniffed(t *testing.T) {
	var docx bytes.Buffer
	zw := zip.NewWriter(&docx)
	w, _ := zw.Create("word/document.xml")
	w.Write([]byte("<w:document/>"))
	zw.Close()
	for name, c := range map[string]struct {
		data []byte
		ct   string
	}{
		"report.bin":  {[]byte("%PDF-1.7\n..."), "application/pdf"},
		"notes":       {[]byte("Plain notes\nline two\n"), "text/plain; charset=utf-8"},
		"proposal.zz": {docx.Bytes(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"},
		"shot":        {PNG(3, 3), "image/png"},
	} {
		f, err := files.Document(c.data, name)
		if err != nil || f.ContentType != c.ct {
			t.Errorf("%s: %q %v, want %q", name, f.ContentType, err, c.ct)
		}
	}
	for _, bad := range [][]byte{{0x7f, 'E', 'L', 'F', 0, 1, 2}, []byte("MZ\x90\x00binary\x00"), {}} {
		if _, err := files.Document(bad, "x"); err == nil {
			t.Errorf("%q accepted as a document", bad)
		}
	}
}

func TestStoreKeepsEachFileOnceOnEveryEngine(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := files.NewDBStore(d)
		ctx := context.Background()
		data := PNG(4, 4)
		a, err := s.Put(ctx, files.File{ContentType: "image/png", Data: data, Name: "a.png"})
		if err != nil {
			t.Fatal(err)
		}
		b, err := s.Put(ctx, files.File{ContentType: "image/png", Data: data, Name: "b.png", Public: true})
		if err != nil || a.Key != b.Key || a.Key != files.KeyOf(data) {
			t.Fatalf("keys: %s %s %v", a.Key, b.Key, err)
		}
		got, err := s.Get(ctx, a.Key)
		if err != nil || !bytes.Equal(got.Data, data) || !got.Public || got.Name != "a.png" {
			t.Fatalf("get: %+v %v", got.Name, err)
		}
		var n int
		d.QueryRow(ctx, "SELECT COUNT(*) FROM files").Scan(&n)
		if n != 1 {
			t.Fatalf("%d rows for one file", n)
		}
		if _, err := s.Get(ctx, "../../etc/passwd"); err != db.ErrNotFound {
			t.Fatalf("bad key: %v", err)
		}
	})
}
