package main

import (
	"context"
	"net/http"
	"time"
)

// Scenario is one kind of load on the server.
//
// Exactly one of Request and Do is set. Request builds one request: the
// runner sends it and counts a non-2xx status as an error. Do performs a
// whole step itself (a login then a read, say) and returns the status that
// decides success.
//
// client is the simulated client (0 to clients-1) and i counts that
// client's requests from 0, warm-up included, so (client, i) is unique
// within a run.
type Scenario struct {
	Name  string
	About string // one line for the report

	// ChildEnv adds KEY=value settings to the server's environment. The
	// server is started once for all selected scenarios.
	ChildEnv []string

	// Server, when set, runs this scenario on a server of its own, started
	// with these settings on top of the run's and stopped after it, for a
	// scenario whose settings must not change the others' figures.
	Server []string
	// Own runs this scenario on a server of its own, even with no
	// settings of its own (for data the others must not see).
	Own bool

	// Setup runs once before the load: seeding rows, logging in...
	Setup func(ctx context.Context, env *Env) error

	Request func(env *Env, client, i int) (*http.Request, error)
	Do      func(ctx context.Context, env *Env, client, i int) (status int, err error)

	// ID, when set, reads what an acknowledged answer names (the stored
	// row's id, say) from its body; the runner keeps them in Result.IDs so
	// that Verify can look each one up.
	ID func(body []byte) (string, bool)

	// Background, when set, marks clients whose requests are load on the
	// side (an attacker the server must refuse): their answers are checked
	// but left out of the throughput and latency figures.
	Background func(client int) bool

	// Verify runs once after every request has been answered, with the
	// server still up; an error marks the run as failed.
	Verify func(ctx context.Context, env *Env, res *Result) error

	// Target, when set, is the goal the report checks the result against.
	Target *Target

	// Clients, when set, runs this scenario with that many clients instead
	// of the -clients flag.
	Clients int
}

// Target is a throughput, tail-latency and memory goal.
type Target struct {
	MinRPS float64
	MaxP99 time.Duration
	// MaxPeakRSS bounds the server's resident memory during the scenario,
	// MaxSettledRSS once it has had settleAfterLoad to give back what the
	// scenario took; in bytes.
	MaxPeakRSS    int64
	MaxSettledRSS int64
}
