package aifinder

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"slices"
)

// The catalogue and its tables are data, embedded from data/: opportunities
// per industry (catalog.json), the words that signal each topic
// (keywords.json), the tools a visitor may name (tools.json) and the
// report's fixed texts (texts.json). They are read strictly at start: an
// unknown field, topic, tool kind, team size or revenue goal stops the
// program, and catalog_test.go checks what the engine relies on.

//go:embed data/*.json
var dataFiles embed.FS

func readData(name string, v any) error {
	b, err := dataFiles.ReadFile("data/" + name)
	if err != nil {
		return err
	}
	if err := decodeStrict(b, v); err != nil {
		return fmt.Errorf("aifinder: data/%s: %w", name, err)
	}
	return nil
}

// decodeStrict reads one JSON value and refuses a field v does not have and
// anything after the value.
func decodeStrict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("more than one value")
	}
	return nil
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func topicNamed(name string) (Topic, error) {
	if i := slices.Index(topicNames[:], name); i >= 0 {
		return Topic(i), nil
	}
	return 0, fmt.Errorf("aifinder: unknown topic %q", name)
}

// byTopic turns a table keyed by topic names into one indexed by topic,
// with every topic present.
func byTopic[V any](m map[string]V) ([numTopics]V, error) {
	var out [numTopics]V
	for tp := range numTopics {
		v, ok := m[tp.String()]
		if !ok {
			return out, fmt.Errorf("aifinder: no entry for topic %q", tp)
		}
		out[tp] = v
	}
	if len(m) != int(numTopics) {
		return out, fmt.Errorf("aifinder: %d topics named, %d known", len(m), numTopics)
	}
	return out, nil
}

type toolJSON struct {
	Key  string `json:"key"`
	Text string `json:"text"`
}

type entryJSON struct {
	ID          string    `json:"id"`
	Title       string    `json:"title"`
	Description string    `json:"description"`
	Impact      string    `json:"impact"`
	Difficulty  string    `json:"difficulty"`
	Category    string    `json:"category"`
	Hours       float64   `json:"hours"`
	Topics      []string  `json:"topics"`
	Fit         int       `json:"fit"`
	MinTeam     string    `json:"minTeam"` // a team size; "" for any
	QuickWin    string    `json:"quickWin"`
	Supersedes  []string  `json:"supersedes"`
	Tool        *toolJSON `json:"tool"`
}

func (j entryJSON) entry() (entry, error) {
	e := entry{ID: j.ID, Title: j.Title, Description: j.Description, Impact: j.Impact, Difficulty: j.Difficulty, Category: j.Category,
		Hours: j.Hours, Fit: j.Fit, QuickWin: j.QuickWin, Supersedes: j.Supersedes}
	if j.MinTeam != "" {
		if e.MinTeam = slices.Index(TeamSizes, j.MinTeam); e.MinTeam < 0 {
			return e, fmt.Errorf("aifinder: %s: unknown team size %q", j.ID, j.MinTeam)
		}
	}
	for _, name := range j.Topics {
		tp, err := topicNamed(name)
		if err != nil {
			return e, fmt.Errorf("%s: %w", j.ID, err)
		}
		e.Topics = append(e.Topics, tp)
	}
	if j.Tool != nil {
		e.Tool = toolRec{Key: j.Tool.Key, Text: j.Tool.Text}
	}
	return e, nil
}

