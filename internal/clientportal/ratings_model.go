package clientportal

import (
	"errors"
	"time"

	"mission/internal/input"
)

// maxRatingComment is the longest comment a rating may carry.
const maxRatingComment = 2000

// Limits are the lengths the client portal's own forms may send, published
// to the web app (under "partners", with the account's and the portal's).
var Limits = map[string]int{"ratingComment": maxRatingComment}

// Errors of client ratings.
var (
	ErrNotRateable = errors.New("You can rate this project once you have approved one of its deliverables or it is completed.")
	// ErrUnknownDeliverable is a rating naming a deliverable that is not an
	// approved, visible one of the project.
	ErrUnknownDeliverable = errors.New("choose an approved deliverable of this project")
)

// RatingInput is a client's rating of a project: 1 to 5 stars, an optional
// comment, and the approved deliverable that prompted it, if any.
type RatingInput struct {
	Rating        int    `json:"rating"`
	Comment       string `json:"comment" text:"multiline"`
	DeliverableID *int64 `json:"deliverableId"`
}

// Validate returns a message per invalid field, or nil.
func (in RatingInput) Validate() map[string]string {
	f := input.Fields{}
	if in.Rating < 1 || in.Rating > 5 {
		f["rating"] = "Choose 1 to 5 stars."
	}
	f.Max("comment", in.Comment, maxRatingComment)
	if in.DeliverableID != nil && *in.DeliverableID <= 0 {
		f["deliverableId"] = "Choose an approved deliverable of this project."
	}
	return f.Result()
}

// ClientRating is a client's own rating of a project, as their portal shows
// it.
type ClientRating struct {
	Rating    int       `json:"rating"`
	Comment   string    `json:"comment"`
	UpdatedAt time.Time `json:"updatedAt"`
}
