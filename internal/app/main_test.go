package app

import (
	"os"
	"testing"

	"mission/internal/auth"
	"mission/internal/db/dbtest"
)

// The tests sign in hundreds of times; the cost of a hash is auth's own
// tests' business. They go through the whole site to stores whose own
// tests already run with and without the WAL VFS, so here SQLite runs as
// the server opens it.
func TestMain(m *testing.M) {
	auth.UseCheapHashesInTests()
	dbtest.WithPlainWAL = false
	os.Exit(m.Run())
}
