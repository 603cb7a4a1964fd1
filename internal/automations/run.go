// Package automations runs partners' agents: a run is written before
// anything is called, claimed by a worker, and records its input, output,
// tokens, cost and time in automation_executions.
package automations

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"mission/internal/money"
)

// Topic is announced when a run is queued, so that a worker on any
// instance starts it at once.
const Topic = "automation_runs"

// Run statuses: waiting for a worker (again, after a failure a retry can
// fix), under way, and finished either way.
const (
	StatusPending   = "pending"
	StatusRunning   = "running"
	StatusSucceeded = "succeeded"
	StatusFailed    = "failed"
	// StatusRefused is a run a trigger asked for that the partner's limits
	// or the automation's state refused: nothing was called.
	StatusRefused = "refused"
)

// Statuses are a run's statuses, the history's filter.
var Statuses = []string{StatusPending, StatusRunning, StatusSucceeded, StatusFailed, StatusRefused}

// Triggers: what started a run. A Test run from the automation's page is
// manual, and so is its Re-run.
const (
	TriggerManual   = "manual"
	TriggerWebhook  = "webhook"
	TriggerSchedule = "schedule"
	TriggerEvent    = "event"
)

// Triggers are the history's trigger filter.
var Triggers = []string{TriggerManual, TriggerWebhook, TriggerSchedule, TriggerEvent}

// Run is one execution of an automation.
type Run struct {
	ID             int64             `json:"id"`
	Kind           string            `json:"kind"` // agent or app
	AutomationID   int64             `json:"automationId"`
	AutomationName string            `json:"automationName"`
	Trigger        string            `json:"trigger"`
	Input          map[string]string `json:"input"`
	Output         string            `json:"output"`
	Steps          []Step            `json:"steps"`
	Status         string            `json:"status"`
	Error          string            `json:"error,omitempty"`
	Model          string            `json:"model,omitempty"`
	PromptTokens   int               `json:"promptTokens"`
	OutputTokens   int               `json:"completionTokens"`
	Tokens         int               `json:"tokens"`
	// Cost is in US dollars; nil when the model has no configured price.
	Cost          *float64   `json:"cost"`
	DurationMS    int        `json:"durationMs"`
	Attempts      int        `json:"attempts"`
	RerunOf       *int64     `json:"rerunOf"`
	QueuedAt      time.Time  `json:"queuedAt"`
	StartedAt     *time.Time `json:"startedAt"`
	CompletedAt   *time.Time `json:"completedAt"`
	NextAttemptAt *time.Time `json:"nextAttemptAt"`
}

// Step is what one step of a run did: an agent's is its one model call.
type Step struct {
	Name       string `json:"name"`
	Type       string `json:"type"`
	Output     string `json:"output"`
	Tokens     int    `json:"tokens"`
	DurationMS int    `json:"durationMs"`
	Error      string `json:"error,omitempty"`
	Status     int    `json:"status,omitempty"` // an HTTP step's answer
}

// Errors a queued run can meet; each is its answer's message.
var (
	ErrNotFound   = errors.New("Automation not found.")
	ErrRunMissing = errors.New("Run not found.")
	ErrNoModel    = errors.New("No model endpoint is set up: add your own under Model Endpoint, or ask the site's operator to set AI_API_URL.")
	ErrUnfinished = errors.New("This run has not finished yet.")
	ErrInactive   = errors.New("This automation is not active: switch it on to let its triggers start it.")
)

// BudgetError refuses a run that could take this month past the partner's
// token budget.
type BudgetError struct {
	Budget, Used int
	Resets       time.Time
}

func (e *BudgetError) Error() string {
	return fmt.Sprintf("This run could take you past this month's budget of %s tokens (%s used): runs start again on %s.",
		money.Thousands(int64(e.Budget)), money.Thousands(int64(e.Used)), e.Resets.Format("2 January"))
}

// RateError refuses a run past the partner's runs per minute.
type RateError struct{ PerMinute int }

func (e *RateError) Error() string {
	return fmt.Sprintf("You have started %d runs in the last minute, the most a minute allows: try again in a minute.", e.PerMinute)
}

// placeholder is a named input in a prompt: {{client_name}}.
var placeholder = regexp.MustCompile(`\{\{\s*([a-z][a-z0-9_]{0,39})\s*\}\}`)

// Inputs are the names a prompt's placeholders ask for, in order, once each.
func Inputs(prompt string) []string {
	var names []string
	for _, m := range placeholder.FindAllStringSubmatch(prompt, -1) {
		if !slices.Contains(names, m[1]) {
			names = append(names, m[1])
		}
	}
	return names
}

// Fill puts the input's values in the prompt's placeholders.
func Fill(prompt string, in map[string]string) string {
	return placeholder.ReplaceAllStringFunc(prompt, func(m string) string {
		return in[placeholder.FindStringSubmatch(m)[1]]
	})
}

// Input limits: a run's input is a few named texts.
const (
	MaxInputs      = 30
	MaxInputLength = 20000
)

// CheckInput names each of the prompt's inputs the run lacks and each
// value past its limits.
func CheckInput(prompt string, in map[string]string) map[string]string {
	return checkInputs(Inputs(prompt), in)
}

// checkInputs names each of the needed inputs the run lacks and each value
// past its limits.
func checkInputs(needed []string, in map[string]string) map[string]string {
	fields := map[string]string{}
	for _, name := range needed {
		if strings.TrimSpace(in[name]) == "" {
			fields["input."+name] = "Fill in " + name + ": the prompt uses it."
		}
	}
	if len(in) > MaxInputs {
		fields["input"] = fmt.Sprintf("A run takes at most %d inputs.", MaxInputs)
	}
	for name, v := range in {
		switch {
		case !placeholder.MatchString("{{" + name + "}}"):
			fields["input"] = "Input names are lower-case letters, digits and _, starting with a letter: client_name."
		case utf8.RuneCountInString(v) > MaxInputLength:
			fields["input."+name] = fmt.Sprintf("Please keep this under %d characters.", MaxInputLength)
		}
	}
	if len(fields) == 0 {
		return nil
	}
	return fields
}

// monthStart is the first instant of t's month, in UTC: budgets and usage
// count calendar months.
func monthStart(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
}
