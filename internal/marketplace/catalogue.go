package marketplace

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"mission/internal/db"
)

// ErrAlreadyRated is a second rating of one package by one partner.
var ErrAlreadyRated = errors.New("marketplace: already rated")

// ErrNotInstalled is a rating of a package the partner has not installed.
var ErrNotInstalled = errors.New("marketplace: not installed")

// Store keeps the catalogue and the partners' automations.
type Store struct{ db *db.DB }

// NewStore returns the store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// packageColumns take the viewing partner's id twice (0 for staff).
const packageColumns = `pk.id, COALESCE(pk.name, ''), COALESCE(pk.description, ''), COALESCE(pk.category, ''), pk.integrations,
	pk.setup_complexity, COALESCE(pk.estimated_setup_time, ''), pk.step_by_step_guide, COALESCE(pk.video_tutorial_url, ''),
	COALESCE(pk.install_count, 0), pk.average_rating, pk.rating_count, pk.created_at, pk.updated_at, i.created_at, r.rating
	FROM integration_packages pk
	LEFT JOIN package_installs i ON i.package_id = pk.id AND i.partner_id = ?
	LEFT JOIN package_ratings r ON r.package_id = pk.id AND r.partner_id = ?`

func scanPackage(row db.Scanner) (Package, error) {
	p := Package{Kind: KindPackage}
	var integrations, guide string
	var created, updated, installed sql.NullTime
	var mine sql.NullInt64
	err := row.Scan(&p.ID, &p.Name, &p.Description, &p.Category, &integrations, &p.SetupComplexity, &p.EstimatedSetupTime, &guide,
		&p.VideoTutorialURL, &p.InstallCount, &p.AverageRating, &p.RatingCount, &created, &updated, &installed, &mine)
	if errors.Is(err, sql.ErrNoRows) {
		return p, db.ErrNotFound
	}
	p.Integrations, p.StepByStepGuide = []string{}, []Step{}
	json.Unmarshal([]byte(integrations), &p.Integrations)
	json.Unmarshal([]byte(guide), &p.StepByStepGuide)
	p.Difficulty = difficultyOf(p.SetupComplexity)
	p.AverageRating = round1(p.AverageRating)
	p.CreatedAt, p.UpdatedAt = created.Time.UTC(), updated.Time.UTC()
	if installed.Valid {
		at := installed.Time.UTC()
		p.Installed, p.InstalledAt = true, &at
	}
	if mine.Valid {
		n := int(mine.Int64)
		p.MyRating = &n
	}
	return p, err
}

// Packages lists every package with the partner's installs and ratings
// (partner 0: none), most installed first.
func (s *Store) Packages(ctx context.Context, partnerID int64) ([]Package, error) {
	return db.List(ctx, s.db, scanPackage, "SELECT "+packageColumns+" ORDER BY pk.install_count DESC, pk.name, pk.id", partnerID, partnerID)
}

// Package returns one package as the partner sees it.
func (s *Store) Package(ctx context.Context, partnerID, id int64) (Package, error) {
	return scanPackage(s.db.QueryRow(ctx, "SELECT "+packageColumns+" WHERE pk.id = ?", partnerID, partnerID, id))
}

// SavePackage creates a package (id 0) or replaces one; its counts and
// ratings stay.
func (s *Store) SavePackage(ctx context.Context, id int64, in PackageInput, now time.Time) (Package, error) {
	if in.SetupComplexity == "" {
		in.SetupComplexity = "easy"
	}
	integrations, _ := json.Marshal(append([]string{}, in.Integrations...))
	guide, _ := json.Marshal(append([]Step{}, in.StepByStepGuide...))
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if id == 0 {
			return tx.QueryRow(ctx, `INSERT INTO integration_packages (name, description, category, integrations, setup_complexity,
				estimated_setup_time, step_by_step_guide, video_tutorial_url, install_count, average_rating, rating_count, rating_total,
				created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?, ?) RETURNING id`,
				in.Name, in.Description, in.Category, string(integrations), in.SetupComplexity, in.EstimatedSetupTime, string(guide),
				in.VideoTutorialURL, now, now).Scan(&id)
		}
		return db.Affected(tx.Exec(ctx, `UPDATE integration_packages SET name = ?, description = ?, category = ?, integrations = ?,
			setup_complexity = ?, estimated_setup_time = ?, step_by_step_guide = ?, video_tutorial_url = ?, updated_at = ? WHERE id = ?`,
			in.Name, in.Description, in.Category, string(integrations), in.SetupComplexity, in.EstimatedSetupTime, string(guide),
			in.VideoTutorialURL, now, id))
	})
	if err != nil {
		return Package{}, err
	}
	return s.Package(ctx, 0, id)
}

// DeletePackage removes a package, its installs and ratings.
func (s *Store) DeletePackage(ctx context.Context, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "DELETE FROM integration_packages WHERE id = ?", id))
	})
}

// InstallPackage records that the partner installed a package, once: the
// install count rises with the first install only. It tells whether this
// call made the install.
func (s *Store) InstallPackage(ctx context.Context, partnerID, id int64, now time.Time) (Package, bool, error) {
	created := false
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		created = false
		if err := exists(ctx, tx, "integration_packages", id); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `INSERT INTO package_installs (partner_id, package_id, created_at) VALUES (?, ?, ?)
			ON CONFLICT (partner_id, package_id) DO NOTHING`, partnerID, id, now)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		created = true
		_, err = tx.Exec(ctx, "UPDATE integration_packages SET install_count = COALESCE(install_count, 0) + 1 WHERE id = ?", id)
		return err
	})
	if err != nil {
		return Package{}, false, err
	}
	p, err := s.Package(ctx, partnerID, id)
	return p, created, err
}

