package main

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
)

// freshDatabase creates an empty database beside the one base names, so
// that a run on PostgreSQL starts from nothing like a run on SQLite, and
// returns its URL and a function that drops it.
func freshDatabase(ctx context.Context, base, name string) (string, func(), error) {
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", nil, err
	}
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("create the bench database: %w", err)
	}
	u, _ := url.Parse(base)
	u.Path = "/" + name
	drop := func() {
		admin.ExecContext(context.WithoutCancel(ctx), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		admin.Close()
	}
	return u.String(), drop, nil
}
