package aifinder

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// topicQuickWins are one-week actions for each topic the challenge text can
// mention. Several deliberately equal an entry's QuickWin, so the report
// never shows the same advice twice in different words.
var topicQuickWins = [numTopics]string{
	TopicCalls:      "Count last month's missed calls in your phone system's log and note the busiest hours — that is exactly when an AI agent should pick up.",
	TopicLeads:      "Add an instant auto-reply to your enquiry form and inbox that thanks the lead, answers the most common question and offers a booking link.",
	TopicScheduling: "Replace back-and-forth scheduling with one booking link that shows your real availability, with an automatic reminder 24 hours before.",
	TopicSupport:    "Write answers to your ten most-asked customer questions on one FAQ page and save them as canned replies in your inbox or help desk.",
	TopicInvoicing:  "Turn on automatic payment reminders in your accounting software and add a pay-now link to every invoice.",
	TopicQuotes:     "Turn your last five winning quotes into one template with standard line items, so the next quote is fill-in-the-blanks.",
	TopicDataEntry:  "List every place the same information gets typed twice this week — each one is an automation candidate.",
	TopicFollowUp:   "Write a three-message follow-up (same day, day 3, day 7) for new enquiries and set it to send automatically from your email or CRM.",
	TopicReviews:    "Get your direct Google review link and add it to your receipts, invoices and email signature this week.",
	TopicHiring:     "Write a one-page scorecard for your next role: must-haves, nice-to-haves and deal-breakers.",
	TopicContent:    "Record a ten-minute voice memo answering a question {customers} often ask and have AI turn it into three posts.",
	TopicReporting:  "Pick the five numbers you check every week and put them on one shared sheet, each with its source.",
	TopicInventory:  "Export twelve months of sales by product and flag the ten items that ran out or sat unsold longest — the starting data for forecasting.",
	TopicEmail:      "Create saved replies for the five emails you write most and let your email's AI assistant draft from them.",
	TopicOnboarding: "Write your onboarding checklist down in the order it happens — every line becomes an automation step.",
	TopicKnowledge:  "Collect the ten questions your team asks you most, with your answers, in one shared document.",
	TopicCompliance: "List the checks you repeat on every file or job and the document each one comes from — that is the checklist an AI reviewer will follow.",
	TopicTime:       "Track your time for three working days in 30-minute blocks and circle the repetitive tasks — automate the biggest one first.",
}

// fallbackQuickWins complete the list when nothing else supplies three.
var fallbackQuickWins = []Topic{TopicTime, TopicFollowUp, TopicReporting}

// quickWins returns three one-week actions: first those of easy top
// opportunities, then those of the topics the visitor wrote about
// (strongest first), then those of the best-ranked easy opportunities not
// shown, then general ones.
func (p *profile) quickWins(top, ranked []scored) []string {
	var out []string
	add := func(s string) {
		if s == "" || len(out) >= TopCount {
			return
		}
		s = p.fill(s)
		for _, o := range out {
			if o == s {
				return
			}
		}
		out = append(out, s)
	}
	for _, c := range top {
		if c.e.Difficulty == Easy {
			add(c.e.QuickWin)
		}
	}
	for h := maxHits; h >= 1; h-- {
		for t := range numTopics {
			if p.hits[t] == h {
				add(topicQuickWins[t])
			}
		}
	}
	for _, c := range ranked {
		if c.e.Difficulty == Easy && (p.team >= c.e.MinTeam || c.matched) {
			add(c.e.QuickWin)
		}
	}
	for _, t := range fallbackQuickWins {
		add(topicQuickWins[t])
	}
	return out
}

