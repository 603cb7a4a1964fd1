package db

import (
	"context"
	"database/sql"
	"time"
)

// Affected turns an UPDATE or DELETE that touched no row into ErrNotFound,
// so that a store answers a missing id the same way for every statement.
func Affected(res sql.Result, err error) error {
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// Step moves row id of table from status from to status to in one
// conditional write, so that of two concurrent steps from one status only
// the first changes the row; a row no longer at from answers moved.
func Step(ctx context.Context, tx *Tx, table string, id int64, from, to string, now time.Time, moved error) error {
	res, err := tx.Exec(ctx, "UPDATE "+table+" SET status = ?, updated_at = ? WHERE id = ? AND status = ?", to, now.UTC(), id, from)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return moved
	}
	return nil
}
