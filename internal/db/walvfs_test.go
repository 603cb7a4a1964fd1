package db_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"mission/internal/db"
)

// A commit's frames reach the WAL in as few writes as the unix VFS's
// largest takes, not two per page.
func TestCommitReachesTheWALInFewWrites(t *testing.T) {
	ctx := context.Background()
	d, path := migratedFile(t)
	walSize := func() int64 {
		fi, err := os.Stat(path + "-wal")
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	before, writes := walSize(), db.WALWrites()
	name := strings.Repeat("x", 900)
	if err := d.Write(ctx, func(tx *db.Tx) error {
		for i := range 80 {
			if _, err := tx.Exec(ctx, insertLead, fmt.Sprint(name, i), "e@x.co", "landing_page"); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	added := walSize() - before
	frames := added / (4096 + 24)
	if frames < 20 {
		t.Fatalf("the commit added %d frames; the test needs a commit of many pages", frames)
	}
	if got, want := db.WALWrites()-writes, (added+db.MaxWALWrite-1)/db.MaxWALWrite; got != want {
		t.Fatalf("%d frames took %d writes, want %d", frames, got, want)
	}
	var n int
	if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM leads WHERE email = 'e@x.co'").Scan(&n); err != nil || n != 80 {
		t.Fatalf("a reader sees %d of 80 rows (%v)", n, err)
	}
}

// A transaction larger than what is gathered at once, and one that spills
// pages to the WAL before it is rolled back beside others that commit,
// leave the database whole and exactly as committed.
func TestLargeAndRolledBackWritesThroughTheWAL(t *testing.T) {
	ctx := context.Background()
	d, _ := migratedFile(t)
	name := strings.Repeat("a long row to take room ", 100) // about 2.4 KB
	insert := func(tx *db.Tx, email string, rows int) error {
		for i := range rows {
			if _, err := tx.Exec(ctx, insertLead, fmt.Sprint(name, i), email, "landing_page"); err != nil {
				return err
			}
		}
		return nil
	}
	if err := d.Write(ctx, func(tx *db.Tx) error { return insert(tx, "big@x.co", 2500) }); err != nil { // about 6 MB
		t.Fatal(err)
	}
	refused := errors.New("refused after its rows")
	var wg sync.WaitGroup
	errs := make([]error, 9)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i == 0 {
				errs[i] = d.Write(ctx, func(tx *db.Tx) error {
					if err := insert(tx, "spilled@x.co", 2500); err != nil {
						return err
					}
					return refused
				})
				return
			}
			errs[i] = d.Write(ctx, func(tx *db.Tx) error { return insert(tx, "small@x.co", 20) })
		}()
	}
	wg.Wait()
	if !errors.Is(errs[0], refused) {
		t.Fatalf("the refused write returned %v", errs[0])
	}
	for _, err := range errs[1:] {
		if err != nil {
			t.Fatal(err)
		}
	}
	count := func(email string) (n int) {
		if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM leads WHERE email = ?", email).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if big, spilled, small := count("big@x.co"), count("spilled@x.co"), count("small@x.co"); big != 2500 || spilled != 0 || small != 160 {
		t.Fatalf("rows: %d large (want 2500), %d rolled back (want 0), %d small (want 160)", big, spilled, small)
	}
	var check string
	if err := d.QueryRow(ctx, "PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity check: %q %v", check, err)
	}
}

// A server killed in the middle of its writes keeps every write it had
// acknowledged, and its database is whole.
func TestAcknowledgedWritesSurviveAKill(t *testing.T) {
	if dir := os.Getenv("MISSION_KILLED_WRITER_DIR"); dir != "" {
		writeUntilKilled(dir)
		return
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestAcknowledgedWritesSurviveAKill$")
	cmd.Env = append(os.Environ(), "MISSION_KILLED_WRITER_DIR="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var acked []string
	lines := bufio.NewScanner(out)
	deadline := time.Now().Add(30 * time.Second)
	for len(acked) < 3000 && time.Now().Before(deadline) && lines.Scan() {
		if id, ok := strings.CutPrefix(lines.Text(), "acked "); ok {
			acked = append(acked, id)
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	if len(acked) < 3000 {
		t.Fatalf("the writer acknowledged only %d writes before the deadline", len(acked))
	}
	d, err := db.OpenSQLite(context.Background(), filepath.Join(dir, "mission.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var check string
	if err := d.QueryRow(context.Background(), "PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity check after the kill: %q %v", check, err)
	}
	missing := 0
	for _, id := range acked {
		var n int
		if err := d.QueryRow(context.Background(), "SELECT COUNT(*) FROM leads WHERE id = ?", id).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			missing++
		}
	}
	if missing > 0 {
		t.Fatalf("%d of %d acknowledged writes were lost", missing, len(acked))
	}
}

// writeUntilKilled writes leads from several writers at once and prints
// each one's id once its write is acknowledged, until the process is killed.
func writeUntilKilled(dir string) {
	ctx := context.Background()
	d, err := db.OpenSQLite(ctx, filepath.Join(dir, "mission.db"))
	if err == nil {
		err = d.Migrate(ctx)
	}
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	var mu sync.Mutex
	name := strings.Repeat("a row of some length ", 20)
	for w := 0; ; w++ {
		go func() {
			for i := 0; ; i++ {
				var id int64
				if err := d.Write(ctx, func(tx *db.Tx) error {
					return tx.QueryRow(ctx, insertLead+" RETURNING id", name, fmt.Sprint(w, "-", i, "@x.co"), "landing_page").Scan(&id)
				}); err != nil {
					fmt.Println("error", err)
					os.Exit(1)
				}
				mu.Lock()
				os.Stdout.WriteString("acked " + strconv.FormatInt(id, 10) + "\n")
				mu.Unlock()
			}
		}()
		if w == 7 {
			select {}
		}
	}
}
