package clock

import (
	"testing"
	"time"
)

func TestFuncIsUTCAndDefaultsToTheWallClock(t *testing.T) {
	fixed := time.Date(2026, 3, 1, 12, 0, 0, 0, time.FixedZone("X", 3600))
	if got := Func(func() time.Time { return fixed }).UTC(); got.Location() != time.UTC || !got.Equal(fixed) {
		t.Errorf("set clock: %v", got)
	}
	var wall Func
	if got := wall.UTC(); got.Location() != time.UTC || time.Since(got) > time.Minute {
		t.Errorf("wall clock: %v", got)
	}
}

func TestEarlierAndLaterAnswerTheSecondOnATie(t *testing.T) {
	a := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	b := a.In(time.FixedZone("X", 3600))
	if Earlier(a, a.Add(time.Hour)) != a || Later(a, a.Add(-time.Hour)) != a {
		t.Error("the earlier or later of two instants")
	}
	if Earlier(a, b).Location() != b.Location() || Later(a, b).Location() != b.Location() {
		t.Error("a tie answers the second")
	}
}
