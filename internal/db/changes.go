package db

import (
	"context"
	"crypto/sha256"
	"database/sql/driver"
	"encoding/hex"
	"errors"
	"log/slog"
	"net"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// OnChange calls fn whenever a committed write changed topic (Tx.Changed),
// here or on another instance, and for every topic whenever notifications
// from other instances may have been missed (the listener reconnected). On
// SQLite, which one process owns, "every instance" is this process.
func (d *DB) OnChange(topic string, fn func()) {
	d.changes.subscribe(topic, fn)
}

type changes struct {
	mu      sync.Mutex
	subs    map[string][]func()
	channel string
	cancel  context.CancelFunc
	done    chan struct{}
}

func newChanges() *changes { return &changes{subs: map[string][]func(){}} }

func (c *changes) subscribe(topic string, fn func()) {
	c.mu.Lock()
	c.subs[topic] = append(c.subs[topic], fn)
	c.mu.Unlock()
}

func (c *changes) fire(topic string) {
	c.mu.Lock()
	fns := append([]func(){}, c.subs[topic]...)
	c.mu.Unlock()
	for _, fn := range fns {
		fn()
	}
}

func (c *changes) fireAll() {
	c.mu.Lock()
	var fns []func()
	for _, s := range c.subs {
		fns = append(fns, s...)
	}
	c.mu.Unlock()
	for _, fn := range fns {
		fn()
	}
}

func (c *changes) stop() {
	if c == nil || c.cancel == nil {
		return
	}
	c.cancel()
	<-c.done
}

// startChanges listens for other instances' change notifications on a
// connection of its own. The channel is named after the schema, so that
// databases in different schemas of one server (tests) stay apart.
func (d *DB) startChanges(ctx context.Context) error {
	var schema string
	if err := d.read.QueryRowContext(ctx, "SELECT current_schema()").Scan(&schema); err != nil {
		return err
	}
	sum := sha256.Sum256([]byte(schema))
	d.changes = newChanges()
	d.changes.channel = "mission_changes_" + hex.EncodeToString(sum[:6])
	lctx, cancel := context.WithCancel(context.Background())
	d.changes.cancel, d.changes.done = cancel, make(chan struct{})
	ready := make(chan struct{})
	go d.listen(lctx, ready)
	select {
	case <-ready:
	case <-time.After(5 * time.Second):
		// Serve anyway: caches fall back to their time limit until the
		// listener connects.
	}
	return nil
}

func (d *DB) listen(ctx context.Context, ready chan struct{}) {
	defer close(d.changes.done)
	backoff := 100 * time.Millisecond
	first := true
	for ctx.Err() == nil {
		err := d.listenOnce(ctx, func() {
			if first {
				close(ready)
				first = false
			} else {
				// Anything may have changed while the listener was away.
				d.changes.fireAll()
			}
			backoff = 100 * time.Millisecond
		})
		if ctx.Err() != nil {
			return
		}
		slog.Warn("change listener disconnected; reconnecting", "err", err, "in", backoff)
		select {
		case <-time.After(backoff):
		case <-ctx.Done():
			return
		}
		backoff = min(backoff*2, 10*time.Second)
	}
}

func (d *DB) listenOnce(ctx context.Context, connected func()) error {
	conn, err := pgx.Connect(ctx, d.url)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{d.changes.channel}.Sanitize()); err != nil {
		return err
	}
	connected()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		d.changes.fire(n.Payload)
	}
}

// connError marks PostgreSQL failures to reach the server as the storage
// being unavailable.
func connError(err error) error {
	if err == nil {
		return nil
	}
	var ne net.Error
	var ce *pgconn.ConnectError
	if errors.Is(err, driver.ErrBadConn) || errors.As(err, &ne) || errors.As(err, &ce) {
		return &ErrUnavailable{err}
	}
	return err
}
