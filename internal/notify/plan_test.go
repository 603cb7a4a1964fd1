package notify

import (
	"strings"
	"testing"
	"time"

	"mission/internal/db/dbtest"
)

// The worker's lookups and the depth gauge read only the due index, which
// holds only the messages still on their way (SQLite's plan; PostgreSQL
// plans by its statistics).
func TestDueLookupsReadTheDueIndex(t *testing.T) {
	d := dbtest.SQLite(t)
	waiting, stale := dueQueries("'webhook', 'email'", "")
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{waiting, []any{time.Now(), 10}},
		{stale, []any{time.Now(), 10}},
		{"SELECT COUNT(*) FROM outbox WHERE " + onTheirWay, nil},
	} {
		if got := dbtest.Plan(t, d, q.sql, q.args...); !strings.Contains(got, "INDEX idx_outbox_due") {
			t.Errorf("%s\nplan: %s", q.sql, got)
		}
	}
}
