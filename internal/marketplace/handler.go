package marketplace

import (
	"cmp"
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/httpx"
	"mission/internal/input"
)

// Handler serves the Marketplace to partners and its catalogue to staff.
type Handler struct {
	Store *Store
	Now   clock.Func
}

// Register adds the partners' routes to partner (guarded by a partner
// session) and the staff's to staff.
func (h *Handler) Register(partner, staff *httpx.Group) {
	partner.Func("GET /api/partner/marketplace", h.list)
	partner.Func("GET /api/partner/marketplace/packages/{id}", h.pkg)
	partner.Func("POST /api/partner/marketplace/packages/{id}/install", h.installPackage)
	partner.Func("POST /api/partner/marketplace/packages/{id}/rating", h.rate)
	partner.Func("GET /api/partner/marketplace/templates/{id}", h.template)
	partner.Func("POST /api/partner/marketplace/templates/{id}/install", h.installTemplate)

	partner.Func("GET /api/partner/automations", h.automations)
	partner.Func("PATCH /api/partner/automations/{kind}/{id}", h.updateAutomation)
	partner.Func("DELETE /api/partner/automations/{kind}/{id}", h.deleteAutomation)

	staff.Func("GET /api/admin/marketplace/packages", h.staffPackages)
	staff.Func("POST /api/admin/marketplace/packages", h.savePackage)
	staff.Func("PUT /api/admin/marketplace/packages/{id}", h.savePackage)
	staff.Func("DELETE /api/admin/marketplace/packages/{id}", h.deletePackage)
	staff.Func("GET /api/admin/marketplace/templates", h.staffTemplates)
	staff.Func("POST /api/admin/marketplace/templates", h.saveTemplate)
	staff.Func("PUT /api/admin/marketplace/templates/{id}", h.saveTemplate)
	staff.Func("DELETE /api/admin/marketplace/templates/{id}", h.deleteTemplate)
}

const (
	msgPackageNotFound    = "Package not found."
	msgTemplateNotFound   = "Template not found."
	msgAutomationNotFound = "Automation not found."
	msgAlreadyRated       = "You have already rated this package."
	msgNotInstalled       = "Install this package before rating it."
)

// Catalogue is the partner's marketplace list: packages and templates
// together, each with its kind, and every category for the filter.
type Catalogue struct {
	Items      []any    `json:"items"`
	Categories []string `json:"categories"`
}

