// Package marketplace holds the partners' Marketplace: a staff-curated
// catalogue of integration packages (step-by-step setups that partners
// install and rate) and automation templates (agents and apps that an
// install copies into the partner's own automations), and the partner's
// automations themselves.
package marketplace

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"time"

	"mission/internal/input"
)

// The defaults an installed agent gets where its template is silent, as
// the schema's defaults (partner-side.md section 3).
const (
	DefaultModel       = "gpt-5-mini"
	DefaultTemperature = 0.7
	DefaultMaxTokens   = 2000
)

// Field lengths, in characters, list sizes and ranges.
const (
	maxName        = 120
	maxText        = 5000
	maxShort       = 60 // category, integration, tag, model
	maxSetupTime   = 40
	maxList        = 20
	maxSteps       = 30
	maxStepTitle   = 160
	maxStepBody    = 4000
	maxURL         = 2000
	maxPrompt      = 20000
	maxJSON        = 32 << 10 // the app parts of a template, in bytes
	maxTemperature = 2
	maxTokensLimit = 32000
)

// Limits are the lengths and ranges the Marketplace's forms may send,
// published to the web app.
var Limits = map[string]int{
	"name": maxName, "text": maxText, "short": maxShort, "setupTime": maxSetupTime, "list": maxList, "steps": maxSteps,
	"stepTitle": maxStepTitle, "stepBody": maxStepBody, "url": maxURL, "prompt": maxPrompt,
	"temperatureMax": maxTemperature, "maxTokensMax": maxTokensLimit,
}

// Kinds of catalogue item and of automation.
const (
	KindPackage  = "package"
	KindTemplate = "template"
	TypeAgent    = "agent"
	TypeApp      = "app"
)

// Statuses of a partner's automation.
var Statuses = []string{"draft", "active", "paused"}

// Difficulties of templates, easiest first; a package's setup complexity
// (easy, medium, advanced) maps onto them, so one filter serves both.
var (
	Difficulties = []string{"beginner", "intermediate", "advanced"}
	Complexities = []string{"easy", "medium", "advanced"}
)

func difficultyOf(complexity string) string {
	if i := slices.Index(Complexities, complexity); i >= 0 {
		return Difficulties[i]
	}
	return ""
}

// Step is one step of a package's setup guide.
type Step struct {
	Title string `json:"title"`
	Body  string `json:"body" text:"multiline"`
}

// Package is an integration package.
type Package struct {
	Kind               string   `json:"kind"`
	ID                 int64    `json:"id"`
	Name               string   `json:"name"`
	Description        string   `json:"description"`
	Category           string   `json:"category"`
	Integrations       []string `json:"integrations"`
	SetupComplexity    string   `json:"setupComplexity"`
	Difficulty         string   `json:"difficulty"`
	EstimatedSetupTime string   `json:"estimatedSetupTime"`
	StepByStepGuide    []Step   `json:"stepByStepGuide"`
	VideoTutorialURL   string   `json:"videoTutorialUrl"`
	InstallCount       int      `json:"installCount"`
	// AverageRating is rounded to one decimal; 0 while RatingCount is 0.
	AverageRating float64 `json:"averageRating"`
	RatingCount   int     `json:"ratingCount"`
	// The signed-in partner's install and rating (partner answers only).
	Installed   bool       `json:"installed"`
	InstalledAt *time.Time `json:"installedAt,omitempty"`
	MyRating    *int       `json:"myRating,omitempty"`
	CreatedAt   time.Time  `json:"createdAt"`
	UpdatedAt   time.Time  `json:"updatedAt"`
}

// PackageInput is what staff send.
type PackageInput struct {
	Name               string   `json:"name"`
	Description        string   `json:"description" text:"multiline"`
	Category           string   `json:"category"`
	Integrations       []string `json:"integrations"`
	SetupComplexity    string   `json:"setupComplexity"`
	EstimatedSetupTime string   `json:"estimatedSetupTime"`
	StepByStepGuide    []Step   `json:"stepByStepGuide"`
	VideoTutorialURL   string   `json:"videoTutorialUrl"`
}

