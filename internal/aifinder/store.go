package aifinder

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"mission/internal/announce"
	"mission/internal/auth"
	"mission/internal/db"
)

// LeadRecorder stores the inbox lead of a quiz submission inside the
// quiz's own transaction and returns its id, unless a lead was already
// stored under dedupeKey (a double submit): then it returns that lead's id
// and created false. The app wires it to the leads domain, so that this
// package does not reach into another's tables.
type LeadRecorder func(ctx context.Context, tx *db.Tx, a Answers, dedupeKey string, now time.Time) (id int64, created bool, err error)

// Store keeps quiz submissions and their reports.
type Store struct {
	db         *db.DB
	recordLead LeadRecorder
	tokenKey   []byte
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
}

// NewStore returns a store on d. tokenKey, a server secret, derives each
// report's private link token.
func NewStore(d *db.DB, recordLead LeadRecorder, tokenKey []byte) *Store {
	return &Store{db: d, recordLead: recordLead, tokenKey: tokenKey}
}

// Saved is a stored submission.
type Saved struct {
	ID        int64     `json:"id"`
	LeadID    int64     `json:"leadId"`
	Answers   Answers   `json:"answers"`
	Report    Report    `json:"recommendations"`
	CreatedAt time.Time `json:"createdAt"`
}

// reportToken derives a report's private link token from its lead and
// its submission key, so that a double submit, answered with the first
// submission's report, gets the same link. Without the server's key the
// token cannot be guessed; only its hash is stored.
func (s *Store) reportToken(leadID int64, dedupeKey string) string {
	m := hmac.New(sha256.New, s.tokenKey)
	m.Write([]byte("report\x00" + strconv.FormatInt(leadID, 10) + "\x00" + dedupeKey))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:24])
}

// Save stores the submission, its report and its inbox lead in one
// transaction, and returns the lead id and the report's private token. A
// double submit (the same dedupeKey within the lead inbox's window) stores
// nothing and returns the first submission's lead, token and report.
func (s *Store) Save(ctx context.Context, a Answers, r Report, dedupeKey string, now time.Time) (leadID int64, token string, stored Report, err error) {
	report, err := json.Marshal(r)
	if err != nil {
		return 0, "", r, err
	}
	err = s.db.Write(ctx, func(tx *db.Tx) error {
		stored = r
		id, created, err := s.recordLead(ctx, tx, a, dedupeKey, now)
		if err != nil {
			return err
		}
		leadID, token = id, s.reportToken(id, dedupeKey)
		if !created {
			var first string
			if err := tx.QueryRow(ctx, "SELECT ai_recommendations FROM ai_finder_leads WHERE lead_id = ?", id).Scan(&first); err != nil {
				return err
			}
			return json.Unmarshal([]byte(first), &stored)
		}
		_, err = tx.Exec(ctx, `INSERT INTO ai_finder_leads (name, email, industry, team_size, biggest_challenge, revenue_goal,
			tech_comfort, current_tools, ai_recommendations, estimated_time_savings, estimated_cost_savings, status, source,
			lead_id, report_token_hash, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', 'ai_opportunity_finder', ?, ?, ?, ?)`,
			a.Name, a.Email, a.Industry, a.TeamSize, a.BiggestChallenge, a.RevenueGoal, a.TechComfort, a.CurrentTools,
			string(report), strconv.FormatFloat(r.HoursPerWeek, 'f', -1, 64), strconv.Itoa(r.AnnualSavings),
			id, auth.HashToken(token), now.UTC(), now.UTC())
		if err != nil || s.Announce == nil {
			return err
		}
		return s.Announce(ctx, tx, announce.QuizCompleted, map[string]string{"leadId": strconv.FormatInt(id, 10), "name": a.Name, "email": a.Email,
			"industry": a.Industry, "teamSize": a.TeamSize, "reportToken": token})
	})
	return leadID, token, stored, err
}

const savedColumns = `id, COALESCE(lead_id, 0), COALESCE(name, ''), COALESCE(email, ''), COALESCE(industry, ''),
	COALESCE(team_size, ''), COALESCE(biggest_challenge, ''), COALESCE(revenue_goal, ''), COALESCE(tech_comfort, ''),
	COALESCE(current_tools, ''), ai_recommendations, created_at`

func scanSaved(row *sql.Row) (Saved, error) {
	var s Saved
	var report string
	a := &s.Answers
	err := row.Scan(&s.ID, &s.LeadID, &a.Name, &a.Email, &a.Industry, &a.TeamSize, &a.BiggestChallenge, &a.RevenueGoal,
		&a.TechComfort, &a.CurrentTools, &report, &s.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return s, db.ErrNotFound
	}
	if err != nil {
		return s, err
	}
	s.CreatedAt = s.CreatedAt.UTC()
	return s, json.Unmarshal([]byte(report), &s.Report)
}

// ByToken finds a report by its private token.
func (s *Store) ByToken(ctx context.Context, token string) (Saved, error) {
	if len(token) < 20 || len(token) > 64 {
		return Saved{}, db.ErrNotFound
	}
	return scanSaved(s.db.QueryRow(ctx, "SELECT "+savedColumns+" FROM ai_finder_leads WHERE report_token_hash = ?", auth.HashToken(token)))
}

// ByLead finds the submission that made an inbox lead.
func (s *Store) ByLead(ctx context.Context, leadID int64) (Saved, error) {
	return scanSaved(s.db.QueryRow(ctx, "SELECT "+savedColumns+" FROM ai_finder_leads WHERE lead_id = ?", leadID))
}
