package sow

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"mission/internal/agreements"
	"mission/internal/announce"
	"mission/internal/db"
	"mission/internal/partners"
	"mission/internal/quotes"
)

// Store keeps statements of work. Every query is scoped to a partner, or
// to the projects a client link shows.
type Store struct {
	db       *db.DB
	Announce announce.Func
	Link     quotes.LinkFunc
}

// NewStore makes the store.
func NewStore(d *db.DB, a announce.Func, link quotes.LinkFunc) *Store {
	return &Store{db: d, Announce: a, Link: link}
}

const table = "statements_of_work"

const columns = `s.id, s.project_id, COALESCE(p.project_title, ''), s.sow_number, s.title, s.body, s.body_sha256, s.status, s.sent_at,
	s.withdrawn_at, COALESCE(s.signer_name, ''), COALESCE(s.signer_email, ''), s.signed_at, COALESCE(s.signer_network, ''),
	COALESCE(s.signer_user_agent, ''), COALESCE(s.signed_sha256, ''), s.created_at, s.updated_at`

const from = ` FROM statements_of_work s JOIN partner_projects p ON p.id = s.project_id`

func scan(row db.Scanner) (Statement, error) {
	var st Statement
	var sent, withdrawn, signed sql.NullTime
	var r agreements.Record
	err := row.Scan(&st.ID, &st.ProjectID, &st.ProjectTitle, &st.Number, &st.Title, &st.Body, &st.SHA256, &st.Status, &sent, &withdrawn,
		&r.SignerName, &r.SignerEmail, &signed, &r.Network, &r.UserAgent, &r.SHA256, &st.CreatedAt, &st.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return st, ErrNotFound
	}
	if err != nil {
		return st, err
	}
	st.SentAt, st.WithdrawnAt = db.UTCPtr(sent), db.UTCPtr(withdrawn)
	if signed.Valid {
		r.SignedAt = signed.Time.UTC()
		st.Signature = &r
	}
	st.CreatedAt, st.UpdatedAt = st.CreatedAt.UTC(), st.UpdatedAt.UTC()
	return st, nil
}

// ForProject lists a project's statements of work, newest first;
// quotes.ErrNoProject when the project is not the partner's.
func (s *Store) ForProject(ctx context.Context, partner, project int64) ([]Statement, error) {
	if err := quotes.OwnProject(ctx, s.db, partner, project, quotes.ErrNoProject); err != nil {
		return nil, err
	}
	return db.List(ctx, s.db, scan, "SELECT "+columns+from+" WHERE s.partner_id = ? AND s.project_id = ? ORDER BY s.id DESC", partner, project)
}

// Get reads one of the partner's statements of work.
func (s *Store) Get(ctx context.Context, partner, id int64) (Statement, error) {
	return scan(s.db.QueryRow(ctx, "SELECT "+columns+from+" WHERE s.id = ? AND s.partner_id = ?", id, partner))
}

// Create drafts a statement of work for one of the partner's projects,
// with the partner's next number of the year.
func (s *Store) Create(ctx context.Context, partner, project int64, in Input, now time.Time) (Statement, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if err := quotes.LockPartner(ctx, tx, partner); err != nil {
			return err
		}
		if _, err := quotes.PartiesOf(ctx, tx, partner, project); err != nil {
			return err
		}
		number, err := quotes.NextNumber(ctx, tx, table, "sow_number", "SOW", partner, now)
		if err != nil {
			return err
		}
		return tx.QueryRow(ctx, `INSERT INTO statements_of_work (partner_id, project_id, sow_number, title, body, body_sha256, status,
			created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'draft', ?, ?) RETURNING id`,
			partner, project, number, in.Title, in.Body, agreements.Hash(in.Body), now.UTC(), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Statement{}, err
	}
	return s.Get(ctx, partner, id)
}

// Update edits a draft.
func (s *Store) Update(ctx context.Context, partner, id int64, in Input, now time.Time) (Statement, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, `UPDATE statements_of_work SET title = ?, body = ?, body_sha256 = ?, updated_at = ?
			WHERE id = ? AND partner_id = ? AND status = 'draft'`, in.Title, in.Body, agreements.Hash(in.Body), now.UTC(), id, partner)
		return s.changed(ctx, tx, res, err, partner, id, ErrNotDraft)
	})
	if err != nil {
		return Statement{}, err
	}
	return s.Get(ctx, partner, id)
}

