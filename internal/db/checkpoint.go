package db

import (
	"context"
	"database/sql"
	"log/slog"
	"sync"
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
		if _, err := c.conn.ExecContext(ctx, "PRAGMA wal_checkpoint(PASSIVE)"); err != nil {
			slog.Warn("db: checkpoint failed; the next commit tries again", "err", err)
		}
		cancel()
		select {
		case <-time.After(checkpointEvery):
		case <-c.quit:
			return
		}
	}
}

func (c *checkpointer) stop() {
	c.once.Do(func() {
		close(c.quit)
		c.wg.Wait()
		c.conn.Close()
	})
}
