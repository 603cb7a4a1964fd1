package clientportal

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"mission/internal/auth"
	"mission/internal/db"
	"mission/internal/partners"
	"mission/internal/portal"
)

const linkColumns = `id, client_id, COALESCE(token, ''), allowed_project_ids, expires_at, active, last_accessed_at, created_at`

func scanLink(row db.Scanner) (Link, error) {
	var l Link
	var allowed string
	var expires, accessed sql.NullTime
	err := row.Scan(&l.ID, &l.ClientID, &l.Token, &allowed, &expires, &l.Active, &accessed, &l.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return l, db.ErrNotFound
	}
	l.AllowedProjectIDs = []int64{}
	json.Unmarshal([]byte(allowed), &l.AllowedProjectIDs)
	l.ExpiresAt, l.LastAccessedAt, l.CreatedAt = db.UTCPtr(expires), db.UTCPtr(accessed), l.CreatedAt.UTC()
	return l, err
}

// Links lists the partner's client links, newest first.
func (s *Store) Links(ctx context.Context, partner int64) ([]Link, error) {
	return db.List(ctx, s.db, scanLink, "SELECT "+linkColumns+" FROM client_links WHERE partner_id = ? ORDER BY created_at DESC, id DESC", partner)
}

// clientProjects keeps, in order and without repeats, the ids that are
// projects of the partner for this client; nil ids means every such
// project, oldest first.
func clientProjects(ctx context.Context, q db.Querier, partner, client int64, ids []int64) ([]int64, error) {
	query := "SELECT id FROM partner_projects WHERE partner_id = ? AND client_id = ?"
	args := []any{partner, client}
	if ids != nil {
		if len(ids) == 0 {
			return []int64{}, nil
		}
		query += " AND id IN (" + db.Placeholders(len(ids)) + ")"
		args = append(args, db.Args(ids)...)
	}
	found, err := db.List(ctx, q, db.Int64, query+" ORDER BY created_at, id", args...)
	if err != nil || ids == nil {
		return found, err
	}
	kept := []int64{}
	for _, id := range ids {
		if slices.Contains(found, id) && !slices.Contains(kept, id) {
			kept = append(kept, id)
		}
	}
	return kept, nil
}

// checkProjects makes sure every id is a project of the partner for the
// link's client (ErrNotClientsProject otherwise) and returns them without
// repeats, in order: one wrong tick must not show a client another
// client's work.
func checkProjects(ctx context.Context, tx *db.Tx, partner, client int64, ids []int64) ([]int64, error) {
	clean := []int64{}
	for _, id := range ids {
		if !slices.Contains(clean, id) {
			clean = append(clean, id)
		}
	}
	if len(clean) > 500 {
		return nil, ErrNotClientsProject
	}
	kept, err := clientProjects(ctx, tx, partner, client, clean)
	if err != nil {
		return nil, err
	}
	if len(kept) != len(clean) {
		return nil, ErrNotClientsProject
	}
	return kept, nil
}

func encodeIDs(ids []int64) string {
	b, _ := json.Marshal(ids)
	return string(b)
}

// CreateLink makes a portal link for one of the partner's clients. It
// shares the projects listed, which must be that client's; without a list
// it shares every project the client has now.
func (s *Store) CreateLink(ctx context.Context, partner int64, in LinkInput, now time.Time) (Link, error) {
	token := auth.NewToken()
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		if _, err := portal.OwnsClient(ctx, tx, partner, in.ClientID); err != nil {
			return err
		}
		var ids []int64
		var err error
		if in.AllowedProjectIDs == nil {
			ids, err = clientProjects(ctx, tx, partner, in.ClientID, nil)
		} else {
			ids, err = checkProjects(ctx, tx, partner, in.ClientID, *in.AllowedProjectIDs)
		}
		if err != nil {
			return err
		}
		return tx.QueryRow(ctx, `INSERT INTO client_links (partner_id, client_id, token, allowed_project_ids, expires_at, active, created_at)
			VALUES (?, ?, ?, ?, ?, TRUE, ?) RETURNING id`, partner, in.ClientID, token, encodeIDs(ids), db.TimeValue(in.ExpiresAt.Time), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Link{}, err
	}
	return scanLink(s.db.QueryRow(ctx, "SELECT "+linkColumns+" FROM client_links WHERE id = ?", id))
}

// UpdateLink is Manage Access on one of the partner's links.
func (s *Store) UpdateLink(ctx context.Context, partner, id int64, in LinkUpdate) (Link, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		var client int64
		err := tx.QueryRow(ctx, "SELECT client_id FROM client_links WHERE id = ? AND partner_id = ?", id, partner).Scan(&client)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		var c db.Columns
		if in.AllowedProjectIDs != nil {
			ids, err := checkProjects(ctx, tx, partner, client, *in.AllowedProjectIDs)
			if err != nil {
				return err
			}
			c.Set("allowed_project_ids", encodeIDs(ids))
		}
		if in.ExpiresAt.Set {
			c.Set("expires_at", db.TimeValue(in.ExpiresAt.Time))
		}
		if in.Active != nil {
			c.Set("active", *in.Active)
		}
		if c.Len() == 0 {
			return nil
		}
		_, err = tx.Exec(ctx, "UPDATE client_links SET "+c.Assignments()+" WHERE id = ?", c.Args(id)...)
		return err
	})
	if err != nil {
		return Link{}, err
	}
	return scanLink(s.db.QueryRow(ctx, "SELECT "+linkColumns+" FROM client_links WHERE id = ?", id))
}

// LinkFor is the token of the newest working link of the partner's client
// that shows project, in tx; without one it makes one that shows just
// that project and never expires (what a quote or invoice e-mailed to the
// client opens). It is the quotes store's LinkFunc.
func (s *Store) LinkFor(ctx context.Context, tx *db.Tx, partner, client, project int64, now time.Time) (string, error) {
	type link struct {
		token   string
		allowed []int64
	}
	links, err := db.List(ctx, tx, func(row db.Scanner) (link, error) {
		var l link
		var allowed string
		err := row.Scan(&l.token, &allowed)
		json.Unmarshal([]byte(allowed), &l.allowed)
		return l, err
	}, `SELECT token, allowed_project_ids FROM client_links WHERE partner_id = ? AND client_id = ? AND active = TRUE
		AND token IS NOT NULL AND (expires_at IS NULL OR expires_at > ?) ORDER BY id DESC`, partner, client, now.UTC())
	if err != nil {
		return "", err
	}
	for _, l := range links {
		if slices.Contains(l.allowed, project) {
			return l.token, nil
		}
	}
	token := auth.NewToken()
	tx.Changed(partners.Topic)
	_, err = tx.Exec(ctx, `INSERT INTO client_links (partner_id, client_id, token, allowed_project_ids, active, created_at)
		VALUES (?, ?, ?, ?, TRUE, ?)`, partner, client, token, encodeIDs([]int64{project}), now.UTC())
	return token, err
}
