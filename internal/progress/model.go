// Package progress is the mission's progress: how many businesses the
// programme has helped on the way to 10,000 by 18 January 2027. The figure
// is counted from what the product records, unless staff set it by hand.
package progress

import "time"

// Goal and Deadline are the mission's (the web app's copy is
// web/src/lib/mission.ts, checked by a test).
const (
	Goal     = 10000
	Deadline = "2027-01-18"
)

// MaxOverride bounds the figure staff may set.
const MaxOverride = 1_000_000

// Public is what every visitor reads.
type Public struct {
	BusinessesHelped int    `json:"businessesHelped"`
	Goal             int    `json:"goal"`
	Deadline         string `json:"deadline"`
}

// Staff is what the admin shows: the counted figure, staff's own (null
// when none is set) and the one the site shows.
type Staff struct {
	Counted   int        `json:"counted"`
	Override  *int       `json:"override"`
	UpdatedAt *time.Time `json:"updatedAt"`
	Shown     int        `json:"businessesHelped"`
	Goal      int        `json:"goal"`
	Deadline  string     `json:"deadline"`
}

// Input is staff's figure.
type Input struct {
	BusinessesHelped *int `json:"businessesHelped"`
}

// Validate returns a message per invalid field, or nil.
func (in Input) Validate() map[string]string {
	if in.BusinessesHelped == nil || *in.BusinessesHelped < 0 || *in.BusinessesHelped > MaxOverride {
		return map[string]string{"businessesHelped": "Enter a whole number from 0 to 1,000,000."}
	}
	return nil
}
