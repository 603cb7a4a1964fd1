package leads

import (
	"context"
	"encoding/json"
	"sync/atomic"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
)

// Store keeps leads.
type Store struct {
	db     *db.DB
	counts countCache
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
}

// Topic is the change topic of leads: writes announce it, and the inbox's
// cached counts, on every instance, are dropped when it changes.
const Topic = "leads"

// NewStore returns a lead store on d.
func NewStore(d *db.DB) *Store {
	s := &Store{db: d, counts: countCache{m: map[string]cachedCount{}}}
	d.OnChange(Topic, s.counts.clear)
	return s
}

const insertLead = `INSERT INTO leads (name, email, phone, company, audience_type, business_challenge,
	source, status, custom_fields, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
	referrer, landing_path, created_at, updated_at)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`

// InsertTx stores a lead inside an existing write transaction, so that a
// domain that makes a lead together with its own rows commits both at once.
func InsertTx(ctx context.Context, tx *db.Tx, l *Lead) error {
	tx.Changed(Topic)
	a := l.Attribution
	return tx.QueryRow(ctx, insertLead,
		l.Name, l.Email, l.Phone, l.Company, l.AudienceType, l.BusinessChallenge,
		l.Source, l.Status, encodeCustom(l.CustomFields), a.UTMSource, a.UTMMedium, a.UTMCampaign,
		a.UTMTerm, a.UTMContent, a.Referrer, a.LandingPath, l.CreatedAt.UTC(), l.UpdatedAt.UTC(),
	).Scan(&l.ID)
}

// Insert stores a lead and sets its ID. It returns once the lead is durable.
func (s *Store) Insert(ctx context.Context, l *Lead) error {
	return s.db.Write(ctx, func(tx *db.Tx) error { return InsertTx(ctx, tx, l) })
}

// Columns the original schema leaves nullable are read through COALESCE.
const leadColumns = `id, COALESCE(name, ''), COALESCE(email, ''), COALESCE(phone, ''), COALESCE(company, ''),
	audience_type, COALESCE(business_challenge, ''), source, status, custom_fields, COALESCE(assigned_to, 0), utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer, landing_path,
	created_at, updated_at`

func scanLead(row db.Scanner) (Lead, error) {
	var l Lead
	var custom string
	a := &l.Attribution
	err := row.Scan(&l.ID, &l.Name, &l.Email, &l.Phone, &l.Company, &l.AudienceType, &l.BusinessChallenge,
		&l.Source, &l.Status, &custom, &l.AssignedTo, &a.UTMSource, &a.UTMMedium, &a.UTMCampaign, &a.UTMTerm,
		&a.UTMContent, &a.Referrer, &a.LandingPath, &l.CreatedAt, &l.UpdatedAt)
	if err != nil {
		return l, err
	}
	l.CustomFields = map[string]string{}
	json.Unmarshal([]byte(custom), &l.CustomFields)
	l.CreatedAt, l.UpdatedAt = l.CreatedAt.UTC(), l.UpdatedAt.UTC()
	return l, nil
}

// Get returns one lead, or db.ErrNotFound.
func (s *Store) Get(ctx context.Context, id int64) (Lead, error) {
	l, err := scanLead(s.db.QueryRow(ctx, "SELECT "+leadColumns+" FROM leads WHERE id = ?", id))
	if err != nil && isNoRows(err) {
		return l, db.ErrNotFound
	}
	return l, err
}

// CountSince counts leads created at or after t. The bound is rounded
// down to the minute so that the count can be cached: on a week's window
// a minute more is immaterial, and counting a busy week costs more than
// the rest of the inbox's page.
func (s *Store) CountSince(ctx context.Context, t time.Time) (int, error) {
	return s.count(ctx, " WHERE created_at >= ?", []any{t.UTC().Truncate(time.Minute)})
}

// DedupeWindow is how long a double submit is recognised.
const DedupeWindow = 10 * time.Minute

