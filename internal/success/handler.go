package success

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
	"mission/internal/input"
)

// Handler serves the Success Tools to partners and their review and
// curation to staff.
type Handler struct {
	Store *Store
	Now   clock.Func
}

// Register adds the partners' routes to partner (guarded by a partner
// session) and the staff's to staff.
func (h *Handler) Register(partner, staff *httpx.Group) {
	partner.Func("GET /api/partner/success-stories", h.board)
	partner.Func("POST /api/partner/success-stories", h.createStory)
	partner.Func("POST /api/partner/success-stories/{id}/like", h.like)
	partner.Func("DELETE /api/partner/success-stories/{id}/like", h.unlike)
	staff.Func("GET /api/admin/success-stories", h.staffStories)
	staff.Func("POST /api/admin/success-stories/{id}/approve", h.approve)
	staff.Func("POST /api/admin/success-stories/{id}/decline", h.decline)

	partner.Func("GET /api/partner/success-templates", h.templates)
	partner.Func("GET /api/partner/success-templates/{id}", h.template)
	partner.Func("POST /api/partner/success-templates/{id}/render", h.render)
	staff.Func("GET /api/admin/success-templates", h.staffTemplates)
	staff.Func("POST /api/admin/success-templates", h.saveTemplate)
	staff.Func("PUT /api/admin/success-templates/{id}", h.saveTemplate)
	staff.Func("DELETE /api/admin/success-templates/{id}", h.deleteTemplate)
}

const (
	msgStoryNotFound    = "Story not found."
	msgTemplateNotFound = "Template not found."
	msgAlreadyLiked     = "You already like this story."
	msgOwnStory         = "You cannot like your own story."
)

func (h *Handler) board(w http.ResponseWriter, r *http.Request) error {
	sort := r.URL.Query().Get("sort")
	if sort != "" && sort != "newest" && sort != "likes" {
		return httpx.Invalid(map[string]string{"sort": "Sort by newest or likes."})
	}
	b, err := h.Store.Board(r.Context(), auth.PartnerID(r.Context()), sort == "likes")
	return httpx.Reply(w, b, err)
}

func (h *Handler) createStory(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[StoryInput](w, r)
	if err != nil {
		return err
	}
	st, err := h.Store.CreateStory(r.Context(), auth.PartnerID(r.Context()), in, h.Now.UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, st)
	return nil
}

func (h *Handler) like(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgStoryNotFound)
	if err != nil {
		return err
	}
	l, err := h.Store.Like(r.Context(), auth.PartnerID(r.Context()), id, h.Now.UTC())
	if errors.Is(err, ErrAlreadyLiked) {
		return httpx.Conflict(msgAlreadyLiked)
	}
	if errors.Is(err, ErrOwnStory) {
		return httpx.Conflict(msgOwnStory)
	}
	if err != nil {
		return httpx.StoreError(err, msgStoryNotFound)
	}
	httpx.WriteJSON(w, http.StatusOK, l)
	return nil
}

func (h *Handler) unlike(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgStoryNotFound)
	if err != nil {
		return err
	}
	l, err := h.Store.Unlike(r.Context(), auth.PartnerID(r.Context()), id)
	if err != nil {
		return httpx.StoreError(err, msgStoryNotFound)
	}
	httpx.WriteJSON(w, http.StatusOK, l)
	return nil
}

func (h *Handler) staffStories(w http.ResponseWriter, r *http.Request) error {
	status := r.URL.Query().Get("status")
	if status != "" && !slices.Contains(StoryStatuses, status) {
		return httpx.Invalid(map[string]string{"status": "Unknown status."})
	}
	list, err := h.Store.StaffStories(r.Context(), status)
	return httpx.Reply(w, list, err)
}

func (h *Handler) approve(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgStoryNotFound)
	if err != nil {
		return err
	}
	st, err := h.Store.Review(r.Context(), id, StatusApproved, "", h.Now.UTC())
	if err != nil {
		return httpx.StoreError(err, msgStoryNotFound)
	}
	httpx.WriteJSON(w, http.StatusOK, st)
	return nil
}

// DeclineInput is the staff's reason for declining a story.
type DeclineInput struct {
	Reason string `json:"reason" text:"multiline"`
}

