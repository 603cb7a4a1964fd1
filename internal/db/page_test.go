package db_test

import (
	"testing"
	"time"

	"mission/internal/db"
)

func TestCursorRoundTrips(t *testing.T) {
	c := db.Cursor{At: time.Date(2026, 3, 4, 5, 6, 7, 890, time.UTC), ID: 42}
	if got, err := db.ParseCursor(c.String()); err != nil || !got.At.Equal(c.At) || got.ID != 42 {
		t.Fatalf("%v %v", got, err)
	}
	for _, bad := range []string{"", "x", "abc", "1.", ".1", "1.1.1", "zzzzzzzzzzzzzzzz.1"} {
		if _, err := db.ParseCursor(bad); err == nil {
			t.Errorf("%q read as a cursor", bad)
		}
	}
}

func TestLikeEscapesWildcards(t *testing.T) {
	if got := db.Like(`  50%_Off\ `); got != `%50\%\_off\\%` {
		t.Fatalf("%s", got)
	}
}
