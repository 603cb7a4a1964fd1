package partners

import (
	"context"
	"errors"
	"net/http"
	"time"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// Handler serves partner sign-in, the partner's own account and the
// staff's Partners tab.
type Handler struct {
	Accounts *Accounts
	// Sessions are partner sessions, in a cookie of their own.
	Sessions *auth.Sessions
	// Verifier checks passwords; it is shared with the staff sign-in, so
	// both count against one bound on the checks a network has running.
	Verifier *auth.Verifier
	// LoginByNetwork and LoginByAccount count sign-in attempts per client
	// network and per e-mail address.
	LoginByNetwork, LoginByAccount ratelimit.Limiter
	// LoginByDevice counts the failures of a browser that has signed in to
	// the account before (a valid device cookie), per account and device,
	// instead of the two counts above, which strangers can use up.
	LoginByDevice ratelimit.Limiter
	// DeviceKey signs device cookies; every instance reads it from the
	// database.
	DeviceKey []byte
	// PasswordBySession counts wrong current passwords on the password
	// change, per session: a signed-in browser cannot lock the sign-in.
	PasswordBySession ratelimit.Limiter
	// LinkByNetwork and LinkByEmail count sign-in links asked for.
	LinkByNetwork, LinkByEmail ratelimit.Limiter
	// TokenMisses counts lookups of unknown tokens (invitations and sign-in
	// links here, client links in the client portal) per client network;
	// a working token gives its count back.
	TokenMisses ratelimit.Limiter
	// Unread counts the partner's unread messages, for the portal's header
	// (the portal's store, passed in by the app).
	Unread func(ctx context.Context, partner int64) (int, error)
	// Detail is what staff see of a partner beside the account: their
	// projects, clients and payments (the portal's, passed in by the app).
	Detail     func(ctx context.Context, p Partner) (any, error)
	PublicURL  string
	TrustProxy httpx.TrustedProxies
	Now        clock.Func
	// Factors keeps the partners' second factors (shared with staff's).
	Factors *auth.Factors
}

func (h *Handler) now() time.Time { return h.Now.UTC() }

// Register adds the routes to their groups: partner is guarded by
// auth.Sessions.RequirePartner and self (the partner's "who am I") by
// auth.Sessions.IdentifyPartner.
func (h *Handler) Register(public, staff, partner, self *httpx.Group) {
	public.Func("POST /api/partner-auth/login", h.login)
	public.Func("POST /api/partner-auth/logout", h.logout)
	public.Func("POST /api/partner-auth/invitation", h.invitation)
	public.Func("POST /api/partner-auth/accept", h.accept)
	public.Func("POST /api/partner-auth/sign-in-link", h.requestSignInLink)
	public.Func("POST /api/partner-auth/sign-in-link/use", h.useSignInLink)
	public.Func("POST /api/partner-auth/code", h.code)
	auth.FactorRoutes(partner, "/api/partner/two-factor", h.Factors, h.codeLimits, func(ctx context.Context) (string, string, bool) {
		id := auth.PartnerID(ctx)
		label := "partner"
		if p, err := h.Accounts.Get(ctx, id); err == nil {
			label = p.Email
		}
		return auth.PartnerAccount(id), label, false
	})

	self.Func("GET /api/partner-auth/me", h.me)
	partner.Func("POST /api/partner/password", h.changePassword)
	partner.Func("POST /api/partner/sessions/end", h.endSessions)

	staff.Func("GET /api/admin/partners", h.staffList)
	staff.Func("POST /api/admin/partners", h.staffCreate)
	staff.Func("GET /api/admin/partners/{id}", h.staffGet)
	staff.Func("POST /api/admin/partners/{id}/invitation", h.staffInvite)
	staff.Func("POST /api/admin/partners/{id}/deactivate", h.staffDeactivate)
	staff.Func("POST /api/admin/partners/{id}/reactivate", h.staffReactivate)
}

// MsgTooManyTokens answers a network that kept trying tokens that do not
// work (invitations, sign-in links, client links).
const MsgTooManyTokens = "Too many attempts with links that do not work. Please try again later."

// openToken looks a token up with the miss count reserved first, so that
// parallel guesses cannot pass the limit, and given back when the token is
// real (working or not).
func (h *Handler) openToken(r *http.Request, open func() (Partner, error)) (Partner, error) {
	d, err := h.TokenMisses.Allow(r.Context(), httpx.ClientKey(r, h.TrustProxy))
	if err != nil {
		return Partner{}, err
	}
	if !d.Allowed {
		return Partner{}, httpx.TooMany(MsgTooManyTokens, d.RetryAfter)
	}
	p, err := open()
	unknown := errors.Is(err, ErrInviteInvalid) || errors.Is(err, ErrSignInLinkInvalid)
	if !unknown {
		h.TokenMisses.Release(context.WithoutCancel(r.Context()), d)
	}
	switch {
	case unknown:
		return p, httpx.NotFound(err.Error())
	case errors.Is(err, ErrInviteExpired), errors.Is(err, ErrSignInLinkSpent):
		return p, &httpx.Error{Status: http.StatusGone, Message: err.Error()}
	}
	return p, err
}

// storeError turns the account store's errors into answers.
func storeError(err error, notFound string) error {
	switch {
	case errors.Is(err, ErrNotPending), errors.Is(err, ErrNotDeactivated), errors.Is(err, ErrEmailTaken):
		return httpx.Conflict(err.Error())
	}
	return httpx.StoreError(err, notFound)
}
