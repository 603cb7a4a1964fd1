package leads

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

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
	// When SQLite's trigram index finds the matches, the other filters
	// only check them: the unary + keeps the filters' own indexes out of
	// the plan, which would otherwise read every lead of a source.
	col := func(c string) string {
		if f.trigramSearch(dialect) {
			return "+" + c
		}
		return c
	}
	if f.Source != "" {
		conds, args = append(conds, col("source")+" = ?"), append(args, f.Source)
	}
	if f.Status != "" {
		conds, args = append(conds, col("status")+" = ?"), append(args, f.Status)
	}
	if f.Audience != "" {
		conds, args = append(conds, col("audience_type")+" = ?"), append(args, f.Audience)
	}
	switch {
	case f.Assignee > 0:
		conds, args = append(conds, col("assigned_to")+" = ?"), append(args, f.Assignee)
	case f.Assignee < 0:
		conds = append(conds, col("assigned_to")+" IS NULL")
	}
	if cond, searchArgs := search(dialect, f.Query); cond != "" {
		conds, args = append(conds, cond), append(args, searchArgs...)
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
		at := "created_at"
		if f.trigramSearch(s.db.Dialect()) {
			at = "+created_at"
		}
		q += join + "(" + at + " < ? OR (" + at + " = ? AND id < ?))"
		args = append(args, c.At, c.At, c.ID)
	}
	switch {
	case strings.TrimSpace(f.Query) == "":
		q += " ORDER BY created_at DESC, id DESC LIMIT ?"
	case s.db.Dialect() == db.SQLite:
		// SQLite looks up the matches the search index finds (or reads
		// the table, for a search too short for it) and keeps the
		// newest, rather than walk the date index and look every lead
		// up (100,000 lookups when few leads match). The unary + keeps
		// the date index out of the ORDER BY.
		q += " ORDER BY +created_at DESC, +id DESC LIMIT ?"
	default:
		// The same on PostgreSQL, whose planner cannot tell how few
		// leads a search finds: walking an index in date order (of all
		// leads, or of a source's, or of nobody's) until 51 match read
		// them all when few did. Ordering by expressions leaves it the
		// search index and a sort of what it finds.
		q += " ORDER BY created_at + interval '0 seconds' DESC, id + 0 DESC LIMIT ?"
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

// searchExpr is what idx_leads_search (migration 0040) indexes on
// PostgreSQL: the three searched fields, lower-cased, joined by a
// character a search holding it never meets.
const searchExpr = `lower(coalesce(name, '') || chr(31) || coalesce(email, '') || chr(31) || coalesce(company, ''))`

// trigramSearch tells whether f's search reads SQLite's trigram index,
// which finds three characters or more.
func (f Filter) trigramSearch(dialect db.Dialect) bool {
	q := strings.TrimSpace(f.Query)
	return dialect == db.SQLite && utf8.RuneCountInString(q) >= 3 && !strings.ContainsRune(q, 0)
}

// likeAny is SQLite's substring search without an index: its LIKE ignores
// ASCII case; LOWER() would copy every value it reads through the C
// allocator, whose one lock serialises concurrent searches.
const likeAny = `(name LIKE ? ESCAPE '\' OR email LIKE ? ESCAPE '\' OR company LIKE ? ESCAPE '\')`

// search is the condition that keeps the leads whose name, e-mail or
// company holds query in any case, through the engine's trigram index.
func search(dialect db.Dialect, query string) (string, []any) {
	query = strings.TrimSpace(query)
	if query == "" {
		return "", nil
	}
	like := db.Like(query)
	switch {
	case strings.ContainsRune(query, 0):
		// No stored text holds a NUL byte (PostgreSQL's cannot), and
		// neither engine takes one in a search.
		return "1 = 0", nil
	case dialect == db.Postgres && !strings.ContainsRune(query, 0x1f):
		return searchExpr + ` LIKE ? ESCAPE '\'`, []any{like}
	case Filter{Query: query}.trigramSearch(dialect):
		// A quoted phrase of the trigram tokenizer is exactly a
		// substring, in any case (Unicode's, as on PostgreSQL). The
		// leads the indexer has not reached yet (IndexSearch) are read
		// directly.
		return `(id IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ?) OR (id > (SELECT upto FROM search_indexed WHERE name = 'leads') AND ` + likeAny + `))`,
			[]any{`"` + strings.ReplaceAll(query, `"`, `""`) + `"`, like, like, like}
	case dialect == db.SQLite:
		// A trigram index cannot find one or two characters.
		return likeAny, []any{like, like, like}
	default:
		return `(LOWER(COALESCE(name, '')) LIKE ? ESCAPE '\' OR LOWER(COALESCE(email, '')) LIKE ? ESCAPE '\' OR LOWER(COALESCE(company, '')) LIKE ? ESCAPE '\')`, []any{like, like, like}
	}
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
