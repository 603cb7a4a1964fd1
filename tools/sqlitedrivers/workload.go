//go:build modernc || mattn || ncruces

package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// The statements below are the site's own (internal/leads, internal/notify,
// internal/requests), with times passed as the same text to every driver.

const (
	findSubmission = "SELECT lead_id, expires_at FROM lead_submissions WHERE dedupe_key = ?"
	insertLead     = `INSERT INTO leads (name, email, phone, company, audience_type, business_challenge,
	source, status, custom_fields, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
	referrer, landing_path, created_at, updated_at)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`
	insertSubmission = `INSERT INTO lead_submissions (dedupe_key, lead_id, expires_at) VALUES (?, ?, ?)
		ON CONFLICT (dedupe_key) DO UPDATE SET lead_id = excluded.lead_id, expires_at = excluded.expires_at`
	insertOutbox = "INSERT INTO outbox (message_id, kind, event, recipient, endpoint_id, payload, status, attempts, next_attempt_at, created_at) VALUES " +
		"(?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)"
	countVote = `UPDATE public_requests SET votes = votes + 1,
			status = CASE WHEN status = 'submitted' AND votes + 1 >= ? THEN 'todo' ELSE status END,
			updated_at = ? WHERE id = ? RETURNING votes, status`
	insertVote = `INSERT INTO public_request_votes (request_id, voter_identifier, address_key, created_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (request_id, voter_identifier) DO NOTHING RETURNING id`
	countNetwork = "SELECT COUNT(*) FROM public_request_votes WHERE request_id = ? AND address_key = ?"
)

const requests = 200

type workload struct {
	name  string
	stmts map[string]*sql.Stmt
	n     int
}

func newWorkload(ctx context.Context, conn *sql.Conn, name string) (*workload, error) {
	w := &workload{name: name, stmts: map[string]*sql.Stmt{}}
	qs := []string{findSubmission, insertLead, insertSubmission, insertOutbox}
	if name == "votes" {
		qs = []string{countVote, insertVote, countNetwork}
		for i := range requests {
			if _, err := conn.ExecContext(ctx, "INSERT INTO public_requests (title, description, type, created_at, updated_at) VALUES (?, ?, 'feature', ?, ?)",
				fmt.Sprintf("Request %d", i), "A request to vote for", now(), now()); err != nil {
				return nil, err
			}
		}
	}
	for _, q := range qs {
		st, err := conn.PrepareContext(ctx, q)
		if err != nil {
			return nil, fmt.Errorf("prepare %q: %w", q, err)
		}
		w.stmts[q] = st
	}
	return w, nil
}

func now() string { return time.Now().UTC().Format("2006-01-02 15:04:05.999999999+00:00") }

func (w *workload) write(ctx context.Context) error {
	w.n++
	if w.name == "votes" {
		return w.vote(ctx)
	}
	return w.lead(ctx)
}

// lead is what POST /api/leads writes: the double-submit lookup, the lead,
// its key, and the visitor's confirmation in the outbox.
func (w *workload) lead(ctx context.Context) error {
	key := token(32)
	var id int64
	var until string
	err := w.stmts[findSubmission].QueryRowContext(ctx, key).Scan(&id, &until)
	if !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("lookup: %v", err)
	}
	t := now()
	email := fmt.Sprintf("visitor%d@example.com", w.n)
	if err := w.stmts[insertLead].QueryRowContext(ctx, "Ada Byron", email, "+1 555 0100", "Analytical Engines", "business_owner",
		"Too much manual data entry", "ai_agency_partnership_claim", "new", `{"revenue":"10k-50k"}`, "google", "cpc", "launch", "", "",
		"https://www.example.com/", "/", t, t).Scan(&id); err != nil {
		return err
	}
	if _, err := w.stmts[insertSubmission].ExecContext(ctx, key, id, t); err != nil {
		return err
	}
	payload := `{"template":"visitor_application","data":{"callLink":"https://aimission.example/partners-call","email":"` + email +
		`","firstName":"Ada","id":"` + fmt.Sprint(id) + `","name":"Ada Byron","phone":"+1 555 0100","company":"Analytical Engines",` +
		`"source":"ai_agency_partnership_claim","audienceType":"business_owner","toolkitName":""}}`
	_, err = w.stmts[insertOutbox].ExecContext(ctx, "msg_"+token(16), "email", "visitor_application", email, nil, payload, t, t)
	return err
}

// vote is what POST /api/public-requests/{id}/vote writes: the count, the
// vote's row, and the votes from the voter's network.
func (w *workload) vote(ctx context.Context) error {
	request := 1 + w.n%requests
	var votes int
	var status string
	t := now()
	if err := w.stmts[countVote].QueryRowContext(ctx, 10, t, request).Scan(&votes, &status); err != nil {
		return err
	}
	var id int64
	network := strings.ToUpper(token(16))
	if err := w.stmts[insertVote].QueryRowContext(ctx, request, token(32), network, t).Scan(&id); err != nil {
		return err
	}
	var n int
	return w.stmts[countNetwork].QueryRowContext(ctx, request, network).Scan(&n)
}
