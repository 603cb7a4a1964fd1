// Package db opens the embedded SQLite database or PostgreSQL, runs the
// embedded migrations, and gives the stores one way to read and one way to
// write that behaves the same on both engines.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	_ "modernc.org/sqlite"             // registers the "sqlite" driver
)

// Dialect names the SQL engine behind a DB.
type Dialect int

const (
	SQLite Dialect = iota
	Postgres
)

func (d Dialect) String() string {
	if d == Postgres {
		return "postgres"
	}
	return "sqlite"
}

// DB is the application's database. Reads go to a pool; writes go through
// Tx, which on SQLite commits concurrent writers together on one connection.
type DB struct {
	dialect Dialect
	read    *sql.DB
	write   *sql.DB
	batch   *batcher
	url     string // PostgreSQL only, for the change listener

	// SQLite only: the file and its identity when opened, so that a file
	// deleted or replaced under the running server is noticed.
	path   string
	opened os.FileInfo

	changes *changes

	// stmts keeps the reader pool's prepared statements (SQLite only;
	// pgx caches its own per connection).
	stmts *stmtCache

	checkpoints *checkpointer // SQLite only

	inFlight atomic.Int64 // WriterStats.InFlight, in nanoseconds
}

// ErrNotFound is returned by stores when a row does not exist.
var ErrNotFound = errors.New("not found")

// Option changes how Open opens the database.
type Option func(*options)

type options struct {
	plainWAL bool
}

// PlainWAL opens the SQLite writer through SQLite's own unix VFS, without
// gathering a commit's WAL frames into one write (walvfs.go): the way to
// take the driver-specific code out of the path (SQLITE_WAL_BATCH=false).
func PlainWAL() Option { return func(o *options) { o.plainWAL = true } }

// Open connects to PostgreSQL when url starts with postgres:// or
// postgresql://, and otherwise opens (creating if needed) the SQLite file
// mission.db under dataDir.
func Open(ctx context.Context, url, dataDir string, opts ...Option) (*DB, error) {
	if strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://") {
		return openPostgres(ctx, url)
	}
	if url != "" {
		return nil, fmt.Errorf("db: unsupported DATABASE_URL scheme (want postgres://)")
	}
	if err := os.MkdirAll(dataDir, 0o750); err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = fmt.Errorf("%s: %w", pe.Path, pe.Err)
		}
		return nil, fmt.Errorf("db: cannot create the data directory %s (DATA_DIR): %w", dataDir, err)
	}
	return OpenSQLite(ctx, filepath.Join(dataDir, "mission.db"), opts...)
}

func openPostgres(ctx context.Context, url string) (*DB, error) {
	pool, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("db: open postgres: %w", err)
	}
	pool.SetMaxOpenConns(32)
	pool.SetMaxIdleConns(32)
	if err := pool.PingContext(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("db: connect postgres: %w", err)
	}
	d := &DB{dialect: Postgres, read: pool, write: pool, url: url}
	if err := d.startChanges(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return d, nil
}

// busyTimeoutMS is how long an SQLite connection waits for a lock.
const busyTimeoutMS = 10000

// OpenSQLite opens the SQLite file at path. The busy timeout is set before
// anything else so that no pragma fails on a locked file; synchronous=FULL
// makes every acknowledged commit survive a power cut.
func OpenSQLite(ctx context.Context, path string, opts ...Option) (*DB, error) {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	pragmas := "_pragma=busy_timeout(" + strconv.Itoa(busyTimeoutMS) + ")&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=foreign_keys(1)"
	// Each write of a shared commit runs in its own savepoint, whose undo
	// pages go to a statement journal: kept in memory, not a temp file, as
	// it is never needed after a crash (the WAL decides what committed).
	// Checkpoints (copying the WAL back into the database file, with its
	// own fsync) run beside the writer, not inside its commits.
	// Its commits reach the WAL in one write rather than two per page
	// (walvfs.go), unless PlainWAL says otherwise.
	vfs := ""
	if !o.plainWAL {
		if err := registerWALVFS(); err != nil {
			return nil, err
		}
		vfs = "&vfs=" + walVFSName
	}
	w, err := sql.Open("sqlite", "file:"+path+"?"+pragmas+"&_pragma=temp_store(memory)&_pragma=wal_autocheckpoint(0)&_pragma=journal_size_limit(268435456)&_txlock=immediate"+vfs)
	if err != nil {
		return nil, fmt.Errorf("db: open sqlite: %w", err)
	}
	// One writer connection: SQLite allows one writer at a time anyway, and
	// the batcher turns many concurrent writes into one commit on it.
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	if err := w.PingContext(ctx); err != nil {
		w.Close()
		return nil, sqliteOpenError(path, err)
	}
	opened, err := os.Stat(path)
	if err != nil {
		w.Close()
		return nil, sqliteOpenError(path, err)
	}
	// Readers keep a small page cache each (512 KiB, not SQLite's 2 MiB):
	// the operating system caches the file for all of them, and a cache
	// filled by one large read would stay resident long after it.
	r, err := sql.Open("sqlite", "file:"+path+"?"+pragmas+"&_pragma=query_only(1)&_pragma=cache_size(-512)")
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("db: open sqlite readers: %w", err)
	}
	n := max(4, runtime.GOMAXPROCS(0)*2)
	r.SetMaxOpenConns(n)
	r.SetMaxIdleConns(n)
	// A reader idle for a while is closed, and with it what SQLite holds
	// for it outside Go's heap (its page cache, and memory a large read
	// left behind, which the C allocator keeps): about 10 MiB after one
	// count over 100,000 leads. Opening one again, with its first query, takes
	// about 1.5 ms.
	r.SetConnMaxIdleTime(10 * time.Second)
	ck, err := sql.Open("sqlite", "file:"+path+"?"+pragmas)
	if err != nil {
		w.Close()
		r.Close()
		return nil, fmt.Errorf("db: open sqlite checkpointer: %w", err)
	}
	d := &DB{dialect: SQLite, read: r, write: w, path: path, opened: opened, changes: newChanges(), stmts: &stmtCache{m: map[string]*sql.Stmt{}}}
	d.checkpoints = newCheckpointer(ck)
	d.batch = newBatcher(d, w)
	return d, nil
}

