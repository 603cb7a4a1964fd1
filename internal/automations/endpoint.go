package automations

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/llm"
)

// Endpoint is a partner's own model endpoint as they see it: its address
// and whether a key is stored, never the key.
type Endpoint struct {
	URL       string    `json:"url"`
	HasKey    bool      `json:"hasKey"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// ErrNoEndpoint means the partner has no endpoint of their own.
var ErrNoEndpoint = errors.New("No model endpoint of your own is set up.")

func (s *Store) readEndpoint(ctx context.Context, partner int64) (Endpoint, string, error) {
	var e Endpoint
	var sealed sql.NullString
	err := s.db.QueryRow(ctx, "SELECT url, sealed_key, updated_at FROM automation_endpoints WHERE partner_id = ?", partner).
		Scan(&e.URL, &sealed, &e.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return e, "", ErrNoEndpoint
	}
	e.HasKey, e.UpdatedAt = sealed.String != "", e.UpdatedAt.UTC()
	return e, sealed.String, err
}

// Endpoint is the partner's own endpoint.
func (s *Store) Endpoint(ctx context.Context, partner int64) (Endpoint, error) {
	e, _, err := s.readEndpoint(ctx, partner)
	return e, err
}

// SaveEndpoint stores the partner's endpoint; key "" keeps the key stored
// before (a partner changing the address need not type it again), and
// clearKey drops it.
func (s *Store) SaveEndpoint(ctx context.Context, partner int64, url, key string, clearKey bool, now time.Time) (Endpoint, error) {
	var sealed any
	if key != "" {
		v, err := s.Sealer.Seal(itoa(partner), key)
		if err != nil {
			return Endpoint{}, err
		}
		sealed = v
	}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		keep := "automation_endpoints.sealed_key"
		if clearKey {
			keep = "NULL"
		}
		_, err := tx.Exec(ctx, `INSERT INTO automation_endpoints (partner_id, url, sealed_key, updated_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (partner_id) DO UPDATE SET url = excluded.url, updated_at = excluded.updated_at,
			sealed_key = COALESCE(excluded.sealed_key, `+keep+`)`, partner, url, sealed, now)
		return err
	})
	if err != nil {
		return Endpoint{}, err
	}
	return s.Endpoint(ctx, partner)
}

// RemoveEndpoint drops the partner's endpoint and its key: their runs call
// the site's model again.
func (s *Store) RemoveEndpoint(ctx context.Context, partner int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "DELETE FROM automation_endpoints WHERE partner_id = ?", partner)
		return err
	})
}

// modelFor is the endpoint a partner's run calls, and whether it is the
// partner's own (called through the client that refuses private addresses).
func (s *Store) modelFor(ctx context.Context, partner int64) (llm.Endpoint, bool, error) {
	e, sealed, err := s.readEndpoint(ctx, partner)
	switch {
	case errors.Is(err, ErrNoEndpoint):
		if s.Site.URL == "" {
			return llm.Endpoint{}, false, ErrNoModel
		}
		return s.Site, false, nil
	case err != nil:
		return llm.Endpoint{}, false, err
	}
	out := llm.Endpoint{URL: e.URL}
	if sealed != "" {
		if out.Key, err = s.Sealer.Open(itoa(partner), sealed); err != nil {
			return llm.Endpoint{}, true, err
		}
	}
	return out, true, nil
}
