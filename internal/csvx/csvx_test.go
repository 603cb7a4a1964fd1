package csvx

import (
	"net/http/httptest"
	"testing"
)

func TestSafeCell(t *testing.T) {
	for in, want := range map[string]string{"=1": "'=1", "+1": "'+1", "-1": "'-1", "@a": "'@a", "\tx": "'\tx", "\rx": "'\rx", "ok": "ok", "": ""} {
		if got := SafeCell(in); got != want {
			t.Errorf("SafeCell(%q) = %q", in, got)
		}
	}
}

func TestDownload(t *testing.T) {
	rec := httptest.NewRecorder()
	w, err := Download(rec, "x-2026-01-02.csv", "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Row("=SUM(A1)", "plain, with a comma"); err != nil {
		t.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	h := rec.Header()
	if h.Get("Content-Type") != "text/csv; charset=utf-8" || h.Get("Content-Disposition") != `attachment; filename="x-2026-01-02.csv"` ||
		h.Get("Cache-Control") != "no-store" || rec.Body.String() != "a,b\n'=SUM(A1),\"plain, with a comma\"\n" {
		t.Fatalf("%v %q", h, rec.Body.String())
	}
}
