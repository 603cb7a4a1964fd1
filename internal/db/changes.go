package db

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql/driver"
	"encoding/hex"
	"errors"
	"log/slog"
	"net"
	"strings"
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
	// instance prefixes this process's notifications, so that its listener
	// skips its own: they fired here at commit, and firing them again when
	// the echo arrives, later under load, would clear caches filled since.
	instance string
	cancel   context.CancelFunc
	done     chan struct{} // the listener has stopped
	sent     chan struct{} // the sender has stopped

	// Topics committed here that other instances have not been told of.
	pending map[string]struct{}
	kick    chan struct{}
}

func newChanges() *changes {
	return &changes{subs: map[string][]func(){}, pending: map[string]struct{}{}, kick: make(chan struct{}, 1)}
}

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
	<-c.sent
}

// Other instances hear of this one's commits by NOTIFY, sent after the
// commit rather than inside it. PostgreSQL lets only one transaction that
// notifies commit at a time, its flush to disk included (so that
// notifications arrive in commit order): inside every visitor's write, it
// would make each commit wait for every other's fsync in turn. Sent
// afterwards, the topics of the commits made meanwhile go together in one
// small transaction that does not wait for the disk. A commit is always
// followed by a notification sent after it; a process that dies between
// the two leaves the other instances to their caches' time limits and
// their outbox workers' polls, as a listener's lost connection does.

// publish queues topics, just committed, for the other instances.
func (c *changes) publish(topics []string) {
	c.mu.Lock()
	for _, t := range topics {
		c.pending[t] = struct{}{}
	}
	c.mu.Unlock()
	select {
	case c.kick <- struct{}{}:
	default:
	}
}

func (c *changes) take() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	topics := make([]string, 0, len(c.pending))
	for t := range c.pending {
		topics = append(topics, t)
		delete(c.pending, t)
	}
	return topics
}

// send tells the other instances of what was published, until ctx ends;
// then, once more, of what is left.
func (d *DB) send(ctx context.Context) {
	defer close(d.changes.sent)
	for {
		select {
		case <-d.changes.kick:
		case <-ctx.Done():
			last, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			if topics := d.changes.take(); len(topics) > 0 {
				d.notify(last, topics)
			}
			cancel()
			return
		}
		topics := d.changes.take()
		if len(topics) == 0 {
			continue
		}
		if err := d.notify(ctx, topics); err != nil && ctx.Err() == nil {
			slog.Warn("change notification failed; retrying", "err", err, "topics", topics)
			d.changes.publish(topics)
			select {
			case <-time.After(time.Second):
			case <-ctx.Done():
			}
		}
	}
}

func (d *DB) notify(ctx context.Context, topics []string) error {
	tx, err := d.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// The commit need not wait for the disk: it records nothing but the
	// notifications, and only once it is made do they go out.
	_, err = tx.ExecContext(ctx, "SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $3 || ':' || t) FROM unnest($2::text[]) AS t",
		d.changes.channel, topics, d.changes.instance)
	if err != nil {
		return err
	}
	return tx.Commit()
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
	d.changes.instance = rand.Text()
	lctx, cancel := context.WithCancel(context.Background())
	d.changes.cancel, d.changes.done, d.changes.sent = cancel, make(chan struct{}), make(chan struct{})
	ready := make(chan struct{})
	go d.listen(lctx, ready)
	go d.send(lctx)
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
		if from, topic, ok := strings.Cut(n.Payload, ":"); !ok {
			d.changes.fire(n.Payload)
		} else if from != d.changes.instance {
			d.changes.fire(topic)
		}
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