// revenueInitiatives are three strategic initiatives per revenue goal,
// aligned with RevenueGoals. Placeholders: {customers}, {label} (industry
// in a sentence) and {strategic} (the best-ranked strategic opportunity).
var revenueInitiatives = [][]string{
	{ // <100k: lead capture and owner time
		"Capture every enquiry: one phone number, one booking link and one inbox that an AI assistant watches, so no {customers} slip through while you are busy with paying work.",
		"Buy back owner time first — automate the two admin tasks you repeat every week before spending more on marketing, and put the hours you save into selling.",
		"Build a simple follow-up rhythm for every quote and past customer; at this stage repeat and referral business is the cheapest growth you have.",
	},
	{ // 100k-250k
		"Make lead response instant: an AI agent answers calls and messages within a minute and books qualified {customers} straight into your calendar.",
		"Write your five core processes down as checklists — they are the blueprints for automation and for your first or next hire.",
		"Put your customer list to work with automated review requests, referral asks and win-back messages that run without you.",
	},
	{ // 250k-500k
		"Connect your core tools (CRM, calendar, accounting, email) so information is entered once and flows everywhere — the foundation every later AI project needs.",
		"Move your team from admin to paid work: automate intake, scheduling and follow-up so their hours go to serving {customers}.",
		"Plan {strategic} as your first larger AI project, scoped to pay for itself within six months.",
	},
	{ // 500k-1m
		"Run the business on one system of record: a single CRM, automations between every tool, and a weekly KPI dashboard the whole team reads.",
		"Scope {strategic} as a 90-day project with a named owner, a measured baseline and a target in hours and revenue.",
		"Standardise delivery with AI-assisted procedures so quality holds as the team grows, without adding layers of management.",
	},
	{ // 1m-5m: systems, integrations, data, custom apps, team enablement
		"Manage AI as a portfolio: rank automation candidates by hours saved and revenue impact, fund the top three each quarter, and start with {strategic}.",
		"Invest in data and integrations — clean, connected customer, operations and finance data unlocks forecasting and custom AI apps built for {label}.",
		"Enable the team: an AI champion in each department, approved tools, a one-page usage policy and a monthly show-and-tell, so adoption does not depend on the owner.",
	},
	{ // 5m+
		"Appoint an accountable AI lead with a quarterly roadmap tied to margin targets, and governance for data privacy, security and vendor risk.",
		"Build proprietary advantage with custom AI apps on your own data that competitors cannot buy off the shelf — {strategic} is a strong first candidate.",
		"Integrate AI into core systems (CRM, ERP, support) through their APIs rather than scattered point tools, and train every team on the workflows that touch {customers}.",
	},
}

// strategicInitiatives returns the three initiatives for the revenue goal,
// filled in for the industry and the best-ranked strategic opportunity.
func (p *profile) strategicInitiatives(ranked []scored) []string {
	strategic := ""
	for _, c := range ranked {
		if c.e.Difficulty == Hard {
			strategic = "“" + c.e.Title + "”"
			break
		}
	}
	if strategic == "" { // every industry has one; keep the copy sound anyway
		strategic = "a custom AI app built on your own data"
	}
	r := strings.NewReplacer("{customers}", p.ind.Customers, "{label}", p.ind.Label, "{strategic}", strategic)
	src := revenueInitiatives[p.revenue]
	out := make([]string, len(src))
	for i, s := range src {
		out[i] = r.Replace(s)
	}
	return out
}

// firstSteps is how to start each category of opportunity.
var firstSteps = map[string]string{
	CatPhoneAgent: "write down the ten questions callers ask most, your answers, and when a call must go to a person — that script is most of the build",
	CatChatbot:    "gather your FAQs, policies and twenty real customer questions with the answers you gave — that is the chatbot's training material",
	CatWorkflow:   "map today's process on one page — what starts it, who does each step, and which tools are involved",
	CatData:       "collect twenty real examples of the documents or numbers involved — they become the test set that proves accuracy",
	CatCustomApp:  "write a one-page brief covering who will use it, the three screens that matter most and the data it needs",
}

