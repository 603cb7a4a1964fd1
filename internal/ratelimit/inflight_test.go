package ratelimit

import "testing"

func TestInFlightBoundsEachKey(t *testing.T) {
	var f InFlight
	if !f.Enter("a", 2) || !f.Enter("a", 2) || f.Enter("a", 2) {
		t.Fatal("key a: two places, then none")
	}
	if !f.Enter("b", 2) {
		t.Fatal("a full key took another key's place")
	}
	f.Leave("a")
	if !f.Enter("a", 2) {
		t.Fatal("a place given back was not taken again")
	}
	f.Leave("a")
	f.Leave("a")
	f.Leave("b")
	if len(f.n) != 0 {
		t.Fatalf("keys with nothing under way are kept: %v", f.n)
	}
}
