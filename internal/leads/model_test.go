package leads

import (
	"strings"
	"testing"
)

func valid() Input {
	return Input{Name: "Ada Lovelace", Email: "ada@example.com", Phone: "+44 20 7946 0958",
		AudienceType: "business-owner", BusinessChallenge: "Too many calls", Source: "ai_agency_partnership_claim"}
}

func TestValidateAcceptsAGoodLead(t *testing.T) {
	if f := valid().Normalize().Validate(); f != nil {
		t.Fatalf("valid lead refused: %v", f)
	}
}

func TestValidateNamesEachBadField(t *testing.T) {
	cases := []struct {
		field string
		edit  func(*Input)
	}{
		{"name", func(in *Input) { in.Name = "   " }},
		{"name", func(in *Input) { in.Name = strings.Repeat("a", 121) }},
		{"email", func(in *Input) { in.Email = "" }},
		{"email", func(in *Input) { in.Email = "not-an-email" }},
		{"email", func(in *Input) { in.Email = "Ada <ada@example.com>" }},
		{"email", func(in *Input) { in.Email = "ada@localhost" }},
		{"email", func(in *Input) { in.Email = strings.Repeat("a", 250) + "@x.com" }},
		{"phone", func(in *Input) { in.Phone = "12345" }},
		{"phone", func(in *Input) { in.Phone = "call me maybe" }},
		{"phone", func(in *Input) { in.Phone = "1234567890123456" }},
		{"company", func(in *Input) { in.Company = strings.Repeat("c", 201) }},
		{"audienceType", func(in *Input) { in.AudienceType = "alien" }},
		{"businessChallenge", func(in *Input) { in.BusinessChallenge = strings.Repeat("x", 5001) }},
		{"source", func(in *Input) { in.Source = "elsewhere" }},
		{"customFields", func(in *Input) { in.CustomFields = map[string]string{"k": strings.Repeat("v", 2001)} }},
		{"attribution", func(in *Input) { in.Attribution.Referrer = strings.Repeat("r", 501) }},
	}
	for _, c := range cases {
		in := valid()
		c.edit(&in)
		f := in.Normalize().Validate()
		if f[c.field] == "" {
			t.Errorf("%s: want a message for %s, got %v", c.field, c.field, f)
		}
		if len(f) != 1 {
			t.Errorf("%s: want exactly one bad field, got %v", c.field, f)
		}
	}
}

func TestOptionalFieldsMayBeEmpty(t *testing.T) {
	in := Input{Name: "Sam", Email: "sam@example.com"}.Normalize()
	if f := in.Validate(); f != nil {
		t.Fatalf("minimal lead refused: %v", f)
	}
	if in.Source != DefaultSource {
		t.Fatalf("empty source should default to %q, got %q", DefaultSource, in.Source)
	}
}

func TestPlausiblePhone(t *testing.T) {
	for _, ok := range []string{"+1 (555) 123-4567", "020 7946 0958", "5551234", "+447911123456"} {
		if !PlausiblePhone(ok) {
			t.Errorf("%q should be plausible", ok)
		}
	}
	for _, bad := range []string{"123", "++15551234567", "555-CALL-NOW", "1+5551234567", ""} {
		if PlausiblePhone(bad) {
			t.Errorf("%q should not be plausible", bad)
		}
	}
}
