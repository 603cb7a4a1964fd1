package sla

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"mission/internal/announce"
	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/input"
)

// Timer kinds and states.
const (
	FirstReply = "first_reply"
	// Milestone times a milestone to the end of its due date (the
	// partner's promise).
	Milestone = "milestone"
	// Review times a client's review of a submitted deliverable (the
	// client's part: shown to the partner, never escalated).
	Review = "deliverable_review"

	Pending  = "pending"
	Met      = "met"
	Breached = "breached"
)

// AtRisk is the share of a timer's working time left below which it shows
// as at risk.
const AtRisk = 0.25

// Settings are a partner's working week and promise.
type Settings struct {
	TimeZone   string `json:"timeZone"`
	Open       string `json:"open"`  // "09:00"
	Close      string `json:"close"` // "17:00"
	Days       []int  `json:"days"`  // 0 Sunday ... 6 Saturday
	ReplyHours int    `json:"replyHours"`
	// ReviewHours is how long a client has to review a submitted
	// deliverable, unless the project says otherwise.
	ReviewHours int `json:"reviewHours"`
}

// The first-reply promise, in working hours.
const (
	MinReplyHours = 1
	MaxReplyHours = 240
)

// A client's review of a deliverable, in working hours.
const (
	MinReviewHours = 1
	MaxReviewHours = 480
)

// Rules are published to the web app (rules.json, under "sla").
var Rules = map[string]any{"replyHoursMin": MinReplyHours, "replyHoursMax": MaxReplyHours,
	"reviewHoursMin": MinReviewHours, "reviewHoursMax": MaxReviewHours}

// Defaults are a partner's settings until they change them.
var Defaults = Settings{TimeZone: "UTC", Open: "09:00", Close: "17:00", Days: []int{1, 2, 3, 4, 5}, ReplyHours: 8, ReviewHours: 40}

// reviewHoursMessage is the refusal of a review time out of range.
const reviewHoursMessage = "Give clients 1 to 480 working hours to review a deliverable."

func minutesOf(s string) (int, bool) {
	t, err := time.Parse("15:04", s)
	if err != nil {
		return 0, false
	}
	return t.Hour()*60 + t.Minute(), true
}

// Calendar is the settings as a calendar.
func (s Settings) Calendar() (Calendar, error) {
	loc, err := time.LoadLocation(s.TimeZone)
	if err != nil || s.TimeZone == "" || strings.EqualFold(s.TimeZone, "Local") {
		return Calendar{}, errors.New("sla: unknown time zone")
	}
	c := Calendar{Zone: loc}
	var ok1, ok2 bool
	c.Open, ok1 = minutesOf(s.Open)
	c.Close, ok2 = minutesOf(s.Close)
	if s.Close == "24:00" {
		c.Close, ok2 = 24*60, true
	}
	for _, d := range s.Days {
		if d >= 0 && d < 7 {
			c.Days[d] = true
		}
	}
	if !ok1 || !ok2 || !c.valid() {
		return c, ErrNoHours
	}
	return c, nil
}

// Validate implements the decoder's check.
func (s Settings) Validate() map[string]string {
	f := input.Fields{}
	if _, err := time.LoadLocation(s.TimeZone); err != nil || s.TimeZone == "" || strings.EqualFold(s.TimeZone, "Local") || len(s.TimeZone) > 64 {
		f["timeZone"] = "Choose a time zone, such as America/Chicago."
	}
	o, ok1 := minutesOf(s.Open)
	c, ok2 := minutesOf(s.Close)
	if s.Close == "24:00" {
		c, ok2 = 24*60, true
	}
	f.Check("open", !ok1, "Enter the time you start, such as 09:00.")
	f.Check("close", !ok2 || (ok1 && c <= o), "Enter a closing time after the opening time, such as 17:00.")
	days := map[int]bool{}
	for _, d := range s.Days {
		days[d] = d >= 0 && d < 7
		if !days[d] {
			f["days"] = "Choose working days from Sunday (0) to Saturday (6)."
		}
	}
	f.Check("days", len(days) == 0, "Choose at least one working day.")
	f.Check("replyHours", s.ReplyHours < MinReplyHours || s.ReplyHours > MaxReplyHours, "Promise a first reply within 1 to 240 working hours.")
	// Absent (0): the review time stays as it is.
	f.Check("reviewHours", s.ReviewHours != 0 && (s.ReviewHours < MinReviewHours || s.ReviewHours > MaxReviewHours), reviewHoursMessage)
	return f.Result()
}

// Store keeps the settings and the timers.
type Store struct {
	db       *db.DB
	Announce announce.Func
}

// NewStore makes the store.
func NewStore(d *db.DB, a announce.Func) *Store { return &Store{db: d, Announce: a} }

func settingsOf(ctx context.Context, q db.RowQuerier, partner int64) (Settings, error) {
	s := Defaults
	var days string
	var open, close int
	err := q.QueryRow(ctx, "SELECT time_zone, open_minutes, close_minutes, work_days, reply_hours, review_hours FROM partner_sla_settings WHERE partner_id = ?",
		partner).Scan(&s.TimeZone, &open, &close, &days, &s.ReplyHours, &s.ReviewHours)
	if errors.Is(err, sql.ErrNoRows) {
		return Defaults, nil
	}
	if err != nil {
		return s, err
	}
	s.Open, s.Close = fmt.Sprintf("%02d:%02d", open/60, open%60), fmt.Sprintf("%02d:%02d", close/60, close%60)
	s.Days = []int{}
	for _, d := range strings.Split(days, ",") {
		if n, err := strconv.Atoi(d); err == nil {
			s.Days = append(s.Days, n)
		}
	}
	return s, nil
}

