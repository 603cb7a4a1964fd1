// Package partners holds partner accounts and everything a partner runs
// from the portal: clients, projects with milestones and deliverables,
// client portal links, messages and payments; and the client portal that a
// link opens. Every query of the portal is scoped to the partner of the
// session, so one partner's ids never reach another's data.
package partners

import (
	"encoding/json"
	"strings"
	"time"

	"mission/internal/input"
)

// Partner account statuses.
const (
	StatusPending     = "pending" // invited, no password yet
	StatusActive      = "active"
	StatusDeactivated = "deactivated"
)

// DefaultShare is a new partner's revenue share, in percent.
const DefaultShare = 80

// InviteTTL is how long an invitation link works.
const InviteTTL = 7 * 24 * time.Hour

// MinPassword is the shortest partner password accepted.
const MinPassword = 12

// Option lists, in display order.
var (
	// ProjectStatuses a project may have; on-hold only through an edit.
	ProjectStatuses = []string{"planning", "in-progress", "review", "completed", "on-hold"}
	// NewProjectStatuses are the New Project dialog's four choices.
	NewProjectStatuses = []string{"planning", "in-progress", "review", "completed"}
	MilestoneStatuses  = []string{"planned", "in-progress", "completed"}
	DeliverableTypes   = []string{"document", "design", "software", "report", "video", "link", "other"}
	DeliverableStates  = []string{"draft", "submitted", "approved"}
	ClientStatuses     = []string{"active", "inactive"}
	MessageTypes       = []string{"project-update", "client-feedback", "system-alert"}
	PaymentStatuses    = []string{"paid", "pending"}
)

// Limits are the lengths partner and client forms may send, published to
// the web app.
var Limits = map[string]int{
	"name": maxName, "company": maxCompany, "title": maxTitle, "text": maxText, "phone": maxPhone, "url": maxURL,
	"email": 254, "passwordMin": MinPassword, "ratingComment": maxRatingComment,
	"paymentCents": MaxPaymentCents,
}

// Field lengths, in characters.
const (
	maxName    = 120
	maxCompany = 200
	maxTitle   = 200
	maxText    = 5000
	maxPhone   = 32
	maxURL     = 2000
)

// Partner is a partner account as staff and the partner see it.
type Partner struct {
	ID           int64      `json:"id"`
	Company      string     `json:"company"`
	ContactName  string     `json:"contactName"`
	Email        string     `json:"email"`
	Phone        string     `json:"phone"`
	Website      string     `json:"website"`
	RevenueShare int        `json:"revenueSharePercentage"`
	Status       string     `json:"status"`
	LastSignInAt *time.Time `json:"lastSignInAt"`
	CreatedAt    time.Time  `json:"createdAt"`
}

// PartnerInput is what staff send to create a partner.
type PartnerInput struct {
	Company      string `json:"company"`
	ContactName  string `json:"contactName"`
	Email        string `json:"email"`
	Phone        string `json:"phone"`
	Website      string `json:"website"`
	RevenueShare *int   `json:"revenueSharePercentage"`
}

// Share is the input's revenue share, DefaultShare when absent.
func (in PartnerInput) Share() int {
	if in.RevenueShare == nil {
		return DefaultShare
	}
	return *in.RevenueShare
}

// Validate returns a message per invalid field, or nil.
func (in PartnerInput) Validate() map[string]string {
	f := input.Fields{}
	f.Required("company", in.Company, maxCompany, "Please enter the company name.")
	f.Max("contactName", in.ContactName, maxName)
	f.Email("email", in.Email, true)
	f.Phone("phone", in.Phone, maxPhone)
	f.WebURL("website", in.Website, maxURL)
	if s := in.Share(); s < 1 || s > 100 {
		f["revenueSharePercentage"] = "Use a whole percentage from 1 to 100."
	}
	return f.Result()
}

// Split divides a payment of grossCents between the partner, who gets
// sharePercent of it rounded to the nearest cent, and the platform, which
// gets the rest, so the two always add up to the payment.
func Split(grossCents int64, sharePercent int) (partner, platform int64) {
	partner = (grossCents*int64(sharePercent) + 50) / 100
	return partner, grossCents - partner
}

// Date is a calendar day sent as "2006-01-02"; empty or null is none.
type Date struct {
	Time    *time.Time
	Invalid bool
}

// UnmarshalJSON reads a day; anything unreadable marks it invalid.
func (d *Date) UnmarshalJSON(raw []byte) error {
	*d = Date{}
	var s *string
	if err := json.Unmarshal(raw, &s); err != nil {
		d.Invalid = true
		return nil
	}
	if s == nil || strings.TrimSpace(*s) == "" {
		return nil
	}
	t, err := time.Parse("2006-01-02", strings.TrimSpace(*s))
	if err != nil || t.Year() < 2000 || t.Year() > 2100 {
		d.Invalid = true
		return nil
	}
	d.Time = &t
	return nil
}
