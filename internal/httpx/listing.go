package httpx

import (
	"context"
	"net/http"
	"time"

	"mission/internal/clock"
	"mission/internal/csvx"
	"mission/internal/db"
)

// MaxPageSize is the largest page a paged list answers.
const MaxPageSize = 200

// Listing serves a list that pages newest first: a page of it, or every
// match as CSV, by the same filters (ReadList). Scope names whose rows the
// caller may read (the session's partner; 0 for staff, who read all).
type Listing[R interface{ CSV() []string }] struct {
	Name     string // the export's file name, before its day: "quotes"
	Statuses []string
	Header   []string
	Scope    func(ctx context.Context) int64
	List     func(ctx context.Context, scope int64, f db.Filter) (db.Page[R], error)
	Each     func(ctx context.Context, scope int64, f db.Filter, fn func(R) error) error
	Now      clock.Func
}

// Register adds GET path (a page) and GET path.csv (the export) to group.
func (l Listing[R]) Register(group *Group, path string) {
	group.Func("GET "+path, l.page)
	group.Func("GET "+path+".csv", l.export)
}

func (l Listing[R]) page(w http.ResponseWriter, r *http.Request) error {
	f, err := ReadList(r, l.Statuses, MaxPageSize)
	if err != nil {
		return err
	}
	p, err := l.List(r.Context(), l.Scope(r.Context()), f)
	if err != nil {
		return err
	}
	WriteJSON(w, http.StatusOK, p)
	return nil
}

func (l Listing[R]) export(w http.ResponseWriter, r *http.Request) error {
	f, err := ReadList(r, l.Statuses, MaxPageSize)
	if err != nil {
		return err
	}
	cw, err := csvx.Download(w, l.Name+"-"+l.Now.UTC().Format(time.DateOnly)+".csv", l.Header...)
	if err != nil {
		return err
	}
	if err := l.Each(r.Context(), l.Scope(r.Context()), f, func(v R) error { return cw.Row(v.CSV()...) }); err != nil {
		return err
	}
	return cw.Flush()
}

// Everyone is the scope of staff lists: every partner's rows.
func Everyone(context.Context) int64 { return 0 }
