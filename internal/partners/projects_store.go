package partners

import (
	"context"
	"database/sql"
	"errors"
	"math"
	"time"

	"mission/internal/db"
)

// progress is the average completion of a project's milestones (a
// completed milestone counts as whole); without milestones a completed
// project is 100 and any other 0.
const projectColumns = `p.id, p.client_id, COALESCE(p.client_name, ''), COALESCE(p.project_title, ''), COALESCE(p.project_description, ''),
	p.status, p.due_date, p.budget_cents, p.created_at, p.updated_at, p.completed_at,
	(SELECT AVG(CASE WHEN m.status = 'completed' THEN 100 ELSE m.percent_complete END) FROM project_milestones m WHERE m.project_id = p.id)`

func scanProject(row scanner) (Project, error) {
	var pr Project
	var client sql.NullInt64
	var due, completed sql.NullTime
	var progress sql.NullFloat64
	err := row.Scan(&pr.ID, &client, &pr.ClientName, &pr.Title, &pr.Description, &pr.Status, &due, &pr.ValueCents,
		&pr.CreatedAt, &pr.UpdatedAt, &completed, &progress)
	if errors.Is(err, sql.ErrNoRows) {
		return pr, db.ErrNotFound
	}
	if client.Valid {
		pr.ClientID = &client.Int64
	}
	pr.DueDate, pr.CompletedAt = nullTime(due), nullTime(completed)
	pr.CreatedAt, pr.UpdatedAt = pr.CreatedAt.UTC(), pr.UpdatedAt.UTC()
	switch {
	case progress.Valid:
		pr.Progress = int(math.Round(progress.Float64))
	case pr.Status == "completed":
		pr.Progress = 100
	}
	return pr, err
}

// Projects lists the partner's projects, most recently changed first,
// optionally of one status.
func (p *Portal) Projects(ctx context.Context, partner int64, status string) ([]Project, error) {
	q := "SELECT " + projectColumns + " FROM partner_projects p WHERE p.partner_id = ?"
	args := []any{partner}
	if status != "" {
		q += " AND p.status = ?"
		args = append(args, status)
	}
	return p.projects(ctx, q+" ORDER BY p.updated_at DESC, p.id DESC", args...)
}

func (p *Portal) projects(ctx context.Context, q string, args ...any) ([]Project, error) {
	rows, err := p.db.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Project{}
	for rows.Next() {
		pr, err := scanProject(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, pr)
	}
	return out, rows.Err()
}

// Project returns one of the partner's projects with its milestones and
// deliverables, or db.ErrNotFound.
func (p *Portal) Project(ctx context.Context, partner, id int64) (ProjectDetail, error) {
	pr, err := scanProject(p.db.QueryRow(ctx, "SELECT "+projectColumns+" FROM partner_projects p WHERE p.id = ? AND p.partner_id = ?", id, partner))
	if err != nil {
		return ProjectDetail{}, err
	}
	d := ProjectDetail{Project: pr}
	if d.Milestones, err = p.milestones(ctx, []int64{id}, false); err != nil {
		return d, err
	}
	d.Deliverables, err = p.deliverables(ctx, []int64{id}, false)
	return d, err
}

// CreateProject stores a project of the partner.
func (p *Portal) CreateProject(ctx context.Context, partner int64, in ProjectInput, now time.Time) (ProjectDetail, error) {
	var id int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		name := in.ClientName
		var client any
		if in.ClientID != nil {
			n, err := ownsClient(ctx, tx, partner, *in.ClientID)
			if err != nil {
				return err
			}
			name, client = n, *in.ClientID
		}
		var completed any
		if in.Status == "completed" {
			completed = now.UTC()
		}
		return tx.QueryRow(ctx, `INSERT INTO partner_projects (partner_id, client_id, client_name, project_title, project_description,
			status, budget_cents, due_date, completed_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			partner, client, name, in.Title, in.Description, in.Status, in.Budget.Cents, dateValue(in.Deadline.Time), completed,
			now.UTC(), now.UTC()).Scan(&id)
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return p.Project(ctx, partner, id)
}

// UpdateProject changes the fields in set.
func (p *Portal) UpdateProject(ctx context.Context, partner, id int64, in ProjectUpdate, now time.Time) (ProjectDetail, error) {
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		var s setter
		if in.Title != nil {
			s.set("project_title", *in.Title)
		}
		if in.Description != nil {
			s.set("project_description", *in.Description)
		}
		if in.Status != nil {
			s.set("status", *in.Status)
			if *in.Status == "completed" {
				s.set("completed_at", now.UTC())
			} else {
				s.set("completed_at", nil)
			}
		}
		if in.Budget != nil {
			s.set("budget_cents", in.Budget.Cents)
		}
		if in.Deadline != nil {
			s.set("due_date", dateValue(in.Deadline.Time))
		}
		s.set("updated_at", now.UTC())
		res, err := tx.Exec(ctx, "UPDATE partner_projects SET "+s.sql()+" WHERE id = ? AND partner_id = ?", append(s.args, id, partner)...)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return db.ErrNotFound
		}
		return nil
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return p.Project(ctx, partner, id)
}

// Approve completes a project in review: the project is completed and
// every milestone still open with it, so the progress the partner and the
// client see is 100. The status change is the transaction's first
// statement and decides the answer.
func (p *Portal) Approve(ctx context.Context, partner, id int64, now time.Time) (ProjectDetail, error) {
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		res, err := tx.Exec(ctx, `UPDATE partner_projects SET status = 'completed', completed_at = ?, updated_at = ?
			WHERE id = ? AND partner_id = ? AND status = 'review'`, now.UTC(), now.UTC(), id, partner)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			if err := ownsProject(ctx, tx, partner, id); err != nil {
				return err
			}
			return ErrNotInReview
		}
		_, err = tx.Exec(ctx, `UPDATE project_milestones SET status = 'completed', percent_complete = 100, updated_at = ?
			WHERE project_id = ? AND status <> 'completed'`, now.UTC(), id)
		return err
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return p.Project(ctx, partner, id)
}

func ownsProject(ctx context.Context, tx *db.Tx, partner, project int64) error {
	var one int
	err := tx.QueryRow(ctx, "SELECT 1 FROM partner_projects WHERE id = ? AND partner_id = ?", project, partner).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return db.ErrNotFound
	}
	return err
}

func touchProject(ctx context.Context, tx *db.Tx, project int64, now time.Time) error {
	_, err := tx.Exec(ctx, "UPDATE partner_projects SET updated_at = ? WHERE id = ?", now.UTC(), project)
	return err
}
