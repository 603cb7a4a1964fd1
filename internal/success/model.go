// Package success holds the partners' Success Tools: success stories that
// partners share and like, reviewed by staff, and the library of success
// templates (outreach scripts, proposals, onboarding checklists) that
// partners fill in with their own details.
package success

// Field lengths, in characters, and list sizes.
const (
	maxTitle       = 200
	maxText        = 5000
	maxShort       = 80 // product, niche, industry, time to first sale
	maxStrategies  = 10
	maxStrategy    = 300
	maxReason      = 1000
	maxContent     = 20000
	maxTags        = 12
	maxTag         = 40
	maxVariables   = 30
	maxVarName     = 40
	maxVarLabel    = 80
	maxPlaceholder = 200
	maxValue       = 5000
	maxValues      = 50
	// The largest monthly revenue a story may claim: ten million a month.
	maxRevenueCents = 10_000_000_00
	maxClients      = 1_000_000
)

// Limits are the lengths the Success Tools' forms may send, published to
// the web app.
var Limits = map[string]int{
	"title": maxTitle, "text": maxText, "short": maxShort, "strategies": maxStrategies, "strategy": maxStrategy,
	"reason": maxReason, "content": maxContent, "tags": maxTags, "tag": maxTag, "variables": maxVariables,
	"variableName": maxVarName, "variableLabel": maxVarLabel, "placeholder": maxPlaceholder, "value": maxValue,
	"revenueCents": maxRevenueCents, "clients": maxClients,
}

// Story statuses.
const (
	StatusPending  = "pending"
	StatusApproved = "approved"
	StatusDeclined = "declined"
)

// StoryStatuses lists every story status.
var StoryStatuses = []string{StatusPending, StatusApproved, StatusDeclined}

// Option is a stored value and the label people read.
type Option struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Categories are the kinds of success template.
var Categories = []Option{
	{"outreach-scripts", "Outreach Scripts"},
	{"proposals", "Proposals"},
	{"onboarding-checklists", "Onboarding Checklists"},
}

// Difficulties are a template's levels, easiest first.
var Difficulties = []Option{
	{"beginner", "Beginner"},
	{"intermediate", "Intermediate"},
	{"advanced", "Advanced"},
}

func label(opts []Option, value string) string {
	for _, o := range opts {
		if o.Value == value {
			return o.Label
		}
	}
	return ""
}
