package portal

import (
	"context"
	"database/sql"
	"errors"
	"math"
	"strconv"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
	"mission/internal/partners"
)

// progress is the average completion of a project's milestones (a
// completed milestone counts as whole); without milestones a completed
// project is 100 and any other 0.
const projectColumns = `p.id, p.client_id, COALESCE(p.client_name, ''), COALESCE(p.project_title, ''), COALESCE(p.project_description, ''),
	p.status, p.due_date, p.budget_cents, p.created_at, p.updated_at, p.completed_at,
	(SELECT AVG(CASE WHEN m.status = 'completed' THEN 100 ELSE m.percent_complete END) FROM project_milestones m WHERE m.project_id = p.id)`

func scanProject(row db.Scanner) (Project, error) {
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
	pr.DueDate, pr.CompletedAt = db.UTCPtr(due), db.UTCPtr(completed)
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
func (s *Store) Projects(ctx context.Context, partner int64, status string) ([]Project, error) {
	q := "SELECT " + projectColumns + " FROM partner_projects p WHERE p.partner_id = ?"
	args := []any{partner}
	if status != "" {
		q += " AND p.status = ?"
		args = append(args, status)
	}
	return s.projects(ctx, q+" ORDER BY p.updated_at DESC, p.id DESC", args...)
}

// ProjectsOf lists the partner's projects among ids, oldest first.
func (s *Store) ProjectsOf(ctx context.Context, partner int64, ids []int64) ([]Project, error) {
	if len(ids) == 0 {
		return []Project{}, nil
	}
	return s.projects(ctx, "SELECT "+projectColumns+" FROM partner_projects p WHERE p.partner_id = ? AND p.id IN ("+
		db.Placeholders(len(ids))+") ORDER BY p.created_at, p.id", append([]any{partner}, db.Args(ids)...)...)
}

func (s *Store) projects(ctx context.Context, q string, args ...any) ([]Project, error) {
	return db.List(ctx, s.db, scanProject, q, args...)
}

// Project returns one of the partner's projects with its milestones and
// deliverables, or db.ErrNotFound.
func (s *Store) Project(ctx context.Context, partner, id int64) (ProjectDetail, error) {
	pr, err := scanProject(s.db.QueryRow(ctx, "SELECT "+projectColumns+" FROM partner_projects p WHERE p.id = ? AND p.partner_id = ?", id, partner))
	if err != nil {
		return ProjectDetail{}, err
	}
	d := ProjectDetail{Project: pr}
	if d.Milestones, err = s.Milestones(ctx, []int64{id}, false); err != nil {
		return d, err
	}
	d.Deliverables, err = s.Deliverables(ctx, []int64{id}, false)
	return d, err
}

// CreateProject stores a project of the partner.
func (s *Store) CreateProject(ctx context.Context, partner int64, in ProjectInput, now time.Time) (ProjectDetail, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		name := in.ClientName
		var client any
		if in.ClientID != nil {
			n, err := OwnsClient(ctx, tx, partner, *in.ClientID)
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
			partner, client, name, in.Title, in.Description, in.Status, in.Budget.Cents, db.TimeValue(in.Deadline.Time), completed,
			now.UTC(), now.UTC()).Scan(&id)
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return s.Project(ctx, partner, id)
}

// UpdateProject changes the fields in set.
func (s *Store) UpdateProject(ctx context.Context, partner, id int64, in ProjectUpdate, now time.Time) (ProjectDetail, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		var c db.Columns
		if in.Title != nil {
			c.Set("project_title", *in.Title)
		}
		if in.Description != nil {
			c.Set("project_description", *in.Description)
		}
		if in.Status != nil {
			c.Set("status", *in.Status)
			if *in.Status == "completed" {
				c.Set("completed_at", now.UTC())
			} else {
				c.Set("completed_at", nil)
			}
		}
		if in.Budget != nil {
			c.Set("budget_cents", in.Budget.Cents)
		}
		if in.Deadline != nil {
			c.Set("due_date", db.TimeValue(in.Deadline.Time))
		}
		c.Set("updated_at", now.UTC())
		if err := db.Affected(tx.Exec(ctx, "UPDATE partner_projects SET "+c.Assignments()+" WHERE id = ? AND partner_id = ?", c.Args(id, partner)...)); err != nil {
			return err
		}
		if in.Status != nil && *in.Status == "completed" {
			return completeMilestones(ctx, tx, id, now)
		}
		return nil
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return s.Project(ctx, partner, id)
}

// Approve completes a project in review: the project is completed and
// every milestone still open with it, so the progress the partner and the
// client see is 100. The status change is the transaction's first
// statement and decides the answer.
func (s *Store) Approve(ctx context.Context, partner, id int64, now time.Time) (ProjectDetail, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
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
		return completeMilestones(ctx, tx, id, now)
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return s.Project(ctx, partner, id)
}

// completeMilestones completes every milestone of a project still open, so
// that a completed project's progress is 100 wherever it is shown, however
// it was completed (the client's approval or the partner's edit).
func completeMilestones(ctx context.Context, tx *db.Tx, project int64, now time.Time) error {
	_, err := tx.Exec(ctx, `UPDATE project_milestones SET status = 'completed', percent_complete = 100, updated_at = ?
		WHERE project_id = ? AND status <> 'completed'`, now.UTC(), project)
	return err
}

// ofProjects lists the rows of table (milestones, deliverables) that belong
// to the projects, project by project in order: only those clients see,
// when visibleOnly.
func ofProjects[T any](ctx context.Context, s *Store, scan func(db.Scanner) (T, error), columns, table, order string,
	projects []int64, visibleOnly bool) ([]T, error) {
	if len(projects) == 0 {
		return []T{}, nil
	}
	q := "SELECT " + columns + " FROM " + table + " WHERE project_id IN (" + db.Placeholders(len(projects)) + ")"
	if visibleOnly {
		q += " AND visible_to_client = TRUE"
	}
	return db.List(ctx, s.db, scan, q+" ORDER BY project_id, "+order, db.Args(projects)...)
}

// namedProject is the project a message or a payment names: nil for none,
// ErrUnknownProj unless it is one of the partner's.
func namedProject(ctx context.Context, tx *db.Tx, partner int64, id *int64) (any, error) {
	if id == nil {
		return nil, nil
	}
	if err := ownsProject(ctx, tx, partner, *id); errors.Is(err, db.ErrNotFound) {
		return nil, ErrUnknownProj
	} else if err != nil {
		return nil, err
	}
	return *id, nil
}

func ownsProject(ctx context.Context, tx *db.Tx, partner, project int64) error {
	var one int
	err := tx.QueryRow(ctx, "SELECT 1 FROM partner_projects WHERE id = ? AND partner_id = ?", project, partner).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return db.ErrNotFound
	}
	return err
}