// Settings reads a partner's settings.
func (s *Store) Settings(ctx context.Context, partner int64) (Settings, error) {
	return settingsOf(ctx, s.db, partner)
}

// SetSettings stores a partner's settings; open timers keep the deadline
// they were given.
func (s *Store) SetSettings(ctx context.Context, partner int64, in Settings, now time.Time) (Settings, error) {
	c, err := in.Calendar()
	if err != nil {
		return in, err
	}
	days := make([]string, 0, 7)
	for d, open := range c.Days {
		if open {
			days = append(days, strconv.Itoa(d))
		}
	}
	err = s.db.Write(ctx, func(tx *db.Tx) error {
		if in.ReviewHours == 0 {
			was, err := settingsOf(ctx, tx, partner)
			if err != nil {
				return err
			}
			in.ReviewHours = was.ReviewHours
		}
		_, err := tx.Exec(ctx, `INSERT INTO partner_sla_settings (partner_id, time_zone, open_minutes, close_minutes, work_days, reply_hours,
			review_hours, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (partner_id) DO UPDATE SET time_zone = excluded.time_zone,
			open_minutes = excluded.open_minutes, close_minutes = excluded.close_minutes, work_days = excluded.work_days,
			reply_hours = excluded.reply_hours, review_hours = excluded.review_hours, updated_at = excluded.updated_at`,
			partner, in.TimeZone, c.Open, c.Close, strings.Join(days, ","), in.ReplyHours, in.ReviewHours, now.UTC())
		return err
	})
	if err != nil {
		return in, err
	}
	return s.Settings(ctx, partner)
}

// Watch is next with the timers kept: a client's message starts a first
// reply timer for that client (unless one is running), the partner's
// message to them stops it, both in the message's own transaction; a
// change to a project's work brings its milestone and review timers in
// line with it (and goes no further).
func (s *Store) Watch(next announce.Func, now clock.Func) announce.Func {
	return func(ctx context.Context, tx *db.Tx, event string, data map[string]string) error {
		partner, _ := strconv.ParseInt(data["partnerId"], 10, 64)
		client, _ := strconv.ParseInt(data["clientId"], 10, 64)
		if event == announce.WorkChanged {
			project, _ := strconv.ParseInt(data["projectId"], 10, 64)
			return followWork(ctx, tx, partner, project, now.UTC())
		}
		if partner > 0 && client > 0 {
			var err error
			switch event {
			case announce.ClientReplied:
				err = start(ctx, tx, partner, client, now.UTC())
			case announce.ClientMessage:
				err = complete(ctx, tx, partner, client, now.UTC())
			}
			if err != nil {
				return err
			}
		}
		if next == nil {
			return nil
		}
		return next(ctx, tx, event, data)
	}
}

func start(ctx context.Context, tx *db.Tx, partner, client int64, at time.Time) error {
	var open int
	if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM sla_tracking WHERE partner_id = ? AND client_id = ? AND sla_type = ? AND status = 'pending'",
		partner, client, FirstReply).Scan(&open); err != nil || open > 0 {
		return err
	}
	set, err := settingsOf(ctx, tx, partner)
	if err != nil {
		return err
	}
	cal, err := set.Calendar()
	if err != nil {
		return nil // no working hours: no promise to keep
	}
	due, err := cal.Deadline(at, time.Duration(set.ReplyHours)*time.Hour)
	if err != nil {
		return nil
	}
	_, err = tx.Exec(ctx, `INSERT INTO sla_tracking (partner_id, client_id, sla_type, target_hours, start_time, due_at, status, created_at)
		VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`, partner, client, FirstReply, float64(set.ReplyHours), at, due.UTC(), at)
	return err
}

// complete stops the client's running timers: met when in time, breached
// when not; the working hours it took are kept.
func complete(ctx context.Context, tx *db.Tx, partner, client int64, at time.Time) error {
	type open struct {
		id           int64
		started, due time.Time
	}
	timers, err := db.List(ctx, tx, func(row db.Scanner) (open, error) {
		var o open
		return o, row.Scan(&o.id, &o.started, &o.due)
	}, "SELECT id, start_time, due_at FROM sla_tracking WHERE partner_id = ? AND client_id = ? AND sla_type = ? AND status = 'pending'",
		partner, client, FirstReply)
	if err != nil || len(timers) == 0 {
		return err
	}
	set, err := settingsOf(ctx, tx, partner)
	if err != nil {
		return err
	}
	cal, calErr := set.Calendar()
	for _, t := range timers {
		if err := finish(ctx, tx, cal, calErr, t.id, t.started, t.due, at); err != nil {
			return err
		}
	}
	return nil
}

// finish completes one running timer at at: met when in time, breached
// when not; the working hours it took are kept.
func finish(ctx context.Context, tx *db.Tx, cal Calendar, calErr error, id int64, started, due, at time.Time) error {
	took := 0.0
	if calErr == nil {
		d, _ := cal.Between(started, at)
		took = d.Hours()
	}
	// Late by this clock, or already marked so by the sweep (whose clock
	// may run ahead of a request's).
	late := at.After(due)
	_, err := tx.Exec(ctx, `UPDATE sla_tracking SET completed_time = ?, actual_hours = ?,
		status = CASE WHEN ? OR breached_at IS NOT NULL THEN 'breached' ELSE 'met' END,
		breached_at = CASE WHEN ? THEN COALESCE(breached_at, ?) ELSE breached_at END WHERE id = ? AND status = 'pending'`,
		at, took, late, late, at, id)
	return err
}
