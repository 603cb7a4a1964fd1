package partners

import (
	"context"
	"database/sql"
	"errors"
	"math"
	"strings"
	"time"

	"mission/internal/db"
)

const milestoneColumns = `id, project_id, COALESCE(title, ''), COALESCE(description, ''), due_date, status, percent_complete,
	visible_to_client, sort_order`

func (p *Portal) milestones(ctx context.Context, projects []int64, visibleOnly bool) ([]Milestone, error) {
	out := []Milestone{}
	if len(projects) == 0 {
		return out, nil
	}
	q := "SELECT " + milestoneColumns + " FROM project_milestones WHERE project_id IN (" + placeholders(len(projects)) + ")"
	if visibleOnly {
		q += " AND visible_to_client = TRUE"
	}
	rows, err := p.db.Query(ctx, q+" ORDER BY project_id, sort_order, id", int64Args(projects)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var m Milestone
		var due sql.NullTime
		var pct float64
		if err := rows.Scan(&m.ID, &m.ProjectID, &m.Title, &m.Description, &due, &m.Status, &pct, &m.VisibleToClient, &m.Order); err != nil {
			return nil, err
		}
		m.DueDate, m.PercentComplete = nullTime(due), int(math.Round(pct))
		out = append(out, m)
	}
	return out, rows.Err()
}

func (in MilestoneInput) apply(s *setter) {
	if in.Title != nil {
		s.set("title", *in.Title)
	}
	if in.Description != nil {
		s.set("description", *in.Description)
	}
	if in.DueDate != nil {
		s.set("due_date", dateValue(in.DueDate.Time))
	}
	if in.Status != nil {
		s.set("status", *in.Status)
		if *in.Status == "completed" && in.PercentComplete == nil {
			s.set("percent_complete", 100)
		}
	}
	if in.PercentComplete != nil {
		s.set("percent_complete", *in.PercentComplete)
	}
	if in.VisibleToClient != nil {
		s.set("visible_to_client", *in.VisibleToClient)
	}
	if in.Order != nil {
		s.set("sort_order", *in.Order)
	}
}

// AddMilestone adds a milestone to one of the partner's projects and
// returns the project as it now is.
func (p *Portal) AddMilestone(ctx context.Context, partner, project int64, in MilestoneInput, now time.Time) (ProjectDetail, error) {
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		if err := ownsProject(ctx, tx, partner, project); err != nil {
			return err
		}
		var s setter
		s.set("project_id", project)
		s.set("created_at", now.UTC())
		s.set("updated_at", now.UTC())
		if in.Order == nil {
			var next int
			if err := tx.QueryRow(ctx, "SELECT COALESCE(MAX(sort_order) + 1, 0) FROM project_milestones WHERE project_id = ?", project).Scan(&next); err != nil {
				return err
			}
			in.Order = &next
		}
		in.apply(&s)
		cols := make([]string, len(s.cols))
		for i, c := range s.cols {
			cols[i] = strings.TrimSuffix(c, " = ?")
		}
		if _, err := tx.Exec(ctx, "INSERT INTO project_milestones ("+strings.Join(cols, ", ")+") VALUES ("+placeholders(len(cols))+")", s.args...); err != nil {
			return err
		}
		return touchProject(ctx, tx, project, now)
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return p.Project(ctx, partner, project)
}

// UpdateMilestone edits a milestone of one of the partner's projects and
// returns the project as it now is.
func (p *Portal) UpdateMilestone(ctx context.Context, partner, id int64, in MilestoneInput, now time.Time) (ProjectDetail, error) {
	var project int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		err := tx.QueryRow(ctx, `SELECT m.project_id FROM project_milestones m JOIN partner_projects p ON p.id = m.project_id
			WHERE m.id = ? AND p.partner_id = ?`, id, partner).Scan(&project)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		var s setter
		in.apply(&s)
		s.set("updated_at", now.UTC())
		if _, err := tx.Exec(ctx, "UPDATE project_milestones SET "+s.sql()+" WHERE id = ?", append(s.args, id)...); err != nil {
			return err
		}
		return touchProject(ctx, tx, project, now)
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return p.Project(ctx, partner, project)
}
