package community

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/db"
)

// Errors the handler turns into answers.
var (
	ErrAlreadyVoted = errors.New("already voted")
	ErrNotVoted     = errors.New("not voted")
	ErrOwnIdea      = errors.New("own idea")
	ErrVotingClosed = errors.New("voting closed")
	ErrMove         = errors.New("move refused")
)

// Store keeps ideas and votes.
type Store struct{ db *db.DB }

// NewStore returns the store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// listLimit bounds one answer; the hub shows the ideas that matter most
// first in every order it offers.
const listLimit = 500

const columns = `v.id, COALESCE(v.product_idea, ''), COALESCE(v.description, ''), COALESCE(v.category, ''), COALESCE(v.target_market, ''),
	COALESCE(v.estimated_development_time, ''), v.status, v.votes, COALESCE(v.proposed_by, ''), COALESCE(v.partner_id, 0),
	v.created_at, v.status_changed_at`

func scanIdea(row db.Scanner, extra ...any) (Idea, int64, error) {
	var i Idea
	var owner int64
	var changed sql.NullTime
	err := row.Scan(append([]any{&i.ID, &i.Idea, &i.Description, &i.Category, &i.TargetMarket, &i.DevelopmentTime, &i.Status,
		&i.Votes, &i.ProposedBy, &owner, &i.CreatedAt, &changed}, extra...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return i, 0, db.ErrNotFound
	}
	i.CreatedAt = i.CreatedAt.UTC()
	if changed.Valid {
		t := changed.Time.UTC()
		i.StatusChangedAt = &t
	}
	return i, owner, err
}

// List returns the ideas q asks for, as partner sees them (partner 0:
// staff, who also get each idea's next statuses).
func (s *Store) List(ctx context.Context, partner int64, q Query, now time.Time) ([]Idea, error) {
	query := "SELECT " + columns + `, pv.id IS NOT NULL FROM product_votes v
		LEFT JOIN partner_votes pv ON pv.product_vote_id = v.id AND pv.partner_id = ? WHERE 1 = 1`
	args := []any{partner}
	if q.Category != "" {
		query += " AND v.category = ?"
		args = append(args, q.Category)
	}
	if q.Status != "" {
		query += " AND v.status = ?"
		args = append(args, q.Status)
	}
	query += " ORDER BY v.created_at DESC, v.id DESC LIMIT ?"
	args = append(args, listLimit)
	out, err := db.List(ctx, s.db, func(row db.Scanner) (Idea, error) {
		var voted bool
		i, owner, err := scanIdea(row, &voted)
		return finish(i, owner, voted, partner, now), err
	}, query, args...)
	if err != nil {
		return nil, err
	}
	sortIdeas(out, q.Sort)
	return out, nil
}

func finish(i Idea, owner int64, voted bool, partner int64, now time.Time) Idea {
	i.Priority = Priority(i.Votes, i.CreatedAt, now)
	i.VotedByMe = voted
	if partner == 0 {
		i.NextStatuses = NextStatuses(i.Status)
	} else {
		i.Mine = owner == partner
	}
	return i
}

// Get returns one idea as partner sees it.
func (s *Store) Get(ctx context.Context, partner, id int64, now time.Time) (Idea, error) {
	var voted bool
	i, owner, err := scanIdea(s.db.QueryRow(ctx, "SELECT "+columns+`, pv.id IS NOT NULL FROM product_votes v
		LEFT JOIN partner_votes pv ON pv.product_vote_id = v.id AND pv.partner_id = ? WHERE v.id = ?`, partner, id), &voted)
	if err != nil {
		return i, err
	}
	return finish(i, owner, voted, partner, now), nil
}

// Propose stores a partner's idea under the partner's company name.
func (s *Store) Propose(ctx context.Context, partner int64, in IdeaInput, now time.Time) (Idea, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		return tx.QueryRow(ctx, `INSERT INTO product_votes (partner_id, product_idea, description, category, target_market,
			estimated_development_time, status, votes, priority_score, proposed_by, created_at, updated_at)
			SELECT id, ?, ?, ?, ?, ?, 'proposed', 0, 0, COALESCE(company_name, ''), ?, ? FROM partners WHERE id = ? RETURNING id`,
			in.Idea, in.Description, in.Category, in.TargetMarket, in.DevelopmentTime, now.UTC(), now.UTC(), partner).Scan(&id)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return Idea{}, db.ErrNotFound
	}
	if err != nil {
		return Idea{}, err
	}
	return s.Get(ctx, partner, id, now)
}

// Vote records partner's one vote for an idea and counts it, in one
// transaction: the unique key on (partner, idea) refuses a second.
func (s *Store) Vote(ctx context.Context, partner, id int64, now time.Time) (Idea, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var owner sql.NullInt64
		var status string
		err := tx.QueryRow(ctx, "SELECT partner_id, status FROM product_votes WHERE id = ?", id).Scan(&owner, &status)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		switch {
		case owner.Valid && owner.Int64 == partner:
			return ErrOwnIdea
		case !VotingOpen(status):
			return ErrVotingClosed
		}
		var inserted int64
		err = tx.QueryRow(ctx, `INSERT INTO partner_votes (partner_id, product_vote_id, created_at) VALUES (?, ?, ?)
			ON CONFLICT (partner_id, product_vote_id) DO NOTHING RETURNING id`, partner, id, now.UTC()).Scan(&inserted)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrAlreadyVoted
		}
		if err != nil {
			return err
		}
		return countVote(ctx, tx, id, +1, now)
	})
	if err != nil {
		return Idea{}, err
	}
	return s.Get(ctx, partner, id, now)
}

// Unvote takes partner's vote back.
func (s *Store) Unvote(ctx context.Context, partner, id int64, now time.Time) (Idea, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var status string
		err := tx.QueryRow(ctx, "SELECT status FROM product_votes WHERE id = ?", id).Scan(&status)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		if !VotingOpen(status) {
			return ErrVotingClosed
		}
		res, err := tx.Exec(ctx, "DELETE FROM partner_votes WHERE partner_id = ? AND product_vote_id = ?", partner, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotVoted
		}
		return countVote(ctx, tx, id, -1, now)
	})
	if err != nil {
		return Idea{}, err
	}
	return s.Get(ctx, partner, id, now)
}

// countVote adds by to an idea's votes while its voting is open. The
// status read before may have moved since (a concurrent close, on any
// instance): the condition is checked again by the write itself, and a
// refusal rolls the vote's own row back with it.
func countVote(ctx context.Context, tx *db.Tx, id int64, by int, now time.Time) error {
	res, err := tx.Exec(ctx, "UPDATE product_votes SET votes = votes + ?, updated_at = ? WHERE id = ? AND status NOT IN ('declined', 'launched')",
		by, now.UTC(), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrVotingClosed
	}
	return nil
}

// Move takes an idea to a new status (staff), if the rules allow it.
func (s *Store) Move(ctx context.Context, id int64, to string, now time.Time) (Idea, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var from string
		err := tx.QueryRow(ctx, "SELECT status FROM product_votes WHERE id = ?", id).Scan(&from)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		if !CanMove(from, to) {
			return ErrMove
		}
		// The status read above is the one replaced: a concurrent move
		// from the same status leaves this one changing nothing.
		res, err := tx.Exec(ctx, "UPDATE product_votes SET status = ?, status_changed_at = ?, updated_at = ? WHERE id = ? AND status = ?",
			to, now.UTC(), now.UTC(), id, from)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrMove
		}
		return nil
	})
	if err != nil {
		return Idea{}, err
	}
	return s.Get(ctx, 0, id, now)
}
