package files

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/httpx"
)

// DBStore keeps files in the database's files table.
type DBStore struct{ db *db.DB }

// NewDBStore returns the database file store on d.
func NewDBStore(d *db.DB) *DBStore { return &DBStore{db: d} }

// Put implements Store.
func (s *DBStore) Put(ctx context.Context, f File) (File, error) {
	f.Key, f.Size = KeyOf(f.Data), int64(len(f.Data))
	if f.CreatedAt.IsZero() {
		f.CreatedAt = time.Now().UTC()
	}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO files (file_key, content_type, size, width, height, name, public, data, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (file_key) DO NOTHING`,
			f.Key, f.ContentType, f.Size, f.Width, f.Height, f.Name, f.Public, f.Data, f.CreatedAt.UTC()); err != nil {
			return err
		}
		if f.Public {
			_, err := tx.Exec(ctx, "UPDATE files SET public = TRUE WHERE file_key = ?", f.Key)
			return err
		}
		return nil
	})
	return f, err
}

// Get implements Store.
func (s *DBStore) Get(ctx context.Context, key string) (File, error) {
	var f File
	if !ValidKey(key) {
		return f, db.ErrNotFound
	}
	err := s.db.QueryRow(ctx, `SELECT file_key, content_type, size, width, height, COALESCE(name, ''), public, data, created_at
		FROM files WHERE file_key = ?`, key).Scan(&f.Key, &f.ContentType, &f.Size, &f.Width, &f.Height, &f.Name, &f.Public, &f.Data, &f.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return f, db.ErrNotFound
	}
	return f, err
}

// PublicTx checks, inside a store's transaction, that key names a public
// file of the files table (an uploaded logo or image), and answers the key
// to store, or nil for none. An unknown or private key answers 400 on field:
// "Upload the <what> again: it was not found."
func PublicTx(ctx context.Context, tx *db.Tx, key, field, what string) (any, error) {
	if key == "" {
		return nil, nil
	}
	var public bool
	err := tx.QueryRow(ctx, "SELECT public FROM files WHERE file_key = ?", key).Scan(&public)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !public) {
		return nil, httpx.Invalid(map[string]string{field: "Upload the " + what + " again: it was not found."})
	}
	return key, err
}
