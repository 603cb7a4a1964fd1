package auth

import (
	"context"
	"net/http"

	"mission/internal/httpx"
)

// The partner principal: the partner group's guard puts the session's
// partner in the request's context, and handlers of every domain take it
// from there, never from the request.

type principalKey int

const (
	partnerKey principalKey = iota
	staffKey
)

// PartnerID is the partner of the request's session (0 outside the
// partner group).
func PartnerID(ctx context.Context) int64 {
	id, _ := ctx.Value(partnerKey).(int64)
	return id
}

// RequirePartner is the partner group's guard: a live partner session, or
// 401.
func (s *Sessions) RequirePartner(next http.Handler) http.Handler {
	return s.partnerGuard(next, true)
}

// IdentifyPartner is the guard of the partner's "who am I" group: anyone
// may call its routes, and a live partner session puts its partner in the
// context (PartnerID is 0 without one). It refuses no one, so a signed-out
// visitor's question is answered, not logged by the browser as a 401.
func (s *Sessions) IdentifyPartner(next http.Handler) http.Handler {
	return s.partnerGuard(next, false)
}

func (s *Sessions) partnerGuard(next http.Handler, required bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		who, err := s.Lookup(r)
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		if who.PartnerID == 0 {
			if required {
				httpx.WriteError(w, r, httpx.Unauthorized())
			} else {
				next.ServeHTTP(w, r)
			}
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), partnerKey, who.PartnerID)))
	})
}
