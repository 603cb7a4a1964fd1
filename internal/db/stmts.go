package db

import (
	"database/sql"
	"sync"
)

// maxCachedStmts bounds the cache: queries are literals in the code, except
// IN lists whose length varies, so a few hundred covers every query.
const maxCachedStmts = 512

// stmtCache prepares each read query once. On SQLite, parsing and planning
// a statement costs more than running most of ours; database/sql keeps a
// prepared statement per connection of the pool and re-prepares it on a
// new one by itself.
type stmtCache struct {
	mu sync.RWMutex
	m  map[string]*sql.Stmt
}

// get returns the prepared statement for q, or nil when q should run
// unprepared (no cache, the cache is full, or preparing failed: the caller
// then runs q itself and gets the error).
func (c *stmtCache) get(pool *sql.DB, q string) *sql.Stmt {
	if c == nil {
		return nil
	}
	c.mu.RLock()
	st, ok := c.m[q]
	c.mu.RUnlock()
	if ok {
		return st
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if st, ok := c.m[q]; ok {
		return st
	}
	if len(c.m) >= maxCachedStmts {
		return nil
	}
	st, err := pool.Prepare(q)
	if err != nil {
		return nil
	}
	c.m[q] = st
	return st
}

func (c *stmtCache) close() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, st := range c.m {
		st.Close()
	}
	clear(c.m)
}