// InsertOnce stores l unless a lead was already stored under dedupeKey
// within DedupeWindow; then it sets l.ID to that lead and reports false.
// When also is given, it runs in the same transaction once the lead is
// stored (not for a double submit), so that rows another domain keeps for
// the lead commit with it or not at all.
func (s *Store) InsertOnce(ctx context.Context, l *Lead, dedupeKey string, also ...func(*db.Tx, Lead) error) (created bool, err error) {
	err = s.db.Write(ctx, func(tx *db.Tx) error {
		created, err = InsertOnceTx(ctx, tx, l, dedupeKey)
		if err != nil || !created {
			return err
		}
		if s.Announce != nil {
			if err := s.Announce(ctx, tx, announce.LeadCreated, l.Announcement()); err != nil {
				return err
			}
		}
		for _, fn := range also {
			if err := fn(tx, *l); err != nil {
				return err
			}
		}
		return nil
	})
	return created, err
}

// InsertOnceTx is InsertOnce inside an existing write transaction, for a
// domain that makes a lead together with its own rows. A double submit
// costs one lookup by key; a key whose window has passed is taken over.
func InsertOnceTx(ctx context.Context, tx *db.Tx, l *Lead, dedupeKey string) (bool, error) {
	now := l.CreatedAt.UTC()
	if tx.Dialect() == db.Postgres {
		// Serialise submits that share a key, so concurrent doubles on
		// separate connections, or instances, still make one lead.
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtext(?))", dedupeKey); err != nil {
			return false, err
		}
	}
	var existing int64
	var until time.Time
	err := tx.QueryRow(ctx, "SELECT lead_id, expires_at FROM lead_submissions WHERE dedupe_key = ?", dedupeKey).Scan(&existing, &until)
	switch {
	case err == nil && until.After(now):
		l.ID = existing
		return false, nil
	case err != nil && !isNoRows(err):
		return false, err
	}
	if err := sweepSubmissions(ctx, tx, now); err != nil {
		return false, err
	}
	if err := InsertTx(ctx, tx, l); err != nil {
		return false, err
	}
	if _, err := tx.Exec(ctx, `INSERT INTO lead_submissions (dedupe_key, lead_id, expires_at) VALUES (?, ?, ?)
		ON CONFLICT (dedupe_key) DO UPDATE SET lead_id = excluded.lead_id, expires_at = excluded.expires_at`,
		dedupeKey, l.ID, now.Add(DedupeWindow)); err != nil {
		return false, err
	}
	return true, nil
}

// sweepEvery is how often expired double-submit keys are deleted: they
// only take space, since a key past its window is taken over anyway.
const sweepEvery = time.Minute

var lastSweep atomic.Int64

// sweepSubmissions deletes expired keys at most once a minute per process,
// inside a write that is running anyway. Were that write to fail, its
// sweep is rolled back with it and the next minute's does the work.
func sweepSubmissions(ctx context.Context, tx *db.Tx, now time.Time) error {
	last := lastSweep.Load()
	// A clock that went back (or another database's times) sweeps too.
	if since := now.UnixNano() - last; since >= 0 && since < int64(sweepEvery) || !lastSweep.CompareAndSwap(last, now.UnixNano()) {
		return nil
	}
	_, err := tx.Exec(ctx, "DELETE FROM lead_submissions WHERE expires_at <= ?", now)
	return err
}

// Assign gives a lead to a staff member (0: to nobody), or returns
// db.ErrNotFound.
func (s *Store) Assign(ctx context.Context, id, staff int64, now time.Time) error {
	var to any
	if staff != 0 {
		to = staff
	}
	return s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		return db.Affected(tx.Exec(ctx, "UPDATE leads SET assigned_to = ?, updated_at = ? WHERE id = ?", to, now.UTC(), id))
	})
}

// SetStatus moves a lead to status, or returns db.ErrNotFound.
func (s *Store) SetStatus(ctx context.Context, id int64, status string, now time.Time) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		return db.Affected(tx.Exec(ctx, "UPDATE leads SET status = ?, updated_at = ? WHERE id = ?", status, now.UTC(), id))
	})
}
