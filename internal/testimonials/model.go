// Package testimonials collects personal testimonials and lets staff
// moderate them before anyone else sees them.
package testimonials

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"mission/internal/input"
)

// Option lists of the testimonial form, exactly as the form shows them.
var (
	Relationships = []string{"Former Colleague", "Current Colleague", "Manager/Supervisor", "Direct Report", "Client",
		"Collaborator", "Vendor/Supplier", "Mentor", "Mentee", "Friend", "Other"}
	Categories = []string{"work_style", "communication", "reliability", "results", "character", "leadership"}
	Statuses   = []string{"pending", "approved", "featured", "declined"}
)

// Input is what the testimonial form sends.
type Input struct {
	Name         string `json:"name"`
	Role         string `json:"role"`
	Company      string `json:"company"`
	Email        string `json:"email"`
	Relationship string `json:"relationship"`
	Category     string `json:"category"`
	Testimonial  string `json:"testimonial" text:"multiline"`
	// Rating is 1 to 5 stars; absent means 5, as the form's default.
	Rating  *int   `json:"rating"`
	Website string `json:"website"` // honeypot
}

// Testimonial is a stored testimonial. Email is filled only for staff.
type Testimonial struct {
	ID           int64     `json:"id"`
	Name         string    `json:"name"`
	Role         string    `json:"role,omitempty"`
	Company      string    `json:"company,omitempty"`
	Email        string    `json:"email,omitempty"`
	Relationship string    `json:"relationship"`
	Category     string    `json:"category"`
	Testimonial  string    `json:"testimonial"`
	Rating       int       `json:"rating"`
	Status       string    `json:"status"`
	Verified     bool      `json:"verified"`
	CreatedAt    time.Time `json:"createdAt"`
}

// Limits are the lengths the testimonial form may send, published to the
// web app.
var Limits = map[string]int{"name": maxName, "role": maxRole, "company": maxCompany, "email": input.MaxEmail, "testimonial": maxText}

const (
	maxName    = 120
	maxRole    = 120
	maxCompany = 120
	maxText    = 3000
)

// Honeypot is what the hidden website field holds.
func (in Input) Honeypot() string { return in.Website }

// DefaultRating is the rating of a submission that sends none.
const DefaultRating = 5

// Normalize trims the fields and gives an absent rating the default.
func (in Input) Normalize() Input {
	for _, p := range []*string{&in.Name, &in.Role, &in.Company, &in.Email, &in.Relationship, &in.Category, &in.Testimonial} {
		*p = strings.TrimSpace(*p)
	}
	if in.Rating == nil {
		r := DefaultRating
		in.Rating = &r
	}
	return in
}

// Stars is the submission's rating (call Normalize first).
func (in Input) Stars() int {
	if in.Rating == nil {
		return DefaultRating
	}
	return *in.Rating
}

// Validate returns a message per invalid field, or nil.
func (in Input) Validate() map[string]string {
	f := input.Fields{}
	long := func(field, v string, n int) {
		if utf8.RuneCountInString(v) > n {
			f[field] = "This is too long."
		}
	}
	if in.Name == "" {
		f["name"] = "Please enter your name."
	}
	long("name", in.Name, maxName)
	if in.Testimonial == "" {
		f["testimonial"] = "Please write your testimonial."
	}
	long("testimonial", in.Testimonial, maxText)
	if !slices.Contains(Categories, in.Category) {
		f["category"] = "Please choose a category."
	}
	if !slices.Contains(Relationships, in.Relationship) {
		f["relationship"] = "Please choose your relationship."
	}
	if in.Email != "" && !input.ValidEmail(in.Email) {
		f["email"] = "Please enter a valid email address."
	}
	long("role", in.Role, maxRole)
	long("company", in.Company, maxCompany)
	if r := in.Stars(); r < 1 || r > 5 {
		f["rating"] = "Choose from 1 to 5 stars."
	}
	return f.Result()
}

// CanMove tells whether staff may move a testimonial between statuses:
// pending to approved or declined, approved to featured.
func CanMove(from, to string) bool {
	return (from == "pending" && (to == "approved" || to == "declined")) || (from == "approved" && to == "featured")
}

// Public tells whether a status may be shown to visitors.
func Public(status string) bool { return status == "approved" || status == "featured" }
