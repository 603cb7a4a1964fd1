package leads

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// OnboardingSource is the source of a completed partner onboarding.
const OnboardingSource = "partner_onboarding_complete"

// NoPhone is the phone an onboarding sends without a forwarding number.
const NoPhone = "Not provided"

// Niches is the onboarding's niche list, exactly as the wizard shows it.
var Niches = []string{
	"Stem Cells & Regenerative Medicine", "Med Spa & Aesthetics", "Landscaping & Lawn Care", "Roofing & Construction",
	"HVAC & Home Services", "Dental & Orthodontics", "Chiropractic & Physical Therapy", "Real Estate", "Automotive Services",
	"Fitness & Personal Training", "Legal Services", "Accounting & Financial Services", "Other (please specify in additional requests)",
}

// OnboardingKeys are the custom fields an onboarding sends, and the only
// ones it may.
var OnboardingKeys = []string{"businessName", "niche", "targetClient", "pitchLine", "ownsDomain", "domainName",
	"preferredAreaCode", "phoneForwarding", "forwardingNumber", "hasLogo", "additionalRequests"}

// OnboardingLimits are the onboarding fields' lengths, published to the web
// app with the other limits.
var OnboardingLimits = map[string]int{"businessName": maxCompany, "targetClient": 500, "pitchLine": 500, "domainName": 253,
	"additionalRequests": 2000}

var (
	domainPattern   = regexp.MustCompile(`^(?i)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$`)
	areaCodePattern = regexp.MustCompile(`^[0-9]{3}$`)
)

// validateOnboarding checks an onboarding's custom fields one by one: the
// keys, the required answers of each step, the choices, the conditional
// fields and their lengths; and that the phone is the forwarding number or
// "Not provided". Messages are keyed "customFields.{key}".
func (in Input) validateOnboarding(f map[string]string) {
	cf := in.CustomFields
	get := func(k string) string { return strings.TrimSpace(cf[k]) }
	bad := func(k, msg string) { f["customFields."+k] = msg }
	for k := range cf {
		if !slices.Contains(OnboardingKeys, k) {
			f["customFields"] = "Unknown onboarding field: " + k + "."
		}
	}
	for k, n := range OnboardingLimits {
		if utf8.RuneCountInString(get(k)) > n {
			bad(k, "This is too long.")
		}
	}
	if get("businessName") == "" {
		bad("businessName", "Please enter your business name.")
	}
	if !slices.Contains(Niches, get("niche")) {
		bad("niche", "Please choose your niche.")
	}
	if get("targetClient") == "" {
		bad("targetClient", "Please describe your target client.")
	}
	if get("pitchLine") == "" {
		bad("pitchLine", "Please write your pitch line.")
	}
	if !areaCodePattern.MatchString(get("preferredAreaCode")) {
		bad("preferredAreaCode", "Please enter a 3-digit area code.")
	}
	switch get("ownsDomain") {
	case "yes":
		if !domainPattern.MatchString(get("domainName")) {
			bad("domainName", "Please enter your domain, such as yourbusiness.com.")
		}
	case "no", "":
		if get("domainName") != "" {
			bad("domainName", "Leave the domain empty unless you own one.")
		}
	default:
		bad("ownsDomain", "Choose yes or no.")
	}
	number := get("forwardingNumber")
	switch get("phoneForwarding") {
	case "cell":
		if !PlausiblePhone(number) {
			bad("forwardingNumber", "Please enter the number to forward calls to.")
		}
	case "separate":
		if number != "" {
			bad("forwardingNumber", "Leave the forwarding number empty for a separate line.")
		}
	default:
		bad("phoneForwarding", "Choose cell or separate.")
	}
	want := number
	if want == "" {
		want = NoPhone
	}
	if in.Phone != want {
		f["phone"] = "The phone must be the forwarding number, or Not provided."
	}
	switch get("hasLogo") {
	case "yes", "no", "":
	default:
		bad("hasLogo", "Choose yes or no.")
	}
	if in.LogoID != "" && get("hasLogo") != "yes" {
		f["logoId"] = "A logo goes with hasLogo yes."
	}
}
