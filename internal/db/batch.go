package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// maxBatch bounds how many writers share one commit, so one slow batch
// cannot hold a long queue hostage.
const maxBatch = 256

type job struct {
	ctx  context.Context
	fn   func(*Tx) error
	done chan error
}

// batcher is SQLite's group commit: while one commit waits for fsync, new
// writes queue up, and the next transaction takes them all, each inside its
// own savepoint so one writer's error rolls back only its own changes.
type batcher struct {
	d     *DB
	conn  *sql.DB
	jobs  chan job
	quit  chan struct{}
	wg    sync.WaitGroup
	close sync.Once

	// stmts are the writes' statements prepared on the writer's connection
	// (nil for one that cannot be prepared), reused by every later batch;
	// unprepared are those first seen in the running batch, prepared once
	// its commit has freed the connection. Only the loop touches them.
	stmts      map[string]*sql.Stmt
	unprepared []string

	// What the writer did: writes and commits, and the time it was held
	// by them, from BEGIN to the end of the durable COMMIT.
	writes, batches, busy, committing atomic.Int64
}

// WriterStats is what the SQLite writer has done since the database was
// opened: its busy time divided by writes is the writer's cost of one
// write. On PostgreSQL, where writers do not queue in the process, only
// InFlight is counted.
type WriterStats struct {
	// InFlight is the time every finished write took, from its call to its
	// return (its wait for the writer included), added up: its growth over
	// a span, divided by the span, is how many writes were under way, or
	// waiting, at once on average.
	InFlight time.Duration

	Writes  int64
	Batches int64
	Busy    time.Duration
	// Committing is the part of Busy spent in COMMIT: the WAL written and
	// synced to disk, and the checkpoints that run with it.
	Committing time.Duration
}

// WriterStats reports the SQLite writer's work so far.
func (d *DB) WriterStats() WriterStats {
	if d.batch == nil {
		return WriterStats{InFlight: time.Duration(d.inFlight.Load())}
	}
	return WriterStats{InFlight: time.Duration(d.inFlight.Load()), Writes: d.batch.writes.Load(), Batches: d.batch.batches.Load(), Busy: time.Duration(d.batch.busy.Load()),
		Committing: time.Duration(d.batch.committing.Load())}
}

var errClosed = errors.New("db: closed")

func newBatcher(d *DB, conn *sql.DB) *batcher {
	b := &batcher{d: d, conn: conn, jobs: make(chan job, 4096), quit: make(chan struct{}), stmts: map[string]*sql.Stmt{}}
	b.wg.Add(1)
	go b.loop()
	return b
}

func (b *batcher) do(ctx context.Context, fn func(*Tx) error) error {
	j := job{ctx: ctx, fn: fn, done: make(chan error, 1)}
	select {
	case b.jobs <- j:
	case <-b.quit:
		return errClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	// Once queued, wait for the outcome even if ctx ends: the caller must
	// never report failure for a write that was committed.
	return <-j.done
}

func (b *batcher) stop() {
	b.close.Do(func() {
		close(b.quit)
		b.wg.Wait()
	})
}

func (b *batcher) loop() {
	defer b.wg.Done()
	defer b.closeStmts()
	batch := make([]job, 0, maxBatch)
	for {
		select {
		case j := <-b.jobs:
			batch = append(batch[:0], j)
		case <-b.quit:
			b.drainClosed()
			return
		}
	fill:
		for len(batch) < maxBatch {
			select {
			case j := <-b.jobs:
				batch = append(batch, j)
			default:
				break fill
			}
		}
		b.commit(batch)
		b.prepare()
		if start := time.Now(); b.d.checkpoints != nil && b.d.checkpoints.restart(context.Background(), b.conn) {
			b.busy.Add(int64(time.Since(start)))
		}
	}
}

// stmt is q prepared on the writer's connection and bound to tx, or nil:
// then the caller runs q as text, and q is prepared after this batch.
func (b *batcher) stmt(ctx context.Context, tx *sql.Tx, q string) *sql.Stmt {
	st, seen := b.stmts[q]
	if st != nil {
		return tx.StmtContext(ctx, st)
	}
	if !seen && len(b.stmts) < maxCachedStmts {
		b.stmts[q] = nil
		b.unprepared = append(b.unprepared, q)
	}
	return nil
}

// prepare readies the statements the last batch saw for the first time.
// The writer has one connection, free between batches, so each statement
// is prepared on it once and reused until the connection is replaced
// (database/sql then prepares it again on the new one by itself).
func (b *batcher) prepare() {
	for _, q := range b.unprepared {
		if st, err := b.conn.Prepare(q); err == nil {
			b.stmts[q] = st
		}
	}
	b.unprepared = b.unprepared[:0]
}

func (b *batcher) closeStmts() {
	for _, st := range b.stmts {
		if st != nil {
			st.Close()
		}
	}
	clear(b.stmts)
}

func (b *batcher) drainClosed() {
	for {
		select {
		case j := <-b.jobs:
			j.done <- errClosed
		default:
			return
		}
	}
}

func (b *batcher) commit(batch []job) {
	start := time.Now()
	errs := make([]error, len(batch))
	ctx := context.Background()
	fail := func(err error) {
		for _, j := range batch {
			j.done <- err
		}
	}
	// A file deleted or replaced under the server would take commits that
	// nobody can ever read back: refuse them instead of acknowledging.
	if err := b.d.checkFile(); err != nil {
		fail(err)
		return
	}
	tx, err := b.conn.BeginTx(ctx, nil)
	if err != nil {
		fail(storageError(err))
		return
	}
	txs := make([]*Tx, len(batch))
	for i, j := range batch {
		t := &Tx{tx: tx, d: b.d}
		txs[i] = t
		if err := j.ctx.Err(); err != nil {
			errs[i] = err
			continue
		}
		if _, err := t.exec(ctx, "SAVEPOINT w"); err != nil {
			errs[i] = err
			continue
		}
		if err := runGuarded(j.fn, t); err != nil {
			errs[i] = storageError(err)
			if _, rbErr := t.exec(ctx, "ROLLBACK TO w"); rbErr != nil {
				errs[i] = fmt.Errorf("%w (rollback: %v)", err, rbErr)
			}
		}
		if _, err := t.exec(ctx, "RELEASE w"); err != nil && errs[i] == nil {
			errs[i] = err
		}
	}
	committing := time.Now()
	err = tx.Commit()
	b.committing.Add(int64(time.Since(committing)))
	if err == nil {
		// Checked again once committed: a commit into a file that was
		// deleted meanwhile is as good as lost.
		err = b.d.checkFile()
	}
	b.busy.Add(int64(time.Since(start)))
	b.writes.Add(int64(len(batch)))
	b.batches.Add(1)
	if err != nil {
		err = storageError(err)
		for i := range errs {
			if errs[i] == nil {
				errs[i] = fmt.Errorf("db: commit: %w", err)
			}
		}
	}
	if b.d.checkpoints != nil {
		b.d.checkpoints.poke()
	}
	for i, j := range batch {
		if errs[i] == nil {
			for _, topic := range txs[i].topics {
				b.d.changes.fire(topic)
			}
		}
		j.done <- errs[i]
	}
}
