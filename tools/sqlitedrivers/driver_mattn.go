//go:build mattn

package main

import _ "github.com/mattn/go-sqlite3"

const (
	driverName  = "sqlite3"
	driverLabel = "github.com/mattn/go-sqlite3 (cgo)"
)
