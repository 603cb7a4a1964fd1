// Package httpx holds the HTTP plumbing every handler shares: JSON in and
// out, one error type mapped to status codes, and the middleware chain.
package httpx

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strconv"
	"time"

	"mission/internal/db"
	"mission/internal/input"
)

// MaxJSONBody is the largest JSON request body accepted.
const MaxJSONBody = 64 << 10

// Error is an error a client can act on: its status, a message and, for
// invalid input, one message per field.
type Error struct {
	Status     int               `json:"-"`
	Message    string            `json:"message"`
	Fields     map[string]string `json:"fields,omitempty"`
	RetryAfter time.Duration     `json:"-"`
}

func (e *Error) Error() string { return fmt.Sprintf("%d: %s", e.Status, e.Message) }

// Invalid is a 400 with a message per field.
func Invalid(fields map[string]string) *Error {
	return &Error{Status: http.StatusBadRequest, Message: "Please check the highlighted fields.", Fields: fields}
}

// NotFound is a 404 with a message.
func NotFound(msg string) *Error { return &Error{Status: http.StatusNotFound, Message: msg} }

// Conflict is a 409 with a message.
func Conflict(msg string) *Error { return &Error{Status: http.StatusConflict, Message: msg} }

// Unauthorized is a 401.
func Unauthorized() *Error {
	return &Error{Status: http.StatusUnauthorized, Message: "Authentication required"}
}

// TooMany is a 429 that tells the client when to come back.
func TooMany(msg string, retryAfter time.Duration) *Error {
	return &Error{Status: http.StatusTooManyRequests, Message: msg, RetryAfter: retryAfter}
}

// Busy is a 503 for a request the server could not take on in time, with
// when to come back; nothing was done.
func Busy(msg string, retryAfter time.Duration) *Error {
	return &Error{Status: http.StatusServiceUnavailable, Message: msg, RetryAfter: retryAfter}
}

// WriteJSON writes v as JSON with the given status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if v != nil {
		json.NewEncoder(w).Encode(v)
	}
}

// Reply answers v as JSON with 200, or passes on err, the error of the
// read that made v.
func Reply(w http.ResponseWriter, v any, err error) error {
	if err != nil {
		return err
	}
	WriteJSON(w, http.StatusOK, v)
	return nil
}

// WriteEncoded answers 200 with body, JSON encoded before (a cached
// answer), under the Cache-Control given.
func WriteEncoded(w http.ResponseWriter, cacheControl string, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", cacheControl)
	w.WriteHeader(http.StatusOK)
	w.Write(body)
}

// StatusClientClosed is the status recorded for a request whose client went
// away before its answer (nginx's 499): no one reads it, but the metrics then
// tell abandoned requests from failures.
const StatusClientClosed = 499

// WriteError answers err as JSON. An *Error keeps its status and message;
// an error that says its storage is unavailable is a 503, so that a client
// retries rather than believing its write was kept; anything else is
// logged and answered as a bare 500 so that no internal detail reaches the
// client.
func WriteError(w http.ResponseWriter, r *http.Request, err error) {
	var e *Error
	var down interface{ Unavailable() bool }
	if errors.Is(err, context.Canceled) && r.Context().Err() != nil {
		// The visitor went away (closed the tab, moved on) and the work
		// stopped with them: nothing of ours failed, so nothing to alert on.
		slog.DebugContext(r.Context(), "request abandoned", "method", r.Method, "path", r.URL.Path)
		e = &Error{Status: StatusClientClosed, Message: "The request was cancelled."}
	} else if errors.As(err, &down) && down.Unavailable() {
		slog.ErrorContext(r.Context(), "storage unavailable", "method", r.Method, "path", r.URL.Path, "err", err)
		e = &Error{Status: http.StatusServiceUnavailable, RetryAfter: 5 * time.Second,
			Message: "We cannot save anything right now. Please try again in a moment."}
	} else if !errors.As(err, &e) {
		slog.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		e = &Error{Status: http.StatusInternalServerError, Message: "Something went wrong on our side. Please try again."}
	}
	if e.RetryAfter > 0 {
		secs := int(e.RetryAfter.Round(time.Second) / time.Second)
		w.Header().Set("Retry-After", strconv.Itoa(max(secs, 1)))
	}
	WriteJSON(w, e.Status, e)
}

// DecodeJSON reads a JSON object body into dst: 415 unless the body is
// declared JSON, 413 above MaxJSONBody, 400 when it does not parse or a
// string in it breaks the rules of package input (with a message for the
// field). Strings that pass come out normalised (see input.Clean).
func DecodeJSON(w http.ResponseWriter, r *http.Request, dst any) error {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "application/json" {
		return &Error{Status: http.StatusUnsupportedMediaType, Message: "Send the request body as application/json."}
	}
	body := http.MaxBytesReader(w, r.Body, MaxJSONBody)
	dec := json.NewDecoder(body)
	if err := dec.Decode(dst); err != nil {
		return decodeError(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return decodeError(err)
		}
		return &Error{Status: http.StatusBadRequest, Message: "The request body must hold a single JSON object."}
	}
	// One rule for every string of every body: no hidden control
	// characters or broken text reach a handler, and what does is NFC and
	// trimmed.
	if fields := input.Struct(dst); fields != nil {
		return Invalid(fields)
	}
	return nil
}

func decodeError(err error) *Error {
	var tooBig *http.MaxBytesError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &tooBig):
		return &Error{Status: http.StatusRequestEntityTooLarge, Message: fmt.Sprintf("The request body is larger than %d KiB.", MaxJSONBody>>10)}
	case errors.As(err, &typeErr) && typeErr.Field != "":
		return &Error{Status: http.StatusBadRequest, Message: "Please check the highlighted fields.",
			Fields: map[string]string{typeErr.Field: "Has the wrong type."}}
	case errors.Is(err, io.EOF):
		return &Error{Status: http.StatusBadRequest, Message: "The request body is empty."}
	default:
		return &Error{Status: http.StatusBadRequest, Message: "The request body is not valid JSON."}
	}
}

// Handler adapts a handler that returns an error to http.Handler.
func Handler(fn func(w http.ResponseWriter, r *http.Request) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := fn(w, r); err != nil {
			WriteError(w, r, err)
		}
	})
}

// StoreError answers a store's db.ErrNotFound as a 404 with msg and passes
// any other error on.
func StoreError(err error, msg string) error {
	if errors.Is(err, db.ErrNotFound) {
		return NotFound(msg)
	}
	return err
}
