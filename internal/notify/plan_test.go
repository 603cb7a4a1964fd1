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
		rows, err := d.Query(t.Context(), "EXPLAIN QUERY PLAN "+q.sql, q.args...)
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		if got := strings.Join(plan, "; "); !strings.Contains(got, "INDEX idx_outbox_due") {
			t.Errorf("%s\nplan: %s", q.sql, got)
		}
	}
}