// RatePackage records the partner's rating (1 to 5) of a package they
// installed (ErrNotInstalled otherwise), once, and updates its count and
// average in the same transaction.
func (s *Store) RatePackage(ctx context.Context, partnerID, id int64, rating int, now time.Time) (Package, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if err := exists(ctx, tx, "integration_packages", id); err != nil {
			return err
		}
		// One statement: the rating is stored only with the partner's
		// install, and the unique key decides between repeats.
		res, err := tx.Exec(ctx, `INSERT INTO package_ratings (partner_id, package_id, rating, created_at)
			SELECT i.partner_id, i.package_id, ?, ? FROM package_installs i WHERE i.partner_id = ? AND i.package_id = ?
			ON CONFLICT (partner_id, package_id) DO NOTHING`, rating, now, partnerID, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			// Installs are never taken back, so this read cannot race.
			var installed bool
			if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM package_installs WHERE partner_id = ? AND package_id = ?)",
				partnerID, id).Scan(&installed); err != nil {
				return err
			}
			if !installed {
				return ErrNotInstalled
			}
			return ErrAlreadyRated
		}
		// The right-hand sides read the row as it was, on both engines.
		_, err = tx.Exec(ctx, `UPDATE integration_packages SET rating_count = rating_count + 1, rating_total = rating_total + ?,
			average_rating = (rating_total + ?) * 1.0 / (rating_count + 1) WHERE id = ?`, rating, rating, id)
		return err
	})
	if err != nil {
		return Package{}, err
	}
	return s.Package(ctx, partnerID, id)
}

const templateColumns = `id, COALESCE(name, ''), COALESCE(description, ''), COALESCE(category, ''), COALESCE(type, ''), template, tags,
	difficulty, COALESCE(estimated_setup_time, ''), required_integrations, COALESCE(usage_count, 0), rating, created_at, updated_at`

func scanTemplate(row db.Scanner) (Template, error) {
	t := Template{Kind: KindTemplate}
	var body, tags, required string
	var created, updated sql.NullTime
	err := row.Scan(&t.ID, &t.Name, &t.Description, &t.Category, &t.Type, &body, &tags, &t.Difficulty, &t.EstimatedSetupTime,
		&required, &t.UsageCount, &t.Rating, &created, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return t, db.ErrNotFound
	}
	t.Tags, t.RequiredIntegrations = []string{}, []string{}
	json.Unmarshal([]byte(body), &t.Template)
	json.Unmarshal([]byte(tags), &t.Tags)
	json.Unmarshal([]byte(required), &t.RequiredIntegrations)
	t.Rating = round1(t.Rating)
	t.CreatedAt, t.UpdatedAt = created.Time.UTC(), updated.Time.UTC()
	return t, err
}

// Templates lists every automation template, most used first.
func (s *Store) Templates(ctx context.Context) ([]Template, error) {
	return db.List(ctx, s.db, scanTemplate, "SELECT "+templateColumns+" FROM automation_templates ORDER BY usage_count DESC, name, id")
}

// Template returns one automation template.
func (s *Store) Template(ctx context.Context, id int64) (Template, error) {
	return scanTemplate(s.db.QueryRow(ctx, "SELECT "+templateColumns+" FROM automation_templates WHERE id = ?", id))
}

// SaveTemplate creates an automation template (id 0) or replaces one; its
// usage count and rating stay.
func (s *Store) SaveTemplate(ctx context.Context, id int64, in TemplateInput, now time.Time) (Template, error) {
	if in.Difficulty == "" {
		in.Difficulty = "beginner"
	}
	body, _ := json.Marshal(in.Template)
	tags, _ := json.Marshal(append([]string{}, in.Tags...))
	required, _ := json.Marshal(append([]string{}, in.RequiredIntegrations...))
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		if id == 0 {
			return tx.QueryRow(ctx, `INSERT INTO automation_templates (name, description, category, type, template, tags, difficulty,
				estimated_setup_time, required_integrations, usage_count, rating, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 5.0, ?, ?) RETURNING id`,
				in.Name, in.Description, in.Category, in.Type, string(body), string(tags), in.Difficulty, in.EstimatedSetupTime,
				string(required), now, now).Scan(&id)
		}
		return db.Affected(tx.Exec(ctx, `UPDATE automation_templates SET name = ?, description = ?, category = ?, type = ?, template = ?,
			tags = ?, difficulty = ?, estimated_setup_time = ?, required_integrations = ?, updated_at = ? WHERE id = ?`,
			in.Name, in.Description, in.Category, in.Type, string(body), string(tags), in.Difficulty, in.EstimatedSetupTime,
			string(required), now, id))
	})
	if err != nil {
		return Template{}, err
	}
	return s.Template(ctx, id)
}

// DeleteTemplate removes an automation template; automations installed
// from it stay.
func (s *Store) DeleteTemplate(ctx context.Context, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		return db.Affected(tx.Exec(ctx, "DELETE FROM automation_templates WHERE id = ?", id))
	})
}

func exists(ctx context.Context, tx *db.Tx, table string, id int64) error {
	var one int
	err := tx.QueryRow(ctx, "SELECT 1 FROM "+table+" WHERE id = ?", id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return db.ErrNotFound
	}
	return err
}
