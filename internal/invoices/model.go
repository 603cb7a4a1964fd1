// Package invoices is what partners bill their clients: an invoice for a
// project, from an accepted quote (its lines copied) or for a milestone
// (lines of its own), numbered per partner, its lines frozen once issued;
// paid in one or more payments the partner records, each the partner's
// income on the Revenue Dashboard; marked overdue and reminded by the
// server's clock; shown in the client's portal with a Pay button when the
// partner gives a payment link.
package invoices

import (
	"errors"
	"net/url"
	"strings"
	"time"

	"mission/internal/input"
	"mission/internal/money"
	"mission/internal/quotes"
)

// Statuses of an invoice.
const (
	Open = "open"
	Paid = "paid"
	Void = "void"
)

// ReminderDays are the days past due on which the client is reminded of an
// open invoice: the first and the seventh, no more.
var ReminderDays = []int{1, 7}

// Errors the store answers with.
var (
	ErrNotFound    = errors.New("No such invoice.")
	ErrNoProject   = errors.New("No such project.")
	ErrNotAccepted = errors.New("Only an accepted quote can be invoiced.")
	ErrInvoiced    = errors.New("This quote is invoiced already; void that invoice to issue another.")
	ErrNotOpen     = errors.New("This invoice is no longer open: it was paid or voided.")
	ErrOverpaid    = errors.New("That is more than the invoice still owes.")
	ErrHasPayments = errors.New("An invoice with payments cannot be voided.")
	ErrNoMilestone = errors.New("Choose a milestone of this project.")
	ErrDueTooEarly = errors.New("The due date cannot be before today.")
)

// Invoice is one invoice as its partner (and client) see it.
type Invoice struct {
	ID           int64         `json:"id"`
	ProjectID    int64         `json:"projectId"`
	ProjectTitle string        `json:"projectTitle"`
	QuoteID      *int64        `json:"quoteId"`
	MilestoneID  *int64        `json:"milestoneId"`
	Number       string        `json:"number"`
	Status       string        `json:"status"`
	Overdue      bool          `json:"overdue"`
	Currency     string        `json:"currency"`
	Lines        []quotes.Line `json:"lineItems"`
	quotes.Totals
	TaxPercent  string     `json:"taxRate"`
	PaidCents   int64      `json:"paidCents"`
	BalanceDue  int64      `json:"balanceCents"`
	DueDate     string     `json:"dueDate"`
	PaymentLink string     `json:"paymentLink"`
	Terms       string     `json:"terms"`
	Notes       string     `json:"notes"`
	VoidReason  string     `json:"voidReason,omitempty"`
	IssuedAt    time.Time  `json:"issuedAt"`
	PaidAt      *time.Time `json:"paidAt"`
	VoidedAt    *time.Time `json:"voidedAt"`
	Payments    []Payment  `json:"payments"`
}

// Payment is money received against an invoice.
type Payment struct {
	ID          int64     `json:"id"`
	AmountCents int64     `json:"amountCents"`
	ReceivedAt  string    `json:"receivedAt"`
	Note        string    `json:"note"`
	CreatedAt   time.Time `json:"createdAt"`
}

// Input issues an invoice. From a quote only the due date, payment link,
// terms and notes are read (the lines are the quote's); for a milestone
// the lines, discount, tax rate and currency too, as a quote's editor
// takes them.
type Input struct {
	quotes.Input
	MilestoneID *int64 `json:"milestoneId"`
	DueDate     string `json:"dueDate"`
	PaymentLink string `json:"paymentLink"`
}

type checked struct {
	lines       []quotes.Line
	totals      quotes.Totals
	currency    string
	due         time.Time
	paymentLink string
	terms       string
	notes       string
}

// check reads the fields every invoice has; lines tells whether the lines
// are the input's own.
func (in Input) check(lines bool) (checked, map[string]string) {
	f := input.Fields{}
	c := checked{paymentLink: in.PaymentLink, terms: in.Terms, notes: in.Notes}
	due, err := time.Parse(time.DateOnly, in.DueDate)
	f.Check("dueDate", err != nil, "Choose the day the invoice is due.")
	c.due = due
	f.Check("paymentLink", in.PaymentLink != "" && !payable(in.PaymentLink),
		"Give a full https:// address of a payment page, such as a Stripe Payment Link.")
	f.Max("terms", in.Terms, quotes.MaxText)
	f.Max("notes", in.Notes, quotes.MaxText)
	if lines {
		// The quote editor's rules, with a due date instead of valid-until.
		q := in.Input
		q.ValidUntil = in.DueDate
		qc, qf := q.Check()
		for k, v := range qf {
			if k != "validUntil" {
				f[k] = v
			}
		}
		c.lines, c.totals, c.currency = qc.Lines, qc.Totals, qc.Currency
	}
	return c, f.Result()
}

// payable tells a payment page address: https, a host, at most 2,000
// characters.
func payable(s string) bool {
	u, err := url.Parse(s)
	return err == nil && len(s) <= 2000 && u.Scheme == "https" && u.Host != "" && !strings.ContainsAny(s, " \t\n")
}

// PaymentInput records money received.
type PaymentInput struct {
	Amount     money.Amount `json:"amount"`
	ReceivedAt input.Date   `json:"receivedAt"`
	Note       string       `json:"note"`
}

// Validate implements the decoder's check.
func (p PaymentInput) Validate() map[string]string {
	f := input.Fields{}
	if m := p.Amount.Check(1, money.MaxCents); m != "" {
		f["amount"] = m
	} else if !p.Amount.Set {
		f["amount"] = "Enter the amount received."
	}
	f.Check("receivedAt", p.ReceivedAt.Time == nil, "Choose the day the money arrived.")
	f.Max("note", p.Note, 500)
	return f.Result()
}

// VoidInput says why an invoice no longer stands.
type VoidInput struct {
	Reason string `json:"reason" text:"multiline"`
}

// Validate implements the decoder's check.
func (v VoidInput) Validate() map[string]string {
	f := input.Fields{}
	f.Required("reason", v.Reason, 1000, "Say why the invoice is voided: the client sees it.")
	return f.Result()
}
