package httpx

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strconv"

	"mission/internal/ratelimit"
)

// Form is the input of a public form: it trims itself, names its invalid
// fields, and tells what its honeypot field holds (only bots fill it).
type Form[T any] interface {
	Normalize() T
	Validate() map[string]string
	Honeypot() string
}

// DecodeForm reads a public form's JSON body, normalises it and checks it:
// a client error for a bad body or invalid fields. An input whose honeypot
// is filled comes back unchecked; the caller answers it like a success and
// stores nothing.
func DecodeForm[T Form[T]](w http.ResponseWriter, r *http.Request) (T, error) {
	var in T
	if err := DecodeJSON(w, r, &in); err != nil {
		return in, err
	}
	in = in.Normalize()
	if in.Honeypot() != "" {
		return in, nil
	}
	if f := in.Validate(); f != nil {
		return in, Invalid(f)
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
// pipeline step; the domain decides whether the step is allowed.
func DecodeStatus(w http.ResponseWriter, r *http.Request) (string, error) {
	var in struct {
		Status string `json:"status"`
	}
	err := DecodeJSON(w, r, &in)
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
