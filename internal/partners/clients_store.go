package partners

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
)

const clientColumns = `id, COALESCE(name, ''), COALESCE(email, ''), COALESCE(phone, ''), COALESCE(company, ''), status, created_at`

func scanClient(row scanner) (Client, error) {
	var c Client
	err := row.Scan(&c.ID, &c.Name, &c.Email, &c.Phone, &c.Company, &c.Status, &c.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return c, db.ErrNotFound
	}
	c.CreatedAt = c.CreatedAt.UTC()
	return c, err
}

// Clients lists the partner's clients, newest first.
func (p *Portal) Clients(ctx context.Context, partner int64) ([]Client, error) {
	rows, err := p.db.Query(ctx, "SELECT "+clientColumns+" FROM clients WHERE partner_id = ? ORDER BY created_at DESC, id DESC", partner)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Client{}
	for rows.Next() {
		c, err := scanClient(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// CreateClient stores a client of the partner.
func (p *Portal) CreateClient(ctx context.Context, partner int64, in ClientInput, now time.Time) (Client, error) {
	var id int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		return tx.QueryRow(ctx, `INSERT INTO clients (partner_id, name, email, phone, company, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, partner, in.Name, in.Email, in.Phone, in.Company, in.Status, now.UTC(), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Client{}, err
	}
	return scanClient(p.db.QueryRow(ctx, "SELECT "+clientColumns+" FROM clients WHERE id = ?", id))
}

func ownsClient(ctx context.Context, tx *db.Tx, partner, client int64) (string, error) {
	var name string
	err := tx.QueryRow(ctx, "SELECT COALESCE(name, '') FROM clients WHERE id = ? AND partner_id = ?", client, partner).Scan(&name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrUnknownClient
	}
	return name, err
}
