package schedule

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// Each task runs at once and then every Every, with the runner's clock,
// until the context ends; a failure is logged and the task runs again.
func TestTasksRunOnTheirTurnsUntilStopped(t *testing.T) {
	var logs bytes.Buffer
	var quick, failing atomic.Int32
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	r := &Runner{Now: func() time.Time { return at }, Logger: slog.New(slog.NewTextHandler(&logs, nil)), Tasks: []Task{
		{Name: "quick", Every: 5 * time.Millisecond, Run: func(_ context.Context, now time.Time) (int, error) {
			if !now.Equal(at) {
				t.Errorf("the task was given %v", now)
			}
			quick.Add(1)
			return 1, nil
		}},
		{Name: "failing", Every: time.Hour, Run: func(context.Context, time.Time) (int, error) {
			failing.Add(1)
			return 0, errors.New("the database is away")
		}},
	}}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { r.Run(ctx); close(done) }()
	deadline := time.Now().Add(5 * time.Second)
	for quick.Load() < 3 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	stop()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the runner did not stop")
	}
	if quick.Load() < 3 || failing.Load() != 1 {
		t.Fatalf("runs: quick %d, failing %d", quick.Load(), failing.Load())
	}
	if !strings.Contains(logs.String(), "task=failing") || !strings.Contains(logs.String(), "the database is away") {
		t.Fatalf("the failure was not logged: %s", logs.String())
	}
}
