// Package httpxtest serves one package's routes in its own tests, the way
// the app mounts them but without the app's guards in front.
package httpxtest

import (
	"net/http"
	"net/http/httptest"
	"strings"

	"mission/internal/httpx"
)

// Routes mounts the public and staff routes register adds on a new mux.
// Neither group is guarded: the tests reach staff routes directly.
func Routes(register func(public, staff *httpx.Group)) *http.ServeMux {
	mux := http.NewServeMux()
	r := httpx.NewRouter(mux)
	register(r.Group(httpx.Public, nil), r.Group(httpx.Staff, nil))
	return mux
}

// Request is a request with body as JSON (an empty body too, so that a
// test of an empty body reaches the decoder).
func Request(method, path, body string) *http.Request {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	return req
}

// Serve answers req with h.
func Serve(h http.Handler, req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// Do answers a request with body as JSON, carrying cookies, with h.
func Do(h http.Handler, method, path, body string, cookies ...*http.Cookie) *httptest.ResponseRecorder {
	req := Request(method, path, body)
	for _, c := range cookies {
		req.AddCookie(c)
	}
	return Serve(h, req)
}
