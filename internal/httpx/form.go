package httpx

import (
	"net/http"
	"strconv"
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

// Throttle records one event for the request's client address on l and
// answers 429 with msg once the address is over its limit. A nil l never
// throttles.
func Throttle(l *Limiter, r *http.Request, trustProxy bool, msg string) error {
	if l == nil {
		return nil
	}
	if ok, wait := l.Allow(ClientIP(r, trustProxy)); !ok {
		return TooMany(msg, wait)
	}
	return nil
}

// PathID reads the {id} of a route as a positive integer; anything else is
// answered 404 with notFound, as no such row can exist.
func PathID(r *http.Request, notFound string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
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
