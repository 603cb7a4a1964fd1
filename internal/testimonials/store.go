package testimonials

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
)

// ErrTransition means a moderation step the rules do not allow.
var ErrTransition = errors.New("testimonials: transition not allowed")

// Store keeps testimonials.
type Store struct {
	db *db.DB
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
}

// NewStore returns a store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// Create stores a testimonial as pending.
func (s *Store) Create(ctx context.Context, in Input, now time.Time) (Testimonial, error) {
	t := Testimonial{Name: in.Name, Role: in.Role, Company: in.Company, Email: in.Email, Relationship: in.Relationship,
		Category: in.Category, Testimonial: in.Testimonial, Rating: in.Stars(), Status: "pending", CreatedAt: now.UTC()}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if err := tx.QueryRow(ctx, `INSERT INTO personal_testimonials (name, role, company, email, relationship, category,
			testimonial, rating, verified, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, FALSE, 'pending', ?, ?) RETURNING id`,
			t.Name, t.Role, t.Company, t.Email, t.Relationship, t.Category, t.Testimonial, t.Rating, t.CreatedAt, t.CreatedAt).Scan(&t.ID); err != nil {
			return err
		}
		return s.announce(ctx, tx, announce.TestimonialSubmitted, map[string]string{"id": strconv.FormatInt(t.ID, 10), "name": t.Name,
			"email": t.Email, "rating": strconv.Itoa(t.Rating), "category": t.Category, "testimonial": t.Testimonial})
	})
	return t, err
}

const columns = `id, name, COALESCE(role, ''), COALESCE(company, ''), COALESCE(email, ''), relationship, category,
	testimonial, rating, status, verified, created_at`

func scan(row db.Scanner) (Testimonial, error) {
	var t Testimonial
	var rating float64
	err := row.Scan(&t.ID, &t.Name, &t.Role, &t.Company, &t.Email, &t.Relationship, &t.Category, &t.Testimonial,
		&rating, &t.Status, &t.Verified, &t.CreatedAt)
	t.Rating = int(rating)
	t.CreatedAt = t.CreatedAt.UTC()
	return t, err
}

// List returns testimonials, featured first, then newest. With
// publicOnly it returns only approved and featured ones, without e-mail
// addresses.
func (s *Store) List(ctx context.Context, publicOnly bool) ([]Testimonial, error) {
	q := "SELECT " + columns + " FROM personal_testimonials"
	if publicOnly {
		q += " WHERE status IN ('approved', 'featured')"
	}
	q += " ORDER BY CASE WHEN status = 'featured' THEN 0 ELSE 1 END, created_at DESC, id DESC"
	return db.List(ctx, s.db, func(row db.Scanner) (Testimonial, error) {
		t, err := scan(row)
		if publicOnly {
			t.Email = ""
		}
		return t, err
	}, q)
}

// Move changes a testimonial's status when CanMove allows it.
func (s *Store) Move(ctx context.Context, id int64, to string, now time.Time) (Testimonial, error) {
	var t Testimonial
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var err error
		t, err = scan(tx.QueryRow(ctx, "SELECT "+columns+" FROM personal_testimonials WHERE id = ?", id))
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		if !CanMove(t.Status, to) {
			return ErrTransition
		}
		if err := db.Step(ctx, tx, "personal_testimonials", id, t.Status, to, now, ErrTransition); err != nil {
			return err
		}
		t.Status = to
		return nil
	})
	return t, err
}

func (s *Store) announce(ctx context.Context, tx *db.Tx, event string, data map[string]string) error {
	if s.Announce == nil {
		return nil
	}
	return s.Announce(ctx, tx, event, data)
}
