package aifinder

import (
	"cmp"
	"math"
	"slices"
	"strings"
)

// Opportunity is one recommended AI opportunity in a report.
type Opportunity struct {
	Title        string  `json:"title"`
	Description  string  `json:"description"`
	Impact       string  `json:"impact"`     // expected impact, one sentence
	Difficulty   string  `json:"difficulty"` // "easy" | "medium" | "hard"
	HoursPerWeek float64 `json:"hoursPerWeek"`
	Category     string  `json:"category"` // phone-agent | chatbot | workflow | data | custom-app
}

// Report is the quiz results object the results screen reads, plus the
// numeric totals behind the display strings.
type Report struct {
	TimeSavings          string        `json:"timeSavings"` // "18 hours/week"
	CostSavings          string        `json:"costSavings"` // "$42,120/year"
	HoursPerWeek         float64       `json:"hoursPerWeek"`
	AnnualSavings        int           `json:"annualSavings"` // whole dollars
	Opportunities        []Opportunity `json:"opportunities"` // exactly 3
	QuickWins            []string      `json:"quickWins"`
	StrategicInitiatives []string      `json:"strategicInitiatives"`
	RecommendedTools     []string      `json:"recommendedTools,omitempty"`
	NextSteps            []string      `json:"nextSteps"`
}

// TopCount is how many opportunities a report lists.
const TopCount = 3

// teamMultipliers scale an opportunity's base hours (set for a team of 2-5)
// by team size, aligned with TeamSizes. Savings grow with the number of
// people doing the work, but less than linearly: a 100+ company runs the
// process in more places, not 25 times more often per person.
//
//	solo 0.6 | 2-5 1.0 | 6-10 1.7 | 11-25 2.8 | 26-50 4.0 | 51-100 6.0 | 100+ 8.0
var teamMultipliers = []float64{0.6, 1.0, 1.7, 2.8, 4.0, 6.0, 8.0}

// TeamMultiplier returns the hours multiplier for a team size (1.0, the
// 2-5 value, for an unknown size).
func TeamMultiplier(size string) float64 {
	return teamMultipliers[indexOr(TeamSizes, size, 1)]
}

// HourlyRate returns the loaded cost of one hour of staff time, in dollars,
// used to turn hours saved into cost saved (the "other" rate for an unknown
// industry):
//
//	ecommerce 38 | saas 65 | professional-services 75 | real-estate 50 |
//	healthcare 70 | education 40 | marketing 55 | finance 80 |
//	construction 50 | hospitality 28 | other 45
func HourlyRate(industryKey string) int {
	return industryByKey(industryKey).Rate
}

// WeeksPerYear turns weekly hours into yearly ones.
const WeeksPerYear = 52

// Scoring weights. A challenge-text match outweighs any baseline so the
// visitor's own words always shape the report; the weights are integers so
// ties are exact and broken by catalogue order.
const (
	fitWeight        = 2  // per point of entry Fit (0-5)
	hitBonus         = 2  // per extra hit of a matched topic
	smallTeamPenalty = 10 // entry needs a bigger team and was not asked for
	revenueBonus     = 2
	sameCategoryCost = 3 // per already chosen opportunity of the same category
	sameDiffCost     = 2 // intermediate only: per chosen one of the same difficulty
)

// topicWeight is what a matched topic adds to an entry tagged with it:
// full weight as the entry's primary (first) tag, half as the second, a
// quarter further down. "time" is a weak, generic signal ("takes forever")
// and counts for less.
func topicWeight(t Topic, tagIndex int) int {
	w := 16
	if t == TopicTime {
		w = 6
	}
	switch tagIndex {
	case 0:
		return w
	case 1:
		return w / 2
	}
	return w / 4
}

