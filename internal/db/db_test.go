package db_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

func TestMigrateTwiceIsANoOp(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := d.Migrate(ctx); err != nil {
			t.Fatalf("second migrate: %v", err)
		}
		var n int
		if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM schema_migrations").Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n < 2 {
			t.Fatalf("want at least 2 recorded migrations, got %d", n)
		}
	})
}

func TestSchemaDefaultsAndCascade(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var reqID int64
		err := d.Write(ctx, func(tx *db.Tx) error {
			if err := tx.QueryRow(ctx, "INSERT INTO public_requests (title, description, type) VALUES (?, ?, ?) RETURNING id",
				"Dark mode", "Please", "feature").Scan(&reqID); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, "INSERT INTO public_request_votes (request_id, voter_identifier) VALUES (?, ?)", reqID, "v1")
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		var status, priority string
		var votes int
		if err := d.QueryRow(ctx, "SELECT status, votes, priority FROM public_requests WHERE id = ?", reqID).Scan(&status, &votes, &priority); err != nil {
			t.Fatal(err)
		}
		if status != "submitted" || votes != 0 || priority != "normal" {
			t.Fatalf("defaults: got %q %d %q", status, votes, priority)
		}
		err = d.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, "INSERT INTO public_request_votes (request_id, voter_identifier) VALUES (?, ?)", reqID, "v1")
			return err
		})
		if !db.IsUniqueViolation(err) {
			t.Fatalf("repeat vote: want unique violation, got %v", err)
		}
		if err := d.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, "DELETE FROM public_requests WHERE id = ?", reqID)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		var left int
		d.QueryRow(ctx, "SELECT COUNT(*) FROM public_request_votes").Scan(&left)
		if left != 0 {
			t.Fatalf("votes should cascade away, %d left", left)
		}
		var tstatus string
		var rating float64
		if err := d.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, "INSERT INTO personal_testimonials (name, relationship, category, testimonial) VALUES (?, ?, ?, ?)", "A", "Client", "results", "Great")
			return err
		}); err != nil {
			t.Fatal(err)
		}
		d.QueryRow(ctx, "SELECT status, rating FROM personal_testimonials").Scan(&tstatus, &rating)
		if tstatus != "pending" || rating != 5 {
			t.Fatalf("testimonial defaults: %q %v", tstatus, rating)
		}
	})
}

// A failing writer rolls back only its own work, even when it shares a
// commit with others.
func TestWriteIsolatesFailures(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		errs := dbtest.Parallel(200, func(i int) error {
			return d.Write(ctx, func(tx *db.Tx) error {
				if _, err := tx.Exec(ctx, "INSERT INTO leads (name, email, source) VALUES (?, ?, ?)", fmt.Sprint("n", i), "e@x.co", "landing_page"); err != nil {
					return err
				}
				if i%3 == 0 {
					return errors.New("refused")
				}
				return nil
			})
		})
		want := 0
		for i, err := range errs {
			if i%3 == 0 {
				if err == nil || err.Error() != "refused" {
					t.Fatalf("writer %d: want its own error, got %v", i, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("writer %d: %v", i, err)
			}
			want++
		}
		var n int
		d.QueryRow(ctx, "SELECT COUNT(*) FROM leads").Scan(&n)
		if n != want {
			t.Fatalf("stored %d rows, want %d", n, want)
		}
	})
}

func TestWriteRecoversPanics(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		err := d.Write(context.Background(), func(tx *db.Tx) error { panic("boom") })
		if err == nil {
			t.Fatal("want an error from a panicking writer")
		}
		if err := d.Write(context.Background(), func(tx *db.Tx) error { return nil }); err != nil {
			t.Fatalf("writer after panic: %v", err)
		}
	})
}

func TestBackupWritesACopy(t *testing.T) {
	d := dbtest.SQLite(t)
	ctx := context.Background()
	d.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "INSERT INTO leads (name, email) VALUES (?, ?)", "a", "a@b.co")
		return err
	})
	dst := filepath.Join(t.TempDir(), "copy.db")
	if err := d.Backup(ctx, dst); err != nil {
		t.Fatal(err)
	}
	c, err := db.OpenSQLite(ctx, dst)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var n int
	c.QueryRow(ctx, "SELECT COUNT(*) FROM leads").Scan(&n)
	if n != 1 {
		t.Fatalf("backup has %d leads, want 1", n)
	}
}

func TestRebind(t *testing.T) {
	d := dbtest.SQLite(t)
	if got := d.Rebind("a = ? AND b = ?"); got != "a = ? AND b = ?" {
		t.Fatalf("sqlite rebind changed the query: %q", got)
	}
}

// Opening fails with the file's name and the reason, not SQLite's bare
// "unable to open database file".
func TestOpenErrorsNameTheFileAndTheReason(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "nowhere", "mission.db")
	if _, err := db.OpenSQLite(t.Context(), missing); err == nil || !strings.Contains(err.Error(), missing) ||
		!strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing directory: %v", err)
	}
	file := filepath.Join(dir, "a-file")
	os.WriteFile(file, []byte("x"), 0o640)
	if _, err := db.Open(t.Context(), "", file); err == nil || !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("DATA_DIR is a file: %v", err)
	}
	isDir := filepath.Join(dir, "dir.db")
	os.Mkdir(isDir, 0o750)
	if _, err := db.OpenSQLite(t.Context(), isDir); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("path is a directory: %v", err)
	}
	if os.Geteuid() == 0 {
		t.Log("running as root, which ignores file permissions: skipping the permission case")
		return
	}
	locked := filepath.Join(dir, "locked")
	os.Mkdir(locked, 0o500)
	if _, err := db.OpenSQLite(t.Context(), filepath.Join(locked, "mission.db")); err == nil || !strings.Contains(err.Error(), "no permission") {
		t.Errorf("read-only directory: %v", err)
	}
}
