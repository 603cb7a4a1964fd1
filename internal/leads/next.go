package leads

// AnyAudience is the NextPages key for every audience of a source.
const AnyAudience = "any"

// NextPages is where an application sends its visitor next, by source and
// then audience: the page the form moves to once it is sent, and the page
// the confirmation e-mail links to, so the two cannot disagree. The web
// app reads its copy (rules.json, checked by a test).
var NextPages = map[string]map[string]string{
	"ai_agency_partnership_claim": {
		"business-owner": "/clients-call",
		"entrepreneur":   "/partners-call",
		"investor":       "/partners-call",
		AnyAudience:      "/partners-call", // an application sent without an audience
	},
	"partner_licensing_application": {AnyAudience: "/book-call"},
}

// NextPage is the page an application of source by audience goes on to,
// or "" when the source has none.
func NextPage(source, audience string) string {
	pages := NextPages[source]
	if p, ok := pages[audience]; ok {
		return p
	}
	return pages[AnyAudience]
}

// CallNames say in an e-mail what each next page books.
var CallNames = map[string]string{
	"/clients-call":  "your free strategy session",
	"/partners-call": "your partner call",
	"/book-call":     "your partnership call",
}
