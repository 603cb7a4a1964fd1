package notify

import (
	"time"

	"mission/internal/db"
)

// Visitors first. On SQLite every write, a visitor's or the worker's record
// of a round, takes turns on one writer, and a delivery's request and its
// answer take CPU from the same cores as the visitors' requests. While
// visitors' writes keep the writer busy, a burst is answered faster when
// the worker waits: messages stay safe in the outbox and go out as soon as
// the burst is over, or once they have waited DeferLimit, whichever comes
// first, so that a long rush still delivers, only later.
const (
	// DeferLimit is how long a message may wait while the writer is
	// saturated.
	DeferLimit = 30 * time.Second
	// busyShare is the share of its time the writer spent on commits above
	// which it counts as saturated: visitors' writes then wait for it.
	busyShare = 0.8
	// loadWindow is the shortest time the share is measured over.
	loadWindow = 100 * time.Millisecond
	// deferPoll is how often a waiting worker looks again.
	deferPoll = 250 * time.Millisecond
)

// writerLoad tells whether the SQLite writer spent most of the time since
// it last looked (at least loadWindow) committing. On PostgreSQL writes
// do not queue in the process, and it always answers no.
type writerLoad struct {
	db   *db.DB
	at   time.Time
	busy time.Duration
	last bool
}

func (l *writerLoad) saturated() bool {
	if l.db.Dialect() != db.SQLite {
		return false
	}
	now, busy := time.Now(), l.db.WriterStats().Busy
	if elapsed := now.Sub(l.at); l.at.IsZero() || elapsed >= loadWindow {
		if !l.at.IsZero() {
			l.last = float64(busy-l.busy) >= busyShare*float64(elapsed)
		}
		l.at, l.busy = now, busy
	}
	return l.last
}

// due keeps the messages that may go now: all of them, unless the writer
// is saturated; then those that have waited their limit.
func (w *Worker) due(msgs []Message, now time.Time) []Message {
	if w.DeferLimit < 0 || !w.saturated() {
		return msgs
	}
	limit := w.DeferLimit
	if limit == 0 {
		limit = DeferLimit
	}
	kept := msgs[:0]
	for _, m := range msgs {
		if now.Sub(m.CreatedAt) >= limit {
			kept = append(kept, m)
		}
	}
	return kept
}
