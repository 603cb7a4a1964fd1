package db

import (
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
)

// Under synchronous=NORMAL SQLite never syncs the WAL at a commit, yet a
// reader on another connection sees each commit at once: its frames were
// written with its last one, not held until a sync that never comes.
func TestCommitsWithoutSyncAreVisibleAtOnce(t *testing.T) {
	if err := registerWALVFS(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "normal.db")
	w, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&vfs="+walVFSName)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	w.SetMaxOpenConns(1)
	if _, err := w.Exec("CREATE TABLE t (v TEXT)"); err != nil {
		t.Fatal(err)
	}
	r, err := sql.Open("sqlite", "file:"+path+"?_pragma=query_only(1)")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	row := strings.Repeat("y", 3000) // a page or so each, so every commit writes frames
	for i := 1; i <= 200; i++ {
		if _, err := w.Exec("INSERT INTO t (v) VALUES (?)", row); err != nil {
			t.Fatal(err)
		}
		var n int
		var sum int
		if err := r.QueryRow("SELECT COUNT(*), SUM(LENGTH(v)) FROM t").Scan(&n, &sum); err != nil {
			t.Fatal(err)
		}
		if n != i || sum != i*len(row) {
			t.Fatalf("after commit %d a reader sees %d rows, %d bytes", i, n, sum)
		}
	}
}
