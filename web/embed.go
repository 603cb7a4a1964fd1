// Package web holds the built single-page app and the route table it shares
// with the server, so the binary carries both.
package web

import "embed"

// Dist is the Vite build output. It holds only .gitkeep until `npm run build`.
//
//go:embed all:dist
var Dist embed.FS

// RoutesJSON is the one table of page routes and their head tags; the React
// app imports the same file.
//
//go:embed src/lib/routes.json
var RoutesJSON []byte
