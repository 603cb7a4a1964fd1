// Package schedule runs the work that must happen by the clock rather than
// because someone asked: a quote expiring at the end of its last day with
// nobody looking. Every instance runs every task; each task's writes are
// conditional, so two instances doing one task at once change each row
// once.
package schedule

import (
	"context"
	"log/slog"
	"time"

	"mission/internal/clock"
)

// Task is one piece of clockwork: Run does what is due at now and answers
// how many things it changed.
type Task struct {
	Name  string
	Every time.Duration
	Run   func(ctx context.Context, now time.Time) (int, error)
	// Quiet tasks change things as routine (an index kept up to date):
	// only their failures are logged.
	Quiet bool
}

// Runner runs tasks until its context ends.
type Runner struct {
	Tasks  []Task
	Now    clock.Func
	Logger *slog.Logger
}

// Run runs each task at once, then every task.Every, until ctx ends. A
// task that fails is logged and tried again at its next turn.
func (r *Runner) Run(ctx context.Context) {
	done := make(chan struct{})
	for _, t := range r.Tasks {
		go func() {
			defer func() { done <- struct{}{} }()
			tick := time.NewTicker(t.Every)
			defer tick.Stop()
			for {
				r.once(ctx, t)
				select {
				case <-ctx.Done():
					return
				case <-tick.C:
				}
			}
		}()
	}
	for range r.Tasks {
		<-done
	}
}

// RunOnce runs every task once, in order (tests, and a start).
func (r *Runner) RunOnce(ctx context.Context) {
	for _, t := range r.Tasks {
		r.once(ctx, t)
	}
}

func (r *Runner) once(ctx context.Context, t Task) {
	n, err := t.Run(ctx, r.Now.UTC())
	switch {
	case err != nil && ctx.Err() == nil:
		r.Logger.Error("scheduled task failed", "task", t.Name, "error", err)
	case n > 0 && !t.Quiet:
		r.Logger.Info("scheduled task", "task", t.Name, "changed", n)
	}
}
