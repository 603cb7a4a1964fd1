package notify

import (
	"context"
	"database/sql"
	"encoding/json"
	"log/slog"
	"time"

	"mission/internal/announce"
	"mission/internal/clock"
	"mission/internal/db"
)

// A change announces what happened in one row of outbox_events, written in
// its own transaction: a lead and its notifications commit together or not
// at all. What the event means (which e-mails to whom, a delivery for each
// webhook endpoint that wants it) is decided by the worker, which turns the
// row into those messages and deletes it in one transaction of its own.
// The change's transaction so writes one small row whatever it announces,
// and composing the messages, the settings and endpoints they depend on,
// and the rows they take, all stay out of it.

// Announce records that event happened, with its data, inside the change's
// transaction tx.
func Announce(ctx context.Context, tx *db.Tx, event string, data map[string]string, now time.Time) error {
	tx.Changed(Topic)
	_, err := tx.Exec(ctx, "INSERT INTO outbox_events (event, data, created_at) VALUES (?, ?, ?)",
		event, string(appendStringMap(make([]byte, 0, 512), data)), now.UTC())
	return err
}

// Announcer is Announce as a store holds it, each event dated by now.
func Announcer(now clock.Func) announce.Func {
	return func(ctx context.Context, tx *db.Tx, event string, data map[string]string) error {
		return Announce(ctx, tx, event, data, now.UTC())
	}
}

// Expander adds to b the messages an announced event means.
type Expander func(b *Batch, event string, data map[string]string) error

// expandBatch is how many events a round turns into messages at most.
const expandBatch = 256

type announced struct {
	id    int64
	event string
	data  map[string]string
	at    time.Time
	bad   error // the data could not be read
}

// expand turns the events announced by dueBy into their messages, each
// dated when its event happened, and reports how many it turned. It takes
// the writer only when there is an event to turn: the oldest is looked at
// on a reader first (ids grow with time, so if the oldest is not due,
// none is).
func (w *Worker) expand(ctx context.Context, dueBy time.Time) (int, error) {
	if w.Expand == nil {
		return 0, nil
	}
	var oldest time.Time
	switch err := w.DB.QueryRow(ctx, "SELECT created_at FROM outbox_events ORDER BY id LIMIT 1").Scan(&oldest); {
	case err == sql.ErrNoRows:
		return 0, nil
	case err != nil:
		return 0, err
	case oldest.After(dueBy):
		return 0, nil
	}
	n := 0
	err := w.write(ctx, func(tx *db.Tx) error {
		lock := ""
		if tx.Dialect() == db.Postgres {
			// Instances share the events: each turns those it locked.
			lock = " FOR UPDATE SKIP LOCKED"
		}
		events, err := readEvents(ctx, tx, dueBy, lock)
		if err != nil {
			return err
		}
		n = len(events)
		if n == 0 {
			return nil
		}
		ids := make([]any, 0, n)
		for _, ev := range events {
			ids = append(ids, ev.id)
			b := NewBatch(ctx, tx, ev.at)
			err := ev.bad
			if err == nil {
				err = w.Expand(b, ev.event, ev.data)
			}
			if err != nil {
				// This fails the same way every time (a template that
				// does not exist, data that cannot be read): the event
				// cannot become messages, and must not hold back the
				// others.
				slog.Error("outbox: an announced event could not be turned into messages; it is dropped",
					"event", ev.event, "id", ev.id, "err", err)
				continue
			}
			if err := b.Queue(); err != nil {
				return err
			}
		}
		_, err = tx.Exec(ctx, "DELETE FROM outbox_events WHERE id IN ("+db.Placeholders(len(ids))+")", ids...)
		return err
	})
	return n, err
}

// readEvents reads, in the order they were written, up to expandBatch
// events announced by dueBy.
func readEvents(ctx context.Context, tx *db.Tx, dueBy time.Time, lock string) ([]announced, error) {
	rows, err := tx.Query(ctx, "SELECT id, event, data, created_at FROM outbox_events ORDER BY id LIMIT ?"+lock, expandBatch)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []announced
	for rows.Next() {
		var ev announced
		var data string
		if err := rows.Scan(&ev.id, &ev.event, &data, &ev.at); err != nil {
			return nil, err
		}
		if ev.at.After(dueBy) {
			break
		}
		ev.bad = json.Unmarshal([]byte(data), &ev.data)
		ev.at = ev.at.UTC()
		out = append(out, ev)
	}
	return out, rows.Err()
}

// Compose turns every event announced so far into its messages now,
// visitors or not, and reports how many events it turned.
func (w *Worker) Compose(ctx context.Context) (int, error) {
	w.init()
	total := 0
	for {
		n, err := w.expand(ctx, w.Now.UTC())
		total += n
		if err != nil || n < expandBatch {
			return total, err
		}
	}
}
