package aifinder

// Difficulty labels (the UI shows easy as "Quick Win", medium as "Medium
// Effort", hard as "Strategic").
const (
	Easy   = "easy"
	Medium = "medium"
	Hard   = "hard"
)

// Categories of opportunity, matching the solutions the site sells.
const (
	CatPhoneAgent = "phone-agent"
	CatChatbot    = "chatbot"
	CatWorkflow   = "workflow"
	CatData       = "data"
	CatCustomApp  = "custom-app"
)

// MaxDescriptionLen bounds an opportunity description, in characters: the
// catalogue's own copy and any personalised by the Enricher.
const MaxDescriptionLen = 600

// entry is one opportunity in the catalogue.
type entry struct {
	ID          string // stable slug, unique across the catalogue
	Title       string
	Description string
	Impact      string // expected impact, one sentence
	Difficulty  string
	Category    string
	// Hours is the time saved per week for a team of 2-5 people; the engine
	// scales it by team size (see teamMultipliers).
	Hours float64
	// Topics tag the pains this opportunity answers; the first is primary.
	Topics []Topic
	// Fit is the baseline relevance for the industry (0-5), which decides
	// the report when the challenge text matches nothing.
	Fit int
	// MinTeam is the index in TeamSizes below which the opportunity makes
	// little sense (a recruiting assistant for a solo owner) unless the
	// challenge text asks for one of its topics.
	MinTeam int
	// QuickWin is a concrete action doable within a week, for easy entries.
	QuickWin string
	// Supersedes lists common entries this industry entry replaces, so a
	// report never shows two versions of the same idea.
	Supersedes []string
	// Tool is the tool to recommend for this opportunity when the generic
	// advice for its category would be wrong or vague (Key "" for none).
	Tool toolRec
}

// toolRec is one recommended tool. Key names its purpose ("crm",
// "voice"...): a report lists one tool per purpose.
type toolRec struct {
	Key, Text string
}

// industry is the profile of one quiz industry.
type industry struct {
	Key       string
	Label     string // in a sentence: "real estate"
	Customers string // who the business serves: "buyers and sellers"
	// Rate is the loaded cost of one hour of staff time in dollars, used for
	// cost savings (see HourlyRate).
	Rate int
	// Starter is the tool stack suggested when the visitor names no tools.
	Starter []toolRec
	// CRM is the CRM to suggest when none is recognised ("" for none).
	CRM     string
	Entries []entry
}

// The catalogue, read from data/catalog.json: commonEntries apply to every
// industry, below the industry's own entries (Fit 0-1), so they surface
// when the challenge text asks for them; industries are in the order of
// Industries, "other" last.
var (
	theCatalog    = must(loadCatalog())
	commonEntries = theCatalog.common
	industries    = theCatalog.industries
)

// industryByKey returns the profile of an industry, or "other" for an
// unknown key.
func industryByKey(key string) *industry {
	for i := range industries {
		if industries[i].Key == key {
			return &industries[i]
		}
	}
	return &industries[len(industries)-1]
}

// candidates returns the entries a report for this industry picks from: the
// industry's own entries first, then the common entries it does not
// supersede. The order is the tie-break order.
func (ind *industry) candidates() []entry {
	out := make([]entry, 0, len(ind.Entries)+len(commonEntries))
	out = append(out, ind.Entries...)
	for _, c := range commonEntries {
		superseded := false
		for _, e := range ind.Entries {
			for _, id := range e.Supersedes {
				if id == c.ID {
					superseded = true
				}
			}
		}
		if !superseded {
			out = append(out, c)
		}
	}
	return out
}
