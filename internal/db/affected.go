package db

import "database/sql"

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
