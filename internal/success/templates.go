package success

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"mission/internal/db"
	"mission/internal/input"
)

// Variable is a blank a template asks the partner to fill in.
type Variable struct {
	Name        string `json:"name"`
	Label       string `json:"label"`
	Placeholder string `json:"placeholder,omitempty"`
	Multiline   bool   `json:"multiline,omitempty"`
}

// Template is a success template.
type Template struct {
	ID            int64      `json:"id"`
	Category      string     `json:"category"`
	CategoryLabel string     `json:"categoryLabel"`
	Title         string     `json:"title"`
	Description   string     `json:"description"`
	Content       string     `json:"content"`
	Industry      string     `json:"industry"`
	Difficulty    string     `json:"difficulty"`
	Variables     []Variable `json:"variables"`
	Tags          []string   `json:"tags"`
	UsageCount    int        `json:"usageCount"`
	CreatedAt     time.Time  `json:"createdAt"`
	UpdatedAt     time.Time  `json:"updatedAt"`
}

// TemplateInput is what staff send.
type TemplateInput struct {
	Category    string     `json:"category"`
	Title       string     `json:"title"`
	Description string     `json:"description" text:"multiline"`
	Content     string     `json:"content" text:"multiline"`
	Industry    string     `json:"industry"`
	Difficulty  string     `json:"difficulty"`
	Variables   []Variable `json:"variables"`
	Tags        []string   `json:"tags"`
}

// Validate returns a message per invalid field, or nil. Every placeholder
// in the content must be a declared variable.
func (in TemplateInput) Validate() map[string]string {
	f := input.Fields{}
	if label(Categories, in.Category) == "" {
		f["category"] = "Choose a category."
	}
	if in.Title == "" || input.TooLong(in.Title, maxTitle) {
		f["title"] = fmt.Sprintf("Give the template a title (up to %d characters).", maxTitle)
	}
	if input.TooLong(in.Description, maxText) {
		f["description"] = fmt.Sprintf("Keep the description under %d characters.", maxText)
	}
	if input.TooLong(in.Industry, maxShort) {
		f["industry"] = fmt.Sprintf("Keep the industry under %d characters.", maxShort)
	}
	if in.Difficulty != "" && label(Difficulties, in.Difficulty) == "" {
		f["difficulty"] = "Choose beginner, intermediate or advanced."
	}
	if !input.List(in.Tags, maxTags, maxTag) {
		f["tags"] = fmt.Sprintf("Use at most %d different tags of 1 to %d characters.", maxTags, maxTag)
	}
	declared := map[string]bool{}
	if len(in.Variables) > maxVariables {
		f["variables"] = fmt.Sprintf("Declare at most %d variables.", maxVariables)
	}
	for _, v := range in.Variables {
		switch {
		case !validName(v.Name):
			f["variables"] = fmt.Sprintf("Variable names start with a letter and hold only letters, digits and _ (up to %d): %q is not one.", maxVarName, v.Name)
		case declared[v.Name]:
			f["variables"] = fmt.Sprintf("The variable %s is declared twice.", v.Name)
		case v.Label == "" || input.TooLong(v.Label, maxVarLabel):
			f["variables"] = fmt.Sprintf("Give the variable %s a label (up to %d characters).", v.Name, maxVarLabel)
		case input.TooLong(v.Placeholder, maxPlaceholder):
			f["variables"] = fmt.Sprintf("Keep the example for %s under %d characters.", v.Name, maxPlaceholder)
		}
		declared[v.Name] = true
	}
	_, bad := parse(in.Content)
	switch {
	case strings.TrimSpace(in.Content) == "" || input.TooLong(in.Content, maxContent):
		f["content"] = fmt.Sprintf("Write the template's content (up to %d characters).", maxContent)
	case len(bad) > 0:
		f["content"] = fmt.Sprintf("%s is not a placeholder: write {{variableName}}, the name starting with a letter.", bad[0])
	default:
		var undeclared []string
		for _, name := range Placeholders(in.Content) {
			if !declared[name] {
				undeclared = append(undeclared, "{{"+name+"}}")
			}
		}
		if len(undeclared) > 0 {
			f["content"] = "Declare every placeholder as a variable: " + strings.Join(undeclared, ", ") + "."
		}
	}
	return f.Result()
}

// TemplateFilter narrows the partner's list; empty fields match all.
type TemplateFilter struct {
	Category, Industry, Difficulty, Query string
}

