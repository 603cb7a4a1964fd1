// Package portal is the partner portal's work: clients, projects with
// milestones and deliverables (and their files), messages, payments, the
// dashboard and the ratings clients gave, as the partner sees them. Every
// query is scoped to the partner of the session, so one partner's ids never
// reach another's data.
package portal

import (
	"time"

	"mission/internal/input"
	"mission/internal/money"
	"mission/internal/partners"
)

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

// Limits are the lengths the portal's forms may send, published to the web
// app (under "partners", with the account's).
var Limits = map[string]int{"title": MaxTitle, "text": MaxText, "paymentCents": MaxPaymentCents}

// Field lengths, in characters.
const (
	MaxTitle = 200
	MaxText  = 5000
)

// Client is one of a partner's clients.
type Client struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Phone     string    `json:"phone"`
	Company   string    `json:"company"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"createdAt"`
}

// ClientInput is the New Client dialog. A partnerId it may carry is ignored:
// the partner is always the session's.
type ClientInput struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Company string `json:"company"`
	Status  string `json:"status"`
}

// Normalize gives an absent status its default.
func (in ClientInput) Normalize() ClientInput {
	if in.Status == "" {
		in.Status = "active"
	}
	return in
}

// Validate returns a message per invalid field, or nil.
func (in ClientInput) Validate() map[string]string {
	f := input.Fields{}
	f.Required("name", in.Name, partners.MaxName, "Please enter the client's name.")
	f.Email("email", in.Email, true)
	f.Phone("phone", in.Phone, partners.MaxPhone)
	f.Max("company", in.Company, partners.MaxCompany)
	f.OneOf("status", in.Status, ClientStatuses)
	return f.Result()
}

// Project is a partner's project, as the portal shows it.
type Project struct {
	ID          int64      `json:"id"`
	ClientID    *int64     `json:"clientId"`
	ClientName  string     `json:"clientName"`
	Title       string     `json:"title"`
	Description string     `json:"description"`
	Status      string     `json:"status"`
	DueDate     *time.Time `json:"dueDate"`
	ValueCents  int64      `json:"valueCents"`
	Progress    int        `json:"progress"`
	CreatedAt   time.Time  `json:"createdAt"`
	UpdatedAt   time.Time  `json:"updatedAt"`
	CompletedAt *time.Time `json:"completedAt"`
}

// ProjectDetail is a project with its milestones and deliverables.
type ProjectDetail struct {
	Project
	Milestones   []Milestone   `json:"milestones"`
	Deliverables []Deliverable `json:"deliverables"`
}

// ProjectInput is the New Project dialog: title, client, description,
// budget (dollars, as text or a number; empty is 0), deadline and status.
// clientId, when given, must be one of the partner's clients.
type ProjectInput struct {
	Title       string       `json:"title"`
	ClientName  string       `json:"clientName"`
	ClientID    *int64       `json:"clientId"`
	Description string       `json:"description" text:"multiline"`
	Budget      money.Amount `json:"budget"`
	Deadline    input.Date   `json:"deadline"`
	Status      string       `json:"status"`
}

// Normalize gives an absent status the dialog's default.
func (in ProjectInput) Normalize() ProjectInput {
	if in.Status == "" {
		in.Status = "planning"
	}
	return in
}

// Validate returns a message per invalid field, or nil.
func (in ProjectInput) Validate() map[string]string {
	f := input.Fields{}
	f.Required("title", in.Title, MaxTitle, "Please give the project a title.")
	if in.ClientID == nil {
		f.Required("clientName", in.ClientName, partners.MaxName, "Please name the client.")
	}
	f.Max("description", in.Description, MaxText)
	if m := in.Budget.Check(0, money.MaxCents); m != "" {
		f["budget"] = m
	}
	if in.Deadline.Invalid {
		f["deadline"] = "Please choose a date."
	}
	f.OneOf("status", in.Status, NewProjectStatuses)
	return f.Result()
}

// ProjectUpdate changes a project; absent fields stay as they are.
type ProjectUpdate struct {
	Title       *string       `json:"title"`
	Description *string       `json:"description" text:"multiline"`
	Status      *string       `json:"status"`
	Budget      *money.Amount `json:"budget"`
	Deadline    *input.Date   `json:"deadline"`
}

