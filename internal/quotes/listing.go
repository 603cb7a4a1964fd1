package quotes

import (
	"context"
	"net/http"
	"time"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/csvx"
	"mission/internal/db"
	"mission/internal/httpx"
)

// Listing serves a partner's list of all their quotes, or of all their
// invoices: a page of it, or every match as CSV, by the same filters.
type Listing[R interface{ CSV() []string }] struct {
	Name     string // the export's file name, before its day: "quotes"
	Statuses []string
	Header   []string
	List     func(ctx context.Context, partner int64, f db.Filter) (db.Page[R], error)
	Each     func(ctx context.Context, partner int64, f db.Filter, fn func(R) error) error
	Now      clock.Func
}

// Register adds GET path (a page) and GET path.csv (the export) to partner.
func (l Listing[R]) Register(partner *httpx.Group, path string) {
	partner.Func("GET "+path, l.page)
	partner.Func("GET "+path+".csv", l.export)
}

func (l Listing[R]) page(w http.ResponseWriter, r *http.Request) error {
	f, err := httpx.ReadList(r, l.Statuses, MaxPageSize)
	if err != nil {
		return err
	}
	p, err := l.List(r.Context(), auth.PartnerID(r.Context()), f)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (l Listing[R]) export(w http.ResponseWriter, r *http.Request) error {
	f, err := httpx.ReadList(r, l.Statuses, MaxPageSize)
	if err != nil {
		return err
	}
	cw, err := csvx.Download(w, l.Name+"-"+l.Now.UTC().Format(time.DateOnly)+".csv", l.Header...)
	if err != nil {
		return err
	}
	if err := l.Each(r.Context(), auth.PartnerID(r.Context()), f, func(v R) error { return cw.Row(v.CSV()...) }); err != nil {
		return err
	}
	return cw.Flush()
}
