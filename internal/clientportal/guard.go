package clientportal

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"mission/internal/httpx"
	"mission/internal/partners"
)

type ctxKey int

const accessKey ctxKey = iota

// lookupsPerNetwork bounds the token lookups one client network may have
// running at once, so that a parallel burst of guesses cannot slip past the
// miss count, which is recorded only once a guess has failed.
const lookupsPerNetwork = 8

// RequireToken is the client group's guard: the {token} of the path must
// open a working link (404 unknown, 410 turned off or expired). A network
// that keeps trying unknown tokens is refused for a while. The answers ask
// browsers to send no referrer and search engines to keep away.
func (h *Handler) RequireToken(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Referrer-Policy", "no-referrer")
		w.Header().Set("X-Robots-Tag", "noindex, nofollow")
		a, err := h.openLink(r, r.PathValue("token"))
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), accessKey, a)))
	})
}

// PageCheck gives the client portal's page (/c/{token}) the status its API
// would answer: 404 unknown, 410 turned off, expired or the partner
// deactivated, 429 for a network that kept guessing. It looks the token up
// exactly as the API does (the cache, the miss count, the bound on parallel
// lookups), so a page costs what an API call costs and a working link's
// page counts against nothing; the page tells the app the state, so the app
// does not look the token up a second time.
func (h *Handler) PageCheck(w http.ResponseWriter, r *http.Request, params map[string]string) (int, string) {
	_, err := h.openLink(r, params["token"])
	var e *httpx.Error
	switch {
	case err == nil:
		return http.StatusOK, ""
	case !errors.As(err, &e):
		// The app's own call reports the failure; the page itself is fine.
		slog.WarnContext(r.Context(), "client portal page: link lookup failed", "err", err)
		return http.StatusOK, ""
	case e.Status == http.StatusNotFound:
		return e.Status, "unknown"
	case e.Status == http.StatusGone:
		return e.Status, "inactive"
	case e.Status == http.StatusTooManyRequests:
		w.Header().Set("Retry-After", strconv.Itoa(max(int(e.RetryAfter.Round(time.Second)/time.Second), 1)))
		return e.Status, "throttled"
	}
	return http.StatusOK, ""
}

func (h *Handler) openLink(r *http.Request, token string) (Access, error) {
	ctx, now := r.Context(), h.now()
	cache := h.cache()
	e, gen, touch, ok := cachedLink(cache, token, now)
	if ok {
		if touch {
			h.Store.Touch(e.access.LinkID, now)
		}
		return e.access, nil
	}
	network := httpx.ClientKey(r, h.TrustProxy)
	if d, err := h.TokenMisses.Peek(ctx, network); err != nil {
		return Access{}, err
	} else if !d.Allowed {
		return Access{}, httpx.TooMany(partners.MsgTooManyTokens, d.RetryAfter)
	}
	if !h.lookups.Enter(network, lookupsPerNetwork) {
		return Access{}, httpx.TooMany(partners.MsgTooManyTokens, time.Second)
	}
	defer h.lookups.Leave(network)
	a, err := h.Store.Open(ctx, token, now)
	switch {
	case errors.Is(err, ErrLinkUnknown):
		d, err := h.TokenMisses.Allow(ctx, network)
		if err != nil {
			return a, err
		}
		if !d.Allowed {
			return a, httpx.TooMany(partners.MsgTooManyTokens, d.RetryAfter)
		}
		return a, httpx.NotFound(ErrLinkUnknown.Error())
	case errors.Is(err, ErrLinkInactive), errors.Is(err, ErrLinkExpired):
		return a, &httpx.Error{Status: http.StatusGone, Message: err.Error()}
	case err != nil:
		return a, err
	}
	cache.Put(token, gen, linkEntry{access: a, touched: now}, now)
	return a, nil
}

func access(r *http.Request) Access { a, _ := r.Context().Value(accessKey).(Access); return a }
