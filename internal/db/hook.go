package db

import "context"

// Around runs a write's fn inside the same transaction with work of its
// own before and after (the audit log records what a staff request
// changed). It must be safe to run again when a shared commit is retried.
type Around func(ctx context.Context, tx *Tx, fn func(*Tx) error) error

type aroundKey struct{}

// WithAround makes every Write given the returned context run through a.
func WithAround(ctx context.Context, a Around) context.Context {
	return context.WithValue(ctx, aroundKey{}, a)
}

// wrapped is fn run through the context's Around, if it carries one.
func wrapped(ctx context.Context, fn func(*Tx) error) func(*Tx) error {
	a, ok := ctx.Value(aroundKey{}).(Around)
	if !ok {
		return fn
	}
	return func(tx *Tx) error { return a(ctx, tx, fn) }
}
