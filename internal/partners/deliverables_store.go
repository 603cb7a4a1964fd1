package partners

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"mission/internal/db"
	"mission/internal/files"
)

const deliverableColumns = `id, project_id, COALESCE(title, ''), COALESCE(type, 'other'), COALESCE(description, ''), COALESCE(file_url, ''),
	status, visible_to_client, approved_at, COALESCE(approved_by_name, ''), created_at, COALESCE(file_name, ''), file_key IS NOT NULL,
	COALESCE((SELECT content_type FROM files WHERE files.file_key = deliverables.file_key), '')`

func scanDeliverable(row scanner) (Deliverable, error) {
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
	d.ApprovedAt, d.CreatedAt = nullTime(approved), d.CreatedAt.UTC()
	return d, err
}

func (p *Portal) deliverables(ctx context.Context, projects []int64, visibleOnly bool) ([]Deliverable, error) {
	out := []Deliverable{}
	if len(projects) == 0 {
		return out, nil
	}
	q := "SELECT " + deliverableColumns + " FROM deliverables WHERE project_id IN (" + placeholders(len(projects)) + ")"
	if visibleOnly {
		q += " AND visible_to_client = TRUE"
	}
	rows, err := p.db.Query(ctx, q+" ORDER BY project_id, created_at, id", int64Args(projects)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		d, err := scanDeliverable(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

func (in DeliverableInput) apply(s *setter) {
	if in.Title != nil {
		s.set("title", *in.Title)
	}
	if in.Type != nil {
		s.set("type", *in.Type)
	}
	if in.Description != nil {
		s.set("description", *in.Description)
	}
	if in.Link != nil {
		s.set("file_url", *in.Link)
	}
	if in.Status != nil {
		s.set("status", *in.Status)
	}
	if in.VisibleToClient != nil {
		s.set("visible_to_client", *in.VisibleToClient)
	}
}

// AddDeliverable adds a deliverable to one of the partner's projects.
func (p *Portal) AddDeliverable(ctx context.Context, partner, project int64, in DeliverableInput, now time.Time) (ProjectDetail, error) {
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		if err := ownsProject(ctx, tx, partner, project); err != nil {
			return err
		}
		var s setter
		s.set("project_id", project)
		s.set("partner_id", partner)
		s.set("created_at", now.UTC())
		s.set("updated_at", now.UTC())
		if in.Type == nil {
			t := "document"
			in.Type = &t
		}
		in.apply(&s)
		cols := make([]string, len(s.cols))
		for i, c := range s.cols {
			cols[i] = strings.TrimSuffix(c, " = ?")
		}
		if _, err := tx.Exec(ctx, "INSERT INTO deliverables ("+strings.Join(cols, ", ")+") VALUES ("+placeholders(len(cols))+")", s.args...); err != nil {
			return err
		}
		return touchProject(ctx, tx, project, now)
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return p.Project(ctx, partner, project)
}

// UpdateDeliverable edits one of the partner's deliverables. An approved
// deliverable keeps its approval; only its visibility may still change.
// Each update names the status it expects, so an edit that meets a
// concurrent approval never changes what the client approved.
func (p *Portal) UpdateDeliverable(ctx context.Context, partner, id int64, in DeliverableInput, now time.Time) (ProjectDetail, error) {
	var project int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		var s setter
		in.apply(&s)
		s.set("updated_at", now.UTC())
		err := tx.QueryRow(ctx, "UPDATE deliverables SET "+s.sql()+" WHERE id = ? AND partner_id = ? AND status <> 'approved' RETURNING project_id",
			append(s.args, id, partner)...).Scan(&project)
		if errors.Is(err, sql.ErrNoRows) {
			// Approved (a final state), or not the partner's.
			var kept setter
			DeliverableInput{VisibleToClient: in.VisibleToClient}.apply(&kept)
			kept.set("updated_at", now.UTC())
			err = tx.QueryRow(ctx, "UPDATE deliverables SET "+kept.sql()+" WHERE id = ? AND partner_id = ? AND status = 'approved' RETURNING project_id",
				append(kept.args, id, partner)...).Scan(&project)
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
