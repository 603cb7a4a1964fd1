//go:build ncruces

package main

import (
	_ "github.com/ncruces/go-sqlite3/driver"
	_ "github.com/ncruces/go-sqlite3/embed"
)

const (
	driverName  = "sqlite3"
	driverLabel = "github.com/ncruces/go-sqlite3 (WebAssembly)"
)
