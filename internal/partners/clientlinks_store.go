package partners

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"mission/internal/db"
)

const linkColumns = `id, client_id, COALESCE(token, ''), allowed_project_ids, expires_at, active, last_accessed_at, created_at`

func scanLink(row scanner) (Link, error) {
	var l Link
	var allowed string
	var expires, accessed sql.NullTime
	err := row.Scan(&l.ID, &l.ClientID, &l.Token, &allowed, &expires, &l.Active, &accessed, &l.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return l, db.ErrNotFound
	}
	l.AllowedProjectIDs = []int64{}
	json.Unmarshal([]byte(allowed), &l.AllowedProjectIDs)
	l.ExpiresAt, l.LastAccessedAt, l.CreatedAt = nullTime(expires), nullTime(accessed), l.CreatedAt.UTC()
	return l, err
}

// Links lists the partner's client links, newest first.
func (p *Portal) Links(ctx context.Context, partner int64) ([]Link, error) {
	rows, err := p.db.Query(ctx, "SELECT "+linkColumns+" FROM client_links WHERE partner_id = ? ORDER BY created_at DESC, id DESC", partner)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Link{}
	for rows.Next() {
		l, err := scanLink(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// querier is the database or a transaction, for reads both make.
type querier interface {
	Query(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

// clientProjects keeps, in order and without repeats, the ids that are
// projects of the partner for this client; nil ids means every such
// project, oldest first.
func clientProjects(ctx context.Context, q querier, partner, client int64, ids []int64) ([]int64, error) {
	query := "SELECT id FROM partner_projects WHERE partner_id = ? AND client_id = ?"
	args := []any{partner, client}
	if ids != nil {
		if len(ids) == 0 {
			return []int64{}, nil
		}
		query += " AND id IN (" + placeholders(len(ids)) + ")"
		args = append(args, int64Args(ids)...)
	}
	rows, err := q.Query(ctx, query+" ORDER BY created_at, id", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	found := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		found = append(found, id)
	}
	if err := rows.Err(); err != nil || ids == nil {
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
func (p *Portal) CreateLink(ctx context.Context, partner int64, in LinkInput, now time.Time) (Link, error) {
	token := newToken()
	var id int64
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		if _, err := ownsClient(ctx, tx, partner, in.ClientID); err != nil {
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
			VALUES (?, ?, ?, ?, ?, TRUE, ?) RETURNING id`, partner, in.ClientID, token, encodeIDs(ids), dateValue(in.ExpiresAt.Time), now.UTC()).Scan(&id)
	})
	if err != nil {
		return Link{}, err
	}
	return scanLink(p.db.QueryRow(ctx, "SELECT "+linkColumns+" FROM client_links WHERE id = ?", id))
}

// UpdateLink is Manage Access on one of the partner's links.
func (p *Portal) UpdateLink(ctx context.Context, partner, id int64, in LinkUpdate) (Link, error) {
	err := p.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(Topic)
		var client int64
		err := tx.QueryRow(ctx, "SELECT client_id FROM client_links WHERE id = ? AND partner_id = ?", id, partner).Scan(&client)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		var s setter
		if in.AllowedProjectIDs != nil {
			ids, err := checkProjects(ctx, tx, partner, client, *in.AllowedProjectIDs)
			if err != nil {
				return err
			}
			s.set("allowed_project_ids", encodeIDs(ids))
		}
		if in.ExpiresAt.Set {
			s.set("expires_at", dateValue(in.ExpiresAt.Time))
		}
		if in.Active != nil {
			s.set("active", *in.Active)
		}
		if len(s.cols) == 0 {
			return nil
		}
		_, err = tx.Exec(ctx, "UPDATE client_links SET "+s.sql()+" WHERE id = ?", append(s.args, id)...)
		return err
	})
	if err != nil {
		return Link{}, err
	}
	return scanLink(p.db.QueryRow(ctx, "SELECT "+linkColumns+" FROM client_links WHERE id = ?", id))
}
