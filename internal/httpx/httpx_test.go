package httpx

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
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

// The client's address is the one the trusted proxies appended, whatever
// the client wrote itself, over every X-Forwarded-For line in order.
func TestClientIP(t *testing.T) {
	for _, c := range []struct {
		name  string
		hops  TrustedProxies
		lines []string
		want  string
	}{
		{"untrusted header ignored", 0, []string{"203.0.113.9, 198.51.100.7"}, "192.0.2.1"},
		{"no header", 1, nil, "192.0.2.1"},
		{"one merged line", 1, []string{"203.0.113.9, 198.51.100.7"}, "198.51.100.7"},
		{"several lines, proxy's line last", 1, []string{"203.0.113.9", "198.51.100.7"}, "198.51.100.7"},
		{"forged first line", 1, []string{"1.1.1.1, 2.2.2.2", "198.51.100.7"}, "198.51.100.7"},
		{"forged line with spaces and empties", 1, []string{" , 1.1.1.1,,", "198.51.100.7"}, "198.51.100.7"},
		{"two hops, merged", 2, []string{"1.1.1.1, 198.51.100.7, 10.0.0.2"}, "198.51.100.7"},
		{"two hops, a line each", 2, []string{"1.1.1.1", "198.51.100.7", "10.0.0.2"}, "198.51.100.7"},
		{"two hops, forged line before both", 2, []string{"9.9.9.9, 8.8.8.8", "198.51.100.7, 10.0.0.2"}, "198.51.100.7"},
		{"too few hops", 2, []string{"198.51.100.7"}, "192.0.2.1"},
		{"too few hops, empty line", 1, []string{""}, "192.0.2.1"},
		{"IPv6", 1, []string{"1.1.1.1", "2001:db8::7"}, "2001:db8::7"},
		{"IPv6 in brackets with port", 1, []string{"[2001:db8::7]:443"}, "2001:db8::7"},
		{"IPv6 in brackets", 1, []string{"[2001:db8::7]"}, "2001:db8::7"},
		{"IPv6 with a zone", 1, []string{"fe80::1%eth0"}, "fe80::1"},
		{"IPv4 with port", 1, []string{"198.51.100.7:5123"}, "198.51.100.7"},
		{"IPv4-mapped IPv6", 1, []string{"::ffff:198.51.100.7"}, "198.51.100.7"},
		{"garbage", 1, []string{"198.51.100.7, not-an-address"}, "192.0.2.1"},
		{"unknown", 1, []string{"unknown"}, "192.0.2.1"},
		{"unbalanced bracket", 1, []string{"[2001:db8::7"}, "192.0.2.1"},
		{"brackets around IPv4 with port", 1, []string{"[198.51.100.7]:80"}, "192.0.2.1"},
		{"NUL", 1, []string{"198.51.100.7\x00"}, "192.0.2.1"},
		{"huge", 1, []string{strings.Repeat("9", 100000)}, "192.0.2.1"},
		{"out of range", 1, []string{"198.51.100.256"}, "192.0.2.1"},
		{"garbage to the left is not read", 1, []string{"<script>", "198.51.100.7"}, "198.51.100.7"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = "192.0.2.1:5555"
		for _, l := range c.lines {
			r.Header.Add("X-Forwarded-For", l)
		}
		if ip := ClientIP(r, c.hops); ip != c.want {
			t.Errorf("%s: %q, want %q", c.name, ip, c.want)
		}
	}
}

func TestClientIPWithoutProxyReadsTheConnection(t *testing.T) {
	for addr, want := range map[string]string{
		"192.0.2.1:5555":          "192.0.2.1",
		"[2001:db8::9]:80":        "2001:db8::9",
		"[fe80::1%eth0]:80":       "fe80::1",
		"[::ffff:192.0.2.1]:8080": "192.0.2.1",
		"pipe":                    "pipe",
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = addr
		if ip := ClientIP(r, 0); ip != want {
			t.Errorf("%s: %q, want %q", addr, ip, want)
		}
	}
}

func TestClientKeyGroupsIPv6By64(t *testing.T) {
	key := func(addr string) string {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = addr
		return ClientKey(r, 0)
	}
	if a, b := key("[2001:db8:1:2::1]:80"), key("[2001:db8:1:2:ffff:eeee:dddd:cccc]:80"); a != b || a != "2001:db8:1:2::/64" {
		t.Fatalf("one /64, two keys: %s %s", a, b)
	}
	if key("[2001:db8:1:2::1]:80") == key("[2001:db8:1:3::1]:80") {
		t.Fatal("two /64s share a key")
	}
	if k := key("192.0.2.7:1"); k != "192.0.2.7" {
		t.Fatalf("IPv4: %s", k)
	}
	if k := key("[::ffff:192.0.2.7]:1"); k != "192.0.2.7" {
		t.Fatalf("IPv4-mapped: %s", k)
	}
}

func TestPathIDTakesOnlyCanonicalNumbers(t *testing.T) {
	for raw, ok := range map[string]bool{"1": true, "42": true, "+1": false, "01": false, "0": false, "-1": false, " 1": false, "1e3": false, "": false} {
		r := httptest.NewRequest("GET", "/", nil)
		r.SetPathValue("id", raw)
		_, err := PathID(r, "nope")
		if (err == nil) != ok {
			t.Errorf("PathID(%q): %v", raw, err)
		}
	}
}

func TestDecodeJSONAppliesTheTextRules(t *testing.T) {
	var dst struct {
		Name  string `json:"name"`
		Notes string `json:"notes" text:"multiline"`
	}
	for body, field := range map[string]string{
		`{"name":"a\u0000b"}`:    "name",
		`{"name":"a\u202eb"}`:    "name",
		`{"notes":"x\u0007"}`:    "notes",
		`{"name":"\ud800"}`:      "name",
		"{\"name\":\"bad\xff\"}": "name",
		`{"name":"two\nlines"}`:  "name",
	} {
		r := httptest.NewRequest("POST", "/", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		err := DecodeJSON(httptest.NewRecorder(), r, &dst)
		var e *Error
		if !errors.As(err, &e) || e.Status != 400 || e.Fields[field] == "" {
			t.Errorf("%s: %v", body, err)
		}
	}
	r := httptest.NewRequest("POST", "/", strings.NewReader(`{"name":" Zoe\u0308\u200b ","notes":"a\r\nb"}`))
	r.Header.Set("Content-Type", "application/json")
	if err := DecodeJSON(httptest.NewRecorder(), r, &dst); err != nil || dst.Name != "Zoë" || dst.Notes != "a\nb" {
		t.Fatalf("%v %+v", err, dst)
	}
}

func TestCleanInputChecksQueryAndPath(t *testing.T) {
	var seen string
	h := CleanInput(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen = r.URL.Query().Get("q") }))
	for target, want := range map[string]int{
		"/api/admin/leads?q=%00":       400,
		"/api/admin/leads?q=%E2%80%AE": 400,
		"/api/admin/leads?q=%FF":       400,
		"/api/admin/leads?q=a%0Ab":     400,
		"/api/admin/leads?%00=1":       400,
		"/api/admin/leads?q=%zz":       400,
		"/api/reports/a%00b":           400,
		"/api/admin/leads?q=Zoe%CC%88": 200,
		"/not-api?q=%00":               200,
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
		if rec.Code != want {
			t.Errorf("%s: %d, want %d", target, rec.Code, want)
		}
		if want == 400 && !json.Valid(rec.Body.Bytes()) {
			t.Errorf("%s: body %q", target, rec.Body)
		}
	}
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/api/x?q=Zoe%CC%88", nil))
	if seen != "Zoë" {
		t.Fatalf("query not normalised to NFC: %q", seen)
	}
}

