package aifinder

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"mission/internal/llm"
)

const testKey = "sk-live-TOPSECRET-4242"

// completion wraps content as an OpenAI-compatible chat completion body.
func completion(content string) string {
	b, _ := json.Marshal(map[string]any{
		"id":      "chatcmpl-1",
		"choices": []any{map[string]any{"index": 0, "message": map[string]any{"role": "assistant", "content": content}}},
	})
	return string(b)
}

func descriptionsJSON(items ...any) string {
	b, _ := json.Marshal(map[string]any{"descriptions": items})
	return string(b)
}

type item struct {
	Index       int    `json:"index"`
	Description string `json:"description"`
}

// fakeLLM is a test server recording what it received.
type fakeLLM struct {
	mu      sync.Mutex
	auth    string
	path    string
	body    []byte
	handler func(w http.ResponseWriter, r *http.Request)
}

func newFakeLLM(t *testing.T, handler func(w http.ResponseWriter, r *http.Request)) (*fakeLLM, *httptest.Server) {
	t.Helper()
	f := &fakeLLM{handler: handler}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		f.mu.Lock()
		f.auth, f.path, f.body = r.Header.Get("Authorization"), r.URL.Path, body
		f.mu.Unlock()
		f.handler(w, r)
	}))
	t.Cleanup(srv.Close)
	return f, srv
}

func reply(status int, body string) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}
}

func testAnswers() Answers {
	a := validAnswers()
	a.Email = "owner@secret-clinic.example"
	return a
}

