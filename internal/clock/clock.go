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
