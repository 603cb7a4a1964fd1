package clientportal

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strconv"
	"time"

	"mission/internal/db"
	"mission/internal/partners"
)

// Rate stores the client's rating of a project the link shares
// (db.ErrNotFound otherwise), once a visible deliverable of it is approved
// or it is completed (ErrNotRateable otherwise). One statement decides: the
// row is inserted only while the project qualifies, and the unique key on
// (client, project) turns a repeat, even a concurrent one, into an update
// of the same row. The partner finds an unread message about it.
func (s *Store) Rate(ctx context.Context, a Access, project int64, in RatingInput, now time.Time) (ClientRating, error) {
	out := ClientRating{Rating: in.Rating, Comment: in.Comment, UpdatedAt: now.UTC()}
	if !slices.Contains(a.Projects, project) {
		return out, db.ErrNotFound
	}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		var deliverable any
		if in.DeliverableID != nil {
			// Approvals are final, so this read cannot race with one.
			var one int
			err := tx.QueryRow(ctx, `SELECT 1 FROM deliverables WHERE id = ? AND project_id = ? AND status = 'approved'
				AND visible_to_client = TRUE`, *in.DeliverableID, project).Scan(&one)
			if errors.Is(err, sql.ErrNoRows) {
				return ErrUnknownDeliverable
			}
			if err != nil {
				return err
			}
			deliverable = *in.DeliverableID
		}
		var fresh bool
		var title string
		open, openArgs := linkOpen(a, now)
		err := tx.QueryRow(ctx, `INSERT INTO client_ratings (partner_id, client_id, project_id, link_id, deliverable_id, rating, comment,
				created_at, updated_at)
			SELECT p.partner_id, ?, p.id, ?, ?, ?, ?, ?, ? FROM partner_projects p
			WHERE p.id = ? AND p.partner_id = ? AND p.client_id = ? AND (p.status = 'completed' OR EXISTS (
				SELECT 1 FROM deliverables d WHERE d.project_id = p.id AND d.status = 'approved' AND d.visible_to_client = TRUE))
				AND `+open+`
			ON CONFLICT (client_id, project_id) DO UPDATE SET rating = excluded.rating, comment = excluded.comment,
				link_id = excluded.link_id, deliverable_id = excluded.deliverable_id, updated_at = excluded.updated_at
			RETURNING created_at = updated_at`,
			append([]any{a.ClientID, a.LinkID, deliverable, in.Rating, in.Comment, now.UTC(), now.UTC(),
				project, a.PartnerID, a.ClientID}, openArgs...)...).Scan(&fresh)
		if errors.Is(err, sql.ErrNoRows) {
			if err := linkClosed(ctx, tx, a, now); err != nil {
				return err
			}
			return ErrNotRateable
		}
		if err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, "SELECT COALESCE(project_title, '') FROM partner_projects WHERE id = ?", project).Scan(&title); err != nil {
			return err
		}
		subject := "New client rating"
		if !fresh {
			subject = "Client rating updated"
		}
		text := a.ClientName + " rated \u201c" + title + "\u201d " + strconv.Itoa(in.Rating) + " out of 5."
		if in.Comment != "" {
			text += "\n\n" + in.Comment
		}
		// A notice, as an approval's is: the partner's to read, not a line
		// of the conversation the client sees.
		_, err = tx.Exec(ctx, `INSERT INTO partner_communications (partner_id, client_id, project_id, type, subject, message, direction, status,
			sender_name, created_at) VALUES (?, ?, ?, 'system-alert', ?, ?, 'inbound', 'sent', ?, ?)`,
			a.PartnerID, a.ClientID, project, subject, text, a.ClientName, now.UTC())
		return err
	})
	return out, err
}

// clientRatings are the client's own ratings of the given projects.
func (s *Store) clientRatings(ctx context.Context, client int64, projects []int64) (map[int64]ClientRating, error) {
	out := map[int64]ClientRating{}
	if len(projects) == 0 {
		return out, nil
	}
	rows, err := s.db.Query(ctx, "SELECT project_id, rating, comment, updated_at FROM client_ratings WHERE client_id = ? AND project_id IN ("+
		db.Placeholders(len(projects))+")", append([]any{client}, db.Args(projects)...)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var project int64
		var r ClientRating
		if err := rows.Scan(&project, &r.Rating, &r.Comment, &r.UpdatedAt); err != nil {
			return nil, err
		}
		r.UpdatedAt = r.UpdatedAt.UTC()
		out[project] = r
	}
	return out, rows.Err()
}
