//go:build modernc || mattn || ncruces

// One driver's measurement: the site's schema (its migrations), one
// connection set up as the site's writer is (WAL, synchronous=FULL,
// foreign keys, the statement journal in memory, no automatic
// checkpoint), and the writes of the bench's write scenarios in batches as
// the site's batcher makes them: BEGIN IMMEDIATE, each write in its own
// savepoint with statements prepared once, COMMIT. It prints one JSON line.
package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

type result struct {
	Driver     string  `json:"driver"`
	Scenario   string  `json:"scenario"`
	Batch      int     `json:"batch"`
	Writes     int     `json:"writes"`
	PerWrite   float64 `json:"perWriteUS"`   // the writer held, per write
	Statements float64 `json:"statementsUS"` // of it before COMMIT
}

func main() {
	migrations := flag.String("migrations", "../../internal/db/migrations", "the site's migration files")
	writes := flag.Int("writes", 6000, "writes per scenario")
	batch := flag.Int("batch", 14, "writes per commit")
	flag.Parse()
	for _, s := range []string{"leads", "votes"} {
		r, err := measure(*migrations, s, *writes, *batch)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		json.NewEncoder(os.Stdout).Encode(r)
	}
}

func measure(migrations, scenario string, writes, batch int) (result, error) {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "sqlitedrivers-")
	if err != nil {
		return result{}, err
	}
	defer os.RemoveAll(dir)
	d, err := sql.Open(driverName, filepath.Join(dir, "site.db"))
	if err != nil {
		return result{}, err
	}
	defer d.Close()
	d.SetMaxOpenConns(1)
	conn, err := d.Conn(ctx)
	if err != nil {
		return result{}, err
	}
	defer conn.Close()
	for _, p := range []string{"busy_timeout=10000", "journal_mode=WAL", "synchronous=FULL", "foreign_keys=1", "temp_store=memory", "wal_autocheckpoint=0"} {
		if _, err := conn.ExecContext(ctx, "PRAGMA "+p); err != nil {
			return result{}, fmt.Errorf("pragma %s: %w", p, err)
		}
	}
	if err := migrate(ctx, conn, migrations); err != nil {
		return result{}, err
	}
	w, err := newWorkload(ctx, conn, scenario)
	if err != nil {
		return result{}, err
	}
	// Warm up, then start from an empty WAL as the site's checkpointer keeps it.
	if _, _, err := run(ctx, conn, w, writes/10, batch); err != nil {
		return result{}, err
	}
	if _, err := conn.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		return result{}, err
	}
	held, committing, err := run(ctx, conn, w, writes, batch)
	if err != nil {
		return result{}, err
	}
	us := func(t time.Duration) float64 { return float64(t) / float64(time.Microsecond) / float64(writes) }
	return result{Driver: driverLabel, Scenario: scenario, Batch: batch, Writes: writes, PerWrite: us(held), Statements: us(held - committing)}, nil
}

// run makes n writes in commits of batch and reports the time the writer
// was held and the part of it spent in COMMIT.
func run(ctx context.Context, conn *sql.Conn, w *workload, n, batch int) (held, committing time.Duration, err error) {
	for done := 0; done < n; {
		start := time.Now()
		if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
			return 0, 0, err
		}
		for i := 0; i < batch && done < n; i, done = i+1, done+1 {
			if _, err := conn.ExecContext(ctx, "SAVEPOINT w"); err != nil {
				return 0, 0, err
			}
			if err := w.write(ctx); err != nil {
				return 0, 0, fmt.Errorf("%s: %w", w.name, err)
			}
			if _, err := conn.ExecContext(ctx, "RELEASE w"); err != nil {
				return 0, 0, err
			}
		}
		c := time.Now()
		if _, err := conn.ExecContext(ctx, "COMMIT"); err != nil {
			return 0, 0, err
		}
		committing += time.Since(c)
		held += time.Since(start)
	}
	return held, committing, nil
}

// migrate applies the site's migrations as its SQLite engine does.
func migrate(ctx context.Context, conn *sql.Conn, dir string) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.sql"))
	if err != nil || len(files) == 0 {
		return fmt.Errorf("no migrations in %s: %v", dir, err)
	}
	sort.Strings(files)
	tokens := strings.NewReplacer("{{ID}}", "id INTEGER PRIMARY KEY AUTOINCREMENT", "{{TIMESTAMP}}", "TIMESTAMP",
		"{{JSON}}", "TEXT", "{{NOW}}", "CURRENT_TIMESTAMP", "{{BLOB}}", "BLOB")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		for _, part := range strings.Split(tokens.Replace(string(b)), ";\n") {
			if !hasSQL(part) {
				continue
			}
			if _, err := conn.ExecContext(ctx, strings.TrimSuffix(strings.TrimSpace(part), ";")); err != nil {
				return fmt.Errorf("%s: %w", filepath.Base(f), err)
			}
		}
	}
	return nil
}

func hasSQL(s string) bool {
	for _, line := range strings.Split(s, "\n") {
		if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, "--") {
			return true
		}
	}
	return false
}

func token(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