func (f TemplateFilter) match(t Template) bool {
	if (f.Category != "" && t.Category != f.Category) || (f.Difficulty != "" && t.Difficulty != f.Difficulty) ||
		(f.Industry != "" && !strings.EqualFold(t.Industry, f.Industry)) {
		return false
	}
	if f.Query == "" {
		return true
	}
	q := strings.ToLower(f.Query)
	for _, s := range append([]string{t.Title, t.Description, t.Industry, t.CategoryLabel}, t.Tags...) {
		if strings.Contains(strings.ToLower(s), q) {
			return true
		}
	}
	return false
}

// Store keeps success stories and templates.
type Store struct{ db *db.DB }

// NewStore returns the store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const templateColumns = `id, COALESCE(category, ''), COALESCE(title, ''), COALESCE(description, ''), COALESCE(content, ''),
	COALESCE(industry, ''), difficulty, tags, variables, COALESCE(usage_count, 0), created_at, updated_at`

func scanTemplate(row db.Scanner) (Template, error) {
	var t Template
	var tags, vars string
	var created, updated sql.NullTime
	err := row.Scan(&t.ID, &t.Category, &t.Title, &t.Description, &t.Content, &t.Industry, &t.Difficulty, &tags, &vars,
		&t.UsageCount, &created, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return t, db.ErrNotFound
	}
	t.CategoryLabel = label(Categories, t.Category)
	t.Tags, t.Variables = []string{}, []Variable{}
	json.Unmarshal([]byte(tags), &t.Tags)
	json.Unmarshal([]byte(vars), &t.Variables)
	t.CreatedAt, t.UpdatedAt = created.Time.UTC(), updated.Time.UTC()
	return t, err
}

// Templates returns the templates f matches, by category, then title. The
// library is staff-curated and small, so it is filtered here, the same way
// on both engines.
func (s *Store) Templates(ctx context.Context, f TemplateFilter) ([]Template, error) {
	list, err := db.List(ctx, s.db, scanTemplate, "SELECT "+templateColumns+" FROM success_templates ORDER BY category, title, id")
	return slices.DeleteFunc(list, func(t Template) bool { return !f.match(t) }), err
}

// Industries lists the industries templates name, sorted.
func Industries(list []Template) []string {
	out := []string{}
	for _, t := range list {
		if t.Industry != "" && !slices.Contains(out, t.Industry) {
			out = append(out, t.Industry)
		}
	}
	slices.Sort(out)
	return out
}

// Template returns one template.
func (s *Store) Template(ctx context.Context, id int64) (Template, error) {
	return scanTemplate(s.db.QueryRow(ctx, "SELECT "+templateColumns+" FROM success_templates WHERE id = ?", id))
}

// SaveTemplate creates a template (id 0) or replaces one; its usage count
// stays.
func (s *Store) SaveTemplate(ctx context.Context, id int64, in TemplateInput, now time.Time) (Template, error) {
	if in.Difficulty == "" {
		in.Difficulty = "beginner"
	}
	tags, _ := json.Marshal(append([]string{}, in.Tags...))
	vars, _ := json.Marshal(append([]Variable{}, in.Variables...))
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if id == 0 {
			return tx.QueryRow(ctx, `INSERT INTO success_templates (category, title, description, content, industry, difficulty,
				tags, variables, usage_count, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?) RETURNING id`,
				in.Category, in.Title, in.Description, in.Content, in.Industry, in.Difficulty, string(tags), string(vars), now, now).Scan(&id)
		}
		res, err := tx.Exec(ctx, `UPDATE success_templates SET category = ?, title = ?, description = ?, content = ?, industry = ?,
			difficulty = ?, tags = ?, variables = ?, updated_at = ? WHERE id = ?`,
			in.Category, in.Title, in.Description, in.Content, in.Industry, in.Difficulty, string(tags), string(vars), now, id)
		return db.Affected(res, err)
	})
	if err != nil {
		return Template{}, err
	}
	return s.Template(ctx, id)
}

// DeleteTemplate removes a template.
func (s *Store) DeleteTemplate(ctx context.Context, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "DELETE FROM success_templates WHERE id = ?", id))
	})
}

// CountUse adds one to a template's usage count and returns the new count.
func (s *Store) CountUse(ctx context.Context, id int64) (int, error) {
	var n int
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		err := tx.QueryRow(ctx, "UPDATE success_templates SET usage_count = COALESCE(usage_count, 0) + 1 WHERE id = ? RETURNING usage_count", id).Scan(&n)
		if errors.Is(err, sql.ErrNoRows) {
			return db.ErrNotFound
		}
		return err
	})
	return n, err
}
