package notify

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"mission/internal/clock"
	"mission/internal/db"
)

// Retry policy: the first retry after 30 seconds, doubling up to 6 hours,
// with jitter, for about three days; then the message is dead.
const (
	firstRetry = 30 * time.Second
	maxRetry   = 6 * time.Hour
	giveUp     = 72 * time.Hour
)

// Delay is the wait before retrying after attempts failed attempts.
func Delay(attempts int) time.Duration {
	d := firstRetry
	for i := 1; i < attempts && d < maxRetry; i++ {
		d *= 2
	}
	d = min(d, maxRetry)
	return time.Duration(float64(d) * (0.8 + 0.4*rand.Float64()))
}

// Message is a claimed outbox row.
type Message struct {
	ID         int64
	MessageID  string
	Kind       string
	Event      string
	Recipient  string
	EndpointID int64
	Payload    []byte
	Attempts   int
	CreatedAt  time.Time
}

// Mailer sends an e-mail; nil when no mail server is set.
type Mailer interface {
	Send(ctx context.Context, messageID, to string, m Rendered) error
}

// Worker delivers the outbox.
type Worker struct {
	DB       *db.DB
	Mailer   Mailer // nil: e-mails wait in the outbox
	Webhooks *Sender
	Site     Site
	Metrics  *Metrics
	Now      clock.Func
	Batch    int
	Poll     time.Duration
	// Claim is how long a claimed message belongs to this worker; one
	// claimed by a worker that died is taken again after it (2 minutes by
	// default, beyond any delivery's timeout).
	Claim time.Duration
	// DeferLimit is how long a message may wait while visitors' writes
	// are queueing (yield.go): DeferLimit by default, never when negative.
	DeferLimit time.Duration
	// Expand turns announced events into their messages (events.go); nil
	// leaves them waiting.
	Expand Expander

	wake      chan struct{}
	once      sync.Once
	saturated func() bool
	backlog   bool         // the last round left events to expand
	own       atomic.Int64 // time its own writes took (yield.go)
}

// errDeferred says a round found only messages that can wait for the
// visitors' writes ahead of them.
var errDeferred = errors.New("outbox: deliveries wait while visitors' writes are queueing")

func (w *Worker) init() {
	w.once.Do(func() {
		w.wake = make(chan struct{}, 1)
		wake := func() {
			select {
			case w.wake <- struct{}{}:
			default:
			}
		}
		w.DB.OnChange(Topic, wake)
		if w.Mailer != nil {
			w.DB.OnChange(EmailTopic, wake)
		}
		if w.Batch == 0 {
			w.Batch = 64
		}
		if w.Poll == 0 {
			w.Poll = 2 * time.Second
		}
		if w.Claim == 0 {
			w.Claim = 2 * time.Minute
		}
		if w.saturated == nil {
			w.saturated = (&writerLoad{db: w.DB, own: &w.own}).saturated
		}
	})
}

// Run delivers until ctx ends: at once when messages are queued here or
// on another instance, and every Poll for retries that came due.
func (w *Worker) Run(ctx context.Context) {
	w.init()
	for ctx.Err() == nil {
		n, err := w.RunOnce(ctx)
		if errors.Is(err, errDeferred) {
			w.Metrics.deferredRound()
			// Not at each commit's wake: those come hundreds of times a
			// second while visitors' writes queue.
			select {
			case <-ctx.Done():
			case <-time.After(deferPoll):
			}
			continue
		}
		if err != nil && ctx.Err() == nil {
			slog.Warn("outbox: delivery round failed", "err", err)
		}
		if n >= w.Batch || w.backlog {
			continue // more may be waiting
		}
		select {
		case <-ctx.Done():
		case <-w.wake:
		case <-time.After(w.Poll):
		}
	}
}

// RunOnce turns the events announced into messages, claims the messages
// that are due, delivers them, records every outcome in one transaction,
// and reports how many it claimed.
func (w *Worker) RunOnce(ctx context.Context) (int, error) {
	w.init()
	now := w.Now.UTC()
	dueBy, deferring := w.dueBy(now)
	expanded, err := w.expand(ctx, dueBy)
	w.backlog = expanded == expandBatch
	if err != nil {
		return 0, err
	}
	msgs, err := w.claim(ctx, now, dueBy)
	if err != nil {
		return 0, err
	}
	if len(msgs) == 0 {
		if deferring && expanded == 0 {
			return 0, errDeferred
		}
		return 0, nil
	}
	targets, err := loadTargets(ctx, w.DB, msgs)
	if err != nil {
		// Nothing was sent: the messages stay due and the next round
		// tries them again.
		return 0, err
	}
	outcomes := make([]outcome, len(msgs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 16)
	for i, m := range msgs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			outcomes[i] = w.deliver(context.WithoutCancel(ctx), targets[m.EndpointID], m)
		}()
	}
	wg.Wait()
	if err := w.finish(context.WithoutCancel(ctx), outcomes); err != nil {
		// The claims run out and the messages are delivered again: at
		// least once, under the same message ids.
		slog.Error("outbox: could not record a round's deliveries; they will be retried", "messages", len(msgs), "err", err)
	}
	return len(msgs), nil
}

