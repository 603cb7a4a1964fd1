package files

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
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
