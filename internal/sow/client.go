package sow

import (
	"context"
	"errors"
	"time"

	"mission/internal/agreements"
	"mission/internal/announce"
	"mission/internal/db"
	"mission/internal/partners"
	"mission/internal/quotes"
)

// reached is the condition, after a WHERE, of the statements a client link
// reaches: the partner's, of one of the link's projects, sent (a draft is
// the partner's alone); and its arguments.
func reached(partner int64, projects []int64) (string, []any) {
	return " s.partner_id = ? AND s.status <> 'draft' AND s.project_id IN (" + db.Placeholders(len(projects)) + ")",
		append([]any{partner}, db.Args(projects)...)
}

// shown is the condition of the statements a client link shows: those it
// reaches that are not withdrawn.
func shown(partner int64, projects []int64) (string, []any) {
	where, args := reached(partner, projects)
	return where + " AND s.status <> 'withdrawn'", args
}

// ForClient lists the statements a client link shows, the ones waiting for
// the client's signature first, then newest first; at most limit.
func (s *Store) ForClient(ctx context.Context, partner int64, projects []int64, limit int) ([]Statement, error) {
	if len(projects) == 0 {
		return []Statement{}, nil
	}
	where, args := shown(partner, projects)
	return db.List(ctx, s.db, scan, "SELECT "+columns+from+" WHERE"+where+
		" ORDER BY CASE WHEN s.status = 'sent' THEN 0 ELSE 1 END, s.id DESC LIMIT ?", append(args, limit)...)
}

// CountForClient counts the statements ForClient lists, and those of them
// waiting for the client's signature.
func (s *Store) CountForClient(ctx context.Context, partner int64, projects []int64) (total, waiting int, err error) {
	if len(projects) == 0 {
		return 0, 0, nil
	}
	where, args := shown(partner, projects)
	err = s.db.QueryRow(ctx, "SELECT COUNT(*), COUNT(CASE WHEN s.status = 'sent' THEN 1 END) FROM statements_of_work s WHERE"+where, args...).
		Scan(&total, &waiting)
	return total, waiting, err
}

// Shown is one statement a client link shows.
func (s *Store) Shown(ctx context.Context, partner int64, projects []int64, id int64) (Statement, error) {
	if len(projects) == 0 {
		return Statement{}, ErrNotFound
	}
	where, args := shown(partner, projects)
	return scan(s.db.QueryRow(ctx, "SELECT "+columns+from+" WHERE s.id = ? AND"+where, append([]any{id}, args...)...))
}

// Signing is a client's signature through their portal link.
type Signing struct {
	Partner  int64
	Client   int64   // the link's client, whose e-mail address the record keeps
	Projects []int64 // the projects the link shows
	agreements.SignInput
	Network, UserAgent string
	// Open, when set, checks in the signature's transaction that the link
	// still works: one turned off while the request ran signs nothing.
	Open func(ctx context.Context, tx *db.Tx) error
}

// Sign records the client's signature of a statement their link shows,
// which must be waiting for it: one conditional update, so of two
// signatures at once exactly one is kept (the other is ErrSigned). The
// partner is told through the outbox.
func (s *Store) Sign(ctx context.Context, id int64, g Signing, now time.Time) (Statement, error) {
	if len(g.Projects) == 0 {
		return Statement{}, ErrNotFound
	}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if g.Open != nil {
			if err := g.Open(ctx, tx); err != nil {
				return err
			}
		}
		where, args := reached(g.Partner, g.Projects)
		st, err := scan(tx.QueryRow(ctx, "SELECT "+columns+from+" WHERE s.id = ? AND"+where, append([]any{id}, args...)...))
		switch {
		case err != nil:
			return err
		case st.Status == Withdrawn:
			return ErrNotOpen
		case st.Status == Signed:
			return ErrSigned
		}
		var email string
		if err := tx.QueryRow(ctx, "SELECT COALESCE(email, '') FROM clients WHERE id = ? AND partner_id = ?", g.Client, g.Partner).Scan(&email); err != nil {
			return err
		}
		r := agreements.Signed(g.Name, email, g.Network, g.UserAgent, st.Body, now)
		res, err := tx.Exec(ctx, `UPDATE statements_of_work SET status = 'signed', signer_name = ?, signer_email = ?, signed_at = ?, signer_network = ?,
			signer_user_agent = ?, signed_sha256 = ?, updated_at = ? WHERE id = ? AND status = 'sent'`,
			r.SignerName, r.SignerEmail, r.SignedAt, r.Network, r.UserAgent, r.SHA256, now.UTC(), id)
		if err := db.Affected(res, err); errors.Is(err, db.ErrNotFound) {
			return whyNotSigned(ctx, tx, id)
		} else if err != nil {
			return err
		}
		tx.Changed(partners.Topic)
		to, err := quotes.PartiesOf(ctx, tx, g.Partner, st.ProjectID)
		if err != nil {
			return err
		}
		return s.announce(ctx, tx, announce.SOWSigned, st, to, map[string]string{"signerName": r.SignerName})
	})
	if err != nil {
		return Statement{}, err
	}
	return s.Get(ctx, g.Partner, id)
}

// whyNotSigned tells why a signature changed nothing: the statement was
// signed already (ErrSigned) or withdrawn (ErrNotOpen).
func whyNotSigned(ctx context.Context, tx *db.Tx, id int64) error {
	var status string
	if err := tx.QueryRow(ctx, "SELECT status FROM statements_of_work WHERE id = ?", id).Scan(&status); err != nil {
		return err
	}
	if status == Withdrawn {
		return ErrNotOpen
	}
	return ErrSigned
}
