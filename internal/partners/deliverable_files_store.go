package partners

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"time"

	"mission/internal/db"
	"mission/internal/files"
)

// ownsDeliverable answers db.ErrNotFound unless the deliverable is the
// partner's, so that another partner's upload stores nothing.
func (p *Portal) ownsDeliverable(ctx context.Context, partner, id int64) error {
	var one int
	err := p.db.QueryRow(ctx, "SELECT 1 FROM deliverables WHERE id = ? AND partner_id = ?", id, partner).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return db.ErrNotFound
	}
	return err
}

// AttachFile puts a stored file on one of the partner's deliverables, in
// place of a link, unless it is approved (by then or concurrently).
func (p *Portal) AttachFile(ctx context.Context, partner, id int64, f files.File, now time.Time) (ProjectDetail, error) {
	var project int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		err := tx.QueryRow(ctx, `UPDATE deliverables SET file_key = ?, file_name = ?, file_url = '', updated_at = ?
			WHERE id = ? AND partner_id = ? AND status <> 'approved' RETURNING project_id`, f.Key, f.Name, now.UTC(), id, partner).Scan(&project)
		if errors.Is(err, sql.ErrNoRows) {
			var one int
			err = tx.QueryRow(ctx, "SELECT 1 FROM deliverables WHERE id = ? AND partner_id = ?", id, partner).Scan(&one)
			if err == nil {
				return ErrApproved
			}
		}
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		return touchProject(ctx, tx, project, now)
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return p.Project(ctx, partner, project)
}

// deliverableFile returns the key and name of a deliverable's file when
// the one asking may have it: the owning partner (partner != 0), or a
// client link that allows the project while the deliverable is visible.
func (p *Portal) deliverableFile(ctx context.Context, id, partner int64, client *Access) (string, string, error) {
	var key sql.NullString
	var name string
	var owner, project int64
	var visible bool
	err := p.db.QueryRow(ctx, "SELECT file_key, COALESCE(file_name, ''), partner_id, project_id, visible_to_client FROM deliverables WHERE id = ?", id).
		Scan(&key, &name, &owner, &project, &visible)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return "", "", db.ErrNotFound
	case err != nil:
		return "", "", err
	case !key.Valid:
		return "", "", db.ErrNotFound
	case partner != 0 && owner != partner:
		return "", "", db.ErrNotFound
	case client != nil && (owner != client.PartnerID || !visible || !slices.Contains(client.Projects, project)):
		return "", "", db.ErrNotFound
	}
	return key.String, name, nil
}
