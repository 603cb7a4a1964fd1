package httpx

import (
	"net/http"
	"slices"
	"strconv"

	"mission/internal/db"
)

// MaxSearch is the longest search a list takes.
const MaxSearch = 200

// ReadList reads what a paged list's address asks: status (one of
// statuses), q, cursor (from a previous page) and limit (1 to max; 0 when
// absent, for the store's default), or a 400 naming each bad one.
func ReadList(r *http.Request, statuses []string, max int) (db.Filter, error) {
	q := r.URL.Query()
	f := db.Filter{Status: q.Get("status"), Search: q.Get("q"), Cursor: q.Get("cursor")}
	fields := map[string]string{}
	if f.Status != "" && !slices.Contains(statuses, f.Status) {
		fields["status"] = "Unknown status."
	}
	if len(f.Search) > MaxSearch {
		fields["q"] = "Search text is too long."
	}
	if _, err := db.ParseCursor(f.Cursor); f.Cursor != "" && err != nil {
		fields["cursor"] = "Invalid cursor."
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > max {
			fields["limit"] = "Use a limit from 1 to " + strconv.Itoa(max) + "."
		}
		f.Limit = n
	}
	if len(fields) > 0 {
		return f, Invalid(fields)
	}
	return f, nil
}
