package db

import (
	"context"
	"database/sql"
	"strings"
	"time"
)

// Scanner is a row: *sql.Row or *sql.Rows, so that one scan function reads
// a single row and a list alike.
type Scanner interface{ Scan(...any) error }

// Querier is the database or a transaction, for reads both make.
type Querier interface {
	Query(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

// RowQuerier is the database or a transaction, for a read of one row.
type RowQuerier interface {
	QueryRow(ctx context.Context, q string, args ...any) *sql.Row
}

// List runs a query on the database or a transaction and reads each row
// with scan: the one loop over rows. The list is empty, not nil, when
// nothing matches, so that it encodes as [].
func List[T any](ctx context.Context, q Querier, scan func(Scanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// Int64 reads a row of one integer column, for List.
func Int64(row Scanner) (int64, error) {
	var v int64
	err := row.Scan(&v)
	return v, err
}

// Placeholders is "?, ?, ..." for n values.
func Placeholders(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }

// Args makes a list of values the arguments of a query, for an IN list.
func Args[T any](values []T) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}

// UTCPtr is a nullable time as a pointer in UTC, nil when NULL.
func UTCPtr(t sql.NullTime) *time.Time {
	if !t.Valid {
		return nil
	}
	u := t.Time.UTC()
	return &u
}

// TimeValue is what a nullable time is stored as: NULL or the moment in UTC.
func TimeValue(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.UTC()
}

// Columns gathers the columns a partial write sets and their values: the
// SET clause of an UPDATE, or the lists of an INSERT.
type Columns struct {
	names []string
	args  []any
}

// Set adds a column and its value.
func (c *Columns) Set(name string, v any) {
	c.names = append(c.names, name)
	c.args = append(c.args, v)
}

// Len is how many columns are set.
func (c *Columns) Len() int { return len(c.names) }

// Assignments is the SET clause: "a = ?, b = ?".
func (c *Columns) Assignments() string {
	return strings.Join(c.names, " = ?, ") + " = ?"
}

// Insert is an INSERT of the columns into table.
func (c *Columns) Insert(table string) string {
	return "INSERT INTO " + table + " (" + strings.Join(c.names, ", ") + ") VALUES (" + Placeholders(len(c.names)) + ")"
}

// Args are the values, followed by more (the WHERE clause's).
func (c *Columns) Args(more ...any) []any {
	return append(append([]any{}, c.args...), more...)
}
