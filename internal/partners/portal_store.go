package partners

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
	"mission/internal/files"
)

// Errors of the portal store.
var (
	ErrNotInReview   = errors.New("Only a project in review can be approved.")
	ErrUnknownClient = errors.New("choose one of your clients")
	ErrUnknownProj   = errors.New("choose your own projects")
	// ErrNotClientsProject is a link naming a project that is not its
	// client's.
	ErrNotClientsProject = errors.New("choose this client's projects")
)

// Topic is announced by every write that changes what a client portal
// shows, so that cached pages are dropped on every instance.
const Topic = "client-portal"

// RevenueTopic is announced by every change to what the Revenue Dashboard
// shows: payments, client subscriptions and a partner's share.
const RevenueTopic = "partner-revenue"

// Portal keeps what partners run from the portal. Every method takes the
// partner of the session and touches that partner's rows only: another
// partner's id is not found.
type Portal struct {
	db       *db.DB
	touching chan struct{} // bounds the background writes of lastAccessedAt
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
}

// NewPortal returns the portal store on d.
func NewPortal(d *db.DB) *Portal { return &Portal{db: d, touching: make(chan struct{}, 4)} }

// OnChange calls fn after any committed change to what client portals
// show, made on this instance or another.
func (p *Portal) OnChange(fn func()) { p.db.OnChange(Topic, fn) }

// setter builds the SET clause of a partial update.
type setter struct {
	cols []string
	args []any
}

func (s *setter) set(col string, v any) {
	s.cols = append(s.cols, col+" = ?")
	s.args = append(s.args, v)
}

func (s *setter) sql() string { return strings.Join(s.cols, ", ") }

func dateValue(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.UTC()
}

func nullTime(t sql.NullTime) *time.Time { return utcPtr(t) }

// ---- clients

const clientColumns = `id, COALESCE(name, ''), COALESCE(email, ''), COALESCE(phone, ''), COALESCE(company, ''), status, created_at`

func scanClient(row scanner) (Client, error) {
	var c Client
	err := row.Scan(&c.ID, &c.Name, &c.Email, &c.Phone, &c.Company, &c.Status, &c.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return c, db.ErrNotFound
	}
	c.CreatedAt = c.CreatedAt.UTC()
	return c, err
}

