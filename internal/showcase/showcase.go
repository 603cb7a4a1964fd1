// Package showcase holds the projects built in live sessions that the live
// page shows, which staff manage.
package showcase

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"net/http"
	"time"
	"unicode/utf8"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/files"
	"mission/internal/httpx"
	"mission/internal/input"
)

// Project is a showcase project.
type Project struct {
	ID           int64     `json:"id"`
	Title        string    `json:"title"`
	Description  string    `json:"description"`
	ImageID      string    `json:"imageId,omitempty"`
	ImageURL     string    `json:"imageUrl"`
	Technologies []string  `json:"technologies"`
	DemoURL      string    `json:"demoUrl"`
	CodeURL      string    `json:"codeUrl"`
	Featured     bool      `json:"featured"`
	CreatedAt    time.Time `json:"createdAt"`
}

// Limits are the staff form's bounds, published to the web app.
var Limits = map[string]int{"title": 200, "description": 2000, "technologies": 12, "technology": 40, "url": 2000}

// Input is what staff send.
type Input struct {
	Title        string   `json:"title"`
	Description  string   `json:"description" text:"multiline"`
	ImageID      string   `json:"imageId"`
	Technologies []string `json:"technologies"`
	DemoURL      string   `json:"demoUrl"`
	CodeURL      string   `json:"codeUrl"`
	Featured     bool     `json:"featured"`
}

// Validate returns a message per invalid field, or nil.
func (in Input) Validate() map[string]string {
	f := map[string]string{}
	if in.Title == "" || utf8.RuneCountInString(in.Title) > Limits["title"] {
		f["title"] = "Give the project a title (up to 200 characters)."
	}
	if utf8.RuneCountInString(in.Description) > Limits["description"] {
		f["description"] = "Keep the description under 2000 characters."
	}
	if in.ImageID != "" && !files.ValidKey(in.ImageID) {
		f["imageId"] = "Upload the image again."
	}
	if len(in.Technologies) > Limits["technologies"] {
		f["technologies"] = "List at most 12 technologies."
	}
	for _, t := range in.Technologies {
		if t == "" || utf8.RuneCountInString(t) > Limits["technology"] {
			f["technologies"] = "Each technology is 1 to 40 characters."
		}
	}
	for name, v := range map[string]string{"demoUrl": in.DemoURL, "codeUrl": in.CodeURL} {
		if v != "" && !input.WebURL(v, Limits["url"]) {
			f[name] = "Enter a full web address starting with https://."
		}
	}
	if len(f) == 0 {
		return nil
	}
	return f
}

// Store keeps showcase projects.
type Store struct{ db *db.DB }

// NewStore returns the store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const columns = `id, COALESCE(title, ''), COALESCE(description, ''), COALESCE(image_key, ''), COALESCE(image, ''), technologies,
	COALESCE(demo_url, ''), COALESCE(code_url, ''), featured, created_at`

func scan(row interface{ Scan(...any) error }) (Project, error) {
	var p Project
	var tech string
	var created sql.NullTime
	err := row.Scan(&p.ID, &p.Title, &p.Description, &p.ImageID, &p.ImageURL, &tech, &p.DemoURL, &p.CodeURL, &p.Featured, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return p, db.ErrNotFound
	}
	p.Technologies = []string{}
	json.Unmarshal([]byte(tech), &p.Technologies)
	if p.ImageID != "" {
		p.ImageURL = files.URL(p.ImageID)
	}
	if created.Valid {
		p.CreatedAt = created.Time.UTC()
	}
	return p, err
}

// List returns every project, featured first, then newest.
func (s *Store) List(ctx context.Context) ([]Project, error) {
	rows, err := s.db.Query(ctx, "SELECT "+columns+" FROM projects ORDER BY featured DESC, created_at DESC, id DESC")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Project{}
	for rows.Next() {
		p, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func checkImage(ctx context.Context, tx *db.Tx, key string) (any, error) {
	if key == "" {
		return nil, nil
	}
	var public bool
	err := tx.QueryRow(ctx, "SELECT public FROM files WHERE file_key = ?", key).Scan(&public)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !public) {
		return nil, httpx.Invalid(map[string]string{"imageId": "Upload the image again: it was not found."})
	}
	return key, err
}

// Save creates a project (id 0) or replaces one.
func (s *Store) Save(ctx context.Context, id int64, in Input, now time.Time) (Project, error) {
	tech, _ := json.Marshal(append([]string{}, in.Technologies...))
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		image, err := checkImage(ctx, tx, in.ImageID)
		if err != nil {
			return err
		}
		if id == 0 {
			return tx.QueryRow(ctx, `INSERT INTO projects (title, description, image_key, technologies, demo_url, code_url, featured, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, in.Title, in.Description, image, string(tech), in.DemoURL, in.CodeURL, in.Featured,
				now.UTC(), now.UTC()).Scan(&id)
		}
		res, err := tx.Exec(ctx, `UPDATE projects SET title = ?, description = ?, image_key = ?, technologies = ?, demo_url = ?, code_url = ?,
			featured = ?, updated_at = ? WHERE id = ?`, in.Title, in.Description, image, string(tech), in.DemoURL, in.CodeURL, in.Featured, now.UTC(), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return db.ErrNotFound
		}
		return nil
	})
	if err != nil {
		return Project{}, err
	}
	return scan(s.db.QueryRow(ctx, "SELECT "+columns+" FROM projects WHERE id = ?", id))
}

// Delete removes a project.
func (s *Store) Delete(ctx context.Context, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, "DELETE FROM projects WHERE id = ?", id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return db.ErrNotFound
		}
		return nil
	})
}

// Handler serves the showcase.
type Handler struct {
	Store *Store
	Now   clock.Func
}

// Register adds the public list and staff's management.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("GET /api/projects", h.list)
	staff.Func("POST /api/admin/projects", h.save)
	staff.Func("PUT /api/admin/projects/{id}", h.save)
	staff.Func("DELETE /api/admin/projects/{id}", h.delete)
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	list, err := h.Store.List(r.Context())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, list)
	return nil
}

func (h *Handler) save(w http.ResponseWriter, r *http.Request) error {
	var id int64
	if r.PathValue("id") != "" {
		var err error
		if id, err = httpx.PathID(r, "Project not found."); err != nil {
			return err
		}
	}
	in, err := httpx.Decode[Input](w, r)
	if err != nil {
		return err
	}
	p, err := h.Store.Save(r.Context(), id, in, h.Now.UTC())
	if errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Project not found.")
	}
	if err != nil {
		return err
	}
	status := http.StatusOK
	if id == 0 {
		status = http.StatusCreated
	}
	httpx.WriteJSON(w, status, p)
	return nil
}

func (h *Handler) delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Project not found.")
	if err != nil {
		return err
	}
	if err := h.Store.Delete(r.Context(), id); errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound("Project not found.")
	} else if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
}
