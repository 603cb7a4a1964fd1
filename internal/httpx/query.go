package httpx

import (
	"net/http"
	"net/url"
	"strings"

	"mission/internal/input"
)

// CleanInput applies the text rules of package input to what an API
// request carries outside its body: the path and every query parameter. A
// parameter that breaks them is a 400 naming it; the rest reach handlers
// normalised, as body fields do.
func CleanInput(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/api/") {
			next.ServeHTTP(w, r)
			return
		}
		if _, msg := input.Clean(r.URL.Path, input.Line); msg != "" {
			WriteError(w, r, &Error{Status: http.StatusBadRequest, Message: "The address contains characters that are not allowed."})
			return
		}
		if r.URL.RawQuery == "" {
			next.ServeHTTP(w, r)
			return
		}
		q, err := url.ParseQuery(r.URL.RawQuery)
		if err != nil {
			WriteError(w, r, &Error{Status: http.StatusBadRequest, Message: "The query string is malformed."})
			return
		}
		fields := map[string]string{}
		changed := false
		for k, vs := range q {
			name := k
			if _, msg := input.Clean(k, input.Line); msg != "" || k != strings.TrimSpace(k) {
				fields["query"] = "The query string contains a parameter name that is not allowed."
				continue
			}
			for i, v := range vs {
				clean, msg := input.Clean(v, input.Line)
				if msg != "" {
					fields[name] = msg
					continue
				}
				if clean != v {
					vs[i], changed = clean, true
				}
			}
		}
		if len(fields) > 0 {
			WriteError(w, r, Invalid(fields))
			return
		}
		if changed {
			r2 := r.Clone(r.Context())
			r2.URL.RawQuery = q.Encode()
			r = r2
		}
		next.ServeHTTP(w, r)
	})
}
