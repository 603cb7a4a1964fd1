package clientportal

import (
	"encoding/json"
	"time"
)

// Link is a client portal link.
type Link struct {
	ID                int64      `json:"id"`
	ClientID          int64      `json:"clientId"`
	Token             string     `json:"token"`
	AllowedProjectIDs []int64    `json:"allowedProjectIds"`
	ExpiresAt         *time.Time `json:"expiresAt"`
	Active            bool       `json:"active"`
	LastAccessedAt    *time.Time `json:"lastAccessedAt"`
	CreatedAt         time.Time  `json:"createdAt"`
}

// LinkInput creates a link: the client, the projects it shows (absent or
// null: every project the client has now; [] none) and when it expires
// (null: never). A partnerId it may carry is ignored.
type LinkInput struct {
	ClientID          int64    `json:"clientId"`
	AllowedProjectIDs *[]int64 `json:"allowedProjectIds"`
	ExpiresAt         Nullable `json:"expiresAt"`
}

// LinkUpdate is Manage Access: the projects, the expiry (null clears it)
// and whether the link works; absent fields stay.
type LinkUpdate struct {
	AllowedProjectIDs *[]int64 `json:"allowedProjectIds"`
	ExpiresAt         Nullable `json:"expiresAt"`
	Active            *bool    `json:"active"`
}

// Nullable is a time that may be absent (Set false), null (Set, no Time)
// or a moment (RFC 3339) or a day ("2006-01-02", read as its end in UTC).
type Nullable struct {
	Set     bool
	Time    *time.Time
	Invalid bool
}

// UnmarshalJSON implements the three states.
func (n *Nullable) UnmarshalJSON(raw []byte) error {
	*n = Nullable{Set: true}
	var s *string
	if json.Unmarshal(raw, &s) != nil {
		n.Invalid = true
		return nil
	}
	if s == nil || *s == "" {
		return nil
	}
	if t, err := time.Parse(time.RFC3339, *s); err == nil {
		t = t.UTC()
		n.Time = &t
		return nil
	}
	if t, err := time.Parse("2006-01-02", *s); err == nil {
		t = t.Add(24*time.Hour - time.Second)
		n.Time = &t
		return nil
	}
	n.Invalid = true
	return nil
}
