package automations

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// A workflow is an app's steps, run in order unless a step says where to go
// next. Steps pass outputs by name: {{steps.draft.output}}, an HTTP step's
// {{steps.lookup.status}}, and the run's inputs as {{input.client_name}}.
// Nothing in a workflow is code: every step is one of these types, checked
// before it is saved.
type Workflow struct {
	Steps []WorkflowStep `json:"steps"`
}

// Step types.
const (
	StepAgent   = "agent"          // call one of the partner's agents
	StepHTTP    = "http"           // an https request to a public address
	StepBranch  = "branch"         // go to one step or another on a condition
	StepEmail   = "email"          // an e-mail through the outbox
	StepMessage = "portal_message" // a message in a client's portal
	StepWait    = "wait"           // resume later
)

// StepTypes are the steps a workflow may hold.
var StepTypes = []string{StepAgent, StepHTTP, StepBranch, StepEmail, StepMessage, StepWait}

// WorkflowStep is one step; which fields count depends on its type.
type WorkflowStep struct {
	Name string `json:"name"`
	Type string `json:"type"`
	// Next is the step after this one ("end" stops); the following one when
	// empty.
	Next string `json:"next,omitempty"`

	AgentID int64             `json:"agentId,omitempty"` // agent
	Input   map[string]string `json:"input,omitempty"`   // agent: its inputs

	Method  string            `json:"method,omitempty"` // http
	URL     string            `json:"url,omitempty"`
	Headers map[string]string `json:"headers,omitempty"`
	Body    string            `json:"body,omitempty"`

	If   *Condition `json:"if,omitempty"` // branch
	Then string     `json:"then,omitempty"`
	Else string     `json:"else,omitempty"`

	To      string `json:"to,omitempty"`      // email: "partner", or a client's address
	Client  string `json:"client,omitempty"`  // portal_message: the client's id
	Subject string `json:"subject,omitempty"` // email, portal_message
	Message string `json:"message,omitempty"` // email, portal_message

	Seconds int `json:"seconds,omitempty"` // wait
}

// Condition compares a value (usually an earlier step's output) with text.
type Condition struct {
	Value string `json:"value"`
	Op    string `json:"op"` // equals, not_equals, contains, not_contains, empty, not_empty
	Text  string `json:"text,omitempty"`
}

// Ops are a condition's comparisons.
var Ops = []string{"equals", "not_equals", "contains", "not_contains", "empty", "not_empty"}

// Holds tells whether the condition is true of its rendered value.
func (c Condition) Holds(value, text string) bool {
	v, t := strings.ToLower(strings.TrimSpace(value)), strings.ToLower(strings.TrimSpace(text))
	switch c.Op {
	case "equals":
		return v == t
	case "not_equals":
		return v != t
	case "contains":
		return strings.Contains(v, t)
	case "not_contains":
		return !strings.Contains(v, t)
	case "empty":
		return v == ""
	case "not_empty":
		return v != ""
	}
	return false
}

// Workflow limits.
const (
	MaxSteps        = 20   // steps a workflow holds
	MaxStepsPerRun  = 50   // steps one run may take, jumps included
	MaxWaitSeconds  = 3600 // one wait
	MaxStepText     = 10000
	MaxHTTPHeaders  = 10
	MaxHTTPResponse = 64 << 10
)

// reference is a name a template reads: {{input.x}}, {{steps.x.output}},
// {{steps.x.status}}.
var reference = regexp.MustCompile(`\{\{\s*(input|steps)\.([a-z][a-z0-9_]{0,39})(?:\.(output|status))?\s*\}\}`)

var stepName = regexp.MustCompile(`^[a-z][a-z0-9_]{0,39}$`)

// ParseWorkflow reads an app's stored workflow; one without steps (an
// older template's) is an empty workflow.
func ParseWorkflow(raw string) Workflow {
	var wf Workflow
	_ = json.Unmarshal([]byte(raw), &wf)
	return wf
}

// texts are a step's fields that may hold references.
func (s WorkflowStep) texts() []string {
	out := []string{s.URL, s.Body, s.To, s.Client, s.Subject, s.Message}
	for _, v := range s.Input {
		out = append(out, v)
	}
	for _, v := range s.Headers {
		out = append(out, v)
	}
	if s.If != nil {
		out = append(out, s.If.Value, s.If.Text)
	}
	return out
}

// AppInputs are the run inputs a workflow reads, once each, in order.
func (wf Workflow) AppInputs() []string {
	var names []string
	for _, s := range wf.Steps {
		for _, t := range s.texts() {
			for _, m := range reference.FindAllStringSubmatch(t, -1) {
				if m[1] == "input" && !slices.Contains(names, m[2]) {
					names = append(names, m[2])
				}
			}
		}
	}
	return names
}

