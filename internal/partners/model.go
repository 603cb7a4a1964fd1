// Package partners holds what a partner account is: the account and its
// invitation, sign-in (passwords, e-mailed sign-in links, the device
// cookie), the account a licence buyer gets, and the staff's Partners tab.
// The portal's work (internal/portal) and the client portal
// (internal/clientportal) build on it.
package partners

import (
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

// Limits are the lengths the partner account's forms may send, published to
// the web app (with the portal's and the client portal's, under "partners").
var Limits = map[string]int{
	"name": MaxName, "company": MaxCompany, "phone": MaxPhone, "url": MaxURL, "email": 254, "passwordMin": MinPassword,
}

// Field lengths, in characters, of partners' and their clients' forms.
const (
	MaxName    = 120
	MaxCompany = 200
	MaxPhone   = 32
	MaxURL     = 2000
)

// Topic is announced by every write that changes what a client portal
// shows (a partner's status included), so that cached pages are dropped on
// every instance.
const Topic = "client-portal"

// RevenueTopic is announced by every change to what the Revenue Dashboard
// shows: payments, client subscriptions and a partner's share.
const RevenueTopic = "partner-revenue"

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
	f.Required("company", in.Company, MaxCompany, "Please enter the company name.")
	f.Max("contactName", in.ContactName, MaxName)
	f.Email("email", in.Email, true)
	f.Phone("phone", in.Phone, MaxPhone)
	f.WebURL("website", in.Website, MaxURL)
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
