//go:build modernc

package main

import _ "modernc.org/sqlite"

const (
	driverName  = "sqlite"
	driverLabel = "modernc.org/sqlite (pure Go, in use)"
)
