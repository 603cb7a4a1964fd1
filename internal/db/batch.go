package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
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
}

var errClosed = errors.New("db: closed")

func newBatcher(d *DB, conn *sql.DB) *batcher {
	b := &batcher{d: d, conn: conn, jobs: make(chan job, 4096), quit: make(chan struct{})}
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
	}
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
		if _, err := tx.ExecContext(ctx, "SAVEPOINT w"); err != nil {
			errs[i] = err
			continue
		}
		if err := runGuarded(j.fn, t); err != nil {
			errs[i] = storageError(err)
			if _, rbErr := tx.ExecContext(ctx, "ROLLBACK TO w"); rbErr != nil {
				errs[i] = fmt.Errorf("%w (rollback: %v)", err, rbErr)
			}
		}
		if _, err := tx.ExecContext(ctx, "RELEASE w"); err != nil && errs[i] == nil {
			errs[i] = err
		}
	}
	err = tx.Commit()
	if err == nil {
		// Checked again once committed: a commit into a file that was
		// deleted meanwhile is as good as lost.
		err = b.d.checkFile()
	}
	if err != nil {
		err = storageError(err)
		for i := range errs {
			if errs[i] == nil {
				errs[i] = fmt.Errorf("db: commit: %w", err)
			}
		}
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
