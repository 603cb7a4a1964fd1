package portal

import (
	"context"
	"errors"
	"time"

	"mission/internal/clock"
	"mission/internal/files"
	"mission/internal/httpx"
	"mission/internal/partners"
)

// Handler serves the partner portal's work, and the payments staff record
// for a partner.
type Handler struct {
	Store *Store
	Files files.Store
	// Partner reads the session's partner account (the accounts' store,
	// passed in by the app): a message is signed with its name.
	Partner func(ctx context.Context, id int64) (partners.Partner, error)
	Now     clock.Func
}

func (h *Handler) now() time.Time { return h.Now.UTC() }

// Register adds the routes to their groups: partner is guarded by
// auth.Sessions.RequirePartner.
func (h *Handler) Register(staff, partner *httpx.Group) {
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
	partner.Func("GET /api/clients", h.clients)
	partner.Func("POST /api/clients", h.createClient)
	partner.Func("GET /api/partner/messages", h.messages)
	partner.Func("POST /api/partner/messages", h.send)
	partner.Func("POST /api/partner/messages/{id}/read", h.markRead)
	partner.Func("GET /api/partner/ratings", h.ratings)
	partner.Func("GET /api/partner/revenue", h.revenue)
	partner.Func("GET /api/partner/payments.csv", h.paymentsCSV)

	staff.Func("POST /api/admin/partners/{id}/payments", h.staffRecordPayment)
	staff.Func("PATCH /api/admin/partners/{id}/payments/{payment}", h.staffSetPayment)
}

// StoreError turns the portal store's errors into answers; the client
// portal's answers build on it.
func StoreError(err error, notFound string) error {
	switch {
	case errors.Is(err, ErrUnknownClient):
		return httpx.Invalid(map[string]string{"clientId": "Choose one of your clients."})
	case errors.Is(err, ErrUnknownProj):
		return httpx.Invalid(map[string]string{"allowedProjectIds": "Choose among your own projects."})
	case errors.Is(err, ErrNotInReview), errors.Is(err, ErrApproved):
		return httpx.Conflict(err.Error())
	}
	return httpx.StoreError(err, notFound)
}
