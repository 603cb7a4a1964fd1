package db_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

const insertLead = "INSERT INTO leads (name, email, source) VALUES (?, ?, ?)"

// Once its statements are prepared (after the first commit that uses
// them), a batch still keeps each writer's failure to itself: a statement
// the database refuses, or an error the writer returns after its insert.
func TestPreparedWritesIsolateFailures(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := d.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, insertLead, "warm-up", "w@x.co", "landing_page")
			return err
		}); err != nil {
			t.Fatal(err)
		}
		before := d.WriterStats()
		const writers = 300
		errs := dbtest.Parallel(writers, func(i int) error {
			return d.Write(ctx, func(tx *db.Tx) error {
				source := any("landing_page")
				if i%4 == 0 {
					source = nil // NOT NULL: the database refuses this one
				}
				if _, err := tx.Exec(ctx, insertLead, fmt.Sprint("n", i), "e@x.co", source); err != nil {
					return err
				}
				if i%3 == 0 {
					return errors.New("refused")
				}
				return nil
			})
		})
		want := 1
		for i, err := range errs {
			switch {
			case i%4 == 0:
				if err == nil {
					t.Fatalf("writer %d: a NULL source was stored", i)
				}
			case i%3 == 0:
				if err == nil || err.Error() != "refused" {
					t.Fatalf("writer %d: want its own error, got %v", i, err)
				}
			case err != nil:
				t.Fatalf("writer %d: %v", i, err)
			default:
				want++
			}
		}
		var n int
		if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM leads").Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != want {
			t.Fatalf("stored %d rows, want %d", n, want)
		}
		if d.Dialect() == db.SQLite {
			after := d.WriterStats()
			if after.Writes-before.Writes != writers {
				t.Fatalf("the writer counted %d writes, want %d", after.Writes-before.Writes, writers)
			}
			if after.Batches-before.Batches >= writers || after.Busy <= before.Busy {
				t.Fatalf("no shared commits or no busy time: %+v then %+v", before, after)
			}
		}
	})
}

// The WAL is copied back into the database file beside the writer, soon
// after commits, without waiting for a thousand pages of it.
func TestCheckpointsFollowCommits(t *testing.T) {
	ctx := context.Background()
	d, path := migratedFile(t)
	size := func() int64 {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	time.Sleep(300 * time.Millisecond)
	start := size()
	if err := d.Write(ctx, func(tx *db.Tx) error {
		for i := range 200 {
			if _, err := tx.Exec(ctx, insertLead, fmt.Sprintf("a long enough name %d to take some room", i), "e@x.co", "landing_page"); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for size() <= start {
		if time.Now().After(deadline) {
			t.Fatalf("the database file stayed at %d bytes: no checkpoint after the commit", start)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Under writes that never pause, with short reads always at work, the WAL
// still starts over once it is long instead of growing for as long as
// the load lasts.
func TestWALStaysBoundedUnderSteadyWrites(t *testing.T) {
	// Put back once the database is closed (cleanups run last first).
	t.Cleanup(db.SetRestartFrames(1000))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	d, path := migratedFile(t)
	var readers sync.WaitGroup
	for range 2 {
		readers.Add(1)
		go func() {
			defer readers.Done()
			for ctx.Err() == nil {
				var name string
				d.QueryRow(ctx, "SELECT name FROM leads ORDER BY id DESC LIMIT 1").Scan(&name)
			}
		}()
	}
	name := strings.Repeat("a long name to fill pages ", 80) // about 2 KB a row
	var largest int64
	for i := range 150 { // about 60 MB of rows: 15,000 frames and more
		if err := d.Write(ctx, func(tx *db.Tx) error {
			for j := range 200 {
				if _, err := tx.Exec(ctx, insertLead, fmt.Sprint(name, i, j), "e@x.co", "landing_page"); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if fi, err := os.Stat(path + "-wal"); err == nil {
			largest = max(largest, fi.Size())
		}
	}
	cancel()
	readers.Wait()
	// 1,000 frames of 4 KiB, and what a few commits add while the
	// restart waits for its turn.
	if largest > 24<<20 {
		t.Fatalf("the WAL grew to %d MiB", largest>>20)
	}
}

// migratedFile opens a migrated SQLite database in a file of its own,
// closed when the test ends, and says where the file is.
func migratedFile(t *testing.T) (*db.DB, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "mission.db")
	d, err := db.OpenSQLite(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	if err := d.Migrate(t.Context()); err != nil {
		t.Fatal(err)
	}
	return d, path
}
