package community

import (
	"errors"
	"net/http"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
)

// Handler serves the hub to partners and its moderation to staff.
type Handler struct {
	Store *Store
	Now   clock.Func
}

// Register adds the partner routes to member and the staff routes to staff.
func (h *Handler) Register(member, staff *httpx.Group) {
	member.Func("GET /api/partner/ideas", h.list)
	member.Func("POST /api/partner/ideas", h.propose)
	member.Func("POST /api/partner/ideas/{id}/vote", h.vote)
	member.Func("DELETE /api/partner/ideas/{id}/vote", h.unvote)
	staff.Func("GET /api/admin/ideas", h.staffList)
	staff.Func("PATCH /api/admin/ideas/{id}", h.staffMove)
}

// listAnswer carries the lists the page's filters offer, so the web app
// shows exactly what the server accepts.
type listAnswer struct {
	Ideas            []Idea   `json:"ideas"`
	Categories       []Option `json:"categories"`
	Statuses         []Option `json:"statuses"`
	Sorts            []Option `json:"sorts"`
	DevelopmentTimes []Option `json:"developmentTimes"`
	PriorityRule     string   `json:"priorityRule"`
}

func query(r *http.Request) (Query, error) {
	q := Query{Sort: r.URL.Query().Get("sort"), Category: r.URL.Query().Get("category"), Status: r.URL.Query().Get("status")}
	f := map[string]string{}
	if q.Sort != "" && !oneOf(Sorts, q.Sort) {
		f["sort"] = "Sort by votes, newest or priority."
	}
	if q.Category != "" && !oneOf(Categories, q.Category) {
		f["category"] = "Unknown category."
	}
	if q.Status != "" && !oneOf(Statuses, q.Status) {
		f["status"] = "Unknown status."
	}
	if len(f) > 0 {
		return q, httpx.Invalid(f)
	}
	return q, nil
}

func (h *Handler) answer(w http.ResponseWriter, r *http.Request, partner int64) error {
	q, err := query(r)
	if err != nil {
		return err
	}
	ideas, err := h.Store.List(r.Context(), partner, q, h.Now.UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, listAnswer{Ideas: ideas, Categories: Categories, Statuses: Statuses, Sorts: Sorts,
		DevelopmentTimes: DevelopmentTimes, PriorityRule: PriorityRule})
	return nil
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	return h.answer(w, r, auth.PartnerID(r.Context()))
}

func (h *Handler) staffList(w http.ResponseWriter, r *http.Request) error { return h.answer(w, r, 0) }

func (h *Handler) propose(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[IdeaInput](w, r)
	if err != nil {
		return err
	}
	idea, err := h.Store.Propose(r.Context(), auth.PartnerID(r.Context()), in, h.Now.UTC())
	if err != nil {
		return storeError(err)
	}
	httpx.WriteJSON(w, http.StatusCreated, idea)
	return nil
}

func (h *Handler) vote(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgNotFound)
	if err != nil {
		return err
	}
	idea, err := h.Store.Vote(r.Context(), auth.PartnerID(r.Context()), id, h.Now.UTC())
	if err != nil {
		return storeError(err)
	}
	httpx.WriteJSON(w, http.StatusCreated, idea)
	return nil
}

func (h *Handler) unvote(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgNotFound)
	if err != nil {
		return err
	}
	idea, err := h.Store.Unvote(r.Context(), auth.PartnerID(r.Context()), id, h.Now.UTC())
	if err != nil {
		return storeError(err)
	}
	httpx.WriteJSON(w, http.StatusOK, idea)
	return nil
}

func (h *Handler) staffMove(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgNotFound)
	if err != nil {
		return err
	}
	status, err := httpx.DecodeStatus(w, r, values(Statuses), "Unknown status.")
	if err != nil {
		return err
	}
	idea, err := h.Store.Move(r.Context(), id, status, h.Now.UTC())
	if err != nil {
		return storeError(err)
	}
	httpx.WriteJSON(w, http.StatusOK, idea)
	return nil
}

const msgNotFound = "Idea not found."

func storeError(err error) error {
	switch {
	case errors.Is(err, ErrAlreadyVoted):
		return httpx.Conflict("You have already voted for this idea.")
	case errors.Is(err, ErrNotVoted):
		return httpx.Conflict("You have not voted for this idea.")
	case errors.Is(err, ErrOwnIdea):
		return httpx.Conflict("You proposed this idea, so its votes come from other partners.")
	case errors.Is(err, ErrVotingClosed):
		return httpx.Conflict("Voting is closed for this idea.")
	case errors.Is(err, ErrMove):
		return httpx.Conflict("The idea cannot move to that status from where it is now.")
	}
	return httpx.StoreError(err, msgNotFound)
}