// comfortAdjust moves entries by difficulty for a tech comfort level:
// beginners towards quick wins, advanced towards strategic work.
func comfortAdjust(comfort, difficulty string) int {
	switch comfort {
	case "beginner":
		switch difficulty {
		case Easy:
			return 3
		case Hard:
			return -4
		}
	case "advanced":
		switch difficulty {
		case Easy:
			return -2
		case Hard:
			return 4
		}
	default: // intermediate
		if difficulty == Medium {
			return 1
		}
	}
	return 0
}

// profile is a submission resolved against the option lists.
type profile struct {
	ind     *industry
	team    int // index in TeamSizes
	revenue int // index in RevenueGoals
	comfort string
	hits    topicHits
	tools   []knownTool
	first   string // first name, "" when none
}

func newProfile(a Answers) profile {
	a = a.Normalize()
	comfort := a.TechComfort
	if !slices.Contains(TechComforts, comfort) {
		comfort = "intermediate"
	}
	return profile{
		ind:     industryByKey(a.Industry),
		team:    indexOr(TeamSizes, a.TeamSize, 1),
		revenue: indexOr(RevenueGoals, a.RevenueGoal, 2),
		comfort: comfort,
		hits:    countTopics(a.BiggestChallenge),
		tools:   recognizeTools(a.CurrentTools),
		first:   firstName(a.Name),
	}
}

// scored is a candidate entry with its score for one submission.
type scored struct {
	e       *entry
	score   int
	matched bool // the challenge text hit one of its topics
	pos     int  // catalogue position, the tie-break
}

func (p *profile) score(e *entry) (int, bool) {
	s := e.Fit * fitWeight
	matched := false
	for i, t := range e.Topics {
		if h := p.hits[t]; h > 0 {
			matched = true
			s += topicWeight(t, i) + hitBonus*(h-1)
		}
	}
	s += comfortAdjust(p.comfort, e.Difficulty)
	switch {
	case p.team == 0 && e.Difficulty == Easy:
		s++ // a solo owner needs results this month
	case p.team == 0 && e.Difficulty == Hard:
		s--
	case p.team >= 5 && e.Difficulty == Hard:
		s++ // large teams have the volume to justify a build
	}
	if p.team < e.MinTeam && !matched {
		s -= smallTeamPenalty
	}
	switch {
	case p.revenue <= 1 && (slices.Contains(e.Topics, TopicLeads) || slices.Contains(e.Topics, TopicCalls)):
		s += revenueBonus // early stage: capture every lead
	case p.revenue >= 4 && (e.Category == CatData || e.Category == CatCustomApp):
		s += revenueBonus // scale: systems, data, custom apps
	}
	return s, matched
}

