package sla

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
)

// Escalate marks every running timer of the partner's promises whose
// deadline has passed as breached at now and tells staff (through the
// outbox), each once: a conditional update per timer. It answers how many
// it marked. A client's review past its time is the client's delay: the
// partner sees it as overdue; staff are not told.
func (s *Store) Escalate(ctx context.Context, now time.Time) (int, error) {
	ids, err := db.List(ctx, s.db, db.Int64, `SELECT id FROM sla_tracking WHERE status = 'pending' AND breached_at IS NULL AND due_at <= ?
		AND sla_type <> ? ORDER BY id LIMIT 500`, now.UTC(), Review)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, id := range ids {
		err := s.db.Write(ctx, func(tx *db.Tx) error {
			res, err := tx.Exec(ctx, "UPDATE sla_tracking SET breached_at = ?, escalated = TRUE WHERE id = ? AND status = 'pending' AND breached_at IS NULL",
				now.UTC(), id)
			if err := db.Affected(res, err); err != nil {
				return err
			}
			if s.Announce == nil {
				return nil
			}
			b, err := scanBreach(tx.QueryRow(ctx, "SELECT "+breachColumns+breachFrom+" WHERE t.id = ?", id))
			if err != nil {
				return err
			}
			return s.Announce(ctx, tx, announce.SLABreached, map[string]string{"partner": b.Partner, "partnerId": strconv.FormatInt(b.PartnerID, 10),
				"clientName": b.Client, "kind": b.Promise(), "targetHours": strconv.Itoa(b.TargetHours),
				"startedAt": b.StartedAt.Format("2 Jan 2006 15:04 MST"), "dueAt": b.DueAt.Format("2 Jan 2006 15:04 MST")})
		})
		switch {
		case err == nil:
			n++
		case !errors.Is(err, db.ErrNotFound): // another instance marked it first
			return n, err
		}
	}
	return n, nil
}

// Breach is one promise missed, as staff see it.
type Breach struct {
	ID        int64  `json:"id"`
	PartnerID int64  `json:"partnerId"`
	Partner   string `json:"partner"`
	ClientID  int64  `json:"clientId"`
	Client    string `json:"clientName"`
	Kind      string `json:"kind"`
	// Subject names what a milestone's timer times: "Milestone" of
	// "Project"; "" for a first reply.
	Subject     string     `json:"subject"`
	TargetHours int        `json:"targetHours"`
	StartedAt   time.Time  `json:"startedAt"`
	DueAt       time.Time  `json:"dueAt"`
	BreachedAt  time.Time  `json:"breachedAt"`
	CompletedAt *time.Time `json:"completedAt"`
}

const breachColumns = `t.id, t.partner_id, COALESCE(pa.company_name, ''), COALESCE(t.client_id, 0), COALESCE(c.name, ''), t.sla_type,
	` + subjectColumn + `, COALESCE(t.target_hours, 0), t.start_time, t.due_at, t.breached_at, t.completed_time`

// subjectColumn is the title of what a timer t times, with its project's.
const subjectColumn = `COALESCE(CASE t.sla_type
	WHEN 'milestone' THEN (SELECT m.title FROM project_milestones m WHERE m.id = t.subject_id)
	WHEN 'deliverable_review' THEN (SELECT d.title FROM deliverables d WHERE d.id = t.subject_id) END
	|| ' (' || (SELECT pr.project_title FROM partner_projects pr WHERE pr.id = t.project_id) || ')', '')`

const breachFrom = ` FROM sla_tracking t JOIN partners pa ON pa.id = t.partner_id LEFT JOIN clients c ON c.id = t.client_id`

func scanBreach(row db.Scanner) (Breach, error) {
	var b Breach
	var target float64
	var breached, done sql.NullTime
	err := row.Scan(&b.ID, &b.PartnerID, &b.Partner, &b.ClientID, &b.Client, &b.Kind, &b.Subject, &target, &b.StartedAt, &b.DueAt, &breached, &done)
	b.TargetHours = int(target)
	b.StartedAt, b.DueAt, b.CompletedAt = b.StartedAt.UTC(), b.DueAt.UTC(), db.UTCPtr(done)
	// Kept late without the sweep having seen it: breached as it completed.
	if at := db.UTCPtr(breached); at != nil {
		b.BreachedAt = *at
	} else if b.CompletedAt != nil {
		b.BreachedAt = *b.CompletedAt
	}
	return b, err
}

// Promise says in words what a breached timer promised, for staff.
func (b Breach) Promise() string {
	if b.Kind == Milestone {
		return "the milestone " + b.Subject
	}
	return "a first reply to a client's message"
}

// Breaches' standings in staff's list: still running past the deadline,
// or kept late.
const (
	BreachOpen = "open"
	BreachLate = "late"
)

// BreachStatuses are the list's status filter.
var BreachStatuses = []string{BreachOpen, BreachLate}

