package sla

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
)

// A timer of a project's work: what it times and its deadline, or whether
// it should run at all.
type workTimer struct {
	id, subject int64
	kind        string
	started     time.Time
	due         time.Time
}

type wanted struct {
	kind    string
	subject int64
	// run: the subject should be timed now; done: it was completed (a
	// milestone completed, a deliverable approved).
	run, done bool
	due       time.Time // a milestone's; a review's is set when it starts
}

// followWork brings a project's milestone and review timers in line with
// its milestones and deliverables as they are in tx, at at:
//   - a milestone with a due date, not completed, runs until the end of
//     that day in the partner's time zone; completing it completes the
//     timer; a new date moves the deadline; no date stops timing it;
//   - a deliverable submitted and shown to the client starts its review,
//     due after the project's (or the partner's) review hours; approving it
//     completes the timer; back to draft or hidden, it is no longer timed.
func followWork(ctx context.Context, tx *db.Tx, partner, project int64, at time.Time) error {
	if partner == 0 || project == 0 {
		return nil
	}
	set, err := settingsOf(ctx, tx, partner)
	if err != nil {
		return err
	}
	var client sql.NullInt64
	var reviewHours sql.NullInt64
	if err := tx.QueryRow(ctx, "SELECT client_id, sla_review_hours FROM partner_projects WHERE id = ? AND partner_id = ?", project, partner).
		Scan(&client, &reviewHours); err != nil {
		return err
	}
	if reviewHours.Valid {
		set.ReviewHours = int(reviewHours.Int64)
	}
	cal, calErr := set.Calendar()
	zone := time.UTC
	if calErr == nil {
		zone = cal.Zone
	}

	want, err := db.List(ctx, tx, func(row db.Scanner) (wanted, error) {
		var w wanted
		var due sql.NullTime
		var status string
		err := row.Scan(&w.subject, &due, &status)
		w.kind, w.done = Milestone, status == "completed"
		w.run = due.Valid && !w.done
		if due.Valid {
			d := due.Time.UTC()
			w.due = time.Date(d.Year(), d.Month(), d.Day()+1, 0, 0, 0, 0, zone)
		}
		return w, err
	}, "SELECT id, due_date, COALESCE(status, '') FROM project_milestones WHERE project_id = ?", project)
	if err != nil {
		return err
	}
	reviews, err := db.List(ctx, tx, func(row db.Scanner) (wanted, error) {
		var w wanted
		var status string
		var visible bool
		err := row.Scan(&w.subject, &status, &visible)
		w.kind, w.done = Review, status == "approved"
		w.run = status == "submitted" && visible
		return w, err
	}, "SELECT id, COALESCE(status, ''), visible_to_client FROM deliverables WHERE project_id = ?", project)
	if err != nil {
		return err
	}
	want = append(want, reviews...)

	running, err := db.List(ctx, tx, func(row db.Scanner) (workTimer, error) {
		var t workTimer
		err := row.Scan(&t.id, &t.kind, &t.subject, &t.started, &t.due)
		return t, err
	}, "SELECT id, sla_type, COALESCE(subject_id, 0), start_time, due_at FROM sla_tracking WHERE project_id = ? AND status = 'pending' AND sla_type IN (?, ?)",
		project, Milestone, Review)
	if err != nil {
		return err
	}
	for _, w := range want {
		var t *workTimer
		for i := range running {
			if running[i].kind == w.kind && running[i].subject == w.subject {
				t = &running[i]
			}
		}
		switch {
		case t != nil && w.done:
			err = finish(ctx, tx, cal, calErr, t.id, t.started, t.due, at)
		case t != nil && !w.run:
			_, err = tx.Exec(ctx, "DELETE FROM sla_tracking WHERE id = ? AND status = 'pending'", t.id)
		case t != nil && w.kind == Milestone && !w.due.Equal(t.due):
			_, err = tx.Exec(ctx, "UPDATE sla_tracking SET due_at = ?, target_hours = ? WHERE id = ? AND status = 'pending'",
				w.due.UTC(), workingHours(cal, calErr, t.started, w.due), t.id)
		case t == nil && w.run:
			err = startWork(ctx, tx, partner, project, client, w, set, cal, calErr, at)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func startWork(ctx context.Context, tx *db.Tx, partner, project int64, client sql.NullInt64, w wanted, set Settings, cal Calendar, calErr error,
	at time.Time) error {
	due, target := w.due, 0.0
	if w.kind == Review {
		if calErr != nil {
			return nil // no working hours: no review window to time
		}
		d, err := cal.Deadline(at, time.Duration(set.ReviewHours)*time.Hour)
		if err != nil {
			return nil
		}
		due, target = d, float64(set.ReviewHours)
	} else {
		target = workingHours(cal, calErr, at, due)
	}
	_, err := tx.Exec(ctx, `INSERT INTO sla_tracking (partner_id, project_id, client_id, sla_type, subject_id, target_hours, start_time, due_at,
		status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`, partner, project, client, w.kind, w.subject, target, at, due.UTC(), at)
	return err
}

// workingHours between a and b, 0 without a working week.
func workingHours(cal Calendar, calErr error, a, b time.Time) float64 {
	if calErr != nil || !b.After(a) {
		return 0
	}
	d, err := cal.Between(a, b)
	if err != nil {
		return 0
	}
	return d.Hours()
}

// ErrNoProject answers a project that is not the partner's.
var ErrNoProject = errors.New("Project not found.")

// ProjectPromise is a project's own review time, or none (the partner's).
type ProjectPromise struct {
	// ReviewHours is the project's own, or nil for the partner's default.
	ReviewHours *int `json:"reviewHours"`
	// DefaultReviewHours is the partner's.
	DefaultReviewHours int `json:"defaultReviewHours"`
}

// Validate implements the decoder's check.
func (p ProjectPromise) Validate() map[string]string {
	if p.ReviewHours != nil && (*p.ReviewHours < MinReviewHours || *p.ReviewHours > MaxReviewHours) {
		return map[string]string{"reviewHours": reviewHoursMessage}
	}
	return nil
}

// ProjectPromiseOf reads a project's promise.
func (s *Store) ProjectPromiseOf(ctx context.Context, partner, project int64) (ProjectPromise, error) {
	set, err := s.Settings(ctx, partner)
	if err != nil {
		return ProjectPromise{}, err
	}
	p := ProjectPromise{DefaultReviewHours: set.ReviewHours}
	var hours sql.NullInt64
	err = s.db.QueryRow(ctx, "SELECT sla_review_hours FROM partner_projects WHERE id = ? AND partner_id = ?", project, partner).Scan(&hours)
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNoProject
	}
	if hours.Valid {
		h := int(hours.Int64)
		p.ReviewHours = &h
	}
	return p, err
}

// SetProjectPromise stores a project's own review time (nil: the
// partner's); reviews already running keep their deadline.
func (s *Store) SetProjectPromise(ctx context.Context, partner, project int64, in ProjectPromise) (ProjectPromise, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, "UPDATE partner_projects SET sla_review_hours = ? WHERE id = ? AND partner_id = ?", in.ReviewHours, project, partner)
		if err := db.Affected(res, err); errors.Is(err, db.ErrNotFound) {
			return ErrNoProject
		} else if err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		return ProjectPromise{}, err
	}
	return s.ProjectPromiseOf(ctx, partner, project)
}
