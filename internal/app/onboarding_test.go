package app

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// onboardingBody is a complete onboarding as the wizard posts it, with
// fields changed by the overrides (a nil value removes the key).
func onboardingBody(email string, overrides map[string]any) string {
	custom := map[string]any{
		"businessName": "Bright Smiles AI", "niche": "Dental & Orthodontics", "targetClient": "Dental practices in Texas",
		"pitchLine": "We answer every call your front desk misses.", "ownsDomain": "yes", "domainName": "brightsmiles.ai",
		"preferredAreaCode": "512", "phoneForwarding": "cell", "forwardingNumber": "+1 512 555 0100", "hasLogo": "no",
		"additionalRequests": "",
	}
	body := map[string]any{"name": "Rosa Diaz", "email": email, "phone": "+1 512 555 0100",
		"businessChallenge": "We answer every call your front desk misses.", "source": "partner_onboarding_complete"}
	for k, v := range overrides {
		target := custom
		if _, top := body[k]; top || k == "logoId" {
			target = body
		}
		if v == nil {
			delete(target, k)
		} else {
			target[k] = v
		}
	}
	body["customFields"] = custom
	b, _ := json.Marshal(body)
	return string(b)
}

func TestOnboardingRulesAndApplications(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "LEAD_RATE_LIMIT=1000")
		c := s.client()
		for field, o := range map[string]map[string]any{
			"customFields.businessName":      {"businessName": ""},
			"customFields.niche":             {"niche": "Dentists"},
			"customFields.targetClient":      {"targetClient": " "},
			"customFields.pitchLine":         {"pitchLine": nil},
			"customFields.preferredAreaCode": {"preferredAreaCode": "5120"},
			"customFields.phoneForwarding":   {"phoneForwarding": "landline"},
			"customFields.domainName":        {"domainName": "not a domain"},
			"customFields.ownsDomain":        {"ownsDomain": "maybe"},
			"customFields.forwardingNumber":  {"forwardingNumber": ""},
			"customFields":                   {"favouriteColour": "blue"},
			"phone":                          {"phone": "Not provided"},
			"name":                           {"name": ""},
			"email":                          {"email": "nodot@localhost"},
			"logoId":                         {"logoId": strings.Repeat("a", 64)},
		} {
			code, body := s.do(c, "POST", "/api/leads", onboardingBody("rules@partner.example", o))
			if code != 400 || !strings.Contains(body, `"`+field+`"`) {
				t.Errorf("%s: %d %s", field, code, body)
			}
		}
		// The conditional branches: no domain, separate line (phone Not provided), no logo.
		for _, o := range []map[string]any{
			{"ownsDomain": "no", "domainName": ""},
			{"phoneForwarding": "separate", "forwardingNumber": "", "phone": "Not provided"},
		} {
			if code, body := s.do(c, "POST", "/api/leads", onboardingBody(fmt.Sprintf("branch%d@partner.example", len(o)), o)); code != 201 {
				t.Errorf("%v: %d %s", o, code, body)
			}
		}
		if n := s.count("partner_applications"); n != 2 {
			t.Fatalf("%d applications after two onboardings", n)
		}
		// A second onboarding with the same address updates the application.
		s.do(c, "POST", "/api/leads", onboardingBody("again@partner.example", nil))
		s.do(c, "POST", "/api/leads", onboardingBody("AGAIN@partner.example", map[string]any{"businessName": "Brighter Smiles AI"}))
		var n int
		var name string
		d.QueryRow(t.Context(), "SELECT COUNT(*), MAX(business_name) FROM partner_applications WHERE email = 'again@partner.example'").Scan(&n, &name)
		if n != 1 || name != "Brighter Smiles AI" {
			t.Fatalf("duplicate onboarding: %d applications, %q", n, name)
		}
		var custom string
		d.QueryRow(t.Context(), "SELECT custom_fields FROM leads WHERE email = 'again@partner.example' ORDER BY id LIMIT 1").Scan(&custom)
		var keys map[string]string
		json.Unmarshal([]byte(custom), &keys)
		if len(keys) != 11 {
			t.Fatalf("stored custom fields: %v", keys)
		}
	})
}

// upload posts data as the multipart field "file".
func (s *testSite) upload(c *http.Client, path, name string, data []byte) (int, string) {
	s.t.Helper()
	code, body, err := s.sendFile(c, path, name, data)
	if err != nil {
		s.t.Fatal(err)
	}
	return code, body
}

