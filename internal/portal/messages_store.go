package portal

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
	"mission/internal/partners"
)

const messageColumns = `m.id, m.client_id, COALESCE(c.name, ''), m.project_id, COALESCE(m.type, 'project-update'), COALESCE(m.direction, 'outbound'),
	COALESCE(m.subject, ''), COALESCE(m.message, ''), COALESCE(m.sender_name, ''), m.created_at, m.read_at`

func scanMessage(row db.Scanner) (Message, error) {
	var m Message
	var client, project sql.NullInt64
	var read sql.NullTime
	err := row.Scan(&m.ID, &client, &m.ClientName, &project, &m.Type, &m.Direction, &m.Subject, &m.Message, &m.SenderName, &m.CreatedAt, &read)
	if errors.Is(err, sql.ErrNoRows) {
		return m, db.ErrNotFound
	}
	if client.Valid {
		m.ClientID = &client.Int64
	}
	if project.Valid {
		m.ProjectID = &project.Int64
	}
	m.CreatedAt, m.ReadAt = m.CreatedAt.UTC(), db.UTCPtr(read)
	m.Read = m.ReadAt != nil
	return m, err
}

func (s *Store) messages(ctx context.Context, q string, args ...any) ([]Message, error) {
	return db.List(ctx, s.db, scanMessage, q, args...)
}

// Message returns one message, or db.ErrNotFound.
func (s *Store) Message(ctx context.Context, id int64) (Message, error) {
	return scanMessage(s.db.QueryRow(ctx, "SELECT "+messageColumns+` FROM partner_communications m LEFT JOIN clients c ON c.id = m.client_id
		WHERE m.id = ?`, id))
}

// Conversation is what the partner and one client wrote each other, oldest
// first (not the partner's notices), as the client's portal shows it.
func (s *Store) Conversation(ctx context.Context, partner, client int64) ([]Message, error) {
	return s.messages(ctx, "SELECT "+messageColumns+` FROM partner_communications m LEFT JOIN clients c ON c.id = m.client_id
		WHERE m.partner_id = ? AND m.client_id = ? AND m.type <> 'system-alert' ORDER BY m.created_at, m.id LIMIT 200`, partner, client)
}

// Messages lists the partner's messages, newest first, at most limit.
func (s *Store) Messages(ctx context.Context, partner int64, limit int) ([]Message, error) {
	return s.messages(ctx, "SELECT "+messageColumns+` FROM partner_communications m LEFT JOIN clients c ON c.id = m.client_id
		WHERE m.partner_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ?`, partner, limit)
}

// Unread counts the messages the partner has not opened.
func (s *Store) Unread(ctx context.Context, partner int64) (int, error) {
	var n int
	err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM partner_communications WHERE partner_id = ? AND read_at IS NULL", partner).Scan(&n)
	return n, err
}

// MarkRead marks one of the partner's messages read.
func (s *Store) MarkRead(ctx context.Context, partner, id int64, now time.Time) (Message, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "UPDATE partner_communications SET read_at = COALESCE(read_at, ?) WHERE id = ? AND partner_id = ?", now.UTC(), id, partner))
	})
	if err != nil {
		return Message{}, err
	}
	return s.Message(ctx, id)
}

// Send stores a message from the partner to one of their clients; the
// client reads it in their portal.
func (s *Store) Send(ctx context.Context, partner int64, sender string, in MessageInput, now time.Time) (Message, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) (err error) {
		id, err = s.SendTx(ctx, tx, partner, sender, in, now)
		return err
	})
	if err != nil {
		return Message{}, err
	}
	return s.Message(ctx, id)
}

// SendTx is Send in a transaction of the caller's (an app's portal
// message, recorded with its run), and answers the message's id.
func (s *Store) SendTx(ctx context.Context, tx *db.Tx, partner int64, sender string, in MessageInput, now time.Time) (int64, error) {
	var id int64
	err := func() error {
		tx.Changed(partners.Topic)
		if _, err := OwnsClient(ctx, tx, partner, in.ClientID); err != nil {
			return err
		}
		project, err := namedProject(ctx, tx, partner, in.ProjectID)
		if err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, `INSERT INTO partner_communications (partner_id, client_id, project_id, type, subject, message, direction,
			status, sender_name, created_at, read_at) VALUES (?, ?, ?, 'project-update', ?, ?, 'outbound', 'sent', ?, ?, ?) RETURNING id`,
			partner, in.ClientID, project, in.Subject, in.Message, sender, now.UTC(), now.UTC()).Scan(&id); err != nil {
			return err
		}
		if s.Announce == nil {
			return nil
		}
		// The client's newest working link goes in the e-mail, if there is
		// one, and the client's answer goes to the address the partner
		// gives clients (their branding's support address, else their own).
		var email, name, company, partnerEmail string
		var token sql.NullString
		if err := tx.QueryRow(ctx, `SELECT COALESCE(c.email, ''), COALESCE(c.name, ''), COALESCE(pa.company_name, ''),
			(SELECT l.token FROM client_links l WHERE l.client_id = c.id AND l.active = TRUE AND (l.expires_at IS NULL OR l.expires_at > ?)
			 ORDER BY l.id DESC LIMIT 1),
			COALESCE(NULLIF((SELECT b.support_email FROM partner_branding b WHERE b.partner_id = pa.id ORDER BY b.id DESC LIMIT 1), ''), pa.email, '')
			FROM clients c JOIN partners pa ON pa.id = c.partner_id WHERE c.id = ?`, now.UTC(), in.ClientID).Scan(&email, &name, &company, &token,
			&partnerEmail); err != nil {
			return err
		}
		return s.Announce(ctx, tx, announce.ClientMessage, map[string]string{"clientEmail": email, "clientName": name, "company": company,
			"sender": sender, "subject": in.Subject, "message": in.Message, "portalToken": token.String, "partnerEmail": partnerEmail,
			"partnerId": strconv.FormatInt(partner, 10), "clientId": strconv.FormatInt(in.ClientID, 10)})
	}()
	return id, err
}
