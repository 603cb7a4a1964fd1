package httpx

import (
	"net/http"
	"slices"
)

// Access says who may call a route.
type Access string

const (
	Public Access = "public"  // anyone
	Staff  Access = "staff"   // a staff session
	Member Access = "partner" // a partner session
	Client Access = "client"  // a client-portal token in the path
)

// Route is one registered pattern and who may call it.
type Route struct {
	Pattern string
	Access  Access
}

// Router registers every route of the API through a group, and the group
// applies its guard to each, so no handler can forget one. It remembers
// every route, so tests can walk them all.
type Router struct {
	mux    *http.ServeMux
	routes []Route
}

// NewRouter registers on mux.
func NewRouter(mux *http.ServeMux) *Router { return &Router{mux: mux} }

// Routes lists every route registered so far.
func (r *Router) Routes() []Route { return slices.Clone(r.routes) }

// Group makes a group whose routes all pass through guard (nil for none).
func (r *Router) Group(access Access, guard Middleware) *Group {
	return &Group{r: r, access: access, guard: guard}
}

// Group is a set of routes with one guard.
type Group struct {
	r      *Router
	access Access
	guard  Middleware
}

// Access tells who may call the group's routes.
func (g *Group) Access() Access { return g.access }

// Handle registers h for pattern behind the group's guard.
func (g *Group) Handle(pattern string, h http.Handler) {
	if g.guard != nil {
		h = g.guard(h)
	}
	g.r.mux.Handle(pattern, h)
	g.r.routes = append(g.r.routes, Route{Pattern: pattern, Access: g.access})
}

// Func registers a handler that returns its error, behind the guard.
func (g *Group) Func(pattern string, fn func(http.ResponseWriter, *http.Request) error) {
	g.Handle(pattern, Handler(fn))
}
