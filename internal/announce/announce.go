// Package announce is how a change tells, inside its own transaction, that
// something happened which is worth a message: the one callback type every
// store holds and the names of the events. The app wires the callback to
// the outbox (notify.Announce); notify composes each event's e-mails and
// webhooks later, in the worker. It sits apart from notify so that notify
// may read the domains' rules while every domain may announce.
package announce

import (
	"context"

	"mission/internal/db"
)

// Func records event, with its data, in the change's transaction tx. A
// store with a nil Func announces nothing (as in its own tests).
type Func func(ctx context.Context, tx *db.Tx, event string, data map[string]string) error

// The events changes announce.
const (
	LeadCreated          = "lead.created"
	ApplicationSubmitted = "partner_application.submitted"
	TestimonialSubmitted = "testimonial.submitted"
	RequestSubmitted     = "public_request.submitted"
	QuizCompleted        = "quiz.completed"
	LiveSubmitted        = "live_session.submitted"
	PurchaseCompleted    = "purchase.completed"
	PurchaseRefunded     = "purchase.refunded"
	PartnerInvited       = "partner.invited"
	PartnerSignInLink    = "partner.sign_in_link"
	ClientMessage        = "client.message"
	ClientReplied        = "client.replied"
	StaffInvited         = "staff.invited"
	QuoteSent            = "quote.sent"
	QuoteDecided         = "quote.decided" // accepted, declined or expired
	InvoiceIssued        = "invoice.issued"
	InvoiceOverdue       = "invoice.overdue"
	SLABreached          = "sla.breached"
	SOWSent              = "sow.sent"
	SOWSigned            = "sow.signed"
	SOWWithdrawn         = "sow.withdrawn"
	AutomationPaused     = "automation.paused" // failed PauseAfter runs in a row
	AutomationEmail      = "automation.email"  // an app's e-mail step
	// WorkChanged says a project's milestones or deliverables changed: the
	// promise timers follow it in the same transaction; it is never a
	// message, and the outbox never sees it.
	WorkChanged = "project.work_changed"
)