// claim takes the due messages for this worker.
//
// On PostgreSQL, any number of workers share the outbox: each claims its
// messages in the writer (status 'sending' until a deadline), and SKIP
// LOCKED lets them claim at once without two taking one message.
//
// On SQLite there is one instance and in it one worker, whose rounds run
// one after another, so nothing else can take a message this round is
// delivering: the due messages are read on a reader, and the round takes
// the writer, which every visitor's write waits for, only once, to record
// what happened. A message whose round never recorded it (the process
// died) is still due after the restart and is delivered again under the
// same id: at least once, as on PostgreSQL.
// A message is due once its next attempt's time is dueBy or earlier.
func (w *Worker) claim(ctx context.Context, now, dueBy time.Time) ([]Message, error) {
	kinds := "'webhook'"
	if w.Mailer != nil {
		kinds = "'webhook', 'email'"
	}
	if w.DB.Dialect() == db.SQLite {
		ids, err := dueIDs(ctx, w.DB, kinds, now, dueBy, w.Batch, "")
		if err != nil || len(ids) == 0 {
			return nil, err
		}
		rows, err := w.DB.Query(ctx, `SELECT `+messageColumns+` FROM outbox WHERE id IN (`+db.Placeholders(len(ids))+`)`, db.Args(ids)...)
		if err != nil {
			return nil, err
		}
		// attempts counts this one too, as a claim on PostgreSQL does.
		return scanMessages(rows, 1)
	}
	var msgs []Message
	err := w.write(ctx, func(tx *db.Tx) error {
		ids, err := dueIDs(ctx, tx, kinds, now, dueBy, w.Batch, " FOR UPDATE SKIP LOCKED")
		if err != nil || len(ids) == 0 {
			msgs = nil
			return err
		}
		// One statement claims the whole batch, due again by the same rule.
		args := append([]any{now.Add(w.Claim)}, db.Args(ids)...)
		args = append(args, now, now)
		claimed, err := tx.Query(ctx, `UPDATE outbox SET status = 'sending', attempts = attempts + 1, locked_until = ? WHERE id IN (`+
			db.Placeholders(len(ids))+`) AND ((status IN ('pending', 'failed') AND next_attempt_at <= ?) OR (status = 'sending' AND locked_until < ?))
			RETURNING `+messageColumns, args...)
		if err != nil {
			return err
		}
		msgs, err = scanMessages(claimed, 0)
		return err
	})
	return msgs, err
}

const messageColumns = "id, message_id, kind, event, recipient, endpoint_id, payload, attempts, created_at"

