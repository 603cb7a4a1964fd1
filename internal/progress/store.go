package progress

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"mission/internal/db"
)

// Topic is announced when staff change the figure.
const Topic = "mission-progress"

const overrideKey = "businesses_helped"

// Store counts the businesses helped and keeps staff's figure.
type Store struct{ db *db.DB }

// NewStore returns the store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// countHelped is what the product records as a business helped: a client
// business of a partner with a completed project, or with a subscription
// that is active (an AI solution running for it). A business counts once:
// by its client record, or, for a project written against a client's name
// alone, by that name (case and surrounding spaces aside) within its
// partner. The same business served by two partners counts twice. The demo
// partner's made-up clients (mission seed-demo) never count.
const countHelped = `SELECT COUNT(*) FROM (
	SELECT p.partner_id, COALESCE(CAST(p.client_id AS TEXT), 'name:' || LOWER(TRIM(p.client_name))) AS business
		FROM partner_projects p JOIN partners pt ON pt.id = p.partner_id
		WHERE p.status = 'completed' AND pt.is_demo = FALSE
			AND (p.client_id IS NOT NULL OR TRIM(COALESCE(p.client_name, '')) <> '')
	UNION
	SELECT s.partner_id, CAST(s.client_id AS TEXT) AS business
		FROM client_subscriptions s JOIN partners pt ON pt.id = s.partner_id
		WHERE s.status = 'active' AND s.client_id IS NOT NULL AND pt.is_demo = FALSE
) helped`

// Counted is the figure from the data.
func (s *Store) Counted(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRow(ctx, countHelped).Scan(&n)
	return n, err
}

// Staff reads both figures.
func (s *Store) Staff(ctx context.Context) (Staff, error) {
	st := Staff{Goal: Goal, Deadline: Deadline}
	var err error
	if st.Counted, err = s.Counted(ctx); err != nil {
		return st, err
	}
	var value string
	var updated time.Time
	err = s.db.QueryRow(ctx, "SELECT value, updated_at FROM site_settings WHERE key = ?", overrideKey).Scan(&value, &updated)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		st.Shown = st.Counted
		return st, nil
	case err != nil:
		return st, err
	}
	n, err := strconv.Atoi(value)
	if err != nil {
		return st, err
	}
	updated = updated.UTC()
	st.Override, st.UpdatedAt, st.Shown = &n, &updated, n
	return st, nil
}

// Public is the figure the site shows: staff's when set, else the count.
func (s *Store) Public(ctx context.Context) (Public, error) {
	st, err := s.Staff(ctx)
	return Public{BusinessesHelped: st.Shown, Goal: Goal, Deadline: Deadline}, err
}

// Set stores staff's figure, in place of the count.
func (s *Store) Set(ctx context.Context, n int, now time.Time) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		_, err := tx.Exec(ctx, `INSERT INTO site_settings (key, value, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
			overrideKey, strconv.Itoa(n), now.UTC())
		return err
	})
}

// Clear goes back to the counted figure.
func (s *Store) Clear(ctx context.Context) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		_, err := tx.Exec(ctx, "DELETE FROM site_settings WHERE key = ?", overrideKey)
		return err
	})
}