// Validate returns a message per invalid field, or nil.
func (in PackageInput) Validate() map[string]string {
	f := common(in.Name, in.Description, in.Category, in.EstimatedSetupTime)
	if !input.List(in.Integrations, maxList, maxShort) {
		f["integrations"] = fmt.Sprintf("List at most %d different integrations of 1 to %d characters.", maxList, maxShort)
	}
	if in.SetupComplexity != "" && !slices.Contains(Complexities, in.SetupComplexity) {
		f["setupComplexity"] = "Choose easy, medium or advanced."
	}
	if len(in.StepByStepGuide) > maxSteps {
		f["stepByStepGuide"] = fmt.Sprintf("Keep the guide to %d steps.", maxSteps)
	}
	for i, s := range in.StepByStepGuide {
		if s.Title == "" || input.TooLong(s.Title, maxStepTitle) || input.TooLong(s.Body, maxStepBody) {
			f["stepByStepGuide"] = fmt.Sprintf("Step %d needs a title (up to %d characters) and a body up to %d.", i+1, maxStepTitle, maxStepBody)
		}
	}
	if in.VideoTutorialURL != "" && !input.WebURL(in.VideoTutorialURL, maxURL) {
		f["videoTutorialUrl"] = "Enter a full web address starting with https://."
	}
	return input.Fields(f).Result()
}

// Template is an automation template.
type Template struct {
	Kind string `json:"kind"`
	ID   int64  `json:"id"`
	// TemplateInput is what staff last sent.
	TemplateInput
	UsageCount int       `json:"usageCount"`
	Rating     float64   `json:"rating"`
	CreatedAt  time.Time `json:"createdAt"`
	UpdatedAt  time.Time `json:"updatedAt"`
}

// TemplateBody is what installing a template copies: the agent's fields
// for an agent, the app's for an app.
type TemplateBody struct {
	Prompt       string          `json:"prompt,omitempty" text:"multiline"`
	Model        string          `json:"model,omitempty"`
	Temperature  *float64        `json:"temperature,omitempty"`
	MaxTokens    *int            `json:"maxTokens,omitempty"`
	Workflow     json.RawMessage `json:"workflow,omitempty"`
	Triggers     json.RawMessage `json:"triggers,omitempty"`
	Actions      json.RawMessage `json:"actions,omitempty"`
	Conditions   json.RawMessage `json:"conditions,omitempty"`
	Integrations []string        `json:"integrations,omitempty"`
}

// TemplateInput is what staff send.
type TemplateInput struct {
	Name                 string       `json:"name"`
	Description          string       `json:"description" text:"multiline"`
	Category             string       `json:"category"`
	Type                 string       `json:"type"`
	Template             TemplateBody `json:"template"`
	Tags                 []string     `json:"tags"`
	Difficulty           string       `json:"difficulty"`
	EstimatedSetupTime   string       `json:"estimatedSetupTime"`
	RequiredIntegrations []string     `json:"requiredIntegrations"`
}

// Validate returns a message per invalid field, or nil, and cleans the
// app parts' JSON (whose strings the body decoder cannot reach).
func (in *TemplateInput) Validate() map[string]string {
	f := common(in.Name, in.Description, in.Category, in.EstimatedSetupTime)
	if in.Type != TypeAgent && in.Type != TypeApp {
		f["type"] = "Choose agent or app."
	}
	if !input.List(in.Tags, maxList, maxShort) {
		f["tags"] = fmt.Sprintf("Use at most %d different tags of 1 to %d characters.", maxList, maxShort)
	}
	if !input.List(in.RequiredIntegrations, maxList, maxShort) {
		f["requiredIntegrations"] = fmt.Sprintf("List at most %d different integrations of 1 to %d characters.", maxList, maxShort)
	}
	if in.Difficulty != "" && !slices.Contains(Difficulties, in.Difficulty) {
		f["difficulty"] = "Choose beginner, intermediate or advanced."
	}
	b := &in.Template
	if msg := b.check(in.Type); msg != "" {
		f["template"] = msg
	}
	return input.Fields(f).Result()
}