// Delete removes a draft.
func (s *Store) Delete(ctx context.Context, partner, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, "DELETE FROM statements_of_work WHERE id = ? AND partner_id = ? AND status = 'draft'", id, partner)
		return s.changed(ctx, tx, res, err, partner, id, ErrNotDraft)
	})
}

// Withdraw takes back a statement of work that was sent and not signed:
// the client's portal no longer shows it, and the client is told.
func (s *Store) Withdraw(ctx context.Context, partner, id int64, now time.Time) (Statement, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, `UPDATE statements_of_work SET status = 'withdrawn', withdrawn_at = ?, updated_at = ?
			WHERE id = ? AND partner_id = ? AND status = 'sent'`, now.UTC(), now.UTC(), id, partner)
		if err := s.changed(ctx, tx, res, err, partner, id, ErrNotSent); err != nil {
			return err
		}
		tx.Changed(partners.Topic) // client portals no longer show it
		// The client was e-mailed to sign it: they hear it was taken back.
		st, err := scan(tx.QueryRow(ctx, "SELECT "+columns+from+" WHERE s.id = ?", id))
		if err != nil {
			return err
		}
		to, err := quotes.PartiesOf(ctx, tx, partner, st.ProjectID)
		if err != nil || to.ClientEmail == "" {
			return err
		}
		return s.announce(ctx, tx, announce.SOWWithdrawn, st, to, nil)
	})
	if err != nil {
		return Statement{}, err
	}
	return s.Get(ctx, partner, id)
}

// changed answers a conditional write: nil when it changed its row,
// ErrNotFound when the partner has no such statement, else refused.
func (s *Store) changed(ctx context.Context, tx *db.Tx, res sql.Result, err error, partner, id int64, refused error) error {
	if err := db.Affected(res, err); !errors.Is(err, db.ErrNotFound) {
		return err
	}
	return quotes.Refused(ctx, tx, table, partner, id, ErrNotFound, refused)
}

// Send gives a draft to the project's client: its status, and an e-mail
// (through the outbox) with a link into the client's portal, where they
// read and sign it.
func (s *Store) Send(ctx context.Context, partner, id int64, now time.Time) (Statement, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		st, err := scan(tx.QueryRow(ctx, "SELECT "+columns+from+" WHERE s.id = ? AND s.partner_id = ?", id, partner))
		if err != nil {
			return err
		}
		if st.Status != Draft {
			return ErrNotDraft
		}
		to, err := quotes.PartiesOf(ctx, tx, partner, st.ProjectID)
		if err != nil {
			return err
		}
		if to.ClientID == 0 || to.ClientEmail == "" {
			return ErrNoClient
		}
		res, err := tx.Exec(ctx, "UPDATE statements_of_work SET status = 'sent', sent_at = ?, updated_at = ? WHERE id = ? AND status = 'draft'",
			now.UTC(), now.UTC(), id)
		if err := db.Affected(res, err); err != nil {
			return errors.Join(ErrNotDraft, err)
		}
		tx.Changed(partners.Topic) // client portals show it
		token := ""
		if s.Link != nil {
			if token, err = s.Link(ctx, tx, partner, to.ClientID, st.ProjectID, now); err != nil {
				return err
			}
		}
		return s.announce(ctx, tx, announce.SOWSent, st, to, map[string]string{"portalToken": token})
	})
	if err != nil {
		return Statement{}, err
	}
	return s.Get(ctx, partner, id)
}

// announce tells event about st, between the parties to, with extra.
func (s *Store) announce(ctx context.Context, tx *db.Tx, event string, st Statement, to quotes.Parties, extra map[string]string) error {
	if s.Announce == nil {
		return nil
	}
	data := map[string]string{"clientEmail": to.ClientEmail, "clientName": to.ClientName, "company": to.Company,
		"partnerEmail": to.PartnerEmail, "number": st.Number, "title": st.Title, "projectTitle": st.ProjectTitle,
		"projectId": strconv.FormatInt(st.ProjectID, 10)}
	for k, v := range extra {
		data[k] = v
	}
	return s.Announce(ctx, tx, event, data)
}
