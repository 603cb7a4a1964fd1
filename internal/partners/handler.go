package partners

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"time"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/files"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// Handler serves partner sign-in, the portal's API, the staff's Partners
// tab and the client portal.
type Handler struct {
	Accounts *Accounts
	Portal   *Portal
	Files    files.Store
	// Sessions are partner sessions, in a cookie of their own.
	Sessions *auth.Sessions
	// Verifier checks passwords; it is shared with the staff sign-in, so
	// both count against one bound on concurrent hashing.
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
	// TokenMisses counts lookups of unknown tokens (client links and
	// invitations) per client network; a working token gives its count back.
	TokenMisses ratelimit.Limiter
	PublicURL   string
	TrustProxy  httpx.TrustedProxies
	Now         clock.Func
	// CacheTTL bounds how long a cached client page may be stale should a
	// change notification from another instance be lost (0: no bound, for
	// a single instance, where every change clears the cache at once).
	CacheTTL time.Duration

	once    sync.Once
	pages   *linkCache
	lookups inflight
}

func (h *Handler) cache() *linkCache {
	h.once.Do(func() {
		h.pages = newLinkCache(h.CacheTTL)
		h.Portal.OnChange(h.pages.clear)
	})
	return h.pages
}

func (h *Handler) now() time.Time { return h.Now.UTC() }

// Register adds the routes to their groups: partner is guarded by
// auth.Sessions.RequirePartner and client by RequireToken.
func (h *Handler) Register(public, staff, partner, client *httpx.Group) {
	h.cache()
	public.Func("POST /api/partner-auth/login", h.login)
	public.Func("POST /api/partner-auth/logout", h.logout)
	public.Func("POST /api/partner-auth/invitation", h.invitation)
	public.Func("POST /api/partner-auth/accept", h.accept)
	public.Func("POST /api/partner-auth/sign-in-link", h.requestSignInLink)
	public.Func("POST /api/partner-auth/sign-in-link/use", h.useSignInLink)

	partner.Func("GET /api/partner-auth/me", h.me)
	partner.Func("GET /api/partner/dashboard", h.dashboard)
	partner.Func("GET /api/partner-projects", h.projects)
	partner.Func("POST /api/partner-projects", h.createProject)
	partner.Func("GET /api/partner-projects/{id}", h.project)
	partner.Func("PATCH /api/partner-projects/{id}", h.updateProject)
	partner.Func("POST /api/partner-projects/{id}/approve", h.approve)
	partner.Func("POST /api/partner-projects/{id}/milestones", h.addMilestone)
	partner.Func("PATCH /api/partner/milestones/{id}", h.updateMilestone)
	partner.Func("POST /api/partner-projects/{id}/deliverables", h.addDeliverable)
	partner.Func("PATCH /api/partner/deliverables/{id}", h.updateDeliverable)
	partner.Func("POST /api/partner/deliverables/{id}/file", h.uploadDeliverableFile)
	partner.Func("GET /api/partner/deliverables/{id}/file", h.partnerDeliverableFile)
	partner.Func("GET /api/partner/branding", h.branding)
	partner.Func("PUT /api/partner/branding", h.setBranding)
	partner.Func("GET /api/clients", h.clients)
	partner.Func("POST /api/clients", h.createClient)
	partner.Func("GET /api/client-links", h.links)
	partner.Func("POST /api/client-links", h.createLink)
	partner.Func("PATCH /api/client-links/{id}", h.updateLink)
	partner.Func("GET /api/partner/messages", h.messages)
	partner.Func("POST /api/partner/messages", h.send)
	partner.Func("POST /api/partner/messages/{id}/read", h.markRead)
	partner.Func("GET /api/partner/ratings", h.ratings)
	partner.Func("GET /api/partner/revenue", h.revenue)
	partner.Func("GET /api/partner/payments.csv", h.paymentsCSV)
	partner.Func("POST /api/partner/password", h.changePassword)
	partner.Func("POST /api/partner/sessions/end", h.endSessions)

	staff.Func("GET /api/admin/partners", h.staffList)
	staff.Func("POST /api/admin/partners", h.staffCreate)
	staff.Func("GET /api/admin/partners/{id}", h.staffGet)
	staff.Func("POST /api/admin/partners/{id}/invitation", h.staffInvite)
	staff.Func("POST /api/admin/partners/{id}/deactivate", h.staffDeactivate)
	staff.Func("POST /api/admin/partners/{id}/reactivate", h.staffReactivate)
	staff.Func("POST /api/admin/partners/{id}/payments", h.staffRecordPayment)
	staff.Func("PATCH /api/admin/partners/{id}/payments/{payment}", h.staffSetPayment)
	staff.Func("GET /api/admin/partner-applications", h.staffApplications)
	staff.Func("POST /api/admin/partner-applications/{id}/approve", h.staffApprove)
	staff.Func("POST /api/admin/partner-applications/{id}/decline", h.staffDecline)

	client.Func("GET /api/client-portal/{token}", h.clientView)
	client.Func("POST /api/client-portal/{token}/messages", h.clientReply)
	client.Func("POST /api/client-portal/{token}/deliverables/{id}/approve", h.clientApprove)
	client.Func("POST /api/client-portal/{token}/projects/{id}/rating", h.clientRate)
	client.Func("GET /api/client-portal/{token}/deliverables/{id}/file", h.clientDeliverableFile)
}

