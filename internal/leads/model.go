// Package leads captures and lists the leads that every public form sends.
package leads

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"mission/internal/input"
)

// Sources a lead may come from.
var Sources = []string{
	"ai_agency_partnership_claim",
	"partner_licensing_application",
	"toolkit_download",
	"partner_onboarding_complete",
	"ai_opportunity_finder",
	"landing_page",
}

// DefaultSource is the stored schema's default.
const DefaultSource = "landing_page"

// AudienceTypes a lead may belong to.
var AudienceTypes = []string{"business-owner", "entrepreneur", "investor"}

// Statuses a lead moves through.
var Statuses = []string{"new", "contacted", "qualified", "closed"}

// Attribution is the first touch of the visit that produced a lead.
type Attribution struct {
	UTMSource   string `json:"utmSource,omitempty"`
	UTMMedium   string `json:"utmMedium,omitempty"`
	UTMCampaign string `json:"utmCampaign,omitempty"`
	UTMTerm     string `json:"utmTerm,omitempty"`
	UTMContent  string `json:"utmContent,omitempty"`
	Referrer    string `json:"referrer,omitempty"`
	LandingPath string `json:"landingPath,omitempty"`
}

// Input is what a public form sends to POST /api/leads.
type Input struct {
	Name              string            `json:"name"`
	Email             string            `json:"email"`
	Phone             string            `json:"phone"`
	Company           string            `json:"company"`
	AudienceType      string            `json:"audienceType"`
	BusinessChallenge string            `json:"businessChallenge" text:"multiline"`
	Source            string            `json:"source"`
	CustomFields      map[string]string `json:"customFields" text:"multiline"`
	Attribution       Attribution       `json:"attribution"`
	// LogoID is an uploaded logo (a file key), sent with an onboarding.
	LogoID string `json:"logoId"`
	// Website is a honeypot: the field is hidden from people, so only bots
	// fill it in.
	Website string `json:"website"`
}

// Lead is a stored lead.
type Lead struct {
	ID                int64             `json:"id"`
	Name              string            `json:"name"`
	Email             string            `json:"email"`
	Phone             string            `json:"phone"`
	Company           string            `json:"company"`
	AudienceType      string            `json:"audienceType"`
	BusinessChallenge string            `json:"businessChallenge"`
	Source            string            `json:"source"`
	Status            string            `json:"status"`
	CustomFields      map[string]string `json:"customFields"`
	// AssignedTo is the staff member the lead is given to; 0 for nobody.
	AssignedTo  int64       `json:"assignedTo"`
	Attribution Attribution `json:"attribution"`
	CreatedAt   time.Time   `json:"createdAt"`
	UpdatedAt   time.Time   `json:"updatedAt"`
}

// Limits are the lengths a form may send, in characters, published to the
// web app (web/src/lib/rules.json) so its forms check the same numbers.
var Limits = map[string]int{
	"name": maxName, "email": input.MaxEmail, "phone": maxPhone, "company": maxCompany,
	"businessChallenge": maxChallenge, "customFieldValue": maxCustomValue, "attribution": maxAttribution,
}

// Limits on free text, in characters.
const (
	maxPhone       = 32
	maxName        = 120
	maxCompany     = 200
	maxChallenge   = 5000
	maxAttribution = 500
	maxCustomKeys  = 30
	maxCustomKey   = 64
	maxCustomValue = 2000
)

// Honeypot is what the hidden website field holds.
func (in Input) Honeypot() string { return in.Website }

// Normalize trims the text fields.
func (in Input) Normalize() Input {
	trim := strings.TrimSpace
	in.Name, in.Email, in.Phone, in.Company = trim(in.Name), trim(in.Email), trim(in.Phone), trim(in.Company)
	in.AudienceType, in.BusinessChallenge, in.Source = trim(in.AudienceType), trim(in.BusinessChallenge), trim(in.Source)
	if in.Source == "" {
		in.Source = DefaultSource
	}
	return in
}

