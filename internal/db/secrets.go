package db

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"time"
)

// Secret returns the server's own random secret called name, making and
// storing it the first time. Every instance on one database shares it.
func (d *DB) Secret(ctx context.Context, name string) ([]byte, error) {
	var value string
	err := d.QueryRow(ctx, "SELECT value FROM app_secrets WHERE name = ?", name).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		b := make([]byte, 32)
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		err = d.Write(ctx, func(tx *Tx) error {
			// Another instance may have made it meanwhile: keep the first.
			if _, err := tx.Exec(ctx, "INSERT INTO app_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",
				name, hex.EncodeToString(b), time.Now().UTC()); err != nil {
				return err
			}
			return tx.QueryRow(ctx, "SELECT value FROM app_secrets WHERE name = ?", name).Scan(&value)
		})
	}
	if err != nil {
		return nil, err
	}
	return hex.DecodeString(value)
}
