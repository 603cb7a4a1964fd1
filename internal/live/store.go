package live

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"mission/internal/announce"
	"mission/internal/auth"
	"mission/internal/db"
)

// Store keeps live session projects.
type Store struct {
	db *db.DB
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
}

// NewStore returns the store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// Create stores a submission and returns its id and the token that alone
// may mark its call booked.
func (s *Store) Create(ctx context.Context, in Input, now time.Time) (int64, string, error) {
	token := auth.NewToken()
	features, _ := json.Marshal(in.KeyFeatures)
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if err := tx.QueryRow(ctx, `INSERT INTO live_session_projects (name, email, company, phone, project_type, project_description, industry,
			target_audience, key_features, budget, timeline, additional_notes, session_preference, calendar_booked, status, booking_token_hash,
			created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE, 'submitted', ?, ?, ?) RETURNING id`,
			in.Name, in.Email, in.Company, in.Phone, in.ProjectType, in.ProjectDescription, in.Industry, in.TargetAudience, string(features),
			in.Budget, in.Timeline, in.AdditionalNotes, in.SessionPreference, auth.HashToken(token), now.UTC(), now.UTC()).Scan(&id); err != nil {
			return err
		}
		if s.Announce == nil {
			return nil
		}
		return s.Announce(ctx, tx, announce.LiveSubmitted, map[string]string{"id": strconv.FormatInt(id, 10), "name": in.Name,
			"email": in.Email, "projectType": in.ProjectType, "sessionPreference": in.SessionPreference})
	})
	return id, token, err
}

// MarkBooked records that the submitter booked their call; only the
// submission's token may. A wrong token finds nothing.
func (s *Store) MarkBooked(ctx context.Context, id int64, token, meetingID string, now time.Time) error {
	if len(token) < 20 || len(token) > 100 {
		return db.ErrNotFound
	}
	return s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, `UPDATE live_session_projects SET calendar_booked = TRUE, zoom_meeting_id = COALESCE(NULLIF(?, ''), zoom_meeting_id),
			updated_at = ? WHERE id = ? AND booking_token_hash = ?`, meetingID, now.UTC(), id, auth.HashToken(token)))
	})
}

const columns = `id, COALESCE(name, ''), COALESCE(email, ''), COALESCE(company, ''), COALESCE(phone, ''), COALESCE(project_type, ''),
	COALESCE(project_description, ''), COALESCE(industry, ''), COALESCE(target_audience, ''), key_features, COALESCE(budget, ''),
	COALESCE(timeline, ''), COALESCE(additional_notes, ''), COALESCE(session_preference, ''), calendar_booked,
	COALESCE(zoom_meeting_id, ''), status, built_project_id, created_at, updated_at`

func scan(row db.Scanner) (Submission, error) {
	var s Submission
	var features string
	var built sql.NullInt64
	err := row.Scan(&s.ID, &s.Name, &s.Email, &s.Company, &s.Phone, &s.ProjectType, &s.ProjectDescription, &s.Industry, &s.TargetAudience,
		&features, &s.Budget, &s.Timeline, &s.AdditionalNotes, &s.SessionPreference, &s.CalendarBooked, &s.ZoomMeetingID, &s.Status, &built,
		&s.CreatedAt, &s.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return s, db.ErrNotFound
	}
	s.KeyFeatures = []string{}
	json.Unmarshal([]byte(features), &s.KeyFeatures)
	if built.Valid {
		s.BuiltProjectID = &built.Int64
	}
	s.CreatedAt, s.UpdatedAt = s.CreatedAt.UTC(), s.UpdatedAt.UTC()
	return s, err
}

// List returns submissions, newest first.
func (s *Store) List(ctx context.Context, limit int) ([]Submission, error) {
	return db.List(ctx, s.db, scan, "SELECT "+columns+" FROM live_session_projects ORDER BY created_at DESC, id DESC LIMIT ?", limit)
}

// ErrUnknownProject means a showcase project that does not exist.
var ErrUnknownProject = errors.New("unknown showcase project")

// MarkBuilt records that a submission was built, linked to a showcase
// project.
func (s *Store) MarkBuilt(ctx context.Context, id, project int64, now time.Time) (Submission, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var one int
		if err := tx.QueryRow(ctx, "SELECT 1 FROM projects WHERE id = ?", project).Scan(&one); errors.Is(err, sql.ErrNoRows) {
			return ErrUnknownProject
		} else if err != nil {
			return err
		}
		return db.Affected(tx.Exec(ctx, "UPDATE live_session_projects SET status = 'built', built_project_id = ?, updated_at = ? WHERE id = ?", project, now.UTC(), id))
	})
	if err != nil {
		return Submission{}, err
	}
	return scan(s.db.QueryRow(ctx, "SELECT "+columns+" FROM live_session_projects WHERE id = ?", id))
}
