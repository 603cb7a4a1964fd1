package leads_test

import (
	"context"
	"strings"
	"testing"

	"mission/internal/db/dbtest"
)

// The inbox filtered by source and status reads one range of one index,
// for its page and for its total, however many recent leads of other
// sources come first (SQLite's plan; PostgreSQL plans by its statistics).
func TestFilteredInboxReadsOneIndexRange(t *testing.T) {
	d := dbtest.SQLite(t)
	ctx := context.Background()
	for _, q := range []string{
		"EXPLAIN QUERY PLAN SELECT COUNT(*) FROM leads WHERE source = ? AND status = ?",
		"EXPLAIN QUERY PLAN SELECT id, name FROM leads WHERE source = ? AND status = ? ORDER BY created_at DESC, id DESC LIMIT 51",
	} {
		rows, err := d.Query(ctx, q, "toolkit_download", "new")
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
		got := strings.Join(plan, "; ")
		if !strings.Contains(got, "idx_leads_source_status_created (source=? AND status=?)") || strings.Contains(got, "TEMP B-TREE") {
			t.Errorf("%s\nplan: %s", q, got)
		}
	}
}