// Validate returns a message per invalid field, or nil.
func (in DeclineInput) Validate() map[string]string {
	f := input.Fields{}
	f.Check("reason", in.Reason == "" || input.TooLong(in.Reason, maxReason), fmt.Sprintf("Tell the partner why (up to %d characters).", maxReason))
	return f.Result()
}

func (h *Handler) decline(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgStoryNotFound)
	if err != nil {
		return err
	}
	in, err := httpx.Decode[DeclineInput](w, r)
	if err != nil {
		return err
	}
	st, err := h.Store.Review(r.Context(), id, StatusDeclined, in.Reason, h.Now.UTC())
	if err != nil {
		return httpx.StoreError(err, msgStoryNotFound)
	}
	httpx.WriteJSON(w, http.StatusOK, st)
	return nil
}

// TemplateList is the partner's template library with what its filters
// offer.
type TemplateList struct {
	Templates    []Template `json:"templates"`
	Categories   []Option   `json:"categories"`
	Difficulties []Option   `json:"difficulties"`
	Industries   []string   `json:"industries"`
}

func (h *Handler) templates(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := TemplateFilter{Category: q.Get("category"), Industry: q.Get("industry"), Difficulty: q.Get("difficulty"), Query: q.Get("q")}
	if f.Category != "" && label(Categories, f.Category) == "" {
		return httpx.Invalid(map[string]string{"category": "Unknown category."})
	}
	if f.Difficulty != "" && label(Difficulties, f.Difficulty) == "" {
		return httpx.Invalid(map[string]string{"difficulty": "Unknown difficulty."})
	}
	all, err := h.Store.Templates(r.Context(), TemplateFilter{})
	if err != nil {
		return err
	}
	list := []Template{}
	for _, t := range all {
		if f.match(t) {
			list = append(list, t)
		}
	}
	httpx.WriteJSON(w, http.StatusOK, TemplateList{Templates: list, Categories: Categories, Difficulties: Difficulties, Industries: Industries(all)})
	return nil
}

func (h *Handler) template(w http.ResponseWriter, r *http.Request) error {
	return httpx.Show(w, r, msgTemplateNotFound, h.Store.Template)
}

// RenderInput holds the partner's values by variable name.
type RenderInput struct {
	Values map[string]string `json:"values" text:"multiline"`
	// Preview marks a render for the live preview while the partner types:
	// it is not a copy or download, so it never counts a use.
	Preview bool `json:"preview"`
}

// Validate returns a message per invalid field, or nil.
func (in RenderInput) Validate() map[string]string {
	if len(in.Values) > maxValues {
		return map[string]string{"values": fmt.Sprintf("Send at most %d values.", maxValues)}
	}
	for _, v := range in.Values {
		if input.TooLong(v, maxValue) {
			return map[string]string{"values": fmt.Sprintf("Keep each value under %d characters.", maxValue)}
		}
	}
	return nil
}

// RenderResult is a filled-in template and the template's usage count.
type RenderResult struct {
	Rendered
	UsageCount int `json:"usageCount"`
}

func (h *Handler) render(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgTemplateNotFound)
	if err != nil {
		return err
	}
	in, err := httpx.Decode[RenderInput](w, r)
	if err != nil {
		return err
	}
	t, err := h.Store.Template(r.Context(), id)
	if err != nil {
		return httpx.StoreError(err, msgTemplateNotFound)
	}
	out := RenderResult{Rendered: Render(t.Content, in.Values), UsageCount: t.UsageCount}
	// A complete render is what a partner copies or downloads: that is a use.
	if len(out.Missing) == 0 && !in.Preview {
		if out.UsageCount, err = h.Store.CountUse(r.Context(), id); err != nil {
			return httpx.StoreError(err, msgTemplateNotFound)
		}
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}

func (h *Handler) staffTemplates(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.Templates(r.Context(), TemplateFilter{})
	return httpx.Reply(w, list, err)
}

func (h *Handler) saveTemplate(w http.ResponseWriter, r *http.Request) error {
	return httpx.Save(w, r, msgTemplateNotFound, func(ctx context.Context, id int64, in TemplateInput) (Template, error) {
		return h.Store.SaveTemplate(ctx, id, in, h.Now.UTC())
	})
}

func (h *Handler) deleteTemplate(w http.ResponseWriter, r *http.Request) error {
	return httpx.Delete(w, r, msgTemplateNotFound, h.Store.DeleteTemplate)
}