// baselines is what to measure before building, by the top opportunity's
// primary topic.
var baselines = [numTopics]string{
	TopicCalls:      "how many calls go unanswered and how long call-backs take",
	TopicLeads:      "enquiries received, time to first reply and how many become customers",
	TopicScheduling: "time spent arranging appointments and how many no-shows you get",
	TopicSupport:    "how many customer questions arrive and how long each takes to answer",
	TopicInvoicing:  "hours spent on invoices and bookkeeping, and how many days customers take to pay",
	TopicQuotes:     "how long each quote takes and how many are accepted",
	TopicDataEntry:  "hours spent retyping or copying information between systems",
	TopicFollowUp:   "how many leads and quotes never get a second touch",
	TopicReviews:    "new reviews per month and your average rating",
	TopicHiring:     "hours spent per hire on screening and interview scheduling",
	TopicContent:    "hours spent producing each piece of content",
	TopicReporting:  "hours spent pulling numbers together each week",
	TopicInventory:  "stockouts, overstock and hours spent on ordering",
	TopicEmail:      "hours a day spent in the inbox",
	TopicOnboarding: "hours spent onboarding each new customer",
	TopicKnowledge:  "how often the team stops you with questions",
	TopicCompliance: "hours spent on checks and file reviews",
	TopicTime:       "where your working hours actually go",
}

// nextSteps returns five steps in order; the UI numbers them. The first
// names the top opportunity (and the visitor, by first name), one books the
// free strategy call.
func (p *profile) nextSteps(top []scored, hours float64) []string {
	lead := top[0].e
	start := "Start with " + lead.Title
	if p.first != "" {
		start = p.first + ", start with " + lead.Title
	}
	steps := []string{
		start + ": " + firstSteps[lead.Category] + ".",
		"Measure a one-week baseline of " + baselines[lead.Topics[0]] + ", so the " + formatHours(hours) +
			" in this report can be checked against your own numbers.",
		"Do the quick wins above this week — each takes under a day and shows results before any larger build.",
	}
	tools := "your current tools"
	switch names := toolNames(p.tools, nil, 4); {
	case len(p.tools) > len(names):
		tools = strings.Join(names, ", ") + " and the rest of your stack"
	case len(names) > 0:
		tools = joinAnd(names)
	}
	plan := lead.Title
	if len(top) > 1 {
		plan += " and " + top[1].e.Title
	}
	steps = append(steps,
		"Book your free strategy call: we will walk through this report, check it against "+tools+
			", and map a build plan for "+plan+".",
	)
	if len(top) > 2 {
		steps = append(steps, "Join a live build session (daily at 6am and 6pm) to watch an automation like this built from start to finish, then line up "+
			top[2].e.Title+" as your next project.")
	}
	return steps
}

// honorifics are skipped when picking a first name.
var honorifics = []string{"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "madam"}

// firstName returns the first given name in a full name, "" when there is
// none that reads as a name. At most 40 characters.
func firstName(full string) string {
	for f := range strings.FieldsSeq(full) {
		w := strings.Trim(f, ".,;:!?\"'()[]{}<>")
		if w == "" {
			continue
		}
		lower := strings.ToLower(w)
		skip := false
		for _, h := range honorifics {
			if lower == h {
				skip = true
			}
		}
		if skip {
			continue
		}
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsLetter(r) {
			return ""
		}
		if utf8.RuneCountInString(w) > 40 {
			return ""
		}
		return w
	}
	return ""
}

// formatHours renders weekly hours: whole numbers without decimals.
func formatHours(h float64) string {
	unit := " hours/week"
	if h == 1 {
		unit = " hour/week"
	}
	return strconv.FormatFloat(h, 'f', -1, 64) + unit
}

// formatDollars renders whole dollars with thousands separators: $42,120.
func formatDollars(n int) string {
	neg := n < 0
	if neg {
		n = -n
	}
	s := strconv.Itoa(n)
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	b.WriteByte('$')
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// joinAnd joins names as "A", "A and B", "A, B and C".
func joinAnd(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
