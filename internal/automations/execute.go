package automations

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"mission/internal/db"
	"mission/internal/llm"
	"mission/internal/notify"
)

// effect is a write a step asks for (an e-mail, a portal message), made in
// the transaction that records the run, so that a run retried from its
// last saved step never sends one twice.
type effect struct {
	kind                 string // email or portal_message
	to, subject, message string
	client               int64
	automation           string // the app's name, as the sender
}

// outcome is what one attempt of a run came to.
type outcome struct {
	c         claimed
	st        state
	effects   []effect
	waitUntil time.Time // a wait step ended the attempt
	err       error
	took      int // milliseconds
}

// stepError is a step's failure, named after the step.
type stepError struct {
	step      string
	err       error
	retryable bool
}

func (e *stepError) Error() string { return "Step " + e.step + ": " + e.err.Error() }

// retryable tells whether a failure is one a retry may fix.
func retryable(err error) bool {
	var se *stepError
	if errors.As(err, &se) {
		return se.retryable
	}
	return llm.Retryable(err)
}

// workflowOf is what a claimed run executes: an app's workflow, or an
// agent's one step, which passes the run's input on as it is.
func (r *Runner) workflowOf(ctx context.Context, c claimed) (Workflow, string, error) {
	if c.kind == "app" {
		a, err := loadApp(ctx, r.Store.db, c.partner, c.automation)
		if errors.Is(err, ErrNotFound) {
			return Workflow{}, "", errors.New("The app was deleted.")
		}
		return a.wf, a.name, err
	}
	in := map[string]string{}
	for k := range c.input {
		in[k] = "{{input." + k + "}}"
	}
	return Workflow{Steps: []WorkflowStep{{Name: "agent", Type: StepAgent, AgentID: c.automation, Input: in}}}, "", nil
}

// attempt runs a claimed run from its saved step on, until it ends, waits
// or fails.
func (r *Runner) attempt(ctx context.Context, c claimed) outcome {
	started := time.Now()
	o := outcome{c: c, st: c.state}
	defer func() { o.took = int(time.Since(started).Milliseconds()) }()
	wf, appName, err := r.workflowOf(ctx, c)
	if err != nil {
		o.err = err
		return o
	}
	ctx, cancel := context.WithTimeout(ctx, r.Timeout)
	defer cancel()
	index := func(name string) int {
		if name == "end" {
			return len(wf.Steps)
		}
		return slices.IndexFunc(wf.Steps, func(s WorkflowStep) bool { return s.Name == name })
	}
	for o.st.Cursor >= 0 && o.st.Cursor < len(wf.Steps) {
		if o.st.Executed >= MaxStepsPerRun {
			o.err = fmt.Errorf("The run took more than %d steps: check where the workflow's steps go next.", MaxStepsPerRun)
			return o
		}
		step := wf.Steps[o.st.Cursor]
		next := o.st.Cursor + 1
		if step.Next != "" {
			next = index(step.Next)
		}
		at := time.Now()
		rec := Step{Name: step.Name, Type: step.Type}
		err := r.step(ctx, c, appName, step, &rec, &o, &next, index)
		rec.DurationMS = int(time.Since(at).Milliseconds())
		if err != nil {
			o.err = err
			return o
		}
		o.st.Executed++
		o.st.Steps = append(o.st.Steps, rec)
		if step.Type == StepAgent || step.Type == StepHTTP {
			o.st.Text = rec.Output
		}
		o.st.Cursor = next
		if step.Type == StepWait {
			o.waitUntil = r.Now.UTC().Add(time.Duration(step.Seconds) * time.Second)
			return o
		}
	}
	return o
}