// Validate returns a message per invalid field, or nil.
func (in ProjectUpdate) Validate() map[string]string {
	f := input.Fields{}
	if in.Title != nil {
		f.Required("title", *in.Title, MaxTitle, "Please give the project a title.")
	}
	if in.Description != nil {
		f.Max("description", *in.Description, MaxText)
	}
	if in.Status != nil {
		f.OneOf("status", *in.Status, ProjectStatuses)
	}
	if in.Budget != nil {
		if m := in.Budget.Check(0, money.MaxCents); m != "" {
			f["budget"] = m
		}
	}
	if in.Deadline != nil && in.Deadline.Invalid {
		f["deadline"] = "Please choose a date."
	}
	return f.Result()
}

// Milestone is a step of a project.
type Milestone struct {
	ID              int64      `json:"id"`
	ProjectID       int64      `json:"projectId"`
	Title           string     `json:"title"`
	Description     string     `json:"description"`
	DueDate         *time.Time `json:"dueDate"`
	Status          string     `json:"status"`
	PercentComplete int        `json:"percentComplete"`
	VisibleToClient bool       `json:"visibleToClient"`
	Order           int        `json:"order"`
}

// MilestoneInput adds or edits a milestone; on an edit, absent fields stay.
type MilestoneInput struct {
	Title           *string     `json:"title"`
	Description     *string     `json:"description" text:"multiline"`
	DueDate         *input.Date `json:"dueDate"`
	Status          *string     `json:"status"`
	PercentComplete *int        `json:"percentComplete"`
	VisibleToClient *bool       `json:"visibleToClient"`
	Order           *int        `json:"order"`
}

// Validate checks the input; creating requires a title.
func (in MilestoneInput) Validate(creating bool) map[string]string {
	f := input.Fields{}
	if in.Title != nil || creating {
		f.Required("title", deref(in.Title), MaxTitle, "Please give the milestone a title.")
	}
	if in.Description != nil {
		f.Max("description", *in.Description, MaxText)
	}
	if in.DueDate != nil && in.DueDate.Invalid {
		f["dueDate"] = "Please choose a date."
	}
	if in.Status != nil {
		f.OneOf("status", *in.Status, MilestoneStatuses)
	}
	if in.PercentComplete != nil && (*in.PercentComplete < 0 || *in.PercentComplete > 100) {
		f["percentComplete"] = "Use a whole percentage from 0 to 100."
	}
	if in.Order != nil && (*in.Order < 0 || *in.Order > 10000) {
		f["order"] = "Use a position from 0 to 10000."
	}
	return f.Result()
}

// Deliverable is something a project hands over.
type Deliverable struct {
	ID              int64      `json:"id"`
	ProjectID       int64      `json:"projectId"`
	Title           string     `json:"title"`
	Type            string     `json:"type"`
	Description     string     `json:"description"`
	Link            string     `json:"link"`
	FileName        string     `json:"fileName,omitempty"` // a file attached instead of a link
	HasFile         bool       `json:"hasFile"`
	Status          string     `json:"status"`
	VisibleToClient bool       `json:"visibleToClient"`
	ApprovedAt      *time.Time `json:"approvedAt"`
	ApprovedBy      string     `json:"approvedBy"`
	CreatedAt       time.Time  `json:"createdAt"`
}

// DeliverableInput adds or edits a deliverable; on an edit, absent fields
// stay.
type DeliverableInput struct {
	Title           *string `json:"title"`
	Type            *string `json:"type"`
	Description     *string `json:"description" text:"multiline"`
	Link            *string `json:"link"`
	Status          *string `json:"status"`
	VisibleToClient *bool   `json:"visibleToClient"`
}

