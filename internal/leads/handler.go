package leads

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strconv"
	"time"

	"mission/internal/clock"
	"mission/internal/csvx"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// Handler serves the lead endpoints.
type Handler struct {
	Store *Store
	Now   clock.Func
	// Limit throttles lead submissions per client network; nil means none.
	// The quiz shares it, as its reports are leads too.
	Limit      ratelimit.Limiter
	TrustProxy httpx.TrustedProxies
	// Onboarded records a completed partner onboarding (the partner
	// application) in the lead's own transaction. The app wires it to the
	// partners domain.
	Onboarded func(ctx context.Context, tx *db.Tx, in Input, l Lead) error
	// Me is the signed-in staff member's id (for assignee=me); Assignable
	// tells whether an id is an active staff member's; History is what
	// staff did to a lead, newest first. The app wires them to the team
	// and the audit log.
	Me         func(ctx context.Context) int64
	Assignable func(ctx context.Context, id int64) (bool, error)
	History    func(ctx context.Context, id int64) (any, error)
}

// Register adds the lead routes: the public submit, and the staff's
// inbox.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("POST /api/leads", h.create)
	staff.Func("GET /api/admin/leads", h.page)
	staff.Func("GET /api/admin/leads/export.csv", h.export)
	staff.Func("GET /api/admin/leads/{id}", h.get)
	staff.Func("PATCH /api/admin/leads/{id}/status", h.setStatus)
	staff.Func("PATCH /api/admin/leads/{id}/assignee", h.assign)
}

func (h *Handler) create(w http.ResponseWriter, r *http.Request) error {
	in, bot, err := httpx.DecodeForm[Input](w, r, h.Limit, h.TrustProxy, httpx.MsgTooManySubmissions)
	if err != nil {
		return err
	}
	if bot {
		httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": 0})
		return nil
	}
	l := in.Lead(h.Now.UTC())
	var also []func(*db.Tx, Lead) error
	if in.Source == OnboardingSource && h.Onboarded != nil {
		also = append(also, func(tx *db.Tx, l Lead) error { return h.Onboarded(r.Context(), tx, in, l) })
	}
	if _, err := h.Store.InsertOnce(r.Context(), &l, SubmissionKey(r, h.TrustProxy, in), also...); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": l.ID})
	return nil
}

// SubmissionKey names a lead submission for double-submit detection. The
// attribution is left out: a second tab of the same visit may differ there.
func SubmissionKey(r *http.Request, p httpx.TrustedProxies, in Input) string {
	in.Attribution = Attribution{}
	return httpx.SubmissionKey(r, p, "lead", in)
}

func (h *Handler) filterFrom(r *http.Request) (Filter, error) {
	l, err := httpx.ReadList(r, Statuses, MaxPageSize)
	q := r.URL.Query()
	f := Filter{Query: l.Search, Source: q.Get("source"), Status: l.Status, Audience: q.Get("audience"), Cursor: l.Cursor, Limit: l.Limit}
	if err != nil {
		return f, err
	}
	switch v := q.Get("assignee"); v {
	case "":
	case "none":
		f.Assignee = -1
	case "me":
		if h.Me != nil {
			f.Assignee = h.Me(r.Context())
		}
	default:
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n <= 0 {
			return f, httpx.Invalid(map[string]string{"assignee": "Use me, none or a staff member's id."})
		}
		f.Assignee = n
	}
	return f, nil
}

func (h *Handler) fetch(r *http.Request) (Page, error) {
	f, err := h.filterFrom(r)
	if err != nil {
		return Page{}, err
	}
	return h.Store.List(r.Context(), f)
}

// page is the admin inbox's view: a page, the total and the week's count.
func (h *Handler) page(w http.ResponseWriter, r *http.Request) error {
	p, err := h.fetch(r)
	if err != nil {
		return err
	}
	week, err := h.Store.CountSince(r.Context(), h.Now.UTC().Add(-7*24*time.Hour))
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, struct {
		Page
		ThisWeek int `json:"thisWeek"`
	}{p, week})
	return nil
}

func (h *Handler) export(w http.ResponseWriter, r *http.Request) error {
	f, err := h.filterFrom(r)
	if err != nil {
		return err
	}
	cw, err := csvx.Download(w, "leads-"+h.Now.UTC().Format(time.DateOnly)+".csv", csvHeader...)
	if err != nil {
		return err
	}
	if err := h.Store.Each(r.Context(), f, func(l Lead) error { return cw.Row(csvRow(l)...) }); err != nil {
		return err
	}
	return cw.Flush()
}

// Detail is a lead as its staff page shows it: with what staff did to it.
type Detail struct {
	Lead
	History any `json:"history"`
}

func (h *Handler) get(w http.ResponseWriter, r *http.Request) error {
	return httpx.Show(w, r, "Lead not found.", func(ctx context.Context, id int64) (Detail, error) {
		l, err := h.Store.Get(ctx, id)
		if err != nil || h.History == nil {
			return Detail{Lead: l, History: []any{}}, err
		}
		history, err := h.History(ctx, id)
		return Detail{Lead: l, History: history}, err
	})
}

type assignment struct {
	AssigneeID int64 `json:"assigneeId"`
}

// assign gives the lead to an active staff member, or to nobody (0).
func (h *Handler) assign(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Lead not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode[assignment](w, r)
	if err != nil {
		return err
	}
	if in.AssigneeID < 0 {
		return httpx.Invalid(map[string]string{"assigneeId": "Choose a member of the team."})
	}
	if in.AssigneeID > 0 && h.Assignable != nil {
		ok, err := h.Assignable(r.Context(), in.AssigneeID)
		if err != nil {
			return err
		}
		if !ok {
			return httpx.Invalid(map[string]string{"assigneeId": "Choose an active member of the team."})
		}
	}
	if err := h.Store.Assign(r.Context(), id, in.AssigneeID, h.Now.UTC()); errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Lead not found.")
	} else if err != nil {
		return err
	}
	return h.get(w, r)
}

func (h *Handler) setStatus(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Lead not found.")
	if err != nil {
		return err
	}
	status, err := httpx.DecodeStatus(w, r, Statuses, "Choose new, contacted, qualified or closed.")
	if err != nil {
		return err
	}
	if err := h.Store.SetStatus(r.Context(), id, status, h.Now.UTC()); errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Lead not found.")
	} else if err != nil {
		return err
	}
	return h.get(w, r)
}

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }
