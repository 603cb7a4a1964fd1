package automations

import (
	"context"
	"database/sql"
	"net/http"
	"time"

	"mission/internal/db"
	"mission/internal/httpx"
)

// PartnerUsage is one partner's automations and runs this month, for staff.
type PartnerUsage struct {
	PartnerID   int64             `json:"partnerId"`
	Company     string            `json:"company"`
	Email       string            `json:"email"`
	Runs        int               `json:"runs"`
	Failed      int               `json:"failed"`
	Tokens      int               `json:"tokens"`
	Cost        float64           `json:"cost"`
	Automations []StaffAutomation `json:"automations"`
}

// StaffAutomation is one automation as staff see it beside its partner's usage.
type StaffAutomation struct {
	Kind     string `json:"kind"`
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	Status   string `json:"status"`
	Failures int    `json:"failures"` // failed runs in a row
	Runs     int    `json:"runs"`     // this month
}

// MaxUsagePartners bounds the staff usage list: the busiest partners.
const MaxUsagePartners = 200

// StaffUsage is every partner with automations, busiest this month first.
func (s *Store) StaffUsage(ctx context.Context, now time.Time) ([]PartnerUsage, error) {
	month := monthStart(now)
	list, err := db.List(ctx, s.db, func(r db.Scanner) (PartnerUsage, error) {
		var u PartnerUsage
		var cost sql.NullFloat64
		err := r.Scan(&u.PartnerID, &u.Company, &u.Email, &u.Runs, &u.Failed, &u.Tokens, &cost)
		u.Cost, u.Automations = cost.Float64, []StaffAutomation{}
		return u, err
	}, `SELECT p.id, COALESCE(p.company_name, ''), COALESCE(p.email, ''), COUNT(e.id),
		COALESCE(SUM(CASE WHEN e.status = 'failed' THEN 1 ELSE 0 END), 0), COALESCE(SUM(COALESCE(e.tokens_used, 0)), 0), SUM(e.cost)
		FROM partners p LEFT JOIN automation_executions e ON e.partner_id = p.id AND e.queued_at >= ?
		WHERE EXISTS (SELECT 1 FROM automation_agents a WHERE a.partner_id = p.id)
		   OR EXISTS (SELECT 1 FROM automation_apps a WHERE a.partner_id = p.id)
		GROUP BY p.id, p.company_name, p.email ORDER BY COUNT(e.id) DESC, p.id LIMIT ?`, month, MaxUsagePartners)
	if err != nil || len(list) == 0 {
		return list, err
	}
	at := map[int64]int{}
	ids := make([]any, len(list))
	for i, u := range list {
		at[u.PartnerID], ids[i] = i, u.PartnerID
	}
	type row struct {
		partner int64
		a       StaffAutomation
	}
	in := db.Placeholders(len(ids))
	args := append(append([]any{month}, ids...), append([]any{month}, ids...)...)
	rows, err := db.List(ctx, s.db, func(r db.Scanner) (row, error) {
		var v row
		return v, r.Scan(&v.partner, &v.a.Kind, &v.a.ID, &v.a.Name, &v.a.Status, &v.a.Failures, &v.a.Runs)
	}, `SELECT a.partner_id, 'agent', a.id, COALESCE(a.name, ''), a.status, a.failures,
		(SELECT COUNT(*) FROM automation_executions e WHERE e.agent_id = a.id AND e.queued_at >= ?)
		FROM automation_agents a WHERE a.partner_id IN (`+in+`)
		UNION ALL
		SELECT a.partner_id, 'app', a.id, COALESCE(a.name, ''), a.status, a.failures,
		(SELECT COUNT(*) FROM automation_executions e WHERE e.app_id = a.id AND e.queued_at >= ?)
		FROM automation_apps a WHERE a.partner_id IN (`+in+`) ORDER BY 1, 2, 3`, args...)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		list[at[r.partner]].Automations = append(list[at[r.partner]].Automations, r.a)
	}
	return list, nil
}

// Pause stops any partner's automation: its triggers start nothing until
// its partner switches it on again.
func (s *Store) Pause(ctx context.Context, kind string, id int64, now time.Time) error {
	table := "automation_agents"
	if kind == "app" {
		table = "automation_apps"
	}
	return s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "UPDATE "+table+" SET status = 'paused', updated_at = ? WHERE id = ?", now, id))
	})
}

// RegisterStaff adds staff's routes: usage per partner, and pausing.
func (h *Handler) RegisterStaff(staff *httpx.Group) {
	staff.Func("GET /api/admin/automations/usage", h.staffUsage)
	staff.Func("POST /api/admin/automations/agent/{id}/pause", h.pause("agent"))
	staff.Func("POST /api/admin/automations/app/{id}/pause", h.pause("app"))
}

func (h *Handler) staffUsage(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.StaffUsage(r.Context(), h.Now.UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"month": monthStart(h.Now.UTC()).Format("2006-01"), "partners": list,
		"limits": h.Store.Limits})
	return nil
}

func (h *Handler) pause(kind string) func(http.ResponseWriter, *http.Request) error {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, err := httpx.PathID(r, ErrNotFound.Error())
		if err != nil {
			return err
		}
		if err := h.Store.Pause(r.Context(), kind, id, h.Now.UTC()); err != nil {
			return httpx.StoreError(err, ErrNotFound.Error())
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"kind": kind, "id": id, "status": "paused"})
		return nil
	}
}