func TestApplicationApprovedIntoABrandedPortal(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		visitor := s.client()
		code, body := s.upload(visitor, "/api/uploads/logo", "logo.exe", pngOf(64, 32))
		if code != 201 || !strings.Contains(body, `"contentType":"image/png"`) {
			t.Fatalf("logo: %d %s", code, body)
		}
		var logo struct{ ID, URL string }
		decodeInto(t, body, &logo)
		if code, body := s.do(visitor, "POST", "/api/leads", onboardingBody("logo@partner.example",
			map[string]any{"hasLogo": "yes", "logoId": logo.ID})); code != 201 {
			t.Fatalf("onboarding with a logo: %d %s", code, body)
		}
		staff := s.staff()
		_, body = s.do(staff, "GET", "/api/admin/partner-applications?status=pending", "")
		var apps []struct {
			ID      int64
			Email   string
			LogoURL string
			Answers map[string]string
		}
		decodeInto(t, body, &apps)
		if len(apps) != 1 || apps[0].LogoURL != logo.URL || apps[0].Answers["pitchLine"] == "" {
			t.Fatalf("applications: %s", body)
		}
		id := apps[0].ID
		if code, _ := s.do(staff, "POST", fmt.Sprintf("/api/admin/partner-applications/%d/decline", id), `{"reason":""}`); code != 400 {
			t.Fatalf("decline without a reason: %d", code)
		}
		code, body = s.do(staff, "POST", fmt.Sprintf("/api/admin/partner-applications/%d/approve", id), "")
		if code != 200 || !strings.Contains(body, "/partners/welcome#invite=") {
			t.Fatalf("approve: %d %s", code, body)
		}
		if code, _ := s.do(staff, "POST", fmt.Sprintf("/api/admin/partner-applications/%d/approve", id), ""); code != 409 {
			t.Fatalf("approve twice: %d", code)
		}
		var out struct{ InvitationURL string }
		decodeInto(t, body, &out)
		_, token, _ := strings.Cut(out.InvitationURL, "#invite=")
		p := s.client()
		if code, _ := s.do(p, "POST", "/api/partner-auth/accept", `{"token":"`+token+`","password":"`+partnerPassword+`"}`); code != 200 {
			t.Fatalf("accept: %d", code)
		}
		_, body = s.do(p, "GET", "/api/partner/branding", "")
		if !strings.Contains(body, `"companyName":"Bright Smiles AI"`) || !strings.Contains(body, logo.URL) {
			t.Fatalf("branding from the application: %s", body)
		}
		// The branding reaches the client portal at once.
		client := s.create(p, "/api/clients", `{"name":"Dr Lee","email":"lee@clinic.example"}`)
		_, body = s.do(p, "POST", "/api/client-links", fmt.Sprintf(`{"clientId":%d,"allowedProjectIds":[]}`, client))
		var link struct{ Token string }
		decodeInto(t, body, &link)
		s.do(s.client(), "GET", "/api/client-portal/"+link.Token, "")
		if code, body := s.do(p, "PUT", "/api/partner/branding", `{"companyName":"Bright Smiles","logoId":"`+logo.ID+`","primaryColor":"#112233","secondaryColor":"#445566","accentColor":"#778899","supportEmail":"help@brightsmiles.ai"}`); code != 200 {
			t.Fatalf("branding: %d %s", code, body)
		}
		_, body = s.do(s.client(), "GET", "/api/client-portal/"+link.Token, "")
		if !strings.Contains(body, `"company":"Bright Smiles"`) || !strings.Contains(body, `"primaryColor":"#112233"`) || !strings.Contains(body, logo.URL) {
			t.Fatalf("client portal after the branding change: %s", body)
		}
		if code, body := s.do(p, "PUT", "/api/partner/branding", `{"companyName":"X","primaryColor":"red","secondaryColor":"#445566","accentColor":"#778899"}`); code != 400 || !strings.Contains(body, "primaryColor") {
			t.Fatalf("a colour that is not hex: %d %s", code, body)
		}
		// A declined application keeps its record.
		s.do(visitor, "POST", "/api/leads", onboardingBody("no@partner.example", nil))
		_, body = s.do(staff, "GET", "/api/admin/partner-applications?status=pending", "")
		decodeInto(t, body, &apps)
		if code, body := s.do(staff, "POST", fmt.Sprintf("/api/admin/partner-applications/%d/decline", apps[0].ID), `{"reason":"Outside our markets."}`); code != 200 ||
			!strings.Contains(body, `"status":"declined"`) || !strings.Contains(body, "Outside our markets.") {
			t.Fatalf("decline: %d %s", code, body)
		}
	})
}