// Clients lists the partner's clients, newest first.
func (p *Portal) Clients(ctx context.Context, partner int64) ([]Client, error) {
	rows, err := p.db.Query(ctx, "SELECT "+clientColumns+" FROM clients WHERE partner_id = ? ORDER BY created_at DESC, id DESC", partner)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Client{}
	for rows.Next() {
		c, err := scanClient(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// CreateClient stores a client of the partner.
func (p *Portal) CreateClient(ctx context.Context, partner int64, in ClientInput, now time.Time) (Client, error) {
	var id int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		return tx.QueryRow(ctx, `INSERT INTO clients (partner_id, name, email, phone, company, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, partner, in.Name, in.Email, in.Phone, in.Company, in.Status, now.UTC(), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Client{}, err
	}
	return scanClient(p.db.QueryRow(ctx, "SELECT "+clientColumns+" FROM clients WHERE id = ?", id))
}

func ownsClient(ctx context.Context, tx *db.Tx, partner, client int64) (string, error) {
	var name string
	err := tx.QueryRow(ctx, "SELECT COALESCE(name, '') FROM clients WHERE id = ? AND partner_id = ?", client, partner).Scan(&name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrUnknownClient
	}
	return name, err
}

// ---- projects

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

// ---- milestones

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

func placeholders(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }

func int64Args(ids []int64) []any {
	out := make([]any, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
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

// ---- deliverables

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

// ---- links

const linkColumns = `id, client_id, COALESCE(token, ''), allowed_project_ids, expires_at, active, last_accessed_at, created_at`

func scanLink(row scanner) (Link, error) {
	var l Link
	var allowed string
	var expires, accessed sql.NullTime
	err := row.Scan(&l.ID, &l.ClientID, &l.Token, &allowed, &expires, &l.Active, &accessed, &l.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return l, db.ErrNotFound
	}
	l.AllowedProjectIDs = []int64{}
	json.Unmarshal([]byte(allowed), &l.AllowedProjectIDs)
	l.ExpiresAt, l.LastAccessedAt, l.CreatedAt = nullTime(expires), nullTime(accessed), l.CreatedAt.UTC()
	return l, err
}

// Links lists the partner's client links, newest first.
func (p *Portal) Links(ctx context.Context, partner int64) ([]Link, error) {
	rows, err := p.db.Query(ctx, "SELECT "+linkColumns+" FROM client_links WHERE partner_id = ? ORDER BY created_at DESC, id DESC", partner)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Link{}
	for rows.Next() {
		l, err := scanLink(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// querier is the database or a transaction, for reads both make.
type querier interface {
	Query(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

// clientProjects keeps, in order and without repeats, the ids that are
// projects of the partner for this client; nil ids means every such
// project, oldest first.
func clientProjects(ctx context.Context, q querier, partner, client int64, ids []int64) ([]int64, error) {
	query := "SELECT id FROM partner_projects WHERE partner_id = ? AND client_id = ?"
	args := []any{partner, client}
	if ids != nil {
		if len(ids) == 0 {
			return []int64{}, nil
		}
		query += " AND id IN (" + placeholders(len(ids)) + ")"
		args = append(args, int64Args(ids)...)
	}
	rows, err := q.Query(ctx, query+" ORDER BY created_at, id", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	found := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		found = append(found, id)
	}
	if err := rows.Err(); err != nil || ids == nil {
		return found, err
	}
	kept := []int64{}
	for _, id := range ids {
		if slices.Contains(found, id) && !slices.Contains(kept, id) {
			kept = append(kept, id)
		}
	}
	return kept, nil
}

// checkProjects makes sure every id is a project of the partner for the
// link's client (ErrNotClientsProject otherwise) and returns them without
// repeats, in order: one wrong tick must not show a client another
// client's work.
func checkProjects(ctx context.Context, tx *db.Tx, partner, client int64, ids []int64) ([]int64, error) {
	clean := []int64{}
	for _, id := range ids {
		if !slices.Contains(clean, id) {
			clean = append(clean, id)
		}
	}
	if len(clean) > 500 {
		return nil, ErrNotClientsProject
	}
	kept, err := clientProjects(ctx, tx, partner, client, clean)
	if err != nil {
		return nil, err
	}
	if len(kept) != len(clean) {
		return nil, ErrNotClientsProject
	}
	return kept, nil
}

func encodeIDs(ids []int64) string {
	b, _ := json.Marshal(ids)
	return string(b)
}

// CreateLink makes a portal link for one of the partner's clients. It
// shares the projects listed, which must be that client's; without a list
// it shares every project the client has now.
func (p *Portal) CreateLink(ctx context.Context, partner int64, in LinkInput, now time.Time) (Link, error) {
	token := newToken()
	var id int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		if _, err := ownsClient(ctx, tx, partner, in.ClientID); err != nil {
			return err
		}
		var ids []int64
		var err error
		if in.AllowedProjectIDs == nil {
			ids, err = clientProjects(ctx, tx, partner, in.ClientID, nil)
		} else {
			ids, err = checkProjects(ctx, tx, partner, in.ClientID, *in.AllowedProjectIDs)
		}
		if err != nil {
			return err
		}
		return tx.QueryRow(ctx, `INSERT INTO client_links (partner_id, client_id, token, allowed_project_ids, expires_at, active, created_at)
			VALUES (?, ?, ?, ?, ?, TRUE, ?) RETURNING id`, partner, in.ClientID, token, encodeIDs(ids), dateValue(in.ExpiresAt.Time), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Link{}, err
	}
	return scanLink(p.db.QueryRow(ctx, "SELECT "+linkColumns+" FROM client_links WHERE id = ?", id))
}

// UpdateLink is Manage Access on one of the partner's links.
func (p *Portal) UpdateLink(ctx context.Context, partner, id int64, in LinkUpdate) (Link, error) {
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		var client int64
		err := tx.QueryRow(ctx, "SELECT client_id FROM client_links WHERE id = ? AND partner_id = ?", id, partner).Scan(&client)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		var s setter
		if in.AllowedProjectIDs != nil {
			ids, err := checkProjects(ctx, tx, partner, client, *in.AllowedProjectIDs)
			if err != nil {
				return err
			}
			s.set("allowed_project_ids", encodeIDs(ids))
		}
		if in.ExpiresAt.Set {
			s.set("expires_at", dateValue(in.ExpiresAt.Time))
		}
		if in.Active != nil {
			s.set("active", *in.Active)
		}
		if len(s.cols) == 0 {
			return nil
		}
		_, err = tx.Exec(ctx, "UPDATE client_links SET "+s.sql()+" WHERE id = ?", append(s.args, id)...)
		return err
	})
	if err != nil {
		return Link{}, err
	}
	return scanLink(p.db.QueryRow(ctx, "SELECT "+linkColumns+" FROM client_links WHERE id = ?", id))
}