func newTestEnricher(t *testing.T, url string, timeout time.Duration, logs *bytes.Buffer) *Enricher {
	t.Helper()
	var logger *slog.Logger
	if logs != nil {
		logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	e := NewEnricher(EnrichConfig{URL: url + "/v1/", APIKey: testKey, Model: "test-model", Timeout: timeout}, nil, logger)
	if e == nil {
		t.Fatal("NewEnricher returned nil for a complete config")
	}
	return e
}

func TestNewEnricherDisabled(t *testing.T) {
	for _, cfg := range []EnrichConfig{
		{},
		{URL: "https://api.example.com/v1"},
		{Model: "m"},
		{URL: "  ", Model: "m"},
		{URL: "ftp://api.example.com/v1", Model: "m"},
		{URL: "api.example.com/v1", Model: "m"},
	} {
		if e := NewEnricher(cfg, nil, nil); e != nil {
			t.Errorf("%v: want nil (disabled)", cfg)
		}
	}
	var e *Enricher
	a := testAnswers()
	r := Recommend(a)
	if got := e.Enrich(context.Background(), a, r); !reflect.DeepEqual(got, r) {
		t.Error("nil Enricher changed the report")
	}
	if e := NewEnricher(EnrichConfig{URL: "https://h/v1", Model: "m"}, nil, nil); e.timeout != DefaultEnrichTimeout || e.endpoint != "https://h/v1" {
		t.Errorf("defaults: timeout %v endpoint %q", e.timeout, e.endpoint)
	}
}

func TestEnrichSuccessChangesDescriptionsOnly(t *testing.T) {
	a := testAnswers()
	r := Recommend(a)
	orig := Recommend(a) // an untouched copy to compare against
	content := "Here you go:\n```json\n" + descriptionsJSON(
		item{2, "Third, written for a two-agent brokerage."},
		item{0, "First, written   for a brokerage\nthat misses calls at showings."},
		item{1, "Second, written for a brokerage using Follow Up Boss."},
	) + "\n```"
	f, srv := newFakeLLM(t, reply(200, completion(content)))
	var logs bytes.Buffer
	got := newTestEnricher(t, srv.URL, 2*time.Second, &logs).Enrich(context.Background(), a, r)

	want := []string{
		"First, written for a brokerage that misses calls at showings.",
		"Second, written for a brokerage using Follow Up Boss.",
		"Third, written for a two-agent brokerage.",
	}
	for i, o := range got.Opportunities {
		if o.Description != want[i] {
			t.Errorf("description %d = %q, want %q", i, o.Description, want[i])
		}
	}
	// Everything but the descriptions is as computed, and the input report
	// was not modified through a shared slice.
	restored := got
	restored.Opportunities = append([]Opportunity(nil), got.Opportunities...)
	for i := range restored.Opportunities {
		restored.Opportunities[i].Description = orig.Opportunities[i].Description
	}
	if !reflect.DeepEqual(restored, orig) {
		t.Errorf("enrichment changed more than descriptions:\n got %+v\nwant %+v", restored, orig)
	}
	if !reflect.DeepEqual(r, orig) {
		t.Error("Enrich modified its input report")
	}

	// The request: right endpoint, bearer key, the model, the business
	// context and the three opportunities, but no name or e-mail.
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.path != "/v1/chat/completions" || f.auth != "Bearer "+testKey {
		t.Errorf("request path %q auth %q", f.path, f.auth)
	}
	var req llm.Request
	if err := json.Unmarshal(f.body, &req); err != nil || req.Model != "test-model" || len(req.Messages) != 2 {
		t.Fatalf("request body %s (%v)", f.body, err)
	}
	user := req.Messages[1].Content
	for _, w := range []string{"real-estate", "showings", "Follow Up Boss", orig.Opportunities[0].Title, `"index":2`} {
		if !strings.Contains(user, w) {
			t.Errorf("prompt lacks %q: %s", w, user)
		}
	}
	for _, w := range []string{a.Email, "Sarah", "Jones"} {
		if strings.Contains(string(f.body), w) {
			t.Errorf("prompt leaks %q", w)
		}
	}
	if strings.Contains(logs.String(), `"level":"WARN"`) {
		t.Errorf("success logged a warning: %s", logs.String())
	}
}

func TestEnrichAcceptsPlainStringList(t *testing.T) {
	a := testAnswers()
	r := Recommend(a)
	_, srv := newFakeLLM(t, reply(200, completion(descriptionsJSON("one", "two", "three"))))
	got := newTestEnricher(t, srv.URL, time.Second, nil).Enrich(context.Background(), a, r)
	if got.Opportunities[0].Description != "one" || got.Opportunities[2].Description != "three" {
		t.Errorf("got %+v", got.Opportunities)
	}
}

func TestEnrichFallsBack(t *testing.T) {
	long := strings.Repeat("x", MaxDescriptionLen+1)
	tests := []struct {
		name    string
		handler func(http.ResponseWriter, *http.Request)
		reason  string
	}{
		{"server error", reply(500, `{"error":"boom raw-response-marker"}`), "status 500"},
		{"unauthorised", reply(401, `{"error":"bad key"}`), "status 401"},
		{"not JSON at all", reply(200, `<html>raw-response-marker</html>`), "malformed completion"},
		{"no choices", reply(200, `{"choices":[]}`), "malformed completion"},
		{"content not JSON", reply(200, completion("Sure! raw-response-marker")), "not JSON"},
		{"content malformed JSON", reply(200, completion(`{"descriptions": [raw-response-marker}`)), "not the expected JSON"},
		{"too few", reply(200, completion(descriptionsJSON(item{0, "a"}, item{1, "b"}))), "2 descriptions"},
		{"too many", reply(200, completion(descriptionsJSON("a", "b", "c", "d"))), "4 descriptions"},
		{"empty description", reply(200, completion(descriptionsJSON(item{0, "a"}, item{1, "  "}, item{2, "c"}))), "empty description"},
		{"too long", reply(200, completion(descriptionsJSON(item{0, "a"}, item{1, long}, item{2, "c"}))), "over-long"},
		{"repeated index", reply(200, completion(descriptionsJSON(item{0, "a"}, item{0, "b"}, item{2, "c"}))), "repeated index"},
		{"index out of range", reply(200, completion(descriptionsJSON(item{0, "a"}, item{1, "b"}, item{3, "c"}))), "repeated index"},
		{"item not a string or object", reply(200, completion(`{"descriptions":[1,2,3]}`)), "malformed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testAnswers()
			r := Recommend(a)
			_, srv := newFakeLLM(t, tt.handler)
			var logs bytes.Buffer
			got := newTestEnricher(t, srv.URL, 2*time.Second, &logs).Enrich(context.Background(), a, r)
			if !reflect.DeepEqual(got, r) {
				t.Fatalf("report changed on failure")
			}
			out := logs.String()
			if !strings.Contains(out, `"level":"WARN"`) || !strings.Contains(out, tt.reason) {
				t.Errorf("want a warning with %q, logs: %s", tt.reason, out)
			}
			for _, leak := range []string{testKey, a.Email, "raw-response-marker"} {
				if strings.Contains(out, leak) {
					t.Errorf("log leaks %q: %s", leak, out)
				}
			}
		})
	}
}

