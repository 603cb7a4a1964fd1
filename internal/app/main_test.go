package app

import (
	"os"
	"testing"

	"mission/internal/auth"
)

// The tests sign in hundreds of times; the cost of a hash is auth's own
// tests' business.
func TestMain(m *testing.M) {
	auth.UseCheapHashesInTests()
	os.Exit(m.Run())
}
