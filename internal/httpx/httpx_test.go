package httpx

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestRecoverAnswers500JSON(t *testing.T) {
	h := Recover(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { panic("boom") }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/x", nil))
	var e Error
	if rec.Code != 500 || json.Unmarshal(rec.Body.Bytes(), &e) != nil || e.Message == "" {
		t.Fatalf("got %d %s", rec.Code, rec.Body)
	}
}

func TestAPIErrorsTurnsMuxAnswersToJSON(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/things", func(w http.ResponseWriter, r *http.Request) {})
	h := APIErrors(mux)
	for path, want := range map[string]int{"/api/things": 405, "/api/other": 404} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != want || rec.Header().Get("Content-Type") != "application/json; charset=utf-8" {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Header().Get("Content-Type"))
		}
		var e Error
		if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || e.Message == "" {
			t.Fatalf("%s: body %q", path, rec.Body)
		}
	}
}

func TestWriteErrorHidesInternalErrors(t *testing.T) {
	rec := httptest.NewRecorder()
	WriteError(rec, httptest.NewRequest("GET", "/", nil), errString("pq: password=secret"))
	if rec.Code != 500 || !json.Valid(rec.Body.Bytes()) || strings.Contains(rec.Body.String(), "secret") {
		t.Fatalf("internal error leaked: %s", rec.Body)
	}
	rec = httptest.NewRecorder()
	WriteError(rec, httptest.NewRequest("GET", "/", nil), TooMany("slow down", 90*time.Second))
	if rec.Code != 429 || rec.Header().Get("Retry-After") != "90" {
		t.Fatalf("429: %d %q", rec.Code, rec.Header().Get("Retry-After"))
	}
}

func TestLimiterSlidesItsWindow(t *testing.T) {
	now := time.Unix(1000, 0)
	l := NewLimiter(3, time.Minute)
	l.now = func() time.Time { return now }
	for i := range 3 {
		if ok, _ := l.Allow("a"); !ok {
			t.Fatalf("event %d refused", i)
		}
		now = now.Add(10 * time.Second)
	}
	ok, wait := l.Allow("a")
	if ok || wait != 30*time.Second {
		t.Fatalf("fourth event: ok=%v wait=%v", ok, wait)
	}
	if ok, _ := l.Allow("b"); !ok {
		t.Fatal("another key was limited")
	}
	now = now.Add(31 * time.Second)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("event after the window refused")
	}
	l.Reset("a")
	if blocked, _ := l.Blocked("a"); blocked {
		t.Fatal("reset key still blocked")
	}
}

func TestClientIP(t *testing.T) {
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "192.0.2.1:5555"
	r.Header.Set("X-Forwarded-For", "203.0.113.9, 198.51.100.7")
	if ip := ClientIP(r, false); ip != "192.0.2.1" {
		t.Fatalf("untrusted proxy header used: %s", ip)
	}
	if ip := ClientIP(r, true); ip != "198.51.100.7" {
		t.Fatalf("trusted proxy: %s", ip)
	}
}

type errString string

func (e errString) Error() string { return string(e) }
