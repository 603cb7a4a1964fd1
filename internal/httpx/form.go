package httpx

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"slices"
	"strconv"

	"mission/internal/ratelimit"
)

// Decode reads a JSON body into a T and checks it, the one way every
// handler reads a body. A T with a Normalize method comes back normalised
// (trimmed, defaults filled). A T whose Honeypot method says a bot filled
// the hidden field comes back unchecked: the caller answers it like a
// success and stores nothing. Otherwise the T's own Validate method (when
// it has one) and then each of checks run, and the fields they name make a
// 400.
func Decode[T any](w http.ResponseWriter, r *http.Request, checks ...func(T) map[string]string) (T, error) {
	var in T
	if err := DecodeJSON(w, r, &in); err != nil {
		return in, err
	}
	// Through a pointer, so that methods of either receiver count.
	if n, ok := any(&in).(interface{ Normalize() T }); ok {
		in = n.Normalize()
	}
	if h, ok := any(&in).(interface{ Honeypot() string }); ok && h.Honeypot() != "" {
		return in, nil
	}
	if v, ok := any(&in).(interface{ Validate() map[string]string }); ok {
		checks = append([]func(T) map[string]string{func(T) map[string]string { return v.Validate() }}, checks...)
	}
	for _, check := range checks {
		if f := check(in); len(f) > 0 {
			return in, Invalid(f)
		}
	}
	return in, nil
}

// Throttle records one event for the request's client network on l and
// answers 429 with msg once the network is over its limit. A nil l never
// throttles.
func Throttle(l ratelimit.Limiter, r *http.Request, p TrustedProxies, msg string) error {
	if l == nil {
		return nil
	}
	d, err := l.Allow(r.Context(), ClientKey(r, p))
	if err != nil {
		return err
	}
	if !d.Allowed {
		return TooMany(msg, d.RetryAfter)
	}
	return nil
}

// MsgTooManySubmissions answers a network past a public form's limit.
const MsgTooManySubmissions = "Too many submissions from your network. Please try again later."

// DecodeForm reads a public form: the body through Decode, then the
// submission counted on l for the client's network (429 with msg past the
// limit). Only well-formed submissions count, so a visitor fixing a typo
// does not use the limit up. bot says the hidden honeypot field was
// filled: only bots see it, so the caller answers as if it worked, so that
// they learn nothing, and keeps nothing.
func DecodeForm[T interface{ Honeypot() string }](w http.ResponseWriter, r *http.Request, l ratelimit.Limiter, p TrustedProxies,
	msg string) (in T, bot bool, err error) {
	if in, err = Decode[T](w, r); err != nil {
		return in, false, err
	}
	if err = Throttle(l, r, p, msg); err != nil {
		return in, false, err
	}
	return in, in.Honeypot() != "", nil
}

// PathID reads the {id} of a route as a positive integer written the one
// way the server writes it (no sign, no leading zero); anything else is
// answered 404 with notFound, as no such row can exist.
func PathID(r *http.Request, notFound string) (int64, error) {
	return PathIDNamed(r, "id", notFound)
}

// PathIDNamed is PathID for the path value called name.
func PathIDNamed(r *http.Request, name, notFound string) (int64, error) {
	raw := r.PathValue(name)
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 || strconv.FormatInt(id, 10) != raw {
		return 0, NotFound(notFound)
	}
	return id, nil
}

// DecodeStatus reads the {"status": "..."} body of a moderation or
// pipeline step: one of statuses, or a 400 with msg on status. The domain
// decides whether the step is allowed from where the item is.
func DecodeStatus(w http.ResponseWriter, r *http.Request, statuses []string, msg string) (string, error) {
	in, err := Decode(w, r, func(in struct {
		Status string `json:"status"`
	}) map[string]string {
		if !slices.Contains(statuses, in.Status) {
			return map[string]string{"status": msg}
		}
		return nil
	})
	return in.Status, err
}

// SubmissionKey names one submission of a form, so that a double submit
// (a double click, a retry after a lost answer) is stored once: by the
// client's Idempotency-Key header when it sends one, otherwise by the
// client's network and the exact payload. kind keeps the keys of different
// forms apart.
func SubmissionKey(r *http.Request, p TrustedProxies, kind string, payload any) string {
	h := sha256.New()
	network := ClientKey(r, p)
	if idem := r.Header.Get("Idempotency-Key"); idem != "" && len(idem) <= 200 {
		h.Write([]byte("idem\x00" + kind + "\x00" + network + "\x00" + idem))
	} else {
		body, _ := json.Marshal(payload)
		h.Write([]byte("payload\x00" + kind + "\x00" + network + "\x00"))
		h.Write(body)
	}
	return hex.EncodeToString(h.Sum(nil))
}
