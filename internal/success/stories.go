package success

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"mission/internal/db"
	"mission/internal/files"
	"mission/internal/input"
)

// Story is a partner's success story.
type Story struct {
	ID int64 `json:"id"`
	// PartnerID is shown to staff only.
	PartnerID           int64      `json:"partnerId,omitempty"`
	Company             string     `json:"company"`
	Title               string     `json:"title"`
	Description         string     `json:"description"`
	ProductUsed         string     `json:"productUsed"`
	MonthlyRevenueCents *int64     `json:"monthlyRevenueCents"`
	ClientsAcquired     *int       `json:"clientsAcquired"`
	TimeToFirstSale     string     `json:"timeToFirstSale"`
	MarketNiche         string     `json:"marketNiche"`
	Strategies          []string   `json:"strategies"`
	ImageID             string     `json:"imageId,omitempty"`
	ImageURL            string     `json:"imageUrl,omitempty"`
	Status              string     `json:"status"`
	DeclineReason       string     `json:"declineReason,omitempty"`
	Likes               int        `json:"likes"`
	LikedByMe           bool       `json:"likedByMe"`
	Mine                bool       `json:"mine"`
	CreatedAt           time.Time  `json:"createdAt"`
	ReviewedAt          *time.Time `json:"reviewedAt,omitempty"`
}

// StoryInput is what a partner sends.
type StoryInput struct {
	Title               string   `json:"title"`
	Description         string   `json:"description" text:"multiline"`
	ProductUsed         string   `json:"productUsed"`
	MonthlyRevenueCents *int64   `json:"monthlyRevenueCents"`
	ClientsAcquired     *int     `json:"clientsAcquired"`
	TimeToFirstSale     string   `json:"timeToFirstSale"`
	MarketNiche         string   `json:"marketNiche"`
	Strategies          []string `json:"strategies"`
	ImageID             string   `json:"imageId"`
}

// Validate returns a message per invalid field, or nil.
func (in StoryInput) Validate() map[string]string {
	f := input.Fields{}
	if in.Title == "" || input.TooLong(in.Title, maxTitle) {
		f["title"] = fmt.Sprintf("Give your story a title (up to %d characters).", maxTitle)
	}
	if in.Description == "" || input.TooLong(in.Description, maxText) {
		f["description"] = fmt.Sprintf("Tell your story (up to %d characters).", maxText)
	}
	for name, v := range map[string]string{"productUsed": in.ProductUsed, "timeToFirstSale": in.TimeToFirstSale, "marketNiche": in.MarketNiche} {
		if input.TooLong(v, maxShort) {
			f[name] = fmt.Sprintf("Keep this under %d characters.", maxShort)
		}
	}
	if c := in.MonthlyRevenueCents; c != nil && (*c < 0 || *c > maxRevenueCents) {
		f["monthlyRevenueCents"] = "Enter the monthly revenue as an amount from 0 to 10,000,000."
	}
	if n := in.ClientsAcquired; n != nil && (*n < 0 || *n > maxClients) {
		f["clientsAcquired"] = "Enter the number of clients, 0 or more."
	}
	if !input.List(in.Strategies, maxStrategies, maxStrategy) {
		f["strategies"] = fmt.Sprintf("List at most %d different strategies of 1 to %d characters.", maxStrategies, maxStrategy)
	}
	if in.ImageID != "" && !files.ValidKey(in.ImageID) {
		f["imageId"] = "Upload the image again."
	}
	return f.Result()
}

// ErrAlreadyLiked is a second like of one story by one partner.
var ErrAlreadyLiked = errors.New("success: already liked")

// ErrOwnStory is a partner liking their own story.
var ErrOwnStory = errors.New("success: own story")

