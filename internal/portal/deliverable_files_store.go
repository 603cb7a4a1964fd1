package portal

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/files"
)

// ownsDeliverable answers db.ErrNotFound unless the deliverable is the
// partner's, so that another partner's upload stores nothing.
func (s *Store) ownsDeliverable(ctx context.Context, partner, id int64) error {
	var one int
	err := s.db.QueryRow(ctx, "SELECT 1 FROM deliverables WHERE id = ? AND partner_id = ?", id, partner).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return db.ErrNotFound
	}
	return err
}

// AttachFile puts a stored file on one of the partner's deliverables, in
// place of a link, unless it is approved (by then or concurrently).
func (s *Store) AttachFile(ctx context.Context, partner, id int64, f files.File, now time.Time) (ProjectDetail, error) {
	return s.changeProject(ctx, partner, now, func(tx *db.Tx) (int64, error) {
		var project int64
		err := tx.QueryRow(ctx, `UPDATE deliverables SET file_key = ?, file_name = ?, file_url = '', updated_at = ?
			WHERE id = ? AND partner_id = ? AND status <> 'approved' RETURNING project_id`, f.Key, f.Name, now.UTC(), id, partner).Scan(&project)
		if errors.Is(err, sql.ErrNoRows) {
			var one int
			err = tx.QueryRow(ctx, "SELECT 1 FROM deliverables WHERE id = ? AND partner_id = ?", id, partner).Scan(&one)
			if err == nil {
				return 0, ErrApproved
			}
		}
		return returned(project, err)
	})
}

// DeliverableFile is a deliverable's stored file and what decides who may
// have it.
type DeliverableFile struct {
	Key, Name string
	PartnerID int64
	ProjectID int64
	// Visible is whether clients see the deliverable.
	Visible bool
}

// File returns deliverable id's file when may allows it (db.ErrNotFound
// otherwise, and for a deliverable without a file): the owning partner, or a
// client link that shares the project while the deliverable is visible.
func (s *Store) File(ctx context.Context, id int64, may func(DeliverableFile) bool) (DeliverableFile, error) {
	var f DeliverableFile
	var key sql.NullString
	err := s.db.QueryRow(ctx, "SELECT file_key, COALESCE(file_name, ''), partner_id, project_id, visible_to_client FROM deliverables WHERE id = ?", id).
		Scan(&key, &f.Name, &f.PartnerID, &f.ProjectID, &f.Visible)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return f, db.ErrNotFound
	case err != nil:
		return f, err
	case !key.Valid || !may(f):
		return f, db.ErrNotFound
	}
	f.Key = key.String
	return f, nil
}
