package db

import (
	"context"
	"database/sql"
	"log/slog"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// checkpointEvery is the least time between two checkpoints.
const checkpointEvery = 100 * time.Millisecond

// checkpointer copies the SQLite WAL back into the database file on a
// connection of its own, after commits, at most every checkpointEvery.
// Left to SQLite, the commit that crosses a thousand pages of WAL does it,
// with the database file's own sync, while every writer waits. A PASSIVE
// checkpoint never blocks the writer or readers; frames a reader still
// needs are copied by a later one.
type checkpointer struct {
	conn *sql.DB
	wake chan struct{}
	quit chan struct{}
	long atomic.Bool // the WAL is long enough to start over
	wg   sync.WaitGroup
	once sync.Once
}

func newCheckpointer(conn *sql.DB) *checkpointer {
	conn.SetMaxOpenConns(1)
	c := &checkpointer{conn: conn, wake: make(chan struct{}, 1), quit: make(chan struct{})}
	c.wg.Add(1)
	go c.loop()
	return c
}

// poke says a commit added to the WAL.
func (c *checkpointer) poke() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

func (c *checkpointer) loop() {
	defer c.wg.Done()
	for {
		select {
		case <-c.wake:
		case <-c.quit:
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		c.checkpoint(ctx)
		cancel()
		select {
		case <-time.After(checkpointEvery):
		case <-c.quit:
			return
		}
	}
}

// restartFrames is the WAL's length, in frames (256 MiB of 4 KiB pages),
// past which the writer starts the WAL over; journal_size_limit on the
// writer keeps the file at that size, so later commits overwrite it in
// place rather than grow it.
var restartFrames = 65536

// restartTries is how many more times, a millisecond apart, the writer
// asks readers still on a long WAL to leave it before it gives up until
// the next time.
const restartTries = 5

// checkpoint copies what it can of the WAL into the database file without
// waiting for anyone. Under steady writes that never empties the WAL (new
// frames arrive while it copies), and SQLite starts a WAL over only once
// it is empty: left alone it grew by gigabytes in minutes of load, and with
// it the wal-index every connection maps. So once the WAL is long, the
// writer is asked to start it over between two commits (restart).
func (c *checkpointer) checkpoint(ctx context.Context) {
	var busy, frames, copied int
	if err := c.conn.QueryRowContext(ctx, "PRAGMA wal_checkpoint(PASSIVE)").Scan(&busy, &frames, &copied); err != nil {
		slog.Warn("db: checkpoint failed; the next commit tries again", "err", err)
		return
	}
	if frames >= restartFrames {
		c.long.Store(true)
	}
}

// restart runs on the writer's own connection, between two commits, once
// the WAL is long. From any other connection a RESTART checkpoint waits
// for the writer, which under steady load always takes the lock first.
// Here it copies what the passive checkpoints left and syncs the database
// file (a few milliseconds under load, while new writes queue), and the
// next commit writes from the WAL's start. It waits for readers still on
// the WAL only a few milliseconds (busy_timeout 0 for these statements,
// and restartTries): a long read must not hold every write back.
// It reports whether it ran.
func (c *checkpointer) restart(ctx context.Context, writer *sql.DB) bool {
	if !c.long.CompareAndSwap(true, false) {
		return false
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if _, err := writer.ExecContext(ctx, "PRAGMA busy_timeout = 0"); err != nil {
		slog.Warn("db: could not start the WAL over", "err", err)
		return true
	}
	// A retry copies nothing more (no commit came between) and only asks
	// again whether the readers left: reads last about a millisecond.
	for try := 0; ; try++ {
		var busy, frames, copied int
		if err := writer.QueryRowContext(ctx, "PRAGMA wal_checkpoint(RESTART)").Scan(&busy, &frames, &copied); err != nil {
			slog.Warn("db: could not start the WAL over; a later checkpoint tries again", "err", err)
			break
		}
		if busy == 0 || try == restartTries {
			break
		}
		time.Sleep(time.Millisecond)
	}
	if _, err := writer.ExecContext(ctx, "PRAGMA busy_timeout = "+strconv.Itoa(busyTimeoutMS)); err != nil {
		slog.Error("db: could not restore the writer's busy timeout", "err", err)
	}
	return true
}

func (c *checkpointer) stop() {
	c.once.Do(func() {
		close(c.quit)
		c.wg.Wait()
		c.conn.Close()
	})
}
