package partners

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
)

// ---- messages

const messageColumns = `m.id, m.client_id, COALESCE(c.name, ''), m.project_id, COALESCE(m.type, 'project-update'), COALESCE(m.direction, 'outbound'),
	COALESCE(m.subject, ''), COALESCE(m.message, ''), COALESCE(m.sender_name, ''), m.created_at, m.read_at`

func scanMessage(row scanner) (Message, error) {
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
	m.CreatedAt, m.ReadAt = m.CreatedAt.UTC(), nullTime(read)
	m.Read = m.ReadAt != nil
	return m, err
}

func (p *Portal) messages(ctx context.Context, q string, args ...any) ([]Message, error) {
	rows, err := p.db.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Message{}
	for rows.Next() {
		m, err := scanMessage(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// Messages lists the partner's messages, newest first, at most limit.
func (p *Portal) Messages(ctx context.Context, partner int64, limit int) ([]Message, error) {
	return p.messages(ctx, "SELECT "+messageColumns+` FROM partner_communications m LEFT JOIN clients c ON c.id = m.client_id
		WHERE m.partner_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ?`, partner, limit)
}

// Unread counts the messages the partner has not opened.
func (p *Portal) Unread(ctx context.Context, partner int64) (int, error) {
	var n int
	err := p.db.QueryRow(ctx, "SELECT COUNT(*) FROM partner_communications WHERE partner_id = ? AND read_at IS NULL", partner).Scan(&n)
	return n, err
}

// MarkRead marks one of the partner's messages read.
func (p *Portal) MarkRead(ctx context.Context, partner, id int64, now time.Time) (Message, error) {
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, "UPDATE partner_communications SET read_at = COALESCE(read_at, ?) WHERE id = ? AND partner_id = ?", now.UTC(), id, partner)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return db.ErrNotFound
		}
		return nil
	})
	if err != nil {
		return Message{}, err
	}
	return scanMessage(p.db.QueryRow(ctx, "SELECT "+messageColumns+` FROM partner_communications m LEFT JOIN clients c ON c.id = m.client_id
		WHERE m.id = ?`, id))
}

// Send stores a message from the partner to one of their clients; the
// client reads it in their portal.
func (p *Portal) Send(ctx context.Context, partner int64, sender string, in MessageInput, now time.Time) (Message, error) {
	var id int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		if _, err := ownsClient(ctx, tx, partner, in.ClientID); err != nil {
			return err
		}
		var project any
		if in.ProjectID != nil {
			if err := ownsProject(ctx, tx, partner, *in.ProjectID); errors.Is(err, db.ErrNotFound) {
				return ErrUnknownProj
			} else if err != nil {
				return err
			}
			project = *in.ProjectID
		}
		if err := tx.QueryRow(ctx, `INSERT INTO partner_communications (partner_id, client_id, project_id, type, subject, message, direction,
			status, sender_name, created_at, read_at) VALUES (?, ?, ?, 'project-update', ?, ?, 'outbound', 'sent', ?, ?, ?) RETURNING id`,
			partner, in.ClientID, project, in.Subject, in.Message, sender, now.UTC(), now.UTC()).Scan(&id); err != nil {
			return err
		}
		if p.Announce == nil {
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
		return p.Announce(ctx, tx, announce.ClientMessage, map[string]string{"clientEmail": email, "clientName": name, "company": company,
			"sender": sender, "subject": in.Subject, "message": in.Message, "portalToken": token.String, "partnerEmail": partnerEmail})
	})
	if err != nil {
		return Message{}, err
	}
	return scanMessage(p.db.QueryRow(ctx, "SELECT "+messageColumns+` FROM partner_communications m LEFT JOIN clients c ON c.id = m.client_id
		WHERE m.id = ?`, id))
}

// ---- payments

const paymentColumns = `r.id, r.project_id, COALESCE(pp.project_title, ''), COALESCE(r.description, ''), r.gross_cents, r.partner_share_cents,
	r.platform_share_cents, r.payout_status, r.received_at`