type unavailable struct{}

func (unavailable) Error() string     { return "disk gone" }
func (unavailable) Unavailable() bool { return true }

func TestUnavailableStorageIs503(t *testing.T) {
	rec := httptest.NewRecorder()
	WriteError(rec, httptest.NewRequest("POST", "/", nil), fmt.Errorf("insert: %w", unavailable{}))
	if rec.Code != 503 || rec.Header().Get("Retry-After") == "" || strings.Contains(rec.Body.String(), "disk") {
		t.Fatalf("%d %q %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
	}
}

type errString string

func (e errString) Error() string { return string(e) }

func TestWriteErrorTellsAnAbandonedRequestFromAFailure(t *testing.T) {
	var logs strings.Builder
	prev := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo})))
	t.Cleanup(func() { slog.SetDefault(prev) })

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := httptest.NewRecorder()
	WriteError(rec, httptest.NewRequest("GET", "/api/partner/dashboard", nil).WithContext(ctx), fmt.Errorf("dashboard: %w", context.Canceled))
	if rec.Code != StatusClientClosed || logs.Len() != 0 {
		t.Fatalf("a request whose visitor left: status %d, logged %q", rec.Code, logs.String())
	}

	// Cancelled work while the visitor still waits is ours, and an error.
	rec = httptest.NewRecorder()
	WriteError(rec, httptest.NewRequest("GET", "/api/partner/dashboard", nil), fmt.Errorf("dashboard: %w", context.Canceled))
	if rec.Code != 500 || !strings.Contains(logs.String(), "level=ERROR") {
		t.Fatalf("cancelled work with the visitor waiting: status %d, logged %q", rec.Code, logs.String())
	}
}

func TestRequestLogHidesPrivateLinkTokens(t *testing.T) {
	for path, want := range map[string]string{
		"/c/abc123":                       "/c/[token]",
		"/api/client-portal/abc/messages": "/api/client-portal/[token]",
		"/api/hooks/automations/secret":   "/api/hooks/automations/[token]",
		"/ai-finder/report/r1":            "/ai-finder/report/[token]",
		"/api/leads":                      "/api/leads",
	} {
		if got := redactPath(path); got != want {
			t.Errorf("%s: %s, want %s", path, got, want)
		}
	}
}
