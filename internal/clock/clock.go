// Package clock is the one way the server reads the time: the wall clock,
// unless a test or a demo sets its own.
package clock

import "time"

// Func tells the time. The zero Func is the wall clock, so a handler built
// without one still works; app passes one to every handler.
type Func func() time.Time

// UTC is the time now, in UTC, as every stored time is.
func (f Func) UTC() time.Time {
	if f == nil {
		return time.Now().UTC()
	}
	return f().UTC()
}

// Earlier is the earlier of a and b; b when they are the same instant.
func Earlier(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// Later is the later of a and b; b when they are the same instant.
func Later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
