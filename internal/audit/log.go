package audit

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"mission/internal/clock"
	"mission/internal/csvx"
	"mission/internal/db"
	"mission/internal/httpx"
)

// Entry is one row of the log.
type Entry struct {
	ID         int64             `json:"id"`
	At         time.Time         `json:"at"`
	ActorID    int64             `json:"actorId"`
	Actor      string            `json:"actor"`
	Network    string            `json:"network"`
	Action     string            `json:"action"`
	ObjectType string            `json:"objectType"`
	ObjectID   string            `json:"objectId"`
	Changes    map[string]Change `json:"changes"`
}

// Filter narrows the log: by person, object type and day (from and to
// inclusive, YYYY-MM-DD, in UTC); Before pages back from an entry's id.
type Filter struct {
	ActorID  int64
	Type     string
	ObjectID string
	From, To string
	Before   int64
	Limit    int
}

func (f Filter) where() (string, []any) {
	var conds []string
	var args []any
	add := func(cond string, v any) { conds = append(conds, cond); args = append(args, v) }
	if f.ActorID > 0 {
		add("actor_id = ?", f.ActorID)
	}
	if f.Type != "" {
		add("object_type = ?", f.Type)
	}
	if f.ObjectID != "" {
		add("object_id = ?", f.ObjectID)
	}
	if t, err := time.Parse(time.DateOnly, f.From); err == nil {
		add("at >= ?", t.UTC())
	}
	if t, err := time.Parse(time.DateOnly, f.To); err == nil {
		add("at < ?", t.AddDate(0, 0, 1).UTC())
	}
	if f.Before > 0 {
		add("id < ?", f.Before)
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

func scanEntry(row db.Scanner) (Entry, error) {
	var e Entry
	var changes string
	err := row.Scan(&e.ID, &e.At, &e.ActorID, &e.Actor, &e.Network, &e.Action, &e.ObjectType, &e.ObjectID, &changes)
	e.At = e.At.UTC()
	if err == nil {
		err = json.Unmarshal([]byte(changes), &e.Changes)
	}
	return e, err
}

const entryColumns = "id, at, COALESCE(actor_id, 0), actor, network, action, object_type, object_id, changes"

// List reads a page of the log, newest first.
func List(ctx context.Context, d *db.DB, f Filter) ([]Entry, error) {
	where, args := f.where()
	limit := f.Limit
	if limit <= 0 || limit > 200 {
		limit = 50
	}
	return db.List(ctx, d, scanEntry, "SELECT "+entryColumns+" FROM audit_log"+where+" ORDER BY id DESC LIMIT "+strconv.Itoa(limit), args...)
}

// Handler serves the log to staff (append-only: there is no route that
// changes it).
type Handler struct {
	DB  *db.DB
	Now clock.Func
}

// Register adds the log's routes to the staff group.
func (h *Handler) Register(staff *httpx.Group) {
	staff.Func("GET /api/admin/audit", h.list)
	staff.Func("GET /api/admin/audit/export.csv", h.export)
}

func filterOf(r *http.Request) (Filter, error) {
	q := r.URL.Query()
	f := Filter{Type: q.Get("type"), From: q.Get("from"), To: q.Get("to")}
	fields := map[string]string{}
	for name, dst := range map[string]*int64{"actor": &f.ActorID, "before": &f.Before} {
		if v := q.Get(name); v != "" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n <= 0 {
				fields[name] = "Must be a positive whole number."
			}
			*dst = n
		}
	}
	for name, v := range map[string]string{"from": f.From, "to": f.To} {
		if _, err := time.Parse(time.DateOnly, v); v != "" && err != nil {
			fields[name] = "Use a date written YYYY-MM-DD."
		}
	}
	if len(fields) > 0 {
		return f, httpx.Invalid(fields)
	}
	return f, nil
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	f, err := filterOf(r)
	if err != nil {
		return err
	}
	f.Limit = 50
	entries, err := List(r.Context(), h.DB, f)
	if err != nil {
		return err
	}
	var next int64
	if len(entries) == f.Limit {
		next = entries[len(entries)-1].ID
	}
	types := make([]string, 0, len(Routes))
	seen := map[string]bool{}
	for _, o := range Routes {
		if !seen[o.Type] {
			seen[o.Type] = true
			types = append(types, o.Type)
		}
	}
	slices.Sort(types)
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"items": entries, "nextBefore": next, "types": types})
	return nil
}

// export writes every entry the filter matches as CSV, newest first,
// formula-safe.
func (h *Handler) export(w http.ResponseWriter, r *http.Request) error {
	f, err := filterOf(r)
	if err != nil {
		return err
	}
	cw, err := csvx.Download(w, "audit-log-"+h.Now.UTC().Format(time.DateOnly)+".csv",
		"time", "person", "network", "action", "object type", "object id", "changes")
	if err != nil {
		return err
	}
	for {
		f.Limit = 200
		page, err := List(r.Context(), h.DB, f)
		if err != nil {
			return err
		}
		for _, e := range page {
			changes, _ := json.Marshal(e.Changes)
			if err := cw.Row(e.At.Format(time.RFC3339), e.Actor, e.Network, e.Action, e.ObjectType, e.ObjectID, string(changes)); err != nil {
				return err
			}
		}
		if len(page) < f.Limit {
			break
		}
		f.Before = page[len(page)-1].ID
	}
	return cw.Flush()
}
