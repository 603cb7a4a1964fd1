package db

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// ErrUnavailable wraps a failure of the storage itself (the file is gone,
// read-only or full, the server unreachable): a write that meets one is
// not kept, and the client is told to try again later, never that it
// succeeded.
type ErrUnavailable struct{ Err error }

func (e *ErrUnavailable) Error() string     { return "db: storage unavailable: " + e.Err.Error() }
func (e *ErrUnavailable) Unwrap() error     { return e.Err }
func (e *ErrUnavailable) Unavailable() bool { return true }

// Check tells whether the database can take writes now. On SQLite it
// checks that the file at the configured path is still the file that was
// opened (not deleted or replaced under the running server) and that it
// and its directory are writable, then that a query runs.
func (d *DB) Check(ctx context.Context) error {
	if err := d.checkFile(); err != nil {
		return err
	}
	var one int
	if err := d.read.QueryRowContext(ctx, "SELECT 1").Scan(&one); err != nil {
		return &ErrUnavailable{err}
	}
	return nil
}

func (d *DB) checkFile() error {
	if d.path == "" {
		return nil
	}
	fi, err := os.Stat(d.path)
	if err != nil {
		return &ErrUnavailable{fmt.Errorf("database file %s: %w", d.path, err)}
	}
	if !os.SameFile(fi, d.opened) {
		return &ErrUnavailable{fmt.Errorf("database file %s was replaced after it was opened", d.path)}
	}
	for _, p := range []string{d.path, filepath.Dir(d.path)} {
		if err := syscall.Access(p, 2 /* W_OK */); err != nil {
			return &ErrUnavailable{fmt.Errorf("%s is not writable: %w", p, err)}
		}
	}
	return nil
}

// storageError marks SQLite errors that mean the storage failed, not the
// statement.
func storageError(err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_FULL, sqlite3.SQLITE_CANTOPEN,
			sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			return &ErrUnavailable{err}
		}
	}
	return err
}

// sqliteOpenError explains why the SQLite file at path cannot be opened,
// naming it and the reason, rather than SQLite's bare "unable to open
// database file".
func sqliteOpenError(path string, cause error) error {
	dir := filepath.Dir(path)
	reason := ""
	switch st, err := os.Stat(dir); {
	case errors.Is(err, os.ErrNotExist):
		reason = fmt.Sprintf("the directory %s does not exist", dir)
	case errors.Is(err, os.ErrPermission):
		reason = fmt.Sprintf("no permission to reach the directory %s", dir)
	case err == nil && !st.IsDir():
		reason = fmt.Sprintf("%s is not a directory", dir)
	default:
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o640)
		switch {
		case err == nil:
			f.Close()
		case errors.Is(err, syscall.EROFS):
			reason = "the file system is read-only"
		case errors.Is(err, os.ErrPermission):
			reason = fmt.Sprintf("no permission to read and write %s or create files in %s", path, dir)
		case errors.Is(err, syscall.EISDIR):
			reason = fmt.Sprintf("%s is a directory", path)
		default:
			reason = err.Error()
		}
	}
	if reason == "" {
		return fmt.Errorf("db: cannot open the SQLite database %s: %w", path, cause)
	}
	return fmt.Errorf("db: cannot open the SQLite database %s: %s", path, reason)
}