// Validate checks the input; creating requires a title.
func (in DeliverableInput) Validate(creating bool) map[string]string {
	f := input.Fields{}
	if in.Title != nil || creating {
		f.Required("title", deref(in.Title), MaxTitle, "Please give the deliverable a title.")
	}
	if in.Type != nil {
		f.OneOf("type", *in.Type, DeliverableTypes)
	}
	if in.Description != nil {
		f.Max("description", *in.Description, MaxText)
	}
	if in.Link != nil {
		f.HTTPSURL("link", *in.Link, partners.MaxURL)
	}
	if in.Status != nil && *in.Status != "draft" && *in.Status != "submitted" {
		f["status"] = "A deliverable is draft or submitted; only the client approves it."
	}
	return f.Result()
}

// Message is one message between a partner and a client, or a notice.
type Message struct {
	ID         int64      `json:"id"`
	ClientID   *int64     `json:"clientId"`
	ClientName string     `json:"clientName"`
	ProjectID  *int64     `json:"projectId"`
	Type       string     `json:"type"`
	Direction  string     `json:"direction"` // outbound: partner to client; inbound: to the partner
	Subject    string     `json:"subject"`
	Message    string     `json:"message"`
	SenderName string     `json:"senderName"`
	Read       bool       `json:"read"`
	CreatedAt  time.Time  `json:"createdAt"`
	ReadAt     *time.Time `json:"readAt,omitempty"`
}

// MessageInput is New Message: to one of the partner's clients.
type MessageInput struct {
	ClientID  int64  `json:"clientId"`
	ProjectID *int64 `json:"projectId"`
	Subject   string `json:"subject"`
	Message   string `json:"message" text:"multiline"`
}

// Validate returns a message per invalid field, or nil.
func (in MessageInput) Validate() map[string]string {
	f := input.Fields{}
	if in.ClientID <= 0 {
		f["clientId"] = "Choose the client to write to."
	}
	f.Max("subject", in.Subject, MaxTitle)
	f.Required("message", in.Message, MaxText, "Please write a message.")
	return f.Result()
}

// Payment is money received for a partner's work, split on the server.
type Payment struct {
	ID                 int64     `json:"id"`
	ProjectID          *int64    `json:"projectId"`
	Project            string    `json:"project"`
	Description        string    `json:"description"`
	GrossCents         int64     `json:"grossCents"`
	PartnerShareCents  int64     `json:"partnerShareCents"`
	PlatformShareCents int64     `json:"platformShareCents"`
	Status             string    `json:"status"`
	ReceivedAt         time.Time `json:"receivedAt"`
}

// PaymentInput is what staff record: the amount in dollars (read exactly
// into cents), the day it was received, its status, and optionally the
// project and a note.
type PaymentInput struct {
	Amount      money.Amount `json:"amount"`
	ReceivedAt  input.Date   `json:"receivedAt"`
	Status      string       `json:"status"`
	ProjectID   *int64       `json:"projectId"`
	Description string       `json:"description"`
}

// Cents is the amount, once validated.
func (in PaymentInput) Cents() int64 { return in.Amount.Cents }

// MaxPaymentCents is the largest payment staff may record: $100,000,000.
const MaxPaymentCents = 100_000_000_00

// Validate returns a message per invalid field, or nil.
func (in PaymentInput) Validate() map[string]string {
	f := input.Fields{}
	if m := in.Amount.Check(1, MaxPaymentCents); m != "" {
		f["amount"] = m
	}
	if in.ReceivedAt.Invalid || in.ReceivedAt.Time == nil {
		f["receivedAt"] = "Please choose the day it was received."
	}
	f.OneOf("status", in.Status, PaymentStatuses)
	f.Max("description", in.Description, MaxTitle)
	return f.Result()
}

// Stats are the dashboard's six figures. A figure with no data behind it
// is null, so that the portal shows a dash rather than a zero that looks
// like a result.
type Stats struct {
	ActiveProjects      int    `json:"activeProjects"`
	CompletedProjects   int    `json:"completedProjects"`
	TotalRevenueCents   *int64 `json:"totalRevenueCents"`
	ThisMonthCents      *int64 `json:"thisMonthRevenueCents"`
	AverageProjectCents *int64 `json:"averageProjectValueCents"`
	// ClientSatisfaction is the average of the clients' ratings (1-5, one
	// decimal), null until a client rates.
	ClientSatisfaction *float64 `json:"clientSatisfaction"`
	ClientRatings      int      `json:"clientRatings"`
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