func scanPayment(row scanner) (Payment, error) {
	var pay Payment
	var project sql.NullInt64
	var received sql.NullTime
	err := row.Scan(&pay.ID, &project, &pay.Project, &pay.Description, &pay.GrossCents, &pay.PartnerShareCents,
		&pay.PlatformShareCents, &pay.Status, &received)
	if errors.Is(err, sql.ErrNoRows) {
		return pay, db.ErrNotFound
	}
	if project.Valid {
		pay.ProjectID = &project.Int64
	}
	if received.Valid {
		pay.ReceivedAt = received.Time.UTC()
	}
	return pay, err
}

// Payments lists the partner's payments, newest first (limit <= 0: all).
func (p *Portal) Payments(ctx context.Context, partner int64, limit int) ([]Payment, error) {
	q := "SELECT " + paymentColumns + ` FROM partner_revenue r LEFT JOIN partner_projects pp ON pp.id = r.project_id
		WHERE r.partner_id = ? ORDER BY r.received_at DESC, r.id DESC`
	args := []any{partner}
	if limit > 0 {
		q += " LIMIT ?"
		args = append(args, limit)
	}
	rows, err := p.db.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Payment{}
	for rows.Next() {
		pay, err := scanPayment(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, pay)
	}
	return out, rows.Err()
}

