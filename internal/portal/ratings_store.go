package portal

import (
	"context"
	"math"
	"mission/internal/db"
)

// Ratings lists the ratings of the partner's clients, most recent first,
// with their average.
func (s *Store) Ratings(ctx context.Context, partner int64) (Ratings, error) {
	list, err := db.List(ctx, s.db, func(row db.Scanner) (Rating, error) {
		var r Rating
		err := row.Scan(&r.ID, &r.ClientID, &r.ClientName, &r.ProjectID, &r.ProjectTitle, &r.Rating, &r.Comment, &r.CreatedAt, &r.UpdatedAt)
		r.CreatedAt, r.UpdatedAt = r.CreatedAt.UTC(), r.UpdatedAt.UTC()
		return r, err
	}, `SELECT r.id, r.client_id, COALESCE(c.name, ''), r.project_id, COALESCE(pp.project_title, ''), r.rating,
		r.comment, r.created_at, r.updated_at
		FROM client_ratings r JOIN clients c ON c.id = r.client_id JOIN partner_projects pp ON pp.id = r.project_id
		WHERE r.partner_id = ? ORDER BY r.updated_at DESC, r.id DESC`, partner)
	if err != nil {
		return Ratings{}, err
	}
	sum := 0
	for _, r := range list {
		sum += r.Rating
	}
	return Ratings{Average: averageOf(sum, len(list)), Count: len(list), Ratings: list}, nil
}

// averageOf is sum / n to one decimal, or nil when there is nothing to
// average.
func averageOf(sum, n int) *float64 {
	if n == 0 {
		return nil
	}
	v := math.Round(float64(sum)*10/float64(n)) / 10
	return &v
}
