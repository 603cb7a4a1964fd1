package db

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Filter narrows a list that pages newest first: one status, a search, the
// cursor of the page before ("" for the first) and the page's size.
type Filter struct {
	Status, Search, Cursor string
	Limit                  int
}

// DefaultPageSize is a page's size when the filter does not say.
const DefaultPageSize = 25

// Size is the page size the filter asks for, or the default.
func (f Filter) Size() int {
	if f.Limit <= 0 {
		return DefaultPageSize
	}
	return f.Limit
}

// Page is one page of a list, newest first.
type Page[T any] struct {
	Items      []T    `json:"items"`
	Total      int    `json:"total"`
	NextCursor string `json:"nextCursor,omitempty"`
}

// Cursor marks where a page of a newest-first list ends: its last row's
// time and id. The id breaks ties, so paging never skips or repeats a row.
type Cursor struct {
	At time.Time
	ID int64
}

// ErrBadCursor means a cursor was not made by this server.
var ErrBadCursor = errors.New("db: bad cursor")

// String writes the cursor as the client passes it back.
func (c Cursor) String() string {
	return strconv.FormatInt(c.At.UnixNano(), 36) + "." + strconv.FormatInt(c.ID, 36)
}

// ParseCursor reads a cursor String wrote.
func ParseCursor(s string) (Cursor, error) {
	at, id, ok := strings.Cut(s, ".")
	n, err1 := strconv.ParseInt(at, 36, 64)
	i, err2 := strconv.ParseInt(id, 36, 64)
	if !ok || err1 != nil || err2 != nil {
		return Cursor{}, ErrBadCursor
	}
	return Cursor{At: time.Unix(0, n).UTC(), ID: i}, nil
}

// Like is a LIKE pattern (with ESCAPE '\') that finds s, lower-cased,
// anywhere in a value: its own % and _ match only themselves.
func Like(s string) string {
	return "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(strings.ToLower(strings.TrimSpace(s))) + "%"
}

// Newest is a list's query, read newest first: Columns FROM From WHERE
// Where, ordered by the time column At, then the id column ID.
type Newest struct {
	Columns, From, Where string
	Args                 []any
	At, ID               string
}

// Search narrows n to the rows where any of columns holds search, in any
// case ("" narrows nothing).
func (n *Newest) Search(search string, columns ...string) {
	if strings.TrimSpace(search) == "" || len(columns) == 0 {
		return
	}
	like, conds := Like(search), make([]string, len(columns))
	for i, c := range columns {
		conds[i] = "LOWER(" + c + ") LIKE ? ESCAPE '\\'"
		n.Args = append(n.Args, like)
	}
	n.Where += " AND (" + strings.Join(conds, " OR ") + ")"
}

func (n Newest) query(where string) string {
	return "SELECT " + n.Columns + " FROM " + n.From + " WHERE " + where + " ORDER BY " + n.At + " DESC, " + n.ID + " DESC"
}

// ReadPage reads the page of n after cursor: at most limit rows, the
// number of all matches, and the next page's cursor (key gives a row's)
// when there are more.
func ReadPage[T any](ctx context.Context, q Querier, n Newest, cursor string, limit int, scan func(Scanner) (T, error), key func(T) Cursor) (Page[T], error) {
	where, args := n.Where, slices.Clone(n.Args)
	if cursor != "" {
		c, err := ParseCursor(cursor)
		if err != nil {
			return Page[T]{}, err
		}
		where += " AND (" + n.At + " < ? OR (" + n.At + " = ? AND " + n.ID + " < ?))"
		args = append(args, c.At, c.At, c.ID)
	}
	items, err := List(ctx, q, scan, n.query(where)+" LIMIT ?", append(args, limit+1)...)
	if err != nil {
		return Page[T]{}, err
	}
	p := Page[T]{Items: items, Total: len(items)}
	if len(items) > limit {
		p.Items = items[:limit]
		p.NextCursor = key(items[limit-1]).String()
	}
	// A first page that holds every match is its own total.
	if cursor == "" && len(items) <= limit {
		return p, nil
	}
	total, err := List(ctx, q, Int64, "SELECT COUNT(*) FROM "+n.From+" WHERE "+n.Where, n.Args...)
	if err != nil {
		return p, err
	}
	p.Total = int(total[0])
	return p, nil
}

// ReadAll calls fn with every row of n, newest first, streaming rather
// than holding them all (an export).
func ReadAll[T any](ctx context.Context, q Querier, n Newest, scan func(Scanner) (T, error), fn func(T) error) error {
	return Each(ctx, q, scan, fn, n.query(n.Where), n.Args...)
}

// Each runs query and calls fn with each row as scan reads it.
func Each[T any](ctx context.Context, q Querier, scan func(Scanner) (T, error), fn func(T) error, query string, args ...any) error {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return err
		}
		if err := fn(v); err != nil {
			return err
		}
	}
	return rows.Err()
}
