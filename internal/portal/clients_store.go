package portal

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
)

const clientColumns = `id, COALESCE(name, ''), COALESCE(email, ''), COALESCE(phone, ''), COALESCE(company, ''), status, created_at`

func scanClient(row db.Scanner) (Client, error) {
	var c Client
	err := row.Scan(&c.ID, &c.Name, &c.Email, &c.Phone, &c.Company, &c.Status, &c.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return c, db.ErrNotFound
	}
	c.CreatedAt = c.CreatedAt.UTC()
	return c, err
}

// Clients lists the partner's clients, newest first.
func (s *Store) Clients(ctx context.Context, partner int64) ([]Client, error) {
	return db.List(ctx, s.db, scanClient, "SELECT "+clientColumns+" FROM clients WHERE partner_id = ? ORDER BY created_at DESC, id DESC", partner)
}

// CreateClient stores a client of the partner.
func (s *Store) CreateClient(ctx context.Context, partner int64, in ClientInput, now time.Time) (Client, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		return tx.QueryRow(ctx, `INSERT INTO clients (partner_id, name, email, phone, company, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, partner, in.Name, in.Email, in.Phone, in.Company, in.Status, now.UTC(), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Client{}, err
	}
	return scanClient(s.db.QueryRow(ctx, "SELECT "+clientColumns+" FROM clients WHERE id = ?", id))
}

// OwnsClient returns the name of the partner's client, or ErrUnknownClient
// when it is not the partner's.
func OwnsClient(ctx context.Context, tx *db.Tx, partner, client int64) (string, error) {
	var name string
	err := tx.QueryRow(ctx, "SELECT COALESCE(name, '') FROM clients WHERE id = ? AND partner_id = ?", client, partner).Scan(&name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrUnknownClient
	}
	return name, err
}
