// Package llm calls a language model through the OpenAI-compatible chat
// completions API, the one most hosted and local model servers speak.
package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Endpoint is where a model is called: a base URL (the client appends
// /chat/completions) and its key, sent as a bearer token and never logged.
type Endpoint struct {
	URL string
	Key string
}

// String hides the key, so that printing an endpoint cannot leak it.
func (e Endpoint) String() string { return "llm.Endpoint{" + e.URL + "}" }

// Message is one turn of a conversation.
type Message struct {
	Role    string `json:"role"` // system, user or assistant
	Content string `json:"content"`
}

// Request is one completion to ask for.
type Request struct {
	Model       string    `json:"model"`
	Messages    []Message `json:"messages"`
	Temperature *float64  `json:"temperature,omitempty"` // the endpoint's default when nil
	MaxTokens   int       `json:"max_tokens,omitempty"`
}

// Reply is the model's answer and what it counted.
type Reply struct {
	Text             string
	Model            string // as the server names it; the request's when it does not
	PromptTokens     int
	CompletionTokens int
}

// Tokens is the reply's whole count, prompt and completion.
func (r Reply) Tokens() int { return r.PromptTokens + r.CompletionTokens }

// Error is a call that failed, with whether trying again may help: a
// network failure, a timeout, a 429 or a 5xx may pass; any other 4xx (a bad
// key, an unknown model, a prompt too long) or an unreadable answer will
// not.
type Error struct {
	Status    int // the HTTP status; 0 when no answer came
	Message   string
	Retryable bool
}

func (e *Error) Error() string {
	if e.Status == 0 {
		return e.Message
	}
	return fmt.Sprintf("the model answered %d: %s", e.Status, e.Message)
}

// Retryable tells whether err is a failure that trying again may fix.
func Retryable(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Retryable
}

// MaxAnswerBytes bounds what is read of an answer.
const MaxAnswerBytes = 4 << 20

// Client calls models. Its HTTP client decides which addresses may be
// dialled (a partner's own endpoint goes through one that refuses private
// addresses) and the ctx of each call its time.
type Client struct {
	HTTP *http.Client
}

// Complete asks the endpoint for one completion.
func (c *Client) Complete(ctx context.Context, e Endpoint, req Request) (Reply, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return Reply{}, err
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(e.URL, "/")+"/chat/completions", bytes.NewReader(body))
	if err != nil {
		return Reply{}, &Error{Message: "the endpoint's address is not usable"}
	}
	hr.Header.Set("Content-Type", "application/json")
	if e.Key != "" {
		hr.Header.Set("Authorization", "Bearer "+e.Key)
	}
	client := c.HTTP
	if client == nil {
		client = http.DefaultClient
	}
	res, err := client.Do(hr)
	if err != nil {
		msg := "the model could not be reached"
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded) {
			msg = "the model did not answer in time"
		}
		return Reply{}, &Error{Message: msg, Retryable: true}
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, MaxAnswerBytes+1))
	if err != nil {
		return Reply{}, &Error{Status: res.StatusCode, Message: "the answer was cut off", Retryable: true}
	}
	if res.StatusCode/100 != 2 {
		return Reply{}, &Error{Status: res.StatusCode, Message: errorText(raw),
			Retryable: res.StatusCode == http.StatusTooManyRequests || res.StatusCode == http.StatusRequestTimeout || res.StatusCode >= 500}
	}
	if len(raw) > MaxAnswerBytes {
		return Reply{}, &Error{Status: res.StatusCode, Message: "the answer is larger than 4 MB"}
	}
	var out struct {
		Model   string `json:"model"`
		Choices []struct {
			Message Message `json:"message"`
		} `json:"choices"`
		Usage struct {
			PromptTokens     int `json:"prompt_tokens"`
			CompletionTokens int `json:"completion_tokens"`
		} `json:"usage"`
	}
	if err := json.Unmarshal(raw, &out); err != nil || len(out.Choices) == 0 {
		return Reply{}, &Error{Status: res.StatusCode, Message: "the answer is not a chat completion"}
	}
	r := Reply{Text: out.Choices[0].Message.Content, Model: out.Model,
		PromptTokens: max(out.Usage.PromptTokens, 0), CompletionTokens: max(out.Usage.CompletionTokens, 0)}
	if r.Model == "" {
		r.Model = req.Model
	}
	return r, nil
}

// errorText is the message of an error answer ({"error": {"message"}} as
// OpenAI writes it), else its first line, short enough for a run's record.
func errorText(raw []byte) string {
	var body struct {
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	text := strings.TrimSpace(string(raw))
	if json.Unmarshal(raw, &body) == nil && body.Error.Message != "" {
		text = body.Error.Message
	}
	text, _, _ = strings.Cut(text, "\n")
	if r := []rune(text); len(r) > 300 {
		text = string(r[:300]) + "…"
	}
	if text == "" {
		text = "no reason given"
	}
	return text
}
