package ratelimit

import (
	"context"
	"testing"
	"time"
)

// A busy spell's events leave memory with the window: keys that go quiet
// are forgotten, and a long list keeps only the room its remaining events
// need.
func TestMemoryGivesBackWhatLeftTheWindow(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	m := NewMemory(1_000_000, time.Minute)
	m.Now = func() time.Time { return now }
	ctx := context.Background()
	for i := range 10_000 {
		m.Allow(ctx, "busy")
		if i%100 == 0 {
			m.Allow(ctx, "quiet")
		}
		now = now.Add(time.Millisecond)
	}
	grown := cap(m.events["busy"])
	now = now.Add(time.Minute - 5*time.Millisecond) // the last four busy events are still inside
	if d, _ := m.Allow(ctx, "busy"); !d.Allowed {
		t.Fatal("refused under the limit")
	}
	if n := len(m.events["busy"]); n != 5 {
		t.Fatalf("%d events kept, want the 4 still in the window and this one", n)
	}
	if c := cap(m.events["busy"]); c >= grown/4 {
		t.Fatalf("capacity %d of %d kept after most events left", c, grown)
	}
	if _, ok := m.events["quiet"]; ok {
		t.Fatal("a key whose events all left the window is still kept")
	}
}