func TestEnrichTimeout(t *testing.T) {
	_, srv := newFakeLLM(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(2 * time.Second):
			reply(200, completion(descriptionsJSON("a", "b", "c")))(w, r)
		case <-r.Context().Done():
		}
	})
	a := testAnswers()
	r := Recommend(a)
	var logs bytes.Buffer
	start := time.Now()
	got := newTestEnricher(t, srv.URL, 100*time.Millisecond, &logs).Enrich(context.Background(), a, r)
	if elapsed := time.Since(start); elapsed > time.Second {
		t.Errorf("Enrich took %v with a 100ms timeout", elapsed)
	}
	if !reflect.DeepEqual(got, r) {
		t.Fatal("report changed after a timeout")
	}
	if !strings.Contains(logs.String(), "timeout after 100ms") || strings.Contains(logs.String(), testKey) {
		t.Errorf("logs: %s", logs.String())
	}
}

func TestEnrichSlowBodyTimesOut(t *testing.T) {
	// Headers arrive in time but the body trickles past the deadline.
	_, srv := newFakeLLM(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(200)
		_, _ = io.WriteString(w, `{"choices":[`)
		w.(http.Flusher).Flush()
		select {
		case <-time.After(2 * time.Second):
		case <-r.Context().Done():
		}
	})
	a := testAnswers()
	r := Recommend(a)
	start := time.Now()
	got := newTestEnricher(t, srv.URL, 100*time.Millisecond, nil).Enrich(context.Background(), a, r)
	if time.Since(start) > time.Second || !reflect.DeepEqual(got, r) {
		t.Fatal("slow body not cut off by the timeout")
	}
}

func TestEnrichCanceledAndUnreachable(t *testing.T) {
	a := testAnswers()
	r := Recommend(a)
	var logs bytes.Buffer

	_, srv := newFakeLLM(t, reply(200, completion(descriptionsJSON("a", "b", "c"))))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got := newTestEnricher(t, srv.URL, time.Second, &logs).Enrich(ctx, a, r); !reflect.DeepEqual(got, r) {
		t.Error("canceled context: report changed")
	}

	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close()
	if got := newTestEnricher(t, dead.URL, time.Second, &logs).Enrich(context.Background(), a, r); !reflect.DeepEqual(got, r) {
		t.Error("unreachable server: report changed")
	}
	if out := logs.String(); !strings.Contains(out, "transport error") || strings.Contains(out, testKey) || strings.Contains(out, a.Email) {
		t.Errorf("logs: %s", out)
	}
}

func TestKeyNeverLogged(t *testing.T) {
	var logs bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	cfg := EnrichConfig{URL: "https://user:pw@api.example.com/v1?token=abc", APIKey: testKey, Model: "m", Timeout: time.Second}

	// Logging the config or the enricher, or printing the config, hides
	// the key (and URL credentials).
	e := NewEnricher(cfg, nil, logger)
	logger.Info("config", "enrich", cfg, "enricher", e)
	printed := fmt.Sprintf("%v %+v %s", cfg, cfg, cfg)
	if strings.Contains(printed, testKey) || strings.Contains(printed, "pw@") || strings.Contains(printed, "token=abc") {
		t.Errorf("printed config leaks: %s", printed)
	}

	// Every path through Enrich: success, failure statuses, bad content.
	a := testAnswers()
	r := Recommend(a)
	for _, h := range []func(http.ResponseWriter, *http.Request){
		reply(200, completion(descriptionsJSON("a", "b", "c"))),
		reply(500, `{"error":"echo `+testKey+`"}`),
		reply(200, completion(`{"descriptions":["`+testKey+`"]}`)),
		reply(200, `not json `+testKey),
	} {
		_, srv := newFakeLLM(t, h)
		newTestEnricher(t, srv.URL, time.Second, &logs).Enrich(context.Background(), a, r)
	}
	out := logs.String()
	if strings.Contains(out, testKey) || strings.Contains(out, "TOPSECRET") {
		t.Fatalf("the API key appears in the logs:\n%s", out)
	}
	if strings.Contains(out, a.Email) || strings.Contains(out, "pw@") {
		t.Fatalf("the logs leak private data:\n%s", out)
	}
	if !strings.Contains(out, `"level":"WARN"`) || !strings.Contains(out, "[redacted]") {
		t.Fatalf("expected warnings and a redacted key in the logs:\n%s", out)
	}
}
