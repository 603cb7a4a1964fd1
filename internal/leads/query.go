package leads

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"mission/internal/db"
)

// Filter narrows the admin's lead list.
type Filter struct {
	Query    string // matches name, email or company, case-insensitively
	Source   string
	Status   string
	Audience string
	// Assignee keeps the leads given to this staff member; -1 keeps those
	// given to nobody.
	Assignee int64
	Cursor   string // from a previous page's NextCursor
	Limit    int
}

// Page is one page of the lead list.
type Page struct {
	Items      []Lead `json:"items"`
	Total      int    `json:"total"`
	NextCursor string `json:"nextCursor,omitempty"`
}

const (
	DefaultPageSize = 50
	MaxPageSize     = 500
)

// where builds the filter's WHERE clause for dialect; the cursor is left
// to the caller.
func (f Filter) where(dialect db.Dialect) (string, []any) {
	var conds []string
	var args []any
	if f.Source != "" {
		conds, args = append(conds, "source = ?"), append(args, f.Source)
	}
	if f.Status != "" {
		conds, args = append(conds, "status = ?"), append(args, f.Status)
	}
	if f.Audience != "" {
		conds, args = append(conds, "audience_type = ?"), append(args, f.Audience)
	}
	switch {
	case f.Assignee > 0:
		conds, args = append(conds, "assigned_to = ?"), append(args, f.Assignee)
	case f.Assignee < 0:
		conds = append(conds, "assigned_to IS NULL")
	}
	if strings.TrimSpace(f.Query) != "" {
		like := db.Like(f.Query)
		if dialect == db.SQLite {
			// SQLite's LIKE already ignores ASCII case, as far as its
			// LOWER() folds. LOWER() would copy every value it reads
			// through the C allocator, whose one lock then serialised
			// concurrent searches: ten a second at 100,000 leads
			// whatever the number of readers.
			conds = append(conds, `(name LIKE ? ESCAPE '\' OR email LIKE ? ESCAPE '\' OR company LIKE ? ESCAPE '\')`)
		} else {
			conds = append(conds, `(LOWER(COALESCE(name, '')) LIKE ? ESCAPE '\' OR LOWER(COALESCE(email, '')) LIKE ? ESCAPE '\' OR LOWER(COALESCE(company, '')) LIKE ? ESCAPE '\')`)
		}
		args = append(args, like, like, like)
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// List returns one page of leads matching f, newest first, with the total
// number of matches.
func (s *Store) List(ctx context.Context, f Filter) (Page, error) {
	if f.Limit <= 0 || f.Limit > MaxPageSize {
		f.Limit = DefaultPageSize
	}
	where, filterArgs := f.where(s.db.Dialect())
	args := append([]any(nil), filterArgs...)
	var p Page
	q := "SELECT " + leadColumns + " FROM leads" + where
	if f.Cursor != "" {
		c, err := db.ParseCursor(f.Cursor)
		if err != nil {
			return p, err
		}
		join := " WHERE "
		if where != "" {
			join = " AND "
		}
		q += join + "(created_at < ? OR (created_at = ? AND id < ?))"
		args = append(args, c.At, c.At, c.ID)
	}
	if s.db.Dialect() == db.SQLite && strings.TrimSpace(f.Query) != "" {
		// A search cannot use an index, so SQLite reads the table in
		// its own order and keeps the newest matches, rather than walk
		// the date index and look every lead up in the table (100,000
		// lookups when few leads match). The unary + keeps the index
		// out of the ORDER BY.
		q += " ORDER BY +created_at DESC, +id DESC LIMIT ?"
	} else {
		q += " ORDER BY created_at DESC, id DESC LIMIT ?"
	}
	args = append(args, f.Limit+1)
	var err error
	if p.Items, err = db.List(ctx, s.db, scanLead, q, args...); err != nil {
		return p, err
	}
	// A first page that holds every match is its own total: a search
	// that finds a few leads reads the table once, not twice.
	if f.Cursor == "" && len(p.Items) <= f.Limit {
		p.Total = len(p.Items)
		return p, nil
	}
	if len(p.Items) > f.Limit {
		p.Items = p.Items[:f.Limit]
		last := p.Items[f.Limit-1]
		p.NextCursor = db.Cursor{At: last.CreatedAt, ID: last.ID}.String()
	}
	total, err := s.count(ctx, where, filterArgs)
	if err != nil {
		return p, err
	}
	p.Total = total
	return p, nil
}

// Each calls fn for every lead matching f, newest first, streaming rather
// than loading them all (for the CSV export).
func (s *Store) Each(ctx context.Context, f Filter, fn func(Lead) error) error {
	where, args := f.where(s.db.Dialect())
	return db.Each(ctx, s.db, scanLead, fn, "SELECT "+leadColumns+" FROM leads"+where+" ORDER BY created_at DESC, id DESC", args...)
}

// countTTL bounds how stale a cached total may be. Every committed lead
// write, on any instance, clears the cache at once (Topic); the TTL bounds
// the staleness should a change notification be lost.
const countTTL = 2 * time.Second

// countCache keeps recent totals per filter: counting 100,000 rows costs
// far more than reading the page itself, and staff reopen the same views.
type countCache struct {
	mu sync.Mutex
	m  map[string]cachedCount
}

type cachedCount struct {
	n  int
	at time.Time
}

func (c *countCache) clear() {
	c.mu.Lock()
	clear(c.m)
	c.mu.Unlock()
}

func (s *Store) count(ctx context.Context, where string, args []any) (int, error) {
	key := where + fmt.Sprintf("%q", args)
	s.counts.mu.Lock()
	hit, ok := s.counts.m[key]
	s.counts.mu.Unlock()
	if ok && time.Since(hit.at) < countTTL {
		return hit.n, nil
	}
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM leads"+where, args...).Scan(&n); err != nil {
		return 0, err
	}
	s.counts.mu.Lock()
	if len(s.counts.m) > 256 {
		clear(s.counts.m)
	}
	s.counts.m[key] = cachedCount{n: n, at: time.Now()}
	s.counts.mu.Unlock()
	return n, nil
}
