package portal

import "time"

// Rating is a client's rating as the partner reads it.
type Rating struct {
	ID           int64     `json:"id"`
	ClientID     int64     `json:"clientId"`
	ClientName   string    `json:"clientName"`
	ProjectID    int64     `json:"projectId"`
	ProjectTitle string    `json:"projectTitle"`
	Rating       int       `json:"rating"`
	Comment      string    `json:"comment"`
	CreatedAt    time.Time `json:"createdAt"`
	UpdatedAt    time.Time `json:"updatedAt"`
}

// Ratings is every rating of a partner's clients and their average.
type Ratings struct {
	Average *float64 `json:"average"`
	Count   int      `json:"count"`
	Ratings []Rating `json:"ratings"`
}
