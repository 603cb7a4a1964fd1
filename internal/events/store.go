package events

import (
	"context"
	"database/sql"
	"errors"
	"sort"
	"sync"
	"time"

	"mission/internal/db"
)

// Topic is the calendar's change topic.
const Topic = "events"

// Store keeps events. It holds every event in memory between changes: the
// calendar is read far more than staff edit it, and every committed change,
// on any instance, drops the copy.
type Store struct {
	db *db.DB

	mu        sync.Mutex
	gen       uint64
	all       []Event // nil until loaded
	cancelled []Event // tombstones
	compiled  []compiled
	made      time.Time
	TTL       time.Duration // bound on staleness should a change notice be lost (0: none)
}

// NewStore returns the store on d.
func NewStore(d *db.DB) *Store {
	s := &Store{db: d}
	d.OnChange(Topic, func() {
		s.mu.Lock()
		s.all, s.cancelled, s.compiled, s.gen = nil, nil, nil, s.gen+1
		s.mu.Unlock()
	})
	return s
}

const columns = `id, title, type, description, location, start_local, time_zone, duration_minutes, rrule, booking_link, zoom_link,
	sequence, created_at, updated_at, deleted_at`

func scan(row db.Scanner) (Event, error) {
	var e Event
	var deleted sql.NullTime
	err := row.Scan(&e.ID, &e.Title, &e.Type, &e.Description, &e.Location, &e.StartLocal, &e.TimeZone, &e.DurationMinutes, &e.RRule,
		&e.BookingLink, &e.ZoomLink, &e.Sequence, &e.Created, &e.Updated, &deleted)
	if errors.Is(err, sql.ErrNoRows) {
		return e, db.ErrNotFound
	}
	e.Created, e.Updated = e.Created.UTC(), e.Updated.UTC()
	if deleted.Valid {
		t := deleted.Time.UTC()
		e.Deleted = &t
	}
	return e, err
}

// All returns every event (not the deleted ones).
func (s *Store) All(ctx context.Context) ([]Event, error) {
	l, err := s.load(ctx)
	return l.all, err
}

// CancelledSince returns the events deleted after since: tombstones the
// feed still carries, as cancelled.
func (s *Store) CancelledSince(ctx context.Context, since time.Time) ([]Event, error) {
	l, err := s.load(ctx)
	if err != nil {
		return nil, err
	}
	out := []Event{}
	for _, e := range l.cancelled {
		if e.Deleted.After(since) {
			out = append(out, e)
		}
	}
	return out, nil
}

// loaded is the store's copy of the table.
type loaded struct {
	all, cancelled []Event
	compiled       []compiled
}

func (s *Store) load(ctx context.Context) (loaded, error) {
	s.mu.Lock()
	l, gen, fresh := loaded{s.all, s.cancelled, s.compiled}, s.gen, s.all != nil && (s.TTL == 0 || time.Since(s.made) < s.TTL)
	s.mu.Unlock()
	if fresh {
		return l, nil
	}
	rows, err := s.db.Query(ctx, "SELECT "+columns+" FROM calendar_events ORDER BY first_start, id")
	if err != nil {
		return l, err
	}
	defer rows.Close()
	l = loaded{all: []Event{}, compiled: []compiled{}}
	for rows.Next() {
		e, err := scan(rows)
		if err != nil {
			return l, err
		}
		if e.Deleted != nil {
			l.cancelled = append(l.cancelled, e)
			continue
		}
		l.all = append(l.all, e)
		// A rule stored before a stricter check is skipped, never fails the calendar.
		if c, err := compile(e); err == nil {
			l.compiled = append(l.compiled, c)
		}
	}
	if err := rows.Err(); err != nil {
		return l, err
	}
	s.mu.Lock()
	if s.gen == gen {
		s.all, s.cancelled, s.compiled, s.made = l.all, l.cancelled, l.compiled, time.Now()
	}
	s.mu.Unlock()
	return l, nil
}

// Generation changes whenever the events change, on any instance.
func (s *Store) Generation() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gen
}

// Get returns one event, deleted or not (see Deleted).
func (s *Store) Get(ctx context.Context, id int64) (Event, error) {
	return scan(s.db.QueryRow(ctx, "SELECT "+columns+" FROM calendar_events WHERE id = ?", id))
}

// Between lists the occurrences of every event that overlap [from, to),
// in start order.
func (s *Store) Between(ctx context.Context, from, to time.Time) ([]Occurrence, error) {
	l, err := s.load(ctx)
	if err != nil {
		return nil, err
	}
	out := []Occurrence{}
	for _, c := range l.compiled {
		out = append(out, c.occurrences(from, to)...)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start.Before(out[j].Start) })
	return out, nil
}

// Save creates an event (id 0) or replaces one that is not deleted, one
// revision further.
func (s *Store) Save(ctx context.Context, id int64, e Event, now time.Time) (Event, error) {
	first, last, err := e.span()
	if err != nil {
		return e, err
	}
	var lastEnd any
	if last != nil {
		lastEnd = *last
	}
	err = s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		if id == 0 {
			return tx.QueryRow(ctx, `INSERT INTO calendar_events (title, type, description, location, start_local, time_zone, duration_minutes,
				rrule, booking_link, zoom_link, first_start, last_end, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
				e.Title, e.Type, e.Description, e.Location, e.StartLocal, e.TimeZone, e.DurationMinutes, e.RRule, e.BookingLink, e.ZoomLink,
				first, lastEnd, now.UTC(), now.UTC()).Scan(&id)
		}
		return db.Affected(tx.Exec(ctx, `UPDATE calendar_events SET title = ?, type = ?, description = ?, location = ?, start_local = ?, time_zone = ?,
			duration_minutes = ?, rrule = ?, booking_link = ?, zoom_link = ?, first_start = ?, last_end = ?, updated_at = ?, sequence = sequence + 1
			WHERE id = ? AND deleted_at IS NULL`,
			e.Title, e.Type, e.Description, e.Location, e.StartLocal, e.TimeZone, e.DurationMinutes, e.RRule, e.BookingLink, e.ZoomLink,
			first, lastEnd, now.UTC(), id))
	})
	if err != nil {
		return e, err
	}
	return s.Get(ctx, id)
}

// Delete cancels an event: it leaves the calendar at once and stays a
// tombstone, one revision further, that the feed carries as cancelled for
// CancelledFor. Tombstones older than that go with it.
func (s *Store) Delete(ctx context.Context, id int64, now time.Time) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		if err := db.Affected(tx.Exec(ctx, `UPDATE calendar_events SET deleted_at = ?, updated_at = ?, sequence = sequence + 1
			WHERE id = ? AND deleted_at IS NULL`, now.UTC(), now.UTC(), id)); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, "DELETE FROM calendar_events WHERE deleted_at < ?", now.Add(-CancelledFor).UTC())
		return err
	})
}