// openToken looks a token up with the miss count reserved first, so that
// parallel guesses cannot pass the limit, and given back when the token is
// real (working or not).
func (h *Handler) openToken(r *http.Request, open func() (any, error)) (any, error) {
	d, err := h.TokenMisses.Allow(r.Context(), httpx.ClientKey(r, h.TrustProxy))
	if err != nil {
		return nil, err
	}
	if !d.Allowed {
		return nil, httpx.TooMany(msgTooManyTokens, d.RetryAfter)
	}
	v, err := open()
	if !errors.Is(err, ErrLinkUnknown) && !errors.Is(err, ErrInviteInvalid) && !errors.Is(err, ErrSignInLinkInvalid) {
		h.TokenMisses.Release(context.WithoutCancel(r.Context()), d)
	}
	switch {
	case errors.Is(err, ErrLinkUnknown), errors.Is(err, ErrInviteInvalid), errors.Is(err, ErrSignInLinkInvalid):
		return nil, httpx.NotFound(err.Error())
	case errors.Is(err, ErrLinkInactive), errors.Is(err, ErrLinkExpired), errors.Is(err, ErrInviteExpired), errors.Is(err, ErrSignInLinkSpent):
		return nil, &httpx.Error{Status: http.StatusGone, Message: err.Error()}
	}
	return v, err
}

// storeError turns the store's errors into answers.
func storeError(err error, notFound string) error {
	switch {
	case errors.Is(err, ErrUnknownClient):
		return httpx.Invalid(map[string]string{"clientId": "Choose one of your clients."})
	case errors.Is(err, ErrUnknownProj):
		return httpx.Invalid(map[string]string{"allowedProjectIds": "Choose among your own projects."})
	case errors.Is(err, ErrNotClientsProject):
		return httpx.Invalid(map[string]string{"allowedProjectIds": "Choose among this client's projects."})
	case errors.Is(err, ErrLinkInactive), errors.Is(err, ErrLinkExpired):
		return &httpx.Error{Status: http.StatusGone, Message: err.Error()}
	case errors.Is(err, ErrNotInReview), errors.Is(err, ErrApproved), errors.Is(err, ErrNotPending),
		errors.Is(err, ErrNotDeactivated), errors.Is(err, ErrEmailTaken):
		return httpx.Conflict(err.Error())
	}
	return httpx.StoreError(err, notFound)
}