// Validate returns a message per invalid field, or nil. Call it on a
// normalized input.
func (in Input) Validate() map[string]string {
	f := input.Fields{}
	switch {
	case in.Name == "":
		f["name"] = "Please enter your name."
	case utf8.RuneCountInString(in.Name) > maxName:
		f["name"] = "Please keep your name under 120 characters."
	}
	if msg := checkEmail(in.Email); msg != "" {
		f["email"] = msg
	}
	if in.Phone != "" && !PlausiblePhone(in.Phone) && !(in.Source == OnboardingSource && in.Phone == NoPhone) {
		f["phone"] = "Please enter a valid phone number."
	}
	if in.Source == OnboardingSource {
		in.validateOnboarding(f)
	} else if in.LogoID != "" {
		f["logoId"] = "Only an onboarding sends a logo."
	}
	if utf8.RuneCountInString(in.Company) > maxCompany {
		f["company"] = "Please keep the company name under 200 characters."
	}
	if in.AudienceType != "" && !slices.Contains(AudienceTypes, in.AudienceType) {
		f["audienceType"] = "Please choose business owner, entrepreneur or investor."
	}
	if utf8.RuneCountInString(in.BusinessChallenge) > maxChallenge {
		f["businessChallenge"] = "Please keep this under 5000 characters."
	}
	if !slices.Contains(Sources, in.Source) {
		f["source"] = "Unknown form source."
	}
	if len(in.CustomFields) > maxCustomKeys {
		f["customFields"] = "Too many custom fields."
	}
	for k, v := range in.CustomFields {
		if k == "" || utf8.RuneCountInString(k) > maxCustomKey || utf8.RuneCountInString(v) > maxCustomValue {
			f["customFields"] = "A custom field is too long."
		}
	}
	a := in.Attribution
	for _, v := range []string{a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent, a.Referrer, a.LandingPath} {
		if utf8.RuneCountInString(v) > maxAttribution {
			f["attribution"] = "Attribution values are too long."
		}
	}
	return f.Result()
}

func checkEmail(s string) string {
	if s == "" {
		return "Please enter your email address."
	}
	if !input.ValidEmail(s) {
		return "Please enter a valid email address."
	}
	return ""
}

// PlausiblePhone accepts the characters people type in phone numbers and
// 7 to 15 digits, the range of real national and E.164 numbers.
func PlausiblePhone(s string) bool {
	if len(s) > maxPhone {
		return false
	}
	digits := 0
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '+' && i == 0:
		case r == ' ' || r == '-' || r == '(' || r == ')' || r == '.':
		default:
			return false
		}
	}
	return digits >= 7 && digits <= 15
}

// Lead builds the lead to store from a valid input.
func (in Input) Lead(now time.Time) Lead {
	cf := in.CustomFields
	if cf == nil {
		cf = map[string]string{}
	}
	return Lead{
		Name: in.Name, Email: in.Email, Phone: in.Phone, Company: in.Company,
		AudienceType: in.AudienceType, BusinessChallenge: in.BusinessChallenge,
		Source: in.Source, Status: "new", CustomFields: cf, Attribution: in.Attribution,
		CreatedAt: now, UpdatedAt: now,
	}
}

func encodeCustom(m map[string]string) string {
	if len(m) == 0 {
		return "{}"
	}
	b, _ := json.Marshal(m)
	return string(b)
}

// Announcement is what a new lead's notifications say of it.
func (l Lead) Announcement() map[string]string {
	return map[string]string{"id": strconv.FormatInt(l.ID, 10), "name": l.Name, "email": l.Email, "phone": l.Phone, "company": l.Company,
		"source": l.Source, "audienceType": l.AudienceType, "firstName": firstName(l.Name), "toolkitName": l.CustomFields["firstName"]}
}

func firstName(name string) string {
	if f := strings.Fields(name); len(f) > 0 {
		return f[0]
	}
	return name
}