func (b *TemplateBody) check(kind string) string {
	if !input.List(b.Integrations, maxList, maxShort) {
		return fmt.Sprintf("List at most %d different integrations of 1 to %d characters.", maxList, maxShort)
	}
	agentPart := b.Prompt != "" || b.Model != "" || b.Temperature != nil || b.MaxTokens != nil
	parts := []*json.RawMessage{&b.Workflow, &b.Triggers, &b.Actions, &b.Conditions}
	appPart := false
	for _, p := range parts {
		if string(*p) == "null" {
			*p = nil
		}
		appPart = appPart || len(*p) > 0
	}
	switch kind {
	case TypeAgent:
		if appPart {
			return "An agent template has no workflow, triggers, actions or conditions."
		}
		if b.Prompt == "" || input.TooLong(b.Prompt, maxPrompt) {
			return fmt.Sprintf("Write the agent's prompt (up to %d characters).", maxPrompt)
		}
		return checkAgent(b.Model, b.Temperature, b.MaxTokens)
	case TypeApp:
		if agentPart {
			return "An app template has no prompt, model, temperature or max tokens."
		}
		size := 0
		for i, p := range parts {
			if len(*p) == 0 {
				continue
			}
			clean, ok := cleanJSON(*p, i == 0)
			if !ok {
				return "The workflow must be a JSON object, and triggers, actions and conditions JSON lists, of valid text."
			}
			*p = clean
			size += len(clean)
		}
		if size > maxJSON {
			return fmt.Sprintf("The app's workflow, triggers, actions and conditions together must stay under %d KiB.", maxJSON>>10)
		}
	}
	return ""
}

var modelName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:/-]*$`)

// checkAgent checks an agent's model settings; nil ones are not given.
func checkAgent(model string, temperature *float64, maxTokens *int) string {
	if model != "" && (input.TooLong(model, maxShort) || !modelName.MatchString(model)) {
		return "Enter a model name such as " + DefaultModel + "."
	}
	if t := temperature; t != nil && (math.IsNaN(*t) || *t < 0 || *t > maxTemperature) {
		return "The temperature is from 0 to 2."
	}
	if n := maxTokens; n != nil && (*n < 1 || *n > maxTokensLimit) {
		return fmt.Sprintf("Max tokens is from 1 to %d.", maxTokensLimit)
	}
	return ""
}

// cleanJSON checks that raw is a JSON object (or a list) whose every
// string follows the text rules, and returns it compact with the strings
// normalised.
func cleanJSON(raw json.RawMessage, object bool) (json.RawMessage, bool) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, false
	}
	if _, isObj := v.(map[string]any); object != isObj {
		return nil, false
	}
	if _, isList := v.([]any); !object && !isList {
		return nil, false
	}
	v, ok := cleanValue(v)
	if !ok {
		return nil, false
	}
	out, err := json.Marshal(v)
	return out, err == nil
}

func cleanValue(v any) (any, bool) {
	switch x := v.(type) {
	case string:
		s, msg := input.Clean(x, input.Multiline)
		return s, msg == ""
	case []any:
		for i := range x {
			var ok bool
			if x[i], ok = cleanValue(x[i]); !ok {
				return nil, false
			}
		}
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, val := range x {
			ck, msg := input.Clean(k, input.Line)
			cv, ok := cleanValue(val)
			if msg != "" || !ok {
				return nil, false
			}
			out[ck] = cv
		}
		return out, true
	}
	return v, true
}

func common(name, description, category, setupTime string) map[string]string {
	f := map[string]string{}
	if name == "" || input.TooLong(name, maxName) {
		f["name"] = fmt.Sprintf("Give it a name (up to %d characters).", maxName)
	}
	if input.TooLong(description, maxText) {
		f["description"] = fmt.Sprintf("Keep the description under %d characters.", maxText)
	}
	if category == "" || input.TooLong(category, maxShort) {
		f["category"] = fmt.Sprintf("Give it a category (up to %d characters).", maxShort)
	}
	if input.TooLong(setupTime, maxSetupTime) {
		f["estimatedSetupTime"] = fmt.Sprintf("Keep the setup time under %d characters, such as \"30 minutes\".", maxSetupTime)
	}
	return f
}

// round1 rounds a rating to one decimal.
func round1(x float64) float64 { return math.Round(x*10) / 10 }
