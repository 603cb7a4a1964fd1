package llm

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestCompleteClassifiesFailures(t *testing.T) {
	var status int
	var body string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer k" {
			http.Error(w, "wrong call", 418)
			return
		}
		if status == 0 {
			time.Sleep(200 * time.Millisecond)
		}
		w.WriteHeader(max(status, 200))
		fmt.Fprint(w, body)
	}))
	defer srv.Close()
	c, e := &Client{}, Endpoint{URL: srv.URL + "/v1/", Key: "k"}
	for _, tc := range []struct {
		status    int
		body      string
		retryable bool
		msg       string
	}{
		{500, "oops\nmore", true, "answered 500: oops"},
		{429, `{"error":{"message":"slow down"}}`, true, "slow down"},
		{408, "", true, "no reason given"},
		{401, `{"error":{"message":"bad key"}}`, false, "answered 401: bad key"},
		{404, strings.Repeat("x", 400), false, "…"},
		{200, `{"choices":[]}`, false, "not a chat completion"},
		{200, `not json`, false, "not a chat completion"},
		{0, "", true, "did not answer in time"},
	} {
		status, body = tc.status, tc.body
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		_, err := c.Complete(ctx, e, Request{Model: "m"})
		cancel()
		if err == nil || Retryable(err) != tc.retryable || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%d %q: %v (retryable %v)", tc.status, tc.body, err, Retryable(err))
		}
	}
	status, body = 200, `{"choices":[{"message":{"role":"assistant","content":"hi"}}],"usage":{"prompt_tokens":3,"completion_tokens":-1}}`
	r, err := c.Complete(context.Background(), e, Request{Model: "m"})
	if err != nil || r.Text != "hi" || r.Model != "m" || r.Tokens() != 3 {
		t.Errorf("reply: %+v %v", r, err)
	}
	if fmt.Sprint(e) != "llm.Endpoint{"+srv.URL+"/v1/}" {
		t.Errorf("an endpoint prints without its key: %v", e)
	}
}