// storyColumns takes the viewing partner's id twice (0 for staff).
const storyColumns = `s.id, COALESCE(s.partner_id, 0), COALESCE(p.company_name, ''), COALESCE(s.title, ''), COALESCE(s.description, ''),
	COALESCE(s.product_used, ''), s.monthly_revenue_cents, s.clients_acquired, COALESCE(s.time_to_first_sale, ''),
	COALESCE(s.market_niche, ''), s.strategies, COALESCE(s.image_key, ''), s.status, COALESCE(s.decline_reason, ''), s.likes,
	EXISTS (SELECT 1 FROM success_story_likes l WHERE l.story_id = s.id AND l.partner_id = ?),
	COALESCE(s.partner_id, 0) = ?, s.created_at, s.reviewed_at
	FROM success_stories s LEFT JOIN partners p ON p.id = s.partner_id`

func scanStory(row db.Scanner) (Story, error) {
	var s Story
	var strategies string
	var revenue sql.NullInt64
	var clients sql.NullInt32
	var created, reviewed sql.NullTime
	err := row.Scan(&s.ID, &s.PartnerID, &s.Company, &s.Title, &s.Description, &s.ProductUsed, &revenue, &clients,
		&s.TimeToFirstSale, &s.MarketNiche, &strategies, &s.ImageID, &s.Status, &s.DeclineReason, &s.Likes, &s.LikedByMe, &s.Mine,
		&created, &reviewed)
	if errors.Is(err, sql.ErrNoRows) {
		return s, db.ErrNotFound
	}
	if revenue.Valid {
		s.MonthlyRevenueCents = &revenue.Int64
	}
	if clients.Valid {
		n := int(clients.Int32)
		s.ClientsAcquired = &n
	}
	s.Strategies = []string{}
	json.Unmarshal([]byte(strategies), &s.Strategies)
	if s.ImageID != "" {
		s.ImageURL = files.URL(s.ImageID)
	}
	s.CreatedAt = created.Time.UTC()
	if reviewed.Valid {
		t := reviewed.Time.UTC()
		s.ReviewedAt = &t
	}
	return s, err
}

func (s *Store) stories(ctx context.Context, viewer int64, where, order string, args ...any) ([]Story, error) {
	return db.List(ctx, s.db, scanStory, "SELECT "+storyColumns+" "+where+" ORDER BY "+order, append([]any{viewer, viewer}, args...)...)
}

// Board is what a partner sees: approved stories of every partner, and
// their own in any status.
type Board struct {
	Stories []Story `json:"stories"`
	Mine    []Story `json:"mine"`
}

// maxBoard bounds the approved stories one answer lists.
const maxBoard = 200

// Board returns the approved stories, newest or most liked first, and the
// partner's own.
func (s *Store) Board(ctx context.Context, partnerID int64, byLikes bool) (Board, error) {
	order := "s.created_at DESC, s.id DESC"
	if byLikes {
		order = "s.likes DESC, " + order
	}
	approved, err := s.stories(ctx, partnerID, "WHERE s.status = ?", order+fmt.Sprintf(" LIMIT %d", maxBoard), StatusApproved)
	if err != nil {
		return Board{}, err
	}
	mine, err := s.stories(ctx, partnerID, "WHERE s.partner_id = ?", "s.created_at DESC, s.id DESC", partnerID)
	if err != nil {
		return Board{}, err
	}
	for i := range approved {
		approved[i].PartnerID = 0
	}
	for i := range mine {
		mine[i].PartnerID = 0
	}
	return Board{Stories: approved, Mine: mine}, nil
}

// StaffStories lists stories in status (every status when empty), newest
// first.
func (s *Store) StaffStories(ctx context.Context, status string) ([]Story, error) {
	if status == "" {
		return s.stories(ctx, 0, "", "s.created_at DESC, s.id DESC")
	}
	return s.stories(ctx, 0, "WHERE s.status = ?", "s.created_at DESC, s.id DESC", status)
}

func (s *Store) story(ctx context.Context, viewer, id int64) (Story, error) {
	list, err := s.stories(ctx, viewer, "WHERE s.id = ?", "s.id", id)
	if err != nil {
		return Story{}, err
	}
	if len(list) == 0 {
		return Story{}, db.ErrNotFound
	}
	return list[0], nil
}