// scanMessages reads rows of messageColumns in id order, adding attempt to
// each one's attempts, and closes rows.
func scanMessages(rows *sql.Rows, attempt int) ([]Message, error) {
	defer rows.Close()
	var msgs []Message
	for rows.Next() {
		var m Message
		var endpoint sql.NullInt64
		var payload string
		if err := rows.Scan(&m.ID, &m.MessageID, &m.Kind, &m.Event, &m.Recipient, &endpoint, &payload, &m.Attempts, &m.CreatedAt); err != nil {
			return nil, err
		}
		m.EndpointID, m.Payload = endpoint.Int64, []byte(payload)
		m.Attempts += attempt
		msgs = append(msgs, m)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	slices.SortFunc(msgs, func(a, b Message) int { return cmp.Compare(a.ID, b.ID) })
	return msgs, nil
}

// onTheirWay is the due index's WHERE term (migration 0016): a query
// repeats it word for word so that SQLite reads the index.
const onTheirWay = "status IN ('pending', 'failed', 'sending')"

// dueQueries are the two halves of dueIDs: messages waiting for their
// next attempt, and messages whose claim ran out (a time, then a limit).
func dueQueries(kinds, lock string) (waiting, stale string) {
	return `SELECT id FROM outbox WHERE kind IN (` + kinds + `) AND status IN ('pending', 'failed') AND next_attempt_at <= ? AND ` + onTheirWay + `
		ORDER BY next_attempt_at, id LIMIT ?` + lock,
		`SELECT id FROM outbox WHERE kind IN (` + kinds + `) AND status = 'sending' AND locked_until < ? AND ` + onTheirWay + `
		ORDER BY id LIMIT ?` + lock
}

// dueIDs lists up to limit messages of kinds that are due: waiting for
// their next attempt, or claimed by a worker whose claim ran out. Each
// half reads one range of the (kind, status, next_attempt_at) index, so
// e-mails left waiting for a mail server cost nothing to skip.
func dueIDs(ctx context.Context, q db.Querier, kinds string, now, dueBy time.Time, limit int, lock string) ([]int64, error) {
	var ids []int64
	read := func(query string, args ...any) error {
		more, err := db.List(ctx, q, db.Int64, query, args...)
		ids = append(ids, more...)
		return err
	}
	waiting, stale := dueQueries(kinds, lock)
	if err := read(waiting, dueBy, limit); err != nil {
		return nil, err
	}
	if len(ids) < limit {
		if err := read(stale, now, limit-len(ids)); err != nil {
			return nil, err
		}
	}
	return ids, nil
}

// outcome is one delivery attempt, to record.
type outcome struct {
	m       Message
	attempt *Attempt
	err     error
}

func (w *Worker) deliver(ctx context.Context, ep target, m Message) outcome {
	start := time.Now()
	attempt, err := w.send(ctx, ep, m)
	w.Metrics.observe(m.Kind, err, time.Since(start))
	return outcome{m: m, attempt: attempt, err: err}
}

func (w *Worker) send(ctx context.Context, ep target, m Message) (*Attempt, error) {
	switch m.Kind {
	case KindEmail:
		var p EmailPayload
		if err := json.Unmarshal(m.Payload, &p); err != nil {
			return nil, permanent(err)
		}
		r, err := Render(p, w.Site)
		if err != nil {
			return nil, permanent(err)
		}
		return nil, w.Mailer.Send(ctx, m.MessageID, m.Recipient, r)
	case KindWebhook:
		return w.Webhooks.Deliver(ctx, ep, m)
	}
	return nil, permanent(fmt.Errorf("unknown kind %q", m.Kind))
}

// permanentError marks a failure no retry can mend.
type permanentError struct{ error }

func permanent(err error) error { return permanentError{err} }

// finish records a round's attempts in the delivery log and their
// outcomes, in one transaction: the messages sent, marked in one
// statement; the others failed with the next attempt scheduled, or dead
// once retries ran out or cannot help. The writer is shared with every
// visitor's write, so a round takes it once, not once per message. Each
// message's attempts become the number of this attempt (on SQLite nothing
// counted it before).
func (w *Worker) finish(ctx context.Context, outcomes []outcome) error {
	now := w.Now.UTC()
	return w.write(ctx, func(tx *db.Tx) error {
		if err := logAttempts(ctx, tx, outcomes, now); err != nil {
			return err
		}
		var first []any // sent at the first attempt, by far the most common
		for _, o := range outcomes {
			if o.err == nil && o.m.Attempts == 1 {
				first = append(first, o.m.ID)
				continue
			}
			if o.err == nil {
				if _, err := tx.Exec(ctx, "UPDATE outbox SET status = 'sent', attempts = ?, sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?",
					o.m.Attempts, now, o.m.ID); err != nil {
					return err
				}
				continue
			}
			next := now.Add(Delay(o.m.Attempts))
			status := StatusFailed
			var pe permanentError
			if errors.As(o.err, &pe) || next.Sub(o.m.CreatedAt) > giveUp {
				status = StatusDead
			}
			msg := o.err.Error()
			if len(msg) > 500 {
				msg = msg[:500]
			}
			if _, err := tx.Exec(ctx, "UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = ?, locked_until = NULL, last_error = ? WHERE id = ?",
				status, o.m.Attempts, next, msg, o.m.ID); err != nil {
				return err
			}
		}
		if len(first) == 0 {
			return nil
		}
		_, err := tx.Exec(ctx, "UPDATE outbox SET status = 'sent', attempts = 1, sent_at = ?, locked_until = NULL, last_error = NULL WHERE id IN ("+
			db.Placeholders(len(first))+")", append([]any{now}, first...)...)
		return err
	})
}
