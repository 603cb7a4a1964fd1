package partners

import "time"

// Application is a completed onboarding waiting for staff: what the new
// partner entered, and what became of it.
type Application struct {
	ID            int64             `json:"id"`
	Email         string            `json:"email"`
	FullName      string            `json:"fullName"`
	BusinessName  string            `json:"businessName"`
	Niche         string            `json:"niche"`
	Answers       map[string]string `json:"answers"`
	LogoURL       string            `json:"logoUrl"`
	Status        string            `json:"status"` // pending, approved, declined
	DeclineReason string            `json:"declineReason,omitempty"`
	LeadID        *int64            `json:"leadId"`
	PartnerID     *int64            `json:"partnerId"`
	CreatedAt     time.Time         `json:"createdAt"`
	UpdatedAt     time.Time         `json:"updatedAt"`
}

// ApplicationInput is an onboarding's answers.
type ApplicationInput struct {
	Email, FullName, BusinessName, Niche string
	Answers                              map[string]string
	LogoKey                              string
	LeadID                               int64
}
