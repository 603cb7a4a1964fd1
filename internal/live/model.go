// Package live holds the live build sessions: the projects visitors submit
// to be built live at 6am or 6pm, their call booking, and staff's view.
package live

import (
	"slices"
	"time"
	"unicode/utf8"

	"mission/internal/input"
)

// Option lists of the project form, exactly as the spec gives them.
var (
	ProjectTypes = []string{"website", "app", "automation", "ai-agent"}
	Timelines    = []string{"asap", "1-2weeks", "1month", "flexible"}
	Sessions     = []string{"6am", "6pm", "either"}
	KeyFeatures  = []string{"Contact Form", "Payment Processing", "User Login", "Database Integration", "Email Automation",
		"Social Media Integration", "Search Functionality", "Mobile Responsive", "Analytics Tracking"}
	Statuses = []string{"submitted", "built"}
)

// Limits are the form's lengths, published to the web app.
var Limits = map[string]int{"name": 120, "email": input.MaxEmail, "company": 200, "phone": 32, "projectDescription": 5000,
	"industry": 120, "targetAudience": 500, "budget": 100, "additionalNotes": 2000}

// Input is the live session project form.
type Input struct {
	Name               string   `json:"name"`
	Email              string   `json:"email"`
	Company            string   `json:"company"`
	Phone              string   `json:"phone"`
	ProjectType        string   `json:"projectType"`
	ProjectDescription string   `json:"projectDescription" text:"multiline"`
	Industry           string   `json:"industry"`
	TargetAudience     string   `json:"targetAudience" text:"multiline"`
	KeyFeatures        []string `json:"keyFeatures"`
	Budget             string   `json:"budget"`
	Timeline           string   `json:"timeline"`
	AdditionalNotes    string   `json:"additionalNotes" text:"multiline"`
	SessionPreference  string   `json:"sessionPreference"`
	Website            string   `json:"website"` // honeypot
}

// Honeypot is what the hidden website field holds.
func (in Input) Honeypot() string { return in.Website }

// Normalize gives absent choices their defaults: a website, no features.
func (in Input) Normalize() Input {
	if in.ProjectType == "" {
		in.ProjectType = "website"
	}
	if in.KeyFeatures == nil {
		in.KeyFeatures = []string{}
	}
	return in
}

// Validate checks every field against its list and length.
func (in Input) Validate() map[string]string {
	f := input.Fields{}
	if in.Name == "" {
		f["name"] = "Please enter your name."
	}
	if !input.ValidEmail(in.Email) {
		f["email"] = "Please enter a valid email address."
	}
	if in.ProjectDescription == "" {
		f["projectDescription"] = "Please describe your project."
	}
	for name, v := range map[string]string{"name": in.Name, "company": in.Company, "phone": in.Phone, "projectDescription": in.ProjectDescription,
		"industry": in.Industry, "targetAudience": in.TargetAudience, "budget": in.Budget, "additionalNotes": in.AdditionalNotes} {
		if utf8.RuneCountInString(v) > Limits[name] {
			f[name] = "This is too long."
		}
	}
	if !slices.Contains(ProjectTypes, in.ProjectType) {
		f["projectType"] = "Choose website, app, automation or AI agent."
	}
	if in.Timeline != "" && !slices.Contains(Timelines, in.Timeline) {
		f["timeline"] = "Choose a timeline from the list."
	}
	if in.SessionPreference != "" && !slices.Contains(Sessions, in.SessionPreference) {
		f["sessionPreference"] = "Choose 6am, 6pm or either."
	}
	seen := map[string]bool{}
	for _, k := range in.KeyFeatures {
		if !slices.Contains(KeyFeatures, k) || seen[k] {
			f["keyFeatures"] = "Choose features from the list, each once."
		}
		seen[k] = true
	}
	return f.Result()
}

// Submission is a stored project, as staff see it.
type Submission struct {
	ID                 int64     `json:"id"`
	Name               string    `json:"name"`
	Email              string    `json:"email"`
	Company            string    `json:"company"`
	Phone              string    `json:"phone"`
	ProjectType        string    `json:"projectType"`
	ProjectDescription string    `json:"projectDescription"`
	Industry           string    `json:"industry"`
	TargetAudience     string    `json:"targetAudience"`
	KeyFeatures        []string  `json:"keyFeatures"`
	Budget             string    `json:"budget"`
	Timeline           string    `json:"timeline"`
	AdditionalNotes    string    `json:"additionalNotes"`
	SessionPreference  string    `json:"sessionPreference"`
	CalendarBooked     bool      `json:"calendarBooked"`
	ZoomMeetingID      string    `json:"zoomMeetingId"`
	Status             string    `json:"status"`
	BuiltProjectID     *int64    `json:"builtProjectId"`
	CreatedAt          time.Time `json:"createdAt"`
	UpdatedAt          time.Time `json:"updatedAt"`
}