// item is what the list filters and sorts on, for either kind.
type item struct {
	value                       any
	kind, name, category, level string
	text                        []string
	installed                   bool
	popularity                  int
	rating                      float64
	created                     time.Time
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	kind, category, difficulty, sort := q.Get("kind"), q.Get("category"), q.Get("difficulty"), q.Get("sort")
	query := strings.ToLower(q.Get("q"))
	installed := q.Get("installed") == "true"
	f := map[string]string{}
	if kind != "" && kind != KindPackage && kind != KindTemplate {
		f["kind"] = "Choose package or template."
	}
	if difficulty != "" && !slices.Contains(Difficulties, difficulty) {
		f["difficulty"] = "Choose beginner, intermediate or advanced."
	}
	if sort != "" && !slices.Contains([]string{"popular", "rating", "newest", "name"}, sort) {
		f["sort"] = "Sort by popular, rating, newest or name."
	}
	if v := q.Get("installed"); v != "" && v != "true" && v != "false" {
		f["installed"] = "Use true or false."
	}
	if len(f) > 0 {
		return httpx.Invalid(f)
	}
	pkgs, err := h.Store.Packages(r.Context(), auth.PartnerID(r.Context()))
	if err != nil {
		return err
	}
	tmpls, err := h.Store.Templates(r.Context())
	if err != nil {
		return err
	}
	var all []item
	for _, p := range pkgs {
		all = append(all, item{p, KindPackage, p.Name, p.Category, p.Difficulty,
			append([]string{p.Name, p.Description, p.Category}, p.Integrations...), p.Installed, p.InstallCount, p.AverageRating, p.CreatedAt})
	}
	for _, t := range tmpls {
		text := append([]string{t.Name, t.Description, t.Category, t.Type}, t.Tags...)
		all = append(all, item{t, KindTemplate, t.Name, t.Category, t.Difficulty,
			append(text, t.RequiredIntegrations...), false, t.UsageCount, t.Rating, t.CreatedAt})
	}
	out := Catalogue{Items: []any{}, Categories: []string{}}
	var kept []item
	for _, it := range all {
		if it.category != "" && !slices.Contains(out.Categories, it.category) {
			out.Categories = append(out.Categories, it.category)
		}
		if (kind != "" && it.kind != kind) || (category != "" && !strings.EqualFold(it.category, category)) ||
			(difficulty != "" && it.level != difficulty) || (installed && !it.installed) {
			continue
		}
		if query != "" && !slices.ContainsFunc(it.text, func(s string) bool { return strings.Contains(strings.ToLower(s), query) }) {
			continue
		}
		kept = append(kept, it)
	}
	slices.Sort(out.Categories)
	slices.SortStableFunc(kept, func(a, b item) int {
		switch sort {
		case "rating":
			if c := cmp.Compare(b.rating, a.rating); c != 0 {
				return c
			}
		case "newest":
			if c := b.created.Compare(a.created); c != 0 {
				return c
			}
		case "name":
		default:
			if c := cmp.Compare(b.popularity, a.popularity); c != 0 {
				return c
			}
		}
		return cmp.Compare(strings.ToLower(a.name), strings.ToLower(b.name))
	})
	for _, it := range kept {
		out.Items = append(out.Items, it.value)
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}

func (h *Handler) pkg(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgPackageNotFound)
	if err != nil {
		return err
	}
	p, err := h.Store.Package(r.Context(), auth.PartnerID(r.Context()), id)
	if err != nil {
		return httpx.StoreError(err, msgPackageNotFound)
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (h *Handler) installPackage(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgPackageNotFound)
	if err != nil {
		return err
	}
	p, created, err := h.Store.InstallPackage(r.Context(), auth.PartnerID(r.Context()), id, h.Now.UTC())
	if err != nil {
		return httpx.StoreError(err, msgPackageNotFound)
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	httpx.WriteJSON(w, status, p)
	return nil
}

// RatingInput is a partner's rating of a package, in whole stars.
type RatingInput struct {
	Rating int `json:"rating"`
}

// Validate returns a message per invalid field, or nil.
func (in RatingInput) Validate() map[string]string {
	f := input.Fields{}
	f.Check("rating", in.Rating < 1 || in.Rating > 5, "Choose 1 to 5 stars.")
	return f.Result()
}

func (h *Handler) rate(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgPackageNotFound)
	if err != nil {
		return err
	}
	in, err := httpx.Decode[RatingInput](w, r)
	if err != nil {
		return err
	}
	p, err := h.Store.RatePackage(r.Context(), auth.PartnerID(r.Context()), id, in.Rating, h.Now.UTC())
	if errors.Is(err, ErrAlreadyRated) {
		return httpx.Conflict(msgAlreadyRated)
	}
	if errors.Is(err, ErrNotInstalled) {
		return httpx.Conflict(msgNotInstalled)
	}
	if err != nil {
		return httpx.StoreError(err, msgPackageNotFound)
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}

func (h *Handler) template(w http.ResponseWriter, r *http.Request) error {
	return httpx.Show(w, r, msgTemplateNotFound, h.Store.Template)
}

func (h *Handler) installTemplate(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, msgTemplateNotFound)
	if err != nil {
		return err
	}
	a, err := h.Store.Install(r.Context(), auth.PartnerID(r.Context()), id, h.Now.UTC())
	if err != nil {
		return httpx.StoreError(err, msgTemplateNotFound)
	}
	httpx.WriteJSON(w, http.StatusCreated, a)
	return nil
}

func (h *Handler) automations(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.Automations(r.Context(), auth.PartnerID(r.Context()))
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

// automationPath reads {kind}/{id}; an unknown kind is a 404 like an
// unknown id.
func automationPath(r *http.Request) (string, int64, error) {
	kind := r.PathValue("kind")
	id, err := httpx.PathID(r, msgAutomationNotFound)
	if err == nil && tableOf(kind) == "" {
		err = httpx.NotFound(msgAutomationNotFound)
	}
	return kind, id, err
}

func (h *Handler) updateAutomation(w http.ResponseWriter, r *http.Request) error {
	kind, id, err := automationPath(r)
	if err != nil {
		return err
	}
	p, err := httpx.Decode(w, r, func(p AutomationPatch) map[string]string { return p.Validate(kind) })
	if err != nil {
		return err
	}
	a, err := h.Store.UpdateAutomation(r.Context(), auth.PartnerID(r.Context()), kind, id, p, h.Now.UTC())
	if err != nil {
		return httpx.StoreError(err, msgAutomationNotFound)
	}
	httpx.WriteJSON(w, http.StatusOK, a)
	return nil
}

func (h *Handler) deleteAutomation(w http.ResponseWriter, r *http.Request) error {
	kind, id, err := automationPath(r)
	if err != nil {
		return err
	}
	if err := h.Store.DeleteAutomation(r.Context(), auth.PartnerID(r.Context()), kind, id); err != nil {
		return httpx.StoreError(err, msgAutomationNotFound)
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
}

func (h *Handler) staffPackages(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.Packages(r.Context(), 0)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

func (h *Handler) savePackage(w http.ResponseWriter, r *http.Request) error {
	return httpx.Save(w, r, msgPackageNotFound, func(ctx context.Context, id int64, in PackageInput) (Package, error) {
		return h.Store.SavePackage(ctx, id, in, h.Now.UTC())
	})
}

func (h *Handler) deletePackage(w http.ResponseWriter, r *http.Request) error {
	return httpx.Delete(w, r, msgPackageNotFound, h.Store.DeletePackage)
}

func (h *Handler) staffTemplates(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.Templates(r.Context())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

func (h *Handler) saveTemplate(w http.ResponseWriter, r *http.Request) error {
	return httpx.Save(w, r, msgTemplateNotFound, func(ctx context.Context, id int64, in TemplateInput) (Template, error) {
		return h.Store.SaveTemplate(ctx, id, in, h.Now.UTC())
	})
}

func (h *Handler) deleteTemplate(w http.ResponseWriter, r *http.Request) error {
	return httpx.Delete(w, r, msgTemplateNotFound, h.Store.DeleteTemplate)
}
