package leads_test

import (
	"strings"
	"testing"

	"mission/internal/db/dbtest"
)

// The inbox filtered by source and status reads one range of one index,
// for its page and for its total, however many recent leads of other
// sources come first (SQLite's plan; PostgreSQL plans by its statistics).
func TestFilteredInboxReadsOneIndexRange(t *testing.T) {
	d := dbtest.SQLite(t)
	for _, q := range []string{
		"SELECT COUNT(*) FROM leads WHERE source = ? AND status = ?",
		"SELECT id, name FROM leads WHERE source = ? AND status = ? ORDER BY created_at DESC, id DESC LIMIT 51",
	} {
		got := dbtest.Plan(t, d, q, "toolkit_download", "new")
		if !strings.Contains(got, "idx_leads_source_status_created (source=? AND status=?)") || strings.Contains(got, "TEMP B-TREE") {
			t.Errorf("%s\nplan: %s", q, got)
		}
	}
}

// A search of three characters or more reads the trigram index and looks
// up only the leads it finds, and the ones the indexer has not reached,
// never the whole table.
func TestSearchReadsTheTrigramIndex(t *testing.T) {
	d := dbtest.SQLite(t)
	got := dbtest.Plan(t, d, `SELECT id FROM leads WHERE +source = ? AND (id IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ?)
		OR (id > (SELECT upto FROM search_indexed WHERE name = 'leads') AND (name LIKE ? ESCAPE '\' OR email LIKE ? ESCAPE '\' OR company LIKE ? ESCAPE '\')))
		ORDER BY +created_at DESC, +id DESC LIMIT 51`, "toolkit_download", `"ada"`, "%ada%", "%ada%", "%ada%")
	if !strings.Contains(got, "SCAN leads_search VIRTUAL TABLE INDEX") || !strings.Contains(got, "USING INTEGER PRIMARY KEY (rowid=?)") ||
		!strings.Contains(got, "USING INTEGER PRIMARY KEY (rowid>?)") {
		t.Errorf("plan: %s", got)
	}
}
