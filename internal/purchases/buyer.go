package purchases

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/stripe/stripe-go/v85"

	"mission/internal/input"
	"mission/internal/partners"
)

// freeMail are address providers whose domain says nothing of the buyer's
// company.
var freeMail = map[string]bool{
	"gmail.com": true, "googlemail.com": true, "yahoo.com": true, "outlook.com": true, "hotmail.com": true, "live.com": true,
	"icloud.com": true, "me.com": true, "aol.com": true, "proton.me": true, "protonmail.com": true, "gmx.com": true,
	"gmx.de": true, "web.de": true, "mail.com": true, "yandex.com": true, "zoho.com": true, "msn.com": true,
}

// text keeps a value the checkout collected if it is acceptable text on
// one line, trimmed and shortened to max characters; else "".
func text(s string, max int) string {
	s, msg := input.Clean(s, input.Line)
	if msg != "" {
		return ""
	}
	if utf8.RuneCountInString(s) > max {
		s = strings.TrimSpace(string([]rune(s)[:max]))
	}
	return s
}

// buyerOf reads who paid: the e-mail the checkout collected (else the one
// it was opened with), their name, and their company from a custom field
// named or labelled as one, else from the e-mail's domain, else their
// name.
func buyerOf(s *stripe.CheckoutSession) partners.Buyer {
	var b partners.Buyer
	if s.CustomerDetails != nil {
		b.Email, b.Name = s.CustomerDetails.Email, s.CustomerDetails.Name
	}
	if b.Email == "" {
		b.Email = s.CustomerEmail
	}
	b.Email = partners.NormalizeEmail(text(b.Email, 254))
	if !input.ValidEmail(b.Email) {
		b.Email = ""
	}
	b.Name = text(b.Name, 120)
	for _, f := range s.CustomFields {
		if f == nil || f.Text == nil {
			continue
		}
		label := strings.ToLower(f.Key)
		if f.Label != nil {
			label += " " + strings.ToLower(f.Label.Custom)
		}
		if strings.Contains(label, "company") || strings.Contains(label, "business") {
			if b.Company = text(f.Text.Value, 120); b.Company != "" {
				break
			}
		}
	}
	if b.Company == "" {
		b.Company = companyFromDomain(b.Email)
	}
	if b.Company == "" {
		b.Company = b.Name
	}
	return b
}

// companyFromDomain makes a company name of an address's domain
// (sam@acme-labs.co.uk: Acme Labs); "" for a free mail provider.
func companyFromDomain(email string) string {
	_, domain, ok := strings.Cut(email, "@")
	if !ok || freeMail[domain] {
		return ""
	}
	domain = strings.TrimPrefix(domain, "www.")
	label, _, _ := strings.Cut(domain, ".")
	words := strings.FieldsFunc(label, func(r rune) bool { return r == '-' || r == '_' })
	for i, w := range words {
		r, size := utf8.DecodeRuneInString(w)
		words[i] = string(unicode.ToUpper(r)) + w[size:]
	}
	return strings.Join(words, " ")
}