// step runs one step, filling rec and, for a branch, next.
func (r *Runner) step(ctx context.Context, c claimed, appName string, s WorkflowStep, rec *Step, o *outcome, next *int,
	index func(string) int) error {
	fail := func(err error, again bool) error { return &stepError{step: s.Name, err: err, retryable: again} }
	text := func(t string) string { return render(t, c.input, o.st) }
	switch s.Type {
	case StepAgent:
		a, err := loadAgent(ctx, r.Store.db, c.partner, s.AgentID)
		if errors.Is(err, ErrNotFound) {
			return fail(errors.New("the agent was deleted"), false)
		}
		if err != nil {
			return fail(errors.New("the agent could not be read"), true)
		}
		if c.kind == "agent" {
			rec.Name = a.name
		}
		in := map[string]string{}
		for k, v := range s.Input {
			in[k] = text(v)
		}
		if fields := CheckInput(a.prompt, in); fields != nil && c.kind == "app" {
			return fail(fmt.Errorf("the agent's inputs are not all given: %s", strings.Join(Inputs(a.prompt), ", ")), false)
		}
		endpoint, own, err := r.Store.modelFor(ctx, c.partner)
		if err != nil {
			return fail(err, false)
		}
		client := r.Site
		if own {
			client = r.Own
		}
		reply, err := client.Complete(ctx, endpoint, llm.Request{Model: a.model, Messages: Messages(a.prompt, in),
			Temperature: &a.temperature, MaxTokens: a.maxTokens})
		if err != nil {
			if c.kind == "agent" {
				return err // an agent's run fails with the model's own words
			}
			return fail(err, llm.Retryable(err))
		}
		rec.Output, rec.Tokens = reply.Text, reply.Tokens()
		o.st.add(r.Store.Prices, a.model, reply)
	case StepHTTP:
		return r.httpStep(ctx, s, text, rec, fail)
	case StepBranch:
		if s.If.Holds(text(s.If.Value), text(s.If.Text)) {
			rec.Output, *next = "then: "+s.Then, index(s.Then)
		} else {
			rec.Output, *next = "else: "+s.Else, index(s.Else)
		}
	case StepEmail:
		to := strings.TrimSpace(text(s.To))
		address, err := r.Store.recipient(ctx, c.partner, to)
		if err != nil {
			return fail(err, false)
		}
		o.effects = append(o.effects, effect{kind: StepEmail, to: address, subject: text(s.Subject), message: text(s.Message), automation: appName})
		rec.Output = "E-mail to " + address + " queued"
	case StepMessage:
		client, err := strconv.ParseInt(strings.TrimSpace(text(s.Client)), 10, 64)
		if err == nil {
			_, err = r.Store.clientOf(ctx, c.partner, client)
		}
		if err != nil {
			return fail(errors.New("the client is not one of yours"), false)
		}
		o.effects = append(o.effects, effect{kind: StepMessage, client: client, subject: text(s.Subject), message: text(s.Message), automation: appName})
		rec.Output = fmt.Sprintf("Message to client #%d posted", client)
	case StepWait:
		rec.Output = fmt.Sprintf("Waited %d s", s.Seconds)
	}
	return nil
}

// httpStep makes an HTTP step's request through the client that refuses
// private addresses; a 5xx, a 429 or a network failure may pass on a retry.
func (r *Runner) httpStep(ctx context.Context, s WorkflowStep, text func(string) string, rec *Step, fail func(error, bool) error) error {
	url := text(s.URL)
	if !strings.HasPrefix(url, "https://") {
		return fail(errors.New("the address is not https"), false)
	}
	var body io.Reader
	if s.Body != "" {
		body = strings.NewReader(text(s.Body))
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, s.Method, url, body)
	if err != nil {
		return fail(errors.New("the address is not usable"), false)
	}
	for k, v := range s.Headers {
		req.Header.Set(k, text(v))
	}
	if s.Body != "" && req.Header.Get("Content-Type") == "" {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := r.Web.Do(req)
	if errors.Is(err, notify.ErrPrivateAddress) {
		return fail(notify.ErrPrivateAddress, false)
	}
	if err != nil {
		return fail(errors.New("the request failed or timed out"), true)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(res.Body, MaxHTTPResponse))
	rec.Status, rec.Output = res.StatusCode, string(raw)
	if res.StatusCode/100 != 2 {
		again := res.StatusCode >= 500 || res.StatusCode == http.StatusTooManyRequests || res.StatusCode == http.StatusRequestTimeout
		return fail(fmt.Errorf("the address answered %d", res.StatusCode), again)
	}
	return nil
}

// add counts a model call's tokens and cost in the run's totals; one call
// of an unpriced model makes the run's cost unknown.
func (st *state) add(prices Prices, model string, reply llm.Reply) {
	st.PromptTokens += reply.PromptTokens
	st.CompletionTokens += reply.CompletionTokens
	st.Model = reply.Model
	cost := prices.Cost(reply.Model, reply.PromptTokens, reply.CompletionTokens)
	if cost == nil {
		cost = prices.Cost(model, reply.PromptTokens, reply.CompletionTokens)
	}
	if cost == nil {
		st.Unpriced = true
		return
	}
	st.Cost += *cost
}

// recipient is the address an e-mail step may send to: "partner" is the
// partner's own, any other must be one of their clients'.
func (s *Store) recipient(ctx context.Context, partner int64, to string) (string, error) {
	q, args := "SELECT COALESCE(email, '') FROM partners WHERE id = ?", []any{partner}
	if !strings.EqualFold(to, "partner") {
		q, args = "SELECT COALESCE(email, '') FROM clients WHERE partner_id = ? AND LOWER(email) = LOWER(?)", []any{partner, to}
	}
	emails, err := db.List(ctx, s.db, func(r db.Scanner) (string, error) {
		var e string
		return e, r.Scan(&e)
	}, q, args...)
	if err != nil {
		return "", err
	}
	if len(emails) == 0 || emails[0] == "" {
		return "", errors.New("e-mails go to you (partner) or to one of your clients' addresses")
	}
	return emails[0], nil
}

// clientOf checks that a client is the partner's.
func (s *Store) clientOf(ctx context.Context, partner, client int64) (int64, error) {
	ids, err := db.List(ctx, s.db, db.Int64, "SELECT id FROM clients WHERE id = ? AND partner_id = ?", client, partner)
	if err != nil || len(ids) == 0 {
		return 0, errors.Join(ErrNotFound, err)
	}
	return ids[0], nil
}
