package aifinder

import (
	"errors"
	"net/http"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// Handler serves the quiz endpoints.
type Handler struct {
	Store      *Store
	Enricher   *Enricher         // nil without a configured language model
	Limit      ratelimit.Limiter // shared with the lead form: a report is a lead
	TrustProxy httpx.TrustedProxies
	Now        clock.Func
}

// Register adds the public quiz routes and the staff view of a quiz lead.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("POST /api/ai-finder/submit", h.submit)
	public.Func("GET /api/ai-finder/reports/{token}", h.report)
	staff.Func("GET /api/admin/ai-finder/leads/{id}", h.byLead)
}

// Submission is the quiz's body: the answers and the hidden honeypot
// field that only bots fill in.
type Submission struct {
	Answers
	Website string `json:"website"`
}

// Normalize trims the answers.
func (s Submission) Normalize() Submission { s.Answers = s.Answers.Normalize(); return s }

// Honeypot is what the hidden website field holds.
func (s Submission) Honeypot() string { return s.Website }

func (h *Handler) submit(w http.ResponseWriter, r *http.Request) error {
	sub, err := httpx.Decode[Submission](w, r)
	if err != nil {
		return err
	}
	// Only well-formed submissions count against the limit: a visitor
	// fixing a typo must not use it up.
	if err := httpx.Throttle(h.Limit, r, h.TrustProxy, "Too many reports from your network. Please try again later."); err != nil {
		return err
	}
	a := sub.Answers
	if sub.Honeypot() != "" {
		// A bot gets a report of its own answers and nothing is stored.
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"recommendations": Recommend(a), "leadId": 0, "reportToken": ""})
		return nil
	}
	report := h.Enricher.Enrich(r.Context(), a, Recommend(a))
	leadID, token, report, err := h.Store.Save(r.Context(), a, report, httpx.SubmissionKey(r, h.TrustProxy, "quiz", a), h.Now.UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{
		"recommendations": report,
		"leadId":          leadID,
		"reportToken":     token,
	})
	return nil
}

// report reopens a report from its private link. It shows the first name
// the visitor gave, never the e-mail address.
func (h *Handler) report(w http.ResponseWriter, r *http.Request) error {
	s, err := h.Store.ByToken(r.Context(), r.PathValue("token"))
	if errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("This report link is not valid.")
	}
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{
		"recommendations": s.Report,
		"name":            firstName(s.Answers.Name),
		"industry":        s.Answers.Industry,
		"createdAt":       s.CreatedAt,
	})
	return nil
}

func (h *Handler) byLead(w http.ResponseWriter, r *http.Request) error {
	return httpx.Show(w, r, "No quiz report for this lead.", h.Store.ByLead)
}