// rank scores every candidate for the industry, best first, ties in
// catalogue order.
func (p *profile) rank() []scored {
	cands := candidatesFor(p.ind)
	out := make([]scored, len(cands))
	for i := range cands {
		s, m := p.score(&cands[i])
		out[i] = scored{e: &cands[i], score: s, matched: m, pos: i}
	}
	slices.SortStableFunc(out, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
	return out
}

// choose picks the top opportunities greedily from a ranked list, lowering
// candidates that repeat a category already chosen (and, for intermediate
// users, a difficulty) so the three are varied. Then it applies the
// beginner guarantee and the display order for the comfort level.
func (p *profile) choose(ranked []scored) []scored {
	var picked []scored
	taken := make([]bool, len(ranked))
	adjusted := func(c scored) int {
		s := c.score
		for _, q := range picked {
			if q.e.Category == c.e.Category {
				s -= sameCategoryCost
			}
			if p.comfort == "intermediate" && q.e.Difficulty == c.e.Difficulty {
				s -= sameDiffCost
			}
		}
		return s
	}
	best := func(ok func(scored) bool) int {
		bi, bs := -1, 0
		for i, c := range ranked {
			if taken[i] || !ok(c) {
				continue
			}
			if s := adjusted(c); bi < 0 || s > bs {
				bi, bs = i, s
			}
		}
		return bi
	}
	for len(picked) < TopCount && len(picked) < len(ranked) {
		i := best(func(scored) bool { return true })
		taken[i] = true
		picked = append(picked, ranked[i])
	}
	has := func(d string) bool {
		return slices.ContainsFunc(picked, func(c scored) bool { return c.e.Difficulty == d })
	}
	// A beginner always gets at least one quick win to start with; it
	// replaces the weakest pick.
	if p.comfort == "beginner" && !has(Easy) {
		weakest := picked[len(picked)-1]
		picked = picked[:len(picked)-1]
		if i := best(func(c scored) bool { return c.e.Difficulty == Easy }); i >= 0 {
			picked = append(picked, ranked[i])
		} else {
			picked = append(picked, weakest)
		}
	}
	switch p.comfort {
	case "beginner":
		slices.SortStableFunc(picked, func(a, b scored) int {
			return cmp.Compare(difficultyRank(a.e.Difficulty), difficultyRank(b.e.Difficulty))
		})
	case "advanced":
		slices.SortStableFunc(picked, func(a, b scored) int {
			return cmp.Compare(difficultyRank(b.e.Difficulty), difficultyRank(a.e.Difficulty))
		})
	}
	return picked
}

func difficultyRank(d string) int {
	switch d {
	case Easy:
		return 0
	case Medium:
		return 1
	}
	return 2
}

// scaledHours is an entry's weekly hours for the team size, in whole hours
// (at least 1). Whole hours keep the display honest: the report never
// claims a precision it does not have, and the total is an exact sum.
func (p *profile) scaledHours(e *entry) float64 {
	return max(1, math.Round(e.Hours*teamMultipliers[p.team]))
}

// Recommend turns quiz answers into a report. It is pure and deterministic:
// the same answers always give the same report. Unknown option values fall
// back to defaults (other, 2-5, 250k-500k, intermediate), so it never fails;
// validate first to reject them.
func Recommend(a Answers) Report {
	p := newProfile(a)
	ranked := p.rank()
	top := p.choose(ranked)

	r := Report{Opportunities: make([]Opportunity, 0, len(top))}
	for _, c := range top {
		h := p.scaledHours(c.e)
		r.HoursPerWeek += h
		r.Opportunities = append(r.Opportunities, Opportunity{
			Title:        c.e.Title,
			Description:  p.fill(c.e.Description),
			Impact:       p.fill(c.e.Impact),
			Difficulty:   c.e.Difficulty,
			HoursPerWeek: h,
			Category:     c.e.Category,
		})
	}
	r.AnnualSavings = annualSavings(r.HoursPerWeek, p.ind.Rate)
	r.TimeSavings = formatHours(r.HoursPerWeek)
	r.CostSavings = formatDollars(r.AnnualSavings) + "/year"
	r.QuickWins = p.quickWins(top, ranked)
	r.StrategicInitiatives = p.strategicInitiatives(ranked)
	r.RecommendedTools = p.recommendTools(top)
	r.NextSteps = p.nextSteps(top, r.HoursPerWeek)
	return r
}

// annualSavings is hours/week x 52 x the hourly rate, in whole dollars.
func annualSavings(hoursPerWeek float64, rate int) int {
	return int(math.Round(hoursPerWeek * WeeksPerYear * float64(rate)))
}

// fill replaces the {customers} placeholder of shared copy.
func (p *profile) fill(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	return strings.ReplaceAll(s, "{customers}", p.ind.Customers)
}

// indexOr returns the index of v in list, or def when absent.
func indexOr(list []string, v string, def int) int {
	if i := slices.Index(list, v); i >= 0 {
		return i
	}
	return def
}

// candidateCache holds each industry's candidate list, built once.
var candidateCache = func() [][]entry {
	out := make([][]entry, len(industries))
	for i := range industries {
		out[i] = industries[i].candidates()
	}
	return out
}()

func candidatesFor(ind *industry) []entry {
	for i := range industries {
		if &industries[i] == ind {
			return candidateCache[i]
		}
	}
	return ind.candidates()
}
