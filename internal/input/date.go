package input

import (
	"encoding/json"
	"strings"
	"time"
)

// Date is a calendar day a form sends as "2006-01-02"; empty or null is
// none, and anything unreadable or outside 2000-2100 marks it Invalid for
// the form's Validate to answer.
type Date struct {
	Time    *time.Time
	Invalid bool
}

// UnmarshalJSON reads a day; anything unreadable marks it invalid.
func (d *Date) UnmarshalJSON(raw []byte) error {
	*d = Date{}
	var s *string
	if err := json.Unmarshal(raw, &s); err != nil {
		d.Invalid = true
		return nil
	}
	if s == nil || strings.TrimSpace(*s) == "" {
		return nil
	}
	t, err := time.Parse("2006-01-02", strings.TrimSpace(*s))
	if err != nil || t.Year() < 2000 || t.Year() > 2100 {
		d.Invalid = true
		return nil
	}
	d.Time = &t
	return nil
}
