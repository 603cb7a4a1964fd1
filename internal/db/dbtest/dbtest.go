// Package dbtest gives tests a fresh, migrated database on every engine the
// machine offers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
package dbtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"mission/internal/db"
)

// Engine is one database engine a test can run on.
type Engine struct {
	Name string
	Open func(t testing.TB) *db.DB
}

// WithPlainWAL adds SQLite without the writer's WAL VFS (db.PlainWAL) to
// the engines. The stores' own tests run on it; a package of tests through
// the whole site, which reach the same stores, may turn it off in its
// TestMain.
var WithPlainWAL = true

// Engines lists SQLite (as the server opens it and, with WithPlainWAL, with
// SQLite's own WAL writes) and, when TEST_DATABASE_URL is set, PostgreSQL.
func Engines(t testing.TB) []Engine {
	es := []Engine{{Name: "sqlite", Open: SQLite}}
	if WithPlainWAL {
		es = append(es, Engine{Name: "sqlite-plainwal", Open: SQLitePlainWAL})
	}
	if os.Getenv("TEST_DATABASE_URL") != "" {
		es = append(es, Engine{Name: "postgres", Open: Postgres})
	} else {
		t.Log("TEST_DATABASE_URL not set: skipping PostgreSQL, running on SQLite only")
	}
	return es
}

// Each runs fn as a subtest on every engine.
func Each(t *testing.T, fn func(t *testing.T, d *db.DB)) {
	t.Helper()
	for _, e := range Engines(t) {
		t.Run(e.Name, func(t *testing.T) { fn(t, e.Open(t)) })
	}
}

// SQLite opens a migrated database in a temporary directory.
func SQLite(t testing.TB) *db.DB {
	t.Helper()
	return openSQLite(t)
}

// SQLitePlainWAL is SQLite without the writer's WAL VFS (db.PlainWAL).
func SQLitePlainWAL(t testing.TB) *db.DB {
	t.Helper()
	return openSQLite(t, db.PlainWAL())
}

func openSQLite(t testing.TB, opts ...db.Option) *db.DB {
	t.Helper()
	ctx := context.Background()
	d, err := db.OpenSQLite(ctx, filepath.Join(t.TempDir(), "test.db"), opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	if err := d.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	return d
}

// Postgres creates a schema of its own on TEST_DATABASE_URL, migrates it and
// drops it when the test ends, so parallel runs never see each other's rows.
func Postgres(t testing.TB) *db.DB {
	t.Helper()
	return Open(t, PostgresURL(t))
}

// PostgresURL creates a migrated schema of its own on TEST_DATABASE_URL,
// dropped when the test ends, and returns a URL for it: each Open of that
// URL is another instance on the same database.
func PostgresURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("TEST_DATABASE_URL not set: skipping PostgreSQL")
	}
	ctx := context.Background()
	schema := "t_" + randomHex(8)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		a, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer a.Close()
		a.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	d := Open(t, u.String())
	if err := d.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	return u.String()
}

// Open connects to a database made by PostgresURL, closed when the test ends.
func Open(t testing.TB, url string) *db.DB {
	t.Helper()
	d, err := db.Open(context.Background(), url, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// Plan is SQLite's query plan for q with args, its steps joined by "; ".
func Plan(t testing.TB, d *db.DB, q string, args ...any) string {
	t.Helper()
	steps, err := db.List(t.Context(), d, func(row db.Scanner) (string, error) {
		var id, parent, unused int
		var detail string
		err := row.Scan(&id, &parent, &unused, &detail)
		return detail, err
	}, "EXPLAIN QUERY PLAN "+q, args...)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(steps, "; ")
}

// Rows is how many rows from holds: a table, or a table with its WHERE
// clause and args.
func Rows(t testing.TB, d *db.DB, from string, args ...any) int {
	t.Helper()
	var n int
	if err := d.QueryRow(t.Context(), "SELECT COUNT(*) FROM "+from, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Parallel runs fn(0) to fn(n-1) all at once, as concurrent requests or
// writers would, and answers each one's result in order.
func Parallel[T any](n int, fn func(i int) T) []T {
	out := make([]T, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { out[i] = fn(i) })
	}
	wg.Wait()
	return out
}

// Count is how many times each value occurs in list.
func Count[T comparable](list []T) map[T]int {
	out := map[T]int{}
	for _, v := range list {
		out[v]++
	}
	return out
}
