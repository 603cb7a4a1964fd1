package requests

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
)

// Errors a store reports.
var (
	ErrAlreadyVoted = errors.New("You have already voted on this request")
	ErrNetworkVoted = errors.New("Your network has already given this request its votes")
	ErrTransition   = errors.New("requests: transition not allowed")
)

// Store keeps requests and votes.
type Store struct {
	db *db.DB
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
}

// NewStore returns a store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// Topic is the board's change topic: every write to requests or votes
// announces it once committed.
const Topic = "board"

// OnChange calls fn after any committed change to the board, made by this
// instance or another.
func (s *Store) OnChange(fn func()) { s.db.OnChange(Topic, fn) }

// Create stores a new request with status submitted and no votes.
func (s *Store) Create(ctx context.Context, in Input, now time.Time) (Request, error) {
	r := Request{Type: in.Type, Title: in.Title, Description: in.Description, SubmittedBy: in.SubmittedBy,
		Status: "submitted", CreatedAt: now.UTC()}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		if err := tx.QueryRow(ctx, `INSERT INTO public_requests (title, description, type, status, votes, submitted_by, created_at, updated_at)
			VALUES (?, ?, ?, 'submitted', 0, ?, ?, ?) RETURNING id`,
			r.Title, r.Description, r.Type, nullable(r.SubmittedBy), r.CreatedAt, r.CreatedAt).Scan(&r.ID); err != nil {
			return err
		}
		if s.Announce == nil {
			return nil
		}
		return s.Announce(ctx, tx, announce.RequestSubmitted, map[string]string{"id": strconv.FormatInt(r.ID, 10), "title": r.Title,
			"description": r.Description, "type": r.Type, "submittedBy": r.SubmittedBy})
	})
	return r, err
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

const requestColumns = `id, type, title, description, votes, COALESCE(submitted_by, ''), status, created_at`

func scanRequest(row db.Scanner) (Request, error) {
	var r Request
	err := row.Scan(&r.ID, &r.Type, &r.Title, &r.Description, &r.Votes, &r.SubmittedBy, &r.Status, &r.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return r, db.ErrNotFound
	}
	r.CreatedAt = r.CreatedAt.UTC()
	return r, err
}

// List returns every request, most voted first, then newest.
func (s *Store) List(ctx context.Context) ([]Request, error) {
	return db.List(ctx, s.db, scanRequest, "SELECT "+requestColumns+" FROM public_requests ORDER BY votes DESC, created_at DESC, id DESC")
}

// Vote records one vote by voter, from network, and raises the count in
// the same transaction; a submitted request that reaches the threshold
// moves to todo there too. A repeat vote returns ErrAlreadyVoted, and a
// vote beyond perNetwork from one network (when perNetwork > 0)
// ErrNetworkVoted; neither changes anything.
func (s *Store) Vote(ctx context.Context, id int64, voter, network string, perNetwork int, now time.Time) (votes int, status string, err error) {
	capped := perNetwork > 0 && network != ""
	err = s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		if tx.Dialect() == db.SQLite && capped {
			return voteCappedSQLite(ctx, tx, id, voter, network, perNetwork, now, &votes, &status)
		}
		// The count goes up first: the new count and status are computed by
		// the database from the row as it is under the write lock, never
		// from a value read earlier, and on PostgreSQL the row's lock makes
		// concurrent votes on it, from any instance, count the network's
		// earlier votes one after the other. A vote refused below rolls it
		// back with the rest.
		err := tx.QueryRow(ctx, `UPDATE public_requests SET votes = votes + 1,
			status = CASE WHEN status = 'submitted' AND votes + 1 >= ? THEN 'todo' ELSE status END,
			updated_at = ? WHERE id = ? RETURNING votes, status`, VoteThreshold, now.UTC(), id).Scan(&votes, &status)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		if err := insertVote(ctx, tx, id, voter, network, now); err != nil {
			return err
		}
		if capped {
			var fromNetwork int
			if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM public_request_votes WHERE request_id = ? AND address_key = ?",
				id, network).Scan(&fromNetwork); err != nil {
				return err
			}
			if fromNetwork > perNetwork {
				return ErrNetworkVoted
			}
		}
		return nil
	})
	if err != nil {
		return 0, "", err
	}
	return votes, status, nil
}

// voteCappedSQLite counts a vote in two statements instead of three: the
// count goes up only while the network has votes to spare, read in the same
// statement. SQLite has one writer, so nothing can vote between that read
// and the vote's row. (On PostgreSQL a concurrent vote's row would not be
// seen by a statement already waiting for the request's lock, so there the
// network's votes are counted after the row's lock is held.) Refusals, which
// are rare, take a third look to say why.
func voteCappedSQLite(ctx context.Context, tx *db.Tx, id int64, voter, network string, perNetwork int, now time.Time, votes *int, status *string) error {
	err := tx.QueryRow(ctx, `UPDATE public_requests SET votes = votes + 1,
		status = CASE WHEN status = 'submitted' AND votes + 1 >= ? THEN 'todo' ELSE status END,
		updated_at = ? WHERE id = ? AND (SELECT COUNT(*) FROM public_request_votes WHERE request_id = ? AND address_key = ?) < ?
		RETURNING votes, status`, VoteThreshold, now.UTC(), id, id, network, perNetwork).Scan(votes, status)
	if errors.Is(err, sql.ErrNoRows) {
		var exists, voted bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM public_requests WHERE id = ?),
			EXISTS (SELECT 1 FROM public_request_votes WHERE voter_identifier = ? AND request_id = ?)`, id, voter, id).Scan(&exists, &voted); err != nil {
			return err
		}
		switch {
		case !exists:
			return db.ErrNotFound
		case voted:
			return ErrAlreadyVoted
		}
		return ErrNetworkVoted
	}
	if err != nil {
		return err
	}
	return insertVote(ctx, tx, id, voter, network, now)
}

// insertVote adds the vote's row; a voter's second vote on a request is
// refused, and the caller's savepoint takes the count back with it.
func insertVote(ctx context.Context, tx *db.Tx, id int64, voter, network string, now time.Time) error {
	var inserted int64
	err := tx.QueryRow(ctx, `INSERT INTO public_request_votes (request_id, voter_identifier, address_key, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (voter_identifier, request_id) DO NOTHING RETURNING id`, id, voter, nullable(network), now.UTC()).Scan(&inserted)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrAlreadyVoted
	}
	return err
}

// VotedBy lists the requests voter has voted for.
func (s *Store) VotedBy(ctx context.Context, voter string) ([]int64, error) {
	return db.List(ctx, s.db, db.Int64, "SELECT request_id FROM public_request_votes WHERE voter_identifier = ? ORDER BY request_id", voter)
}

// Move changes a request's status when CanMove allows it.
func (s *Store) Move(ctx context.Context, id int64, to string, now time.Time) (Request, error) {
	var r Request
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		var err error
		r, err = scanRequest(tx.QueryRow(ctx, "SELECT "+requestColumns+" FROM public_requests WHERE id = ?", id))
		if err != nil {
			return err
		}
		if !CanMove(r.Status, to, r.Votes) {
			return ErrTransition
		}
		// The status in the WHERE clause makes a concurrent move lose cleanly.
		if err := db.Step(ctx, tx, "public_requests", id, r.Status, to, now, ErrTransition); err != nil {
			return err
		}
		r.Status = to
		return nil
	})
	return r, err
}