func entries(js []entryJSON) ([]entry, error) {
	out := make([]entry, 0, len(js))
	for _, j := range js {
		e, err := j.entry()
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

type catalogJSON struct {
	Common     []entryJSON `json:"common"`
	Industries []struct {
		Key       string      `json:"key"`
		Label     string      `json:"label"`
		Customers string      `json:"customers"`
		Rate      int         `json:"rate"`
		CRM       string      `json:"crm"`
		Starter   []toolJSON  `json:"starter"`
		Entries   []entryJSON `json:"entries"`
	} `json:"industries"`
}

type catalog struct {
	common     []entry
	industries []industry
}

func loadCatalog() (catalog, error) {
	var j catalogJSON
	if err := readData("catalog.json", &j); err != nil {
		return catalog{}, err
	}
	var c catalog
	var err error
	if c.common, err = entries(j.Common); err != nil {
		return c, err
	}
	for _, ji := range j.Industries {
		ind := industry{Key: ji.Key, Label: ji.Label, Customers: ji.Customers, Rate: ji.Rate, CRM: ji.CRM}
		for _, s := range ji.Starter {
			ind.Starter = append(ind.Starter, toolRec{Key: s.Key, Text: s.Text})
		}
		if ind.Entries, err = entries(ji.Entries); err != nil {
			return c, err
		}
		c.industries = append(c.industries, ind)
	}
	return c, nil
}

func loadKeywords() ([numTopics][]string, error) {
	var m map[string][]string
	if err := readData("keywords.json", &m); err != nil {
		return [numTopics][]string{}, err
	}
	return byTopic(m)
}

// toolKindNames name the tool kinds in tools.json, in the kinds' order.
var toolKindNames = []string{"crm", "accounting", "google-mail", "microsoft-mail", "calendar", "spreadsheet", "team-chat",
	"automation", "store", "website", "helpdesk", "phone", "email-marketing", "payments", "project", "ai-assistant", "industry"}

func loadTools() ([]knownTool, error) {
	var js []struct {
		Name    string   `json:"name"`
		Kind    string   `json:"kind"`
		Aliases []string `json:"aliases"`
		AI      string   `json:"ai"`
	}
	if err := readData("tools.json", &js); err != nil {
		return nil, err
	}
	out := make([]knownTool, 0, len(js))
	for _, j := range js {
		k := slices.Index(toolKindNames, j.Kind)
		if k < 0 {
			return nil, fmt.Errorf("aifinder: tool %s: unknown kind %q", j.Name, j.Kind)
		}
		out = append(out, knownTool{Name: j.Name, Kind: toolKind(k), Aliases: j.Aliases, AI: j.AI})
	}
	return out, nil
}

// reportTexts are the report's fixed texts (see texts.json).
type reportTexts struct {
	quickWins   [numTopics]string
	fallback    []Topic
	initiatives [][]string // by RevenueGoals index
	firstSteps  map[string]string
	baselines   [numTopics]string
}

func loadTexts() (reportTexts, error) {
	var j struct {
		TopicQuickWins     map[string]string   `json:"topicQuickWins"`
		FallbackQuickWins  []string            `json:"fallbackQuickWins"`
		RevenueInitiatives map[string][]string `json:"revenueInitiatives"`
		FirstSteps         map[string]string   `json:"firstSteps"`
		Baselines          map[string]string   `json:"baselines"`
	}
	var t reportTexts
	if err := readData("texts.json", &j); err != nil {
		return t, err
	}
	var err error
	if t.quickWins, err = byTopic(j.TopicQuickWins); err != nil {
		return t, err
	}
	if t.baselines, err = byTopic(j.Baselines); err != nil {
		return t, err
	}
	for _, name := range j.FallbackQuickWins {
		tp, err := topicNamed(name)
		if err != nil {
			return t, err
		}
		t.fallback = append(t.fallback, tp)
	}
	for _, goal := range RevenueGoals {
		in, ok := j.RevenueInitiatives[goal]
		if !ok {
			return t, fmt.Errorf("aifinder: no initiatives for revenue goal %q", goal)
		}
		t.initiatives = append(t.initiatives, in)
	}
	if len(j.RevenueInitiatives) != len(RevenueGoals) {
		return t, fmt.Errorf("aifinder: initiatives for %d revenue goals, %d known", len(j.RevenueInitiatives), len(RevenueGoals))
	}
	t.firstSteps = j.FirstSteps
	return t, nil
}
