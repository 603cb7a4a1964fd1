package app

import (
	"fmt"
	"strings"
	"testing"

	"mission/internal/db/dbtest"
	"mission/internal/leads"
)

// emailTo is the data of the one e-mail with template sent to an address.
func (s *testSite) emailTo(to, template string) map[string]string {
	s.t.Helper()
	return s.findEmail("recipient = ?", to, template)
}

// The confirmation e-mail of every application links to the page its form
// went on to: the same table (leads.NextPages, which the web app's
// redirect reads from rules.json) decides both.
func TestConfirmationEmailsLinkWhereTheFormWent(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t))
	n := 0
	for source := range leads.NextPages {
		for _, audience := range leads.AudienceTypes {
			n++
			to := fmt.Sprintf("visitor%d@example.com", n)
			body := fmt.Sprintf(`{"name":"Ann Lee","email":%q,"phone":"+1 512 555 0100","audienceType":%q,"businessChallenge":"Growth","source":%q}`,
				to, audience, source)
			if code, out := s.do(s.client(), "POST", "/api/leads", body); code != 201 {
				t.Fatalf("%s %s: %d %s", source, audience, code, out)
			}
			s.compose()
			page := leads.NextPage(source, audience)
			got := s.emailTo(to, "visitor_application")
			if page == "" || got["callLink"] != "https://mission.example"+page || got["callName"] == "" {
				t.Errorf("%s as %s: the form goes to %q, the e-mail links %q (%q)", source, audience, page, got["callLink"], got["callName"])
			}
		}
	}
	if leads.NextPage("ai_agency_partnership_claim", "business-owner") != "/clients-call" ||
		leads.NextPage("ai_agency_partnership_claim", "investor") != "/partners-call" ||
		leads.NextPage("partner_licensing_application", "") != "/book-call" {
		t.Error("the destinations are not the spec's")
	}
}

const validOnboarding = `{"name":"Rio Park","email":"rio@onboard.example","phone":"Not provided","source":"partner_onboarding_complete",
	"businessChallenge":"Dental clinics","customFields":{"businessName":"Rio AI","niche":"Dental & Orthodontics","targetClient":"Clinics",
	"pitchLine":"Never miss a patient call","ownsDomain":"yes","domainName":"rio-ai.com","preferredAreaCode":"512","phoneForwarding":"separate",
	"forwardingNumber":"","hasLogo":"no","additionalRequests":""}}`

// Completing the onboarding e-mails the applicant at once what was
// received and what happens next; staff are told too.
func TestTheOnboardingIsConfirmedByEmail(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t), "STAFF_EMAIL=staff@mission.example")
	if code, body := s.do(s.client(), "POST", "/api/leads", validOnboarding); code != 201 {
		t.Fatalf("onboarding: %d %s", code, body)
	}
	s.compose()
	got := s.emailTo("rio@onboard.example", "visitor_onboarding")
	if got["businessName"] != "Rio AI" || got["niche"] != "Dental & Orthodontics" || got["hasLogo"] != "no" ||
		got["domainName"] != "rio-ai.com" || got["launchBy"] == "" || got["partnerStatus"] != "" {
		t.Fatalf("the applicant's e-mail: %v", got)
	}
	s.emailTo("staff@mission.example", "staff_application")
}

// Staff are warned, across the admin, of settings whose absence breaks a
// promise: no staff address, no payment webhook secret.
func TestStaffAreWarnedOfMissingSettings(t *testing.T) {
	bare := newSite(t, dbtest.SQLite(t))
	code, body := bare.do(bare.staff(), "GET", "/api/admin/notices", "")
	if code != 200 || !strings.Contains(body, `"id":"staff-email"`) || !strings.Contains(body, `"id":"stripe-secret"`) {
		t.Fatalf("notices: %d %s", code, body)
	}
	set := newSite(t, dbtest.SQLite(t), "STAFF_EMAIL=staff@mission.example", "STRIPE_WEBHOOK_SECRET=whsec_0123456789abcdef")
	if _, body := set.do(set.staff(), "GET", "/api/admin/notices", ""); body != `{"notices":[]}`+"\n" {
		t.Fatalf("notices with both set: %s", body)
	}
}
