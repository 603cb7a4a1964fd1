package showcase

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/files"
)

// Store keeps showcase projects.
type Store struct{ db *db.DB }

// NewStore returns the store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const columns = `id, COALESCE(title, ''), COALESCE(description, ''), COALESCE(image_key, ''), COALESCE(image, ''), technologies,
	COALESCE(demo_url, ''), COALESCE(code_url, ''), featured, created_at`

func scan(row db.Scanner) (Project, error) {
	var p Project
	var tech string
	var created sql.NullTime
	err := row.Scan(&p.ID, &p.Title, &p.Description, &p.ImageID, &p.ImageURL, &tech, &p.DemoURL, &p.CodeURL, &p.Featured, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return p, db.ErrNotFound
	}
	p.Technologies = []string{}
	json.Unmarshal([]byte(tech), &p.Technologies)
	if p.ImageID != "" {
		p.ImageURL = files.URL(p.ImageID)
	}
	if created.Valid {
		p.CreatedAt = created.Time.UTC()
	}
	return p, err
}

// List returns every project, featured first, then newest.
func (s *Store) List(ctx context.Context) ([]Project, error) {
	return db.List(ctx, s.db, scan, "SELECT "+columns+" FROM projects ORDER BY featured DESC, created_at DESC, id DESC")
}

// Save creates a project (id 0) or replaces one.
func (s *Store) Save(ctx context.Context, id int64, in Input, now time.Time) (Project, error) {
	tech, _ := json.Marshal(append([]string{}, in.Technologies...))
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		image, err := files.PublicTx(ctx, tx, in.ImageID, "imageId", "image")
		if err != nil {
			return err
		}
		if id == 0 {
			return tx.QueryRow(ctx, `INSERT INTO projects (title, description, image_key, technologies, demo_url, code_url, featured, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, in.Title, in.Description, image, string(tech), in.DemoURL, in.CodeURL, in.Featured,
				now.UTC(), now.UTC()).Scan(&id)
		}
		return db.Affected(tx.Exec(ctx, `UPDATE projects SET title = ?, description = ?, image_key = ?, technologies = ?, demo_url = ?, code_url = ?,
			featured = ?, updated_at = ? WHERE id = ?`, in.Title, in.Description, image, string(tech), in.DemoURL, in.CodeURL, in.Featured, now.UTC(), id))
	})
	if err != nil {
		return Project{}, err
	}
	return scan(s.db.QueryRow(ctx, "SELECT "+columns+" FROM projects WHERE id = ?", id))
}

// Delete removes a project.
func (s *Store) Delete(ctx context.Context, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "DELETE FROM projects WHERE id = ?", id))
	})
}