// Dialect tells which engine this is.
func (d *DB) Dialect() Dialect { return d.dialect }

// Close stops the write batcher and closes the connections.
func (d *DB) Close() error {
	if d.batch != nil {
		d.batch.stop()
	}
	if d.checkpoints != nil {
		d.checkpoints.stop()
	}
	d.changes.stop()
	d.stmts.close()
	err := d.read.Close()
	if d.write != d.read {
		err = errors.Join(err, d.write.Close())
	}
	return err
}

// Ping checks that the database answers a query.
func (d *DB) Ping(ctx context.Context) error {
	var one int
	return d.read.QueryRowContext(ctx, "SELECT 1").Scan(&one)
}

// Query runs a read query on the reader pool. Placeholders are written as ?.
func (d *DB) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := d.stmts.get(d.read, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return d.read.QueryContext(ctx, d.Rebind(q), args...)
}

// QueryRow runs a single-row read query on the reader pool.
func (d *DB) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	if st := d.stmts.get(d.read, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return d.read.QueryRowContext(ctx, d.Rebind(q), args...)
}

// Rebind turns ? placeholders into $1, $2... for PostgreSQL. Queries in this
// code base never contain a literal question mark.
func (d *DB) Rebind(q string) string {
	if d.dialect != Postgres || !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 8)
	n := 0
	for i := 0; i < len(q); i++ {
		if q[i] == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(q[i])
	}
	return b.String()
}

// Tx is a write transaction (on SQLite, a savepoint inside a shared commit).
type Tx struct {
	tx     *sql.Tx
	d      *DB
	topics []string
}

// Changed records that the transaction changes topic's data: once it
// commits, caches of topic are dropped on every instance (see OnChange).
func (t *Tx) Changed(topic string) {
	for _, have := range t.topics {
		if have == topic {
			return
		}
	}
	t.topics = append(t.topics, topic)
}

// Exec runs a statement inside the transaction.
func (t *Tx) Exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return t.exec(t.ctx(ctx), q, args...)
}

func (t *Tx) exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	if st := t.stmt(ctx, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return t.tx.ExecContext(ctx, t.d.Rebind(q), args...)
}

// Query runs a query inside the transaction.
func (t *Tx) Query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	ctx = t.ctx(ctx)
	if st := t.stmt(ctx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return t.tx.QueryContext(ctx, t.d.Rebind(q), args...)
}

// QueryRow runs a single-row query inside the transaction.
func (t *Tx) QueryRow(ctx context.Context, q string, args ...any) *sql.Row {
	ctx = t.ctx(ctx)
	if st := t.stmt(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return t.tx.QueryRowContext(ctx, t.d.Rebind(q), args...)
}

// stmt is q prepared once for the SQLite writer and reused across
// batches (parsing and planning cost a write more than running it), or
// nil to run q as text. PostgreSQL's driver caches its own statements.
func (t *Tx) stmt(ctx context.Context, q string) *sql.Stmt {
	if t.d.batch == nil {
		return nil
	}
	return t.d.batch.stmt(ctx, t.tx, q)
}

// ctx detaches a caller's cancellation inside a shared SQLite commit: an
// interrupted statement would roll back every writer's work, not just the
// caller's.
func (t *Tx) ctx(ctx context.Context) context.Context {
	if t.d.batch != nil {
		return context.WithoutCancel(ctx)
	}
	return ctx
}

// Dialect tells which engine the transaction runs on.
func (t *Tx) Dialect() Dialect { return t.d.dialect }

// Write runs fn in a write transaction and returns once its changes are
// committed durably, or fn's error after they were rolled back. fn may run
// with other callers' work in the same commit, so it must not keep state
// that outlives an error it returns.
func (d *DB) Write(ctx context.Context, fn func(*Tx) error) error {
	start := time.Now()
	defer func() { d.inFlight.Add(int64(time.Since(start))) }()
	fn = wrapped(ctx, fn)
	if d.batch != nil {
		return d.batch.do(ctx, fn)
	}
	tx, err := d.write.BeginTx(ctx, nil)
	if err != nil {
		return connError(err)
	}
	t := &Tx{tx: tx, d: d}
	if err := runGuarded(fn, t); err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return connError(err)
	}
	if len(t.topics) > 0 {
		d.changes.publish(t.topics) // to the other instances (changes.go)
	}
	for _, topic := range t.topics {
		d.changes.fire(topic)
	}
	return nil
}

func runGuarded(fn func(*Tx) error, tx *Tx) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("db: write panicked: %v", r)
		}
	}()
	return fn(tx)
}

// IsUniqueViolation reports whether err is a unique-constraint failure.
func IsUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	s := err.Error()
	return strings.Contains(s, "UNIQUE constraint failed") || strings.Contains(s, "SQLSTATE 23505")
}

// Backup writes a consistent copy of the SQLite database to path. For
// PostgreSQL, use pg_dump.
func (d *DB) Backup(ctx context.Context, path string) error {
	if d.dialect != SQLite {
		return fmt.Errorf("db: backup of PostgreSQL is done with pg_dump")
	}
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("db: %s already exists", path)
	}
	_, err := d.write.ExecContext(ctx, "VACUUM INTO ?", path)
	return err
}
