package leads

import (
	"context"
	"time"

	"mission/internal/db"
)

// indexBatch is how many leads one write of the search indexer adds:
// enough that FTS5 writes few, large segments, few enough that the writer
// is held for tens of milliseconds at most.
const indexBatch = 2000

// IndexSearch adds the leads stored since its last pass to SQLite's search
// index (migration 0040), a batch per write, until it has caught up, and
// answers how many it added. A visitor's write never waits for it; until
// it passes a lead, searches read that lead directly. On PostgreSQL the
// engine keeps its index in each write, and there is nothing to do.
func (s *Store) IndexSearch(ctx context.Context, _ time.Time) (int, error) {
	if s.db.Dialect() != db.SQLite {
		return 0, nil
	}
	total := 0
	for {
		var upto, last int64
		if err := s.db.QueryRow(ctx, "SELECT (SELECT upto FROM search_indexed WHERE name = 'leads'), COALESCE((SELECT MAX(id) FROM leads), 0)").
			Scan(&upto, &last); err != nil {
			return total, err
		}
		if last <= upto {
			return total, nil
		}
		var n int64
		err := s.db.Write(ctx, func(tx *db.Tx) error {
			var from, to int64
			if err := tx.QueryRow(ctx, "SELECT upto FROM search_indexed WHERE name = 'leads'").Scan(&from); err != nil {
				return err
			}
			if err := tx.QueryRow(ctx, "SELECT COALESCE(MAX(id), ?) FROM (SELECT id FROM leads WHERE id > ? ORDER BY id LIMIT ?)",
				from, from, indexBatch).Scan(&to); err != nil {
				return err
			}
			res, err := tx.Exec(ctx, "INSERT INTO leads_search (rowid, name, email, company) SELECT id, name, email, company FROM leads WHERE id > ? AND id <= ?", from, to)
			if err != nil {
				return err
			}
			if n, err = res.RowsAffected(); err != nil {
				return err
			}
			_, err = tx.Exec(ctx, "UPDATE search_indexed SET upto = ? WHERE name = 'leads'", to)
			return err
		})
		if err != nil {
			return total, err
		}
		total += int(n)
		if n == 0 {
			return total, nil
		}
	}
}