// missed is the partners' promises missed that f matches, newest first:
// those still running past their deadline and those kept late (not
// clients' reviews).
func missed(f db.Filter) db.Newest {
	n := db.Newest{
		Columns: breachColumns,
		From:    breachFrom[len(" FROM "):],
		Where:   "(t.breached_at IS NOT NULL OR t.status = 'breached') AND t.sla_type <> ?",
		Args:    []any{Review},
		At:      "COALESCE(t.breached_at, t.completed_time)",
		ID:      "t.id",
	}
	switch f.Status {
	case BreachOpen:
		n.Where += " AND t.status = 'pending'"
	case BreachLate:
		n.Where += " AND t.status = 'breached'"
	}
	n.Search(f.Search, "COALESCE(pa.company_name, '')", "COALESCE(c.name, '')", subjectColumn)
	return n
}

// BreachPage is one page of the missed promises f matches, newest first.
func (s *Store) BreachPage(ctx context.Context, _ int64, f db.Filter) (db.Page[Breach], error) {
	return db.ReadPage(ctx, s.db, missed(f), f.Cursor, f.Size(), scanBreach,
		func(b Breach) db.Cursor { return db.Cursor{At: b.BreachedAt, ID: b.ID} })
}

// EachBreach calls fn with every missed promise f matches, newest first.
func (s *Store) EachBreach(ctx context.Context, _ int64, f db.Filter, fn func(Breach) error) error {
	return db.ReadAll(ctx, s.db, missed(f), scanBreach, fn)
}

// BreachCSVHeader is the export's columns.
var BreachCSVHeader = []string{"partner", "client", "kind", "subject", "targetHours", "startedAt", "dueAt", "breachedAt", "completedAt"}

// CSV is a missed promise as a row of the export.
func (b Breach) CSV() []string {
	done := ""
	if b.CompletedAt != nil {
		done = b.CompletedAt.Format(time.RFC3339)
	}
	return []string{b.Partner, b.Client, b.Kind, b.Subject, strconv.Itoa(b.TargetHours), b.StartedAt.Format(time.RFC3339),
		b.DueAt.Format(time.RFC3339), b.BreachedAt.Format(time.RFC3339), done}
}

// Timer is one running promise, as its partner sees it.
type Timer struct {
	ID        int64     `json:"id"`
	ClientID  int64     `json:"clientId"`
	Client    string    `json:"clientName"`
	Kind      string    `json:"kind"`
	Subject   string    `json:"subject"`
	StartedAt time.Time `json:"startedAt"`
	DueAt     time.Time `json:"dueAt"`
	State     string    `json:"state"` // on-time, at-risk, breached
	// LeftMinutes is the working time left (0 once breached).
	LeftMinutes int `json:"leftMinutes"`
}

// Health is a partner's promises at a glance: the running timers by
// state, and those completed in the last 30 days, met or late.
type Health struct {
	Settings Settings `json:"settings"`
	OnTime   int      `json:"onTime"`
	AtRisk   int      `json:"atRisk"`
	Breached int      `json:"breached"`
	Met30    int      `json:"met30"`
	Late30   int      `json:"late30"`
	Running  []Timer  `json:"running"`
}

// HealthOf reads a partner's promises at now.
func (s *Store) HealthOf(ctx context.Context, partner int64, now time.Time) (Health, error) {
	set, err := s.Settings(ctx, partner)
	if err != nil {
		return Health{}, err
	}
	h := Health{Settings: set, Running: []Timer{}}
	cal, calErr := set.Calendar()
	timers, err := db.List(ctx, s.db, func(row db.Scanner) (Timer, error) {
		var t Timer
		var target float64
		err := row.Scan(&t.ID, &t.ClientID, &t.Client, &t.Kind, &t.Subject, &t.StartedAt, &t.DueAt, &target)
		t.StartedAt, t.DueAt = t.StartedAt.UTC(), t.DueAt.UTC()
		t.State = "on-time"
		switch {
		case !now.Before(t.DueAt):
			t.State = "breached"
		case calErr == nil:
			left, _ := cal.Between(now, t.DueAt)
			t.LeftMinutes = int(left.Minutes())
			if left.Hours() < target*AtRisk {
				t.State = "at-risk"
			}
		}
		return t, err
	}, `SELECT t.id, COALESCE(t.client_id, 0), COALESCE(c.name, ''), t.sla_type, `+subjectColumn+`, t.start_time, t.due_at, COALESCE(t.target_hours, 0)
		FROM sla_tracking t LEFT JOIN clients c ON c.id = t.client_id WHERE t.partner_id = ? AND t.status = 'pending' ORDER BY t.due_at`, partner)
	if err != nil {
		return h, err
	}
	h.Running = timers
	for _, t := range timers {
		switch t.State {
		case "breached":
			h.Breached++
		case "at-risk":
			h.AtRisk++
		default:
			h.OnTime++
		}
	}
	err = s.db.QueryRow(ctx, `SELECT COALESCE(SUM(CASE WHEN status = 'met' THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN status = 'breached' THEN 1 ELSE 0 END), 0)
		FROM sla_tracking WHERE partner_id = ? AND completed_time >= ?`, partner, now.UTC().AddDate(0, 0, -30)).Scan(&h.Met30, &h.Late30)
	return h, err
}
