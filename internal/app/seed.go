package app

import (
	"context"
	"time"

	"mission/internal/leads"
)

// SeedDemo fills an empty database with demo content so a fresh checkout
// shows a living site. It adds nothing to a database that already has data.
func SeedDemo(ctx context.Context, a *App) (int, error) {
	var n int
	if err := a.DB.QueryRow(ctx, "SELECT COUNT(*) FROM leads").Scan(&n); err != nil {
		return 0, err
	}
	if n > 0 {
		return 0, nil
	}
	store := leads.NewStore(a.DB)
	now := time.Now().UTC()
	added := 0
	for i, in := range demoLeads {
		in = in.Normalize()
		l := in.Lead(now.Add(-time.Duration(i*19) * time.Hour))
		if err := store.Insert(ctx, &l); err != nil {
			return added, err
		}
		added++
	}
	return added, nil
}

var demoLeads = []leads.Input{
	{Name: "Maria Lopez", Email: "maria@lopezdental.example", Phone: "+1 512 555 0142", Company: "Lopez Family Dental", AudienceType: "business-owner", BusinessChallenge: "We miss calls at lunch and after 5pm, and every missed call is a lost patient.", Source: "ai_agency_partnership_claim", Attribution: leads.Attribution{UTMSource: "google", UTMMedium: "cpc", UTMCampaign: "dental-ai"}},
	{Name: "James Carter", Email: "james.carter@example.com", Phone: "(646) 555-0199", AudienceType: "entrepreneur", BusinessChallenge: "I want to leave my 9-5 and build an AI agency for local trades.", Source: "ai_agency_partnership_claim"},
	{Name: "Priya Natarajan", Email: "priya@northbeam.example", Phone: "+44 20 7946 0958", Company: "Northbeam Ventures", AudienceType: "investor", BusinessChallenge: "Looking at AI services businesses with recurring revenue.", Source: "ai_agency_partnership_claim", Attribution: leads.Attribution{Referrer: "https://www.linkedin.com/"}},
	{Name: "Derek Owens", Email: "derek@owensroofing.example", Phone: "+1 214 555 0110", Company: "Owens Roofing", BusinessChallenge: "I run a roofing crew and want to white-label AI phone agents for contractors.", Source: "partner_licensing_application"},
	{Name: "Growth Toolkit Request", Email: "sam.reed@example.com", BusinessChallenge: "Requested the business growth roadmap toolkit", Source: "toolkit_download"},
}
