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

const partnerKey principalKey = iota

// PartnerID is the partner of the request's session (0 outside the
// partner group).
func PartnerID(ctx context.Context) int64 {
	id, _ := ctx.Value(partnerKey).(int64)
	return id
}

// RequirePartner is the partner group's guard: a live partner session, or
// 401.
func (s *Sessions) RequirePartner(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		who, err := s.Lookup(r)
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		if who.PartnerID == 0 {
			httpx.WriteError(w, r, httpx.Unauthorized())
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), partnerKey, who.PartnerID)))
	})
}