// Check names what is wrong with a workflow, field by field
// ("steps.2.url"), or nil when it can run.
func (wf Workflow) Check() map[string]string {
	f := map[string]string{}
	if len(wf.Steps) == 0 || len(wf.Steps) > MaxSteps {
		f["steps"] = fmt.Sprintf("A workflow has 1 to %d steps.", MaxSteps)
		return f
	}
	names := map[string]bool{}
	for _, s := range wf.Steps {
		names[s.Name] = true
	}
	target := func(key, name string) {
		if name != "" && name != "end" && !names[name] {
			f[key] = fmt.Sprintf("There is no step named %q.", name)
		}
	}
	seen := map[string]bool{}
	for i, s := range wf.Steps {
		at := func(field string) string { return fmt.Sprintf("steps.%d.%s", i, field) }
		if !stepName.MatchString(s.Name) || s.Name == "end" {
			f[at("name")] = "Name each step with lower-case letters, digits and _, starting with a letter."
		} else if seen[s.Name] {
			f[at("name")] = "Two steps cannot have one name."
		}
		seen[s.Name] = true
		target(at("next"), s.Next)
		for _, t := range s.texts() {
			if len([]rune(t)) > MaxStepText {
				f[at("type")] = fmt.Sprintf("Keep each text of a step under %d characters.", MaxStepText)
			}
			for _, m := range reference.FindAllStringSubmatch(t, -1) {
				if m[1] == "steps" && !names[m[2]] {
					f[at("type")] = fmt.Sprintf("{{steps.%s...}} names no step.", m[2])
				}
			}
		}
		switch s.Type {
		case StepAgent:
			if s.AgentID <= 0 {
				f[at("agentId")] = "Choose one of your agents."
			}
		case StepHTTP:
			if !slices.Contains([]string{"GET", "POST", "PUT", "PATCH", "DELETE"}, s.Method) {
				f[at("method")] = "Use GET, POST, PUT, PATCH or DELETE."
			}
			if !strings.HasPrefix(s.URL, "https://") || len(s.URL) <= len("https://") {
				f[at("url")] = "Enter a full https:// address."
			}
			if len(s.Headers) > MaxHTTPHeaders {
				f[at("headers")] = fmt.Sprintf("At most %d headers.", MaxHTTPHeaders)
			}
			for k := range s.Headers {
				if k == "" || strings.ContainsAny(k, " :\r\n") || strings.EqualFold(k, "host") {
					f[at("headers")] = "Header names are single words, and Host is set by the address."
				}
			}
		case StepBranch:
			if s.If == nil || !slices.Contains(Ops, s.If.Op) {
				f[at("if")] = "Give a condition: a value, a comparison (" + strings.Join(Ops, ", ") + ") and a text."
			}
			if s.Then == "" || s.Else == "" {
				f[at("then")] = "Name the step to go to when the condition holds, and when it does not (or end)."
			}
			target(at("then"), s.Then)
			target(at("else"), s.Else)
		case StepEmail:
			if strings.TrimSpace(s.To) == "" {
				f[at("to")] = "Send to partner (you) or to a client's address."
			}
			if strings.TrimSpace(s.Subject) == "" || strings.TrimSpace(s.Message) == "" {
				f[at("message")] = "An e-mail needs a subject and a message."
			}
		case StepMessage:
			if strings.TrimSpace(s.Client) == "" || strings.TrimSpace(s.Message) == "" {
				f[at("message")] = "A portal message needs a client and a message."
			}
		case StepWait:
			if s.Seconds < 1 || s.Seconds > MaxWaitSeconds {
				f[at("seconds")] = fmt.Sprintf("Wait 1 to %d seconds.", MaxWaitSeconds)
			}
		default:
			f[at("type")] = "Use one of: " + strings.Join(StepTypes, ", ") + "."
		}
	}
	if len(f) == 0 {
		return nil
	}
	return f
}

// state is how far an app's run has come: each step's record and the
// index of the next step, kept in the run's output between attempts.
type state struct {
	Text             string  `json:"text"`
	Steps            []Step  `json:"steps"`
	Cursor           int     `json:"cursor"`
	Executed         int     `json:"executed"`
	Model            string  `json:"model,omitempty"`
	PromptTokens     int     `json:"promptTokens,omitempty"`
	CompletionTokens int     `json:"completionTokens,omitempty"`
	Cost             float64 `json:"cost,omitempty"`
	Unpriced         bool    `json:"unpriced,omitempty"`
}

// render fills a template from the run's input and the steps so far.
func render(t string, in map[string]string, st state) string {
	return reference.ReplaceAllStringFunc(t, func(m string) string {
		p := reference.FindStringSubmatch(m)
		if p[1] == "input" {
			return in[p[2]]
		}
		for i := len(st.Steps) - 1; i >= 0; i-- {
			if st.Steps[i].Name == p[2] {
				if p[3] == "status" {
					return fmt.Sprint(st.Steps[i].Status)
				}
				return st.Steps[i].Output
			}
		}
		return ""
	})
}
