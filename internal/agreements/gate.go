package agreements

import (
	"context"
	"database/sql"
	"errors"
	"net/http"

	"mission/internal/auth"
	"mission/internal/httpx"
)

// FirstDue names the first current, required version the partner has not
// signed ("" when none is due): what stands between them and their tools.
func (s *Store) FirstDue(ctx context.Context, partner int64) (string, error) {
	var title string
	err := s.db.QueryRow(ctx, `SELECT t.title FROM agreement_templates t
		WHERE t.required AND t.version = (SELECT MAX(version) FROM agreement_templates n WHERE n.kind = t.kind)
		AND NOT EXISTS (SELECT 1 FROM agreements a WHERE a.partner_id = ? AND a.template_id = t.id)
		ORDER BY t.kind LIMIT 1`, partner).Scan(&title)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return title, err
}

// Gate is the guard of the partner's tools, after the session's: while a
// required agreement waits for the partner's signature, every tool answers
// 403 with what to sign. Their account (sign-in, password, two-factor) and
// the agreements themselves stay in the session's group, so they can read
// and sign.
func (h *Handler) Gate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		title, err := h.Store.FirstDue(r.Context(), auth.PartnerID(r.Context()))
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		if title != "" {
			httpx.WriteError(w, r, &httpx.Error{Status: http.StatusForbidden,
				Message: "Sign the " + title + " to keep using your tools: you will find it under Settings, Agreements."})
			return
		}
		next.ServeHTTP(w, r)
	})
}
