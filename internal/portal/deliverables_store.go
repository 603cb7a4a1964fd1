package portal

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
	"mission/internal/files"
)

const deliverableColumns = `id, project_id, COALESCE(title, ''), COALESCE(type, 'other'), COALESCE(description, ''), COALESCE(file_url, ''),
	status, visible_to_client, approved_at, COALESCE(approved_by_name, ''), created_at, COALESCE(file_name, ''), file_key IS NOT NULL,
	COALESCE((SELECT content_type FROM files WHERE files.file_key = deliverables.file_key), '')`

func scanDeliverable(row db.Scanner) (Deliverable, error) {
	var d Deliverable
	var approved sql.NullTime
	var fileType string
	err := row.Scan(&d.ID, &d.ProjectID, &d.Title, &d.Type, &d.Description, &d.Link, &d.Status, &d.VisibleToClient,
		&approved, &d.ApprovedBy, &d.CreatedAt, &d.FileName, &d.HasFile, &fileType)
	if errors.Is(err, sql.ErrNoRows) {
		return d, db.ErrNotFound
	}
	if d.HasFile {
		// As the download names it: names stored before the text rules
		// applied to them are shown safe too.
		d.FileName = files.Named(d.FileName, fileType)
	}
	d.ApprovedAt, d.CreatedAt = db.UTCPtr(approved), d.CreatedAt.UTC()
	return d, err
}

// Deliverable returns one deliverable, or db.ErrNotFound.
func (s *Store) Deliverable(ctx context.Context, id int64) (Deliverable, error) {
	return scanDeliverable(s.db.QueryRow(ctx, "SELECT "+deliverableColumns+" FROM deliverables WHERE id = ?", id))
}

// Deliverables lists the deliverables of the projects, in order (only those
// clients see, when visibleOnly).
func (s *Store) Deliverables(ctx context.Context, projects []int64, visibleOnly bool) ([]Deliverable, error) {
	return ofProjects(ctx, s, scanDeliverable, deliverableColumns, "deliverables", "created_at, id", projects, visibleOnly)
}

func (in DeliverableInput) apply(c *db.Columns) {
	if in.Title != nil {
		c.Set("title", *in.Title)
	}
	if in.Type != nil {
		c.Set("type", *in.Type)
	}
	if in.Description != nil {
		c.Set("description", *in.Description)
	}
	if in.Link != nil {
		c.Set("file_url", *in.Link)
	}
	if in.Status != nil {
		c.Set("status", *in.Status)
	}
	if in.VisibleToClient != nil {
		c.Set("visible_to_client", *in.VisibleToClient)
	}
}

// AddDeliverable adds a deliverable to one of the partner's projects.
func (s *Store) AddDeliverable(ctx context.Context, partner, project int64, in DeliverableInput, now time.Time) (ProjectDetail, error) {
	return s.addToProject(ctx, partner, project, now, "deliverables", func(_ *db.Tx, c *db.Columns) error {
		c.Set("partner_id", partner)
		if in.Type == nil {
			t := "document"
			in.Type = &t
		}
		in.apply(c)
		return nil
	})
}

// UpdateDeliverable edits one of the partner's deliverables. An approved
// deliverable keeps its approval; only its visibility may still change.
// Each update names the status it expects, so an edit that meets a
// concurrent approval never changes what the client approved.
func (s *Store) UpdateDeliverable(ctx context.Context, partner, id int64, in DeliverableInput, now time.Time) (ProjectDetail, error) {
	return s.changeProject(ctx, partner, now, func(tx *db.Tx) (int64, error) {
		var project int64
		var c db.Columns
		in.apply(&c)
		c.Set("updated_at", now.UTC())
		err := tx.QueryRow(ctx, "UPDATE deliverables SET "+c.Assignments()+" WHERE id = ? AND partner_id = ? AND status <> 'approved' RETURNING project_id",
			c.Args(id, partner)...).Scan(&project)
		if errors.Is(err, sql.ErrNoRows) {
			// Approved (a final state), or not the partner's.
			var kept db.Columns
			DeliverableInput{VisibleToClient: in.VisibleToClient}.apply(&kept)
			kept.Set("updated_at", now.UTC())
			err = tx.QueryRow(ctx, "UPDATE deliverables SET "+kept.Assignments()+" WHERE id = ? AND partner_id = ? AND status = 'approved' RETURNING project_id",
				kept.Args(id, partner)...).Scan(&project)
		}
		return returned(project, err)
	})
}
