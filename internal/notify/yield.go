package notify

import (
	"context"
	"sync/atomic"
	"time"

	"mission/internal/db"
)

// Visitors first. Every write, a visitor's or the worker's, goes to the
// same database (on SQLite, to its one writer), and a delivery's request
// and answer take CPU from the cores that answer visitors. While visitors'
// writes are queueing, a burst is answered faster when the worker waits:
// messages stay safe in the outbox and go out as soon as the burst is
// over, or once they have waited DeferLimit, whichever comes first, so
// that a long rush still delivers, only later.
const (
	// DeferLimit is how long a message may wait for visitors' writes.
	DeferLimit = 30 * time.Second
	// queueing is how many writes under way or waiting at once, on
	// average, mean visitors' writes are piling up: well above what a busy
	// day brings (a few hundred writes a second, each a few milliseconds,
	// is about one), well below a rush that fills the writer (tens).
	queueing = 4
	// loadWindow is the shortest time that average is taken over.
	loadWindow = 100 * time.Millisecond
	// deferPoll is how often a waiting worker looks again.
	deferPoll = 250 * time.Millisecond
)

// writerLoad tells whether visitors' writes were queueing since it last
// looked (at least loadWindow before): whether this instance had, on
// average, several writes under way or waiting for the database at once
// (on SQLite for its one writer, on PostgreSQL for the server).
//
// The worker's own writes are left out: composing and recording a drain
// after a rush must not read as the rush going on.
type writerLoad struct {
	db   *db.DB
	own  *atomic.Int64 // nanoseconds of the worker's own writes
	at   time.Time
	sum  time.Duration
	last bool
}

func (l *writerLoad) saturated() bool {
	sum := l.db.WriterStats().InFlight
	if l.own != nil {
		sum -= time.Duration(l.own.Load())
	}
	now := time.Now()
	if elapsed := now.Sub(l.at); l.at.IsZero() || elapsed >= loadWindow {
		if !l.at.IsZero() {
			l.last = float64(sum-l.sum) >= queueing*float64(elapsed)
		}
		l.at, l.sum = now, sum
	}
	return l.last
}

// dueBy is the time by which a message's attempt must have been due for
// it to go now: now, or while visitors' writes are queueing, DeferLimit
// earlier (a new message is due when it is queued).
func (w *Worker) dueBy(now time.Time) (time.Time, bool) {
	if w.DeferLimit < 0 || !w.saturated() {
		return now, false
	}
	limit := w.DeferLimit
	if limit == 0 {
		limit = DeferLimit
	}
	return now.Add(-limit), true
}

// write runs fn as one of the worker's own writes, and counts the time it
// took, as WriterStats.InFlight counts it.
func (w *Worker) write(ctx context.Context, fn func(*db.Tx) error) error {
	start := time.Now()
	err := w.DB.Write(ctx, fn)
	w.own.Add(int64(time.Since(start)))
	return err
}
