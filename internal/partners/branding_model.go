package partners

import (
	"regexp"

	"mission/internal/files"
	"mission/internal/input"
)

var hexColor = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// BrandingSettings is what a partner sets on /partners/branding.
type BrandingSettings struct {
	CompanyName    string `json:"companyName"`
	LogoID         string `json:"logoId"`
	LogoURL        string `json:"logoUrl"`
	PrimaryColor   string `json:"primaryColor"`
	SecondaryColor string `json:"secondaryColor"`
	AccentColor    string `json:"accentColor"`
	SupportEmail   string `json:"supportEmail"`
	PhoneNumber    string `json:"phoneNumber"`
}

// Validate returns a message per invalid field, or nil.
func (b BrandingSettings) Validate() map[string]string {
	f := input.Fields{}
	f.Required("companyName", b.CompanyName, maxCompany, "Please enter the name your clients see.")
	for name, c := range map[string]string{"primaryColor": b.PrimaryColor, "secondaryColor": b.SecondaryColor, "accentColor": b.AccentColor} {
		if !hexColor.MatchString(c) {
			f[name] = "Use a colour like #3B82F6."
		}
	}
	f.Email("supportEmail", b.SupportEmail, false)
	f.Phone("phoneNumber", b.PhoneNumber, maxPhone)
	if b.LogoID != "" && !files.ValidKey(b.LogoID) {
		f["logoId"] = "Upload the logo again."
	}
	return f.Result()
}

// The branding's default colours, from the schema.
const (
	DefaultPrimary   = "#3B82F6"
	DefaultSecondary = "#EF4444"
	DefaultAccent    = "#10B981"
)
