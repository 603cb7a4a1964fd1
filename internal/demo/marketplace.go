package demo

import (
	"context"
	"database/sql"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"mission/internal/db"
	"mission/internal/marketplace"
	"mission/internal/success"
)

//go:embed data/marketplace.json
var demoMarketplaceJSON []byte

type demoMarketplace struct {
	Packages         []marketplace.PackageInput  `json:"packages"`
	Templates        []marketplace.TemplateInput `json:"templates"`
	SuccessTemplates []success.TemplateInput     `json:"successTemplates"`
	Stories          []struct {
		success.StoryInput
		DaysAgo int `json:"daysAgo"`
	} `json:"stories"`
	DemoPartner struct {
		InstallPackages []int `json:"installPackages"`
		Ratings         []struct {
			Package int `json:"package"`
			Rating  int `json:"rating"`
		} `json:"ratings"`
		InstallTemplates []int `json:"installTemplates"`
	} `json:"demoPartner"`
}

// seedMarketplace fills the Marketplace catalogue, the success templates and
// the demo partner's approved stories, each when its table is empty,
// through the stores the API uses. The demo partner's installs and ratings
// come with the catalogue, so counts and rows agree.
func seedMarketplace(ctx context.Context, d *db.DB, now time.Time) (int, error) {
	var demo demoMarketplace
	if err := json.Unmarshal(demoMarketplaceJSON, &demo); err != nil {
		return 0, fmt.Errorf("demo marketplace data: %w", err)
	}
	var partnerID int64
	err := d.QueryRow(ctx, "SELECT id FROM partners WHERE is_demo = TRUE ORDER BY id LIMIT 1").Scan(&partnerID)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	added := 0
	market := marketplace.NewStore(d)
	if ok, err := empty(ctx, d, "integration_packages"); err != nil {
		return added, err
	} else if ok {
		ids := make([]int64, len(demo.Packages))
		for i, in := range demo.Packages {
			if f := in.Validate(); f != nil {
				return added, fmt.Errorf("demo package %q: %v", in.Name, f)
			}
			p, err := market.SavePackage(ctx, 0, in, now.Add(-time.Duration(len(demo.Packages)-i)*24*time.Hour))
			if err != nil {
				return added, err
			}
			ids[i] = p.ID
			added++
		}
		if partnerID != 0 {
			for _, i := range demo.DemoPartner.InstallPackages {
				if _, _, err := market.InstallPackage(ctx, partnerID, ids[i], now.Add(-3*24*time.Hour)); err != nil {
					return added, err
				}
			}
			for _, r := range demo.DemoPartner.Ratings {
				if _, err := market.RatePackage(ctx, partnerID, ids[r.Package], r.Rating, now.Add(-2*24*time.Hour)); err != nil {
					return added, err
				}
			}
		}
	}
	if ok, err := empty(ctx, d, "automation_templates"); err != nil {
		return added, err
	} else if ok {
		ids := make([]int64, len(demo.Templates))
		for i, in := range demo.Templates {
			if f := in.Validate(); f != nil {
				return added, fmt.Errorf("demo template %q: %v", in.Name, f)
			}
			t, err := market.SaveTemplate(ctx, 0, in, now.Add(-time.Duration(len(demo.Templates)-i)*24*time.Hour))
			if err != nil {
				return added, err
			}
			ids[i] = t.ID
			added++
		}
		if partnerID != 0 {
			for n, i := range demo.DemoPartner.InstallTemplates {
				if _, err := market.Install(ctx, partnerID, ids[i], now.Add(-time.Duration(5-n)*24*time.Hour)); err != nil {
					return added, err
				}
			}
		}
	}
	tools := success.NewStore(d)
	if ok, err := empty(ctx, d, "success_templates"); err != nil {
		return added, err
	} else if ok {
		for i, in := range demo.SuccessTemplates {
			if f := in.Validate(); f != nil {
				return added, fmt.Errorf("demo success template %q: %v", in.Title, f)
			}
			if _, err := tools.SaveTemplate(ctx, 0, in, now.Add(-time.Duration(len(demo.SuccessTemplates)-i)*24*time.Hour)); err != nil {
				return added, err
			}
			added++
		}
	}
	if ok, err := empty(ctx, d, "success_stories"); err != nil {
		return added, err
	} else if ok && partnerID != 0 {
		for _, s := range demo.Stories {
			if f := s.StoryInput.Validate(); f != nil {
				return added, fmt.Errorf("demo story %q: %v", s.Title, f)
			}
			at := now.Add(-time.Duration(s.DaysAgo) * 24 * time.Hour)
			st, err := tools.CreateStory(ctx, partnerID, s.StoryInput, at)
			if err != nil {
				return added, err
			}
			if _, err := tools.Review(ctx, st.ID, success.StatusApproved, "", at.Add(20*time.Hour)); err != nil {
				return added, err
			}
			added++
		}
	}
	return added, nil
}
