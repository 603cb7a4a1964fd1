package aifinder

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"mission/internal/money"
)

// texts are the report's fixed texts, read from data/texts.json.
var texts = must(loadTexts())

// topicQuickWins are one-week actions for each topic the challenge text can
// mention. Several deliberately equal an entry's QuickWin, so the report
// never shows the same advice twice in different words.
var topicQuickWins = texts.quickWins

// fallbackQuickWins complete the list when nothing else supplies three.
var fallbackQuickWins = texts.fallback

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
var revenueInitiatives = texts.initiatives

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
var firstSteps = texts.firstSteps

// baselines is what to measure before building, by the top opportunity's
// primary topic.
var baselines = texts.baselines

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
	if n < 0 {
		return "-$" + money.Thousands(-int64(n))
	}
	return "$" + money.Thousands(int64(n))
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
