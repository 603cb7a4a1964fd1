package community

import (
	"testing"
	"time"
)

func TestPriorityFavoursVotesAndFadesTheFreshnessBonus(t *testing.T) {
	day := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	cases := []struct {
		votes int
		age   time.Duration
		want  int
	}{
		{0, 0, 20},
		{0, 6 * 24 * time.Hour, 20},
		{0, 7 * 24 * time.Hour, 18},
		{3, 21 * 24 * time.Hour, 44},
		{5, 10 * 7 * 24 * time.Hour, 50},
		{5, 300 * 24 * time.Hour, 50},
		{1, -time.Hour, 30}, // a clock a little behind never adds points
	}
	for _, c := range cases {
		if got := Priority(c.votes, day, day.Add(c.age)); got != c.want {
			t.Errorf("Priority(%d votes, %v old) = %d, want %d", c.votes, c.age, got, c.want)
		}
	}
}

func TestStatusMoves(t *testing.T) {
	allowed := [][2]string{
		{"proposed", "under_review"}, {"proposed", "declined"}, {"under_review", "planned"}, {"planned", "in_development"},
		{"in_development", "launched"}, {"declined", "under_review"}, {"planned", "under_review"},
	}
	for _, m := range allowed {
		if !CanMove(m[0], m[1]) {
			t.Errorf("%s -> %s refused", m[0], m[1])
		}
	}
	refused := [][2]string{
		{"proposed", "launched"}, {"proposed", "planned"}, {"launched", "declined"}, {"launched", "in_development"},
		{"declined", "launched"}, {"planned", "planned"}, {"unknown", "planned"}, {"in_development", "declined"},
	}
	for _, m := range refused {
		if CanMove(m[0], m[1]) {
			t.Errorf("%s -> %s allowed", m[0], m[1])
		}
	}
	for _, s := range Statuses {
		if _, ok := moves[s.Value]; !ok {
			t.Errorf("status %s has no moves entry", s.Value)
		}
	}
}

func TestSortIdeas(t *testing.T) {
	day := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	ideas := []Idea{
		{ID: 1, Votes: 2, Priority: 20, CreatedAt: day},
		{ID: 2, Votes: 5, Priority: 50, CreatedAt: day.Add(time.Hour)},
		{ID: 3, Votes: 2, Priority: 40, CreatedAt: day.Add(2 * time.Hour)},
	}
	order := func(sort string) []int64 {
		list := append([]Idea{}, ideas...)
		sortIdeas(list, sort)
		var ids []int64
		for _, i := range list {
			ids = append(ids, i.ID)
		}
		return ids
	}
	for sort, want := range map[string][]int64{"votes": {2, 3, 1}, "": {2, 3, 1}, "newest": {3, 2, 1}, "priority": {2, 3, 1}} {
		if got := order(sort); len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
			t.Errorf("sort %q: %v, want %v", sort, got, want)
		}
	}
}
