package portal

import (
	"context"
	"database/sql"
	"math"
	"time"

	"mission/internal/db"
)

const milestoneColumns = `id, project_id, COALESCE(title, ''), COALESCE(description, ''), due_date, status, percent_complete,
	visible_to_client, sort_order`

// Milestones lists the milestones of the projects, in order (only those
// clients see, when visibleOnly).
func (s *Store) Milestones(ctx context.Context, projects []int64, visibleOnly bool) ([]Milestone, error) {
	return ofProjects(ctx, s, scanMilestone, milestoneColumns, "project_milestones", "sort_order, id", projects, visibleOnly)
}

func scanMilestone(row db.Scanner) (Milestone, error) {
	var m Milestone
	var due sql.NullTime
	var pct float64
	err := row.Scan(&m.ID, &m.ProjectID, &m.Title, &m.Description, &due, &m.Status, &pct, &m.VisibleToClient, &m.Order)
	m.DueDate, m.PercentComplete = db.UTCPtr(due), int(math.Round(pct))
	return m, err
}

func (in MilestoneInput) apply(c *db.Columns) {
	if in.Title != nil {
		c.Set("title", *in.Title)
	}
	if in.Description != nil {
		c.Set("description", *in.Description)
	}
	if in.DueDate != nil {
		c.Set("due_date", db.TimeValue(in.DueDate.Time))
	}
	if in.Status != nil {
		c.Set("status", *in.Status)
		if *in.Status == "completed" && in.PercentComplete == nil {
			c.Set("percent_complete", 100)
		}
	}
	if in.PercentComplete != nil {
		c.Set("percent_complete", *in.PercentComplete)
	}
	if in.VisibleToClient != nil {
		c.Set("visible_to_client", *in.VisibleToClient)
	}
	if in.Order != nil {
		c.Set("sort_order", *in.Order)
	}
}

// AddMilestone adds a milestone to one of the partner's projects and
// returns the project as it now is.
func (s *Store) AddMilestone(ctx context.Context, partner, project int64, in MilestoneInput, now time.Time) (ProjectDetail, error) {
	return s.addToProject(ctx, partner, project, now, "project_milestones", func(tx *db.Tx, c *db.Columns) error {
		if in.Order == nil {
			var next int
			if err := tx.QueryRow(ctx, "SELECT COALESCE(MAX(sort_order) + 1, 0) FROM project_milestones WHERE project_id = ?", project).Scan(&next); err != nil {
				return err
			}
			in.Order = &next
		}
		in.apply(c)
		return nil
	})
}

// UpdateMilestone edits a milestone of one of the partner's projects and
// returns the project as it now is.
func (s *Store) UpdateMilestone(ctx context.Context, partner, id int64, in MilestoneInput, now time.Time) (ProjectDetail, error) {
	return s.changeProject(ctx, partner, now, func(tx *db.Tx) (int64, error) {
		var project int64
		err := tx.QueryRow(ctx, `SELECT m.project_id FROM project_milestones m JOIN partner_projects p ON p.id = m.project_id
			WHERE m.id = ? AND p.partner_id = ?`, id, partner).Scan(&project)
		if project, err = returned(project, err); err != nil {
			return 0, err
		}
		var c db.Columns
		in.apply(&c)
		c.Set("updated_at", now.UTC())
		_, err = tx.Exec(ctx, "UPDATE project_milestones SET "+c.Assignments()+" WHERE id = ?", c.Args(id)...)
		return project, err
	})
}