// CreateStory stores a partner's story, pending review.
func (s *Store) CreateStory(ctx context.Context, partnerID int64, in StoryInput, now time.Time) (Story, error) {
	strategies, _ := json.Marshal(append([]string{}, in.Strategies...))
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		image, err := files.PublicTx(ctx, tx, in.ImageID, "imageId", "image")
		if err != nil {
			return err
		}
		return tx.QueryRow(ctx, `INSERT INTO success_stories (partner_id, title, description, product_used, monthly_revenue_cents,
			clients_acquired, time_to_first_sale, market_niche, strategies, image_key, status, likes, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?) RETURNING id`,
			partnerID, in.Title, in.Description, in.ProductUsed, in.MonthlyRevenueCents, in.ClientsAcquired, in.TimeToFirstSale,
			in.MarketNiche, string(strategies), image, StatusPending, now, now).Scan(&id)
	})
	if err != nil {
		return Story{}, err
	}
	st, err := s.story(ctx, partnerID, id)
	st.PartnerID = 0
	return st, err
}

// Likes is a story's like count and whether the partner likes it.
type Likes struct {
	ID        int64 `json:"id"`
	Likes     int   `json:"likes"`
	LikedByMe bool  `json:"likedByMe"`
}

// Like records the partner's like of an approved story and counts it, in
// one transaction: ErrAlreadyLiked if the partner likes it already,
// ErrOwnStory if the partner wrote it, db.ErrNotFound if no approved story
// has the id.
func (s *Store) Like(ctx context.Context, partnerID, id int64, now time.Time) (Likes, error) {
	out := Likes{ID: id, LikedByMe: true}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var status string
		var author int64
		err := tx.QueryRow(ctx, "SELECT status, COALESCE(partner_id, 0) FROM success_stories WHERE id = ?", id).Scan(&status, &author)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && status != StatusApproved) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		// A story's author never changes, so reading it decides nothing
		// another write could undo.
		if author == partnerID {
			return ErrOwnStory
		}
		// The unique key decides between concurrent likes: only one insert
		// adds a row, and only that one counts.
		res, err := tx.Exec(ctx, `INSERT INTO success_story_likes (partner_id, story_id, created_at) VALUES (?, ?, ?)
			ON CONFLICT (partner_id, story_id) DO NOTHING`, partnerID, id, now)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrAlreadyLiked
		}
		// Counted only while the story is still approved: a review that
		// took it down since refuses the like, and its row goes with it.
		err = tx.QueryRow(ctx, "UPDATE success_stories SET likes = likes + 1 WHERE id = ? AND status = ? RETURNING likes", id, StatusApproved).Scan(&out.Likes)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		return err
	})
	return out, err
}

// Unlike takes the partner's like back, if there is one.
func (s *Store) Unlike(ctx context.Context, partnerID, id int64) (Likes, error) {
	out := Likes{ID: id}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var status string
		err := tx.QueryRow(ctx, "SELECT status, likes FROM success_stories WHERE id = ?", id).Scan(&status, &out.Likes)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		if err != nil {
			return err
		}
		res, err := tx.Exec(ctx, "DELETE FROM success_story_likes WHERE partner_id = ? AND story_id = ?", partnerID, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			if status != StatusApproved {
				return db.ErrNotFound
			}
			return nil
		}
		return tx.QueryRow(ctx, "UPDATE success_stories SET likes = likes - 1 WHERE id = ? RETURNING likes", id).Scan(&out.Likes)
	})
	return out, err
}

// Review approves a story, or declines it with a reason.
func (s *Store) Review(ctx context.Context, id int64, status, reason string, now time.Time) (Story, error) {
	if !slices.Contains(StoryStatuses, status) {
		return Story{}, fmt.Errorf("success: unknown status %q", status)
	}
	var why any
	if status == StatusDeclined {
		why = reason
	}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "UPDATE success_stories SET status = ?, decline_reason = ?, reviewed_at = ?, updated_at = ? WHERE id = ?",
			status, why, now, now, id))
	})
	if err != nil {
		return Story{}, err
	}
	return s.story(ctx, 0, id)
}