// changeProject runs change, a write to a part of one of the partner's
// projects that answers which project it changed; the project is marked
// changed with it (its updated_at, and the client portal's pages), and is
// returned as it now is.
func (s *Store) changeProject(ctx context.Context, partner int64, now time.Time, change func(tx *db.Tx) (int64, error)) (ProjectDetail, error) {
	var project int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		var err error
		if project, err = change(tx); err != nil {
			return err
		}
		if _, err = tx.Exec(ctx, "UPDATE partner_projects SET updated_at = ? WHERE id = ?", now.UTC(), project); err != nil || s.Announce == nil {
			return err
		}
		return s.Announce(ctx, tx, announce.WorkChanged, map[string]string{"partnerId": strconv.FormatInt(partner, 10),
			"projectId": strconv.FormatInt(project, 10)})
	})
	if err != nil {
		return ProjectDetail{}, err
	}
	return s.Project(ctx, partner, project)
}

// addToProject inserts a row of table (a milestone, a deliverable) into
// one of the partner's projects: fill sets its columns beside the project
// and the times.
func (s *Store) addToProject(ctx context.Context, partner, project int64, now time.Time, table string,
	fill func(tx *db.Tx, c *db.Columns) error) (ProjectDetail, error) {
	return s.changeProject(ctx, partner, now, func(tx *db.Tx) (int64, error) {
		if err := ownsProject(ctx, tx, partner, project); err != nil {
			return 0, err
		}
		var c db.Columns
		c.Set("project_id", project)
		c.Set("created_at", now.UTC())
		c.Set("updated_at", now.UTC())
		if err := fill(tx, &c); err != nil {
			return 0, err
		}
		_, err := tx.Exec(ctx, c.Insert(table), c.Args()...)
		return project, err
	})
}

// returned is the project a write's RETURNING answered, db.ErrNotFound
// when it changed no row.
func returned(project int64, err error) (int64, error) {
	if errors.Is(err, sql.ErrNoRows) {
		return 0, db.ErrNotFound
	}
	return project, err
}
