package leads_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/leads"
)

// BenchmarkIndexSearch is the search indexer's cost of a batch of 2,000
// leads once 200,000 are indexed (decisions.md, Leads).
func BenchmarkIndexSearch(b *testing.B) {
	d := dbtest.SQLite(b)
	s := leads.NewStore(d)
	ctx := context.Background()
	now := time.Now()
	k := 0
	insert := func(n int) {
		if err := d.Write(ctx, func(tx *db.Tx) error {
			for range n {
				k++
				if _, err := tx.Exec(ctx, "INSERT INTO leads (name, email, company, source, status, created_at, updated_at) VALUES (?, ?, ?, 'x', 'new', ?, ?)",
					fmt.Sprintf("Bench Client %d", k%32), fmt.Sprintf("c%d-i%d-abcdef@bench.example", k%32, k), "Company Ltd", now, now); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			b.Fatal(err)
		}
	}
	for range 100 {
		insert(2000)
		s.IndexSearch(ctx, now)
	}
	b.ResetTimer()
	for b.Loop() {
		b.StopTimer()
		insert(2000)
		b.StartTimer()
		if n, err := s.IndexSearch(ctx, now); err != nil || n != 2000 {
			b.Fatal(n, err)
		}
	}
}