// RecordPayment stores a payment for a partner (staff), split by the
// partner's share as it is now.
func (p *Portal) RecordPayment(ctx context.Context, partner int64, in PaymentInput, now time.Time) (Payment, error) {
	var id int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		var share float64
		err := tx.QueryRow(ctx, "SELECT COALESCE(revenue_share_percentage, 80) FROM partners WHERE id = ?", partner).Scan(&share)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		var project any
		if in.ProjectID != nil {
			if err := ownsProject(ctx, tx, partner, *in.ProjectID); errors.Is(err, db.ErrNotFound) {
				return ErrUnknownProj
			} else if err != nil {
				return err
			}
			project = *in.ProjectID
		}
		gross := in.Cents()
		mine, platform := Split(gross, int(share))
		day := in.ReceivedAt.Time.UTC()
		tx.Changed(RevenueTopic)
		return tx.QueryRow(ctx, `INSERT INTO partner_revenue (partner_id, project_id, description, revenue_type, gross_cents, partner_share_cents,
			platform_share_cents, payout_status, received_at, month, year, created_at)
			VALUES (?, ?, ?, 'project', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			partner, project, in.Description, gross, mine, platform, in.Status, day, int(day.Month()), day.Year(), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Payment{}, err
	}
	return scanPayment(p.db.QueryRow(ctx, "SELECT "+paymentColumns+` FROM partner_revenue r LEFT JOIN partner_projects pp ON pp.id = r.project_id
		WHERE r.id = ?`, id))
}

// SetPaymentStatus marks a partner's payment paid or pending (staff).
func (p *Portal) SetPaymentStatus(ctx context.Context, partner, id int64, status string, now time.Time) (Payment, error) {
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(RevenueTopic)
		// A payment marked paid again (or by two at once) keeps the day it
		// was first paid: the row as it is decides, not a read before.
		res, err := tx.Exec(ctx, `UPDATE partner_revenue SET payout_date = CASE WHEN ? = 'paid'
			THEN COALESCE(CASE WHEN payout_status = 'paid' THEN payout_date END, ?) END, payout_status = ?
			WHERE id = ? AND partner_id = ?`, status, now.UTC(), status, id, partner)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return db.ErrNotFound
		}
		return nil
	})
	if err != nil {
		return Payment{}, err
	}
	return scanPayment(p.db.QueryRow(ctx, "SELECT "+paymentColumns+` FROM partner_revenue r LEFT JOIN partner_projects pp ON pp.id = r.project_id
		WHERE r.id = ?`, id))
}

// ---- dashboard

// Revenue is the Revenue tab's four cards.
type Revenue struct {
	TotalEarnedCents    *int64 `json:"totalEarnedCents"`
	ThisMonthCents      *int64 `json:"thisMonthCents"`
	PendingCents        *int64 `json:"pendingCents"`
	AverageProjectCents *int64 `json:"averageProjectValueCents"`
	RevenueShare        int    `json:"revenueSharePercentage"`
}

func some(v sql.NullInt64) *int64 {
	if !v.Valid {
		return nil
	}
	return &v.Int64
}

// Stats computes the dashboard's figures from the partner's projects,
// payments and their clients' ratings.
func (p *Portal) Stats(ctx context.Context, partner int64, now time.Time) (Stats, Revenue, error) {
	var st Stats
	var rev Revenue
	var avg sql.NullFloat64
	err := p.db.QueryRow(ctx, `SELECT
		COUNT(CASE WHEN status IN ('planning', 'in-progress', 'review') THEN 1 END),
		COUNT(CASE WHEN status = 'completed' THEN 1 END),
		AVG(CASE WHEN budget_cents > 0 THEN budget_cents END)
		FROM partner_projects WHERE partner_id = ?`, partner).Scan(&st.ActiveProjects, &st.CompletedProjects, &avg)
	if err != nil {
		return st, rev, err
	}
	if avg.Valid {
		v := int64(avg.Float64 + 0.5)
		st.AverageProjectCents, rev.AverageProjectCents = &v, &v
	}
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	var total, thisMonth, pending sql.NullInt64
	var any int
	err = p.db.QueryRow(ctx, `SELECT COUNT(*),
		SUM(CASE WHEN payout_status = 'paid' THEN partner_share_cents END),
		SUM(CASE WHEN payout_status = 'paid' AND received_at >= ? THEN partner_share_cents END),
		SUM(CASE WHEN payout_status = 'pending' THEN partner_share_cents END)
		FROM partner_revenue WHERE partner_id = ?`, month, partner).Scan(&any, &total, &thisMonth, &pending)
	if err != nil {
		return st, rev, err
	}
	if any > 0 {
		// With payments on record, a month without one earned nothing.
		zero := sql.NullInt64{Valid: true}
		if !total.Valid {
			total = zero
		}
		if !thisMonth.Valid {
			thisMonth = zero
		}
		if !pending.Valid {
			pending = zero
		}
	}
	st.TotalRevenueCents, st.ThisMonthCents = some(total), some(thisMonth)
	rev.TotalEarnedCents, rev.ThisMonthCents, rev.PendingCents = some(total), some(thisMonth), some(pending)
	var sum sql.NullInt64
	if err := p.db.QueryRow(ctx, "SELECT COUNT(*), SUM(rating) FROM client_ratings WHERE partner_id = ?", partner).Scan(&st.ClientRatings, &sum); err != nil {
		return st, rev, err
	}
	st.ClientSatisfaction = averageOf(int(sum.Int64), st.ClientRatings)
	var share float64
	if err := p.db.QueryRow(ctx, "SELECT COALESCE(revenue_share_percentage, 80) FROM partners WHERE id = ?", partner).Scan(&share); err != nil {
		return st, rev, err
	}
	rev.RevenueShare = int(share)
	return st, rev, nil
}

// Dashboard is the portal's first tab.
type Dashboard struct {
	Stats          Stats     `json:"stats"`
	RecentProjects []Project `json:"recentProjects"`
	RecentMessages []Message `json:"recentCommunications"`
	Unread         int       `json:"unread"`
}

// Dashboard gathers the first tab in one call.
func (p *Portal) Dashboard(ctx context.Context, partner int64, now time.Time) (Dashboard, error) {
	var d Dashboard
	var err error
	if d.Stats, _, err = p.Stats(ctx, partner, now); err != nil {
		return d, err
	}
	if d.RecentProjects, err = p.projects(ctx, "SELECT "+projectColumns+` FROM partner_projects p WHERE p.partner_id = ?
		ORDER BY p.updated_at DESC, p.id DESC LIMIT 3`, partner); err != nil {
		return d, err
	}
	if d.RecentMessages, err = p.Messages(ctx, partner, 5); err != nil {
		return d, err
	}
	d.Unread, err = p.Unread(ctx, partner)
	return d, err
}
