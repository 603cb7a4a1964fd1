package main

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"sync"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	_ "modernc.org/sqlite"             // registers the "sqlite" driver
)

// Env is what a scenario can reach: the running server and its database.
type Env struct {
	BaseURL string       // http://127.0.0.1:port, no trailing slash
	HTTP    *http.Client // shared, keep-alive, sized for Clients
	Clients int
	RunID   string // short and unique per run, for distinct seeded values

	databaseURL string // PostgreSQL, or "" for SQLite under dataDir
	dataDir     string

	mu sync.Mutex
	db *sql.DB
}

// URL joins the server's address and a path ("/api/leads").
func (e *Env) URL(path string) string { return e.BaseURL + path }

// ForwardedFor is the address client c claims in X-Forwarded-For (the
// server believes it with TRUST_PROXY=true), so that per-address limits
// apply per simulated client: 10.9.x.y.
func ForwardedFor(c int) string {
	return fmt.Sprintf("10.9.%d.%d", (c/254)%256, c%254+1)
}

// Get performs one GET and returns the status and body (at most 16 MiB).
func (e *Env) Get(ctx context.Context, path string, header http.Header) (int, http.Header, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, e.URL(path), nil)
	if err != nil {
		return 0, nil, nil, err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := e.HTTP.Do(req)
	if err != nil {
		return 0, nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 16<<20))
	return resp.StatusCode, resp.Header, b, err
}

// DB opens (once) a read-only handle on the server's database, for
// scenarios that check what was stored.
func (e *Env) DB() (*sql.DB, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.db != nil {
		return e.db, nil
	}
	var d *sql.DB
	var err error
	if e.databaseURL != "" {
		d, err = sql.Open("pgx", e.databaseURL)
		if err == nil {
			d.SetMaxOpenConns(2)
		}
	} else {
		path := filepath.Join(e.dataDir, "mission.db")
		d, err = sql.Open("sqlite", "file:"+(&url.URL{Path: path}).EscapedPath()+
			"?mode=ro&_pragma=busy_timeout(10000)&_pragma=query_only(1)")
		if err == nil {
			d.SetMaxOpenConns(1)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	e.db = d
	return d, nil
}

// Count runs a query that returns one integer, such as
// SELECT COUNT(*) FROM leads, on the server's database.
func (e *Env) Count(ctx context.Context, query string) (int64, error) {
	if !strings.HasPrefix(strings.ToUpper(strings.TrimSpace(query)), "SELECT") {
		return 0, fmt.Errorf("count: not a SELECT: %q", query)
	}
	d, err := e.DB()
	if err != nil {
		return 0, err
	}
	var n int64
	if err := d.QueryRowContext(ctx, query).Scan(&n); err != nil {
		return 0, fmt.Errorf("%s: %w", query, err)
	}
	return n, nil
}

func (e *Env) close() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.db != nil {
		e.db.Close()
		e.db = nil
	}
}

// Seed runs fn in one transaction on a writable handle of the server's
// database, for scenarios that need many rows before the load (100,000
// leads, say) faster than the API would take them. The server is idle
// while it runs. fn writes ? placeholders; Seed rewrites them for PostgreSQL.
func (e *Env) Seed(ctx context.Context, fn func(exec func(query string, args ...any) error) error) error {
	var d *sql.DB
	var err error
	if e.databaseURL != "" {
		d, err = sql.Open("pgx", e.databaseURL)
	} else {
		path := filepath.Join(e.dataDir, "mission.db")
		d, err = sql.Open("sqlite", "file:"+(&url.URL{Path: path}).EscapedPath()+"?_pragma=busy_timeout(10000)")
	}
	if err != nil {
		return err
	}
	defer d.Close()
	tx, err := d.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	exec := func(q string, args ...any) error {
		if e.databaseURL != "" {
			q = rebind(q)
		}
		_, err := tx.ExecContext(ctx, q, args...)
		return err
	}
	if err := fn(exec); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

func rebind(q string) string {
	var b strings.Builder
	n := 0
	for _, r := range q {
		if r == '?' {
			n++
			fmt.Fprintf(&b, "$%d", n)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Login signs in as the admin (the server runs with benchAdminPassword)
// and returns the session cookie.
func (e *Env) Login(ctx context.Context, forwardedFor string) (*http.Cookie, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.URL("/api/admin/login"),
		strings.NewReader(`{"email":"admin@example.com","password":"`+benchAdminPassword+`"}`))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", forwardedFor)
	resp, err := e.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("admin login: status %d", resp.StatusCode)
	}
	for _, c := range resp.Cookies() {
		if c.Name == "mission_admin" {
			return c, nil
		}
	}
	return nil, fmt.Errorf("admin login: no session cookie")
}

const benchAdminPassword = "bench-admin-password-0123"

// rebindIf writes a query's ? placeholders the way the server's database
// wants them.
func rebindIf(e *Env, q string) string {
	if e.databaseURL != "" {
		return rebind(q)
	}
	return q
}
