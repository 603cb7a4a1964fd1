// Package demo is the demo content `mission seed-demo` puts in an empty
// database: leads, requests, testimonials, a demo partner with its portal,
// tools, showcase, calendar and marketplace. The content is data (data/),
// stored through each domain's own store.
package demo

import (
	"context"
	"time"

	"mission/internal/config"
	"mission/internal/db"
	"mission/internal/leads"
	"mission/internal/requests"
	"mission/internal/testimonials"
)

// Seed fills empty tables of d with demo content so a fresh checkout shows
// a living site; site gives the calendar's time zone and links. A table
// that already has rows is left alone.
func Seed(ctx context.Context, d *db.DB, site config.Site, now time.Time) (int, error) {
	added, now := 0, now.UTC()

	if ok, err := empty(ctx, d, "leads"); err != nil {
		return added, err
	} else if ok {
		store := leads.NewStore(d)
		for i, in := range demoLeads {
			l := in.Normalize().Lead(now.Add(-time.Duration(len(demoLeads)-i) * 19 * time.Hour))
			if err := store.Insert(ctx, &l); err != nil {
				return added, err
			}
			added++
		}
	}

	if ok, err := empty(ctx, d, "public_requests"); err != nil {
		return added, err
	} else if ok {
		store := requests.NewStore(d)
		for i, d := range demoRequests {
			r, err := store.Create(ctx, d.in, now.Add(-time.Duration(len(demoRequests)-i)*31*time.Hour))
			if err != nil {
				return added, err
			}
			// Demo votes come with demo voters, so counts and vote rows agree.
			for v := range d.votes {
				if _, _, err := store.Vote(ctx, r.ID, "demo-voter-"+string(rune('a'+v%26))+string(rune('a'+v/26)), "", 0, now); err != nil {
					return added, err
				}
			}
			for _, to := range d.moves {
				if _, err := store.Move(ctx, r.ID, to, now); err != nil {
					return added, err
				}
			}
			added++
		}
	}

	if ok, err := empty(ctx, d, "personal_testimonials"); err != nil {
		return added, err
	} else if ok {
		store := testimonials.NewStore(d)
		for i, d := range demoTestimonials {
			t, err := store.Create(ctx, d.in, now.Add(-time.Duration(len(demoTestimonials)-i)*50*time.Hour))
			if err != nil {
				return added, err
			}
			for _, to := range d.moves {
				if _, err := store.Move(ctx, t.ID, to, now); err != nil {
					return added, err
				}
			}
			added++
		}
	}
	// The partner's tools and marketplace go to the demo partner, so it
	// comes first.
	for _, part := range []func() (int, error){
		func() (int, error) { return seedPartner(ctx, d, now) },
		func() (int, error) { return seedTools(ctx, d, now) },
		func() (int, error) { return seedLive(ctx, d, site, now) },
		func() (int, error) { return seedMarketplace(ctx, d, now) },
	} {
		n, err := part()
		added += n
		if err != nil {
			return added, err
		}
	}
	return added, nil
}

// empty says whether table has no rows yet.
func empty(ctx context.Context, d *db.DB, table string) (bool, error) {
	var n int
	err := d.QueryRow(ctx, "SELECT COUNT(*) FROM "+table).Scan(&n)
	return n == 0, err
}

var demoLeads = []leads.Input{
	{Name: "Maria Lopez", Email: "maria@lopezdental.example", Phone: "+1 512 555 0142", Company: "Lopez Family Dental", AudienceType: "business-owner", BusinessChallenge: "We miss calls at lunch and after 5pm, and every missed call is a lost patient.", Source: "ai_agency_partnership_claim", Attribution: leads.Attribution{UTMSource: "google", UTMMedium: "cpc", UTMCampaign: "dental-ai"}},
	{Name: "James Carter", Email: "james.carter@example.com", Phone: "(646) 555-0199", AudienceType: "entrepreneur", BusinessChallenge: "I want to leave my 9-5 and build an AI agency for local trades.", Source: "ai_agency_partnership_claim"},
	{Name: "Priya Natarajan", Email: "priya@northbeam.example", Phone: "+44 20 7946 0958", Company: "Northbeam Ventures", AudienceType: "investor", BusinessChallenge: "Looking at AI services businesses with recurring revenue.", Source: "ai_agency_partnership_claim", Attribution: leads.Attribution{Referrer: "https://www.linkedin.com/"}},
	{Name: "Derek Owens", Email: "derek@owensroofing.example", Phone: "+1 214 555 0110", Company: "Owens Roofing", BusinessChallenge: "I run a roofing crew and want to white-label AI phone agents for contractors.", Source: "partner_licensing_application"},
	{Name: "Toolkit Download Request", Email: "sam.reed@example.com", BusinessChallenge: "Requested the business growth roadmap toolkit", Source: "toolkit_download"},
}

type demoRequest struct {
	in    requests.Input
	votes int
	moves []string
}

var demoRequests = []demoRequest{
	{requests.Input{Type: "feature", Title: "Google Calendar sync for the phone agent", Description: "Let the AI receptionist book straight into Google Calendar, with buffer times between appointments and the caller's notes on the event.", SubmittedBy: "Maria L."}, 14, []string{"in_progress"}},
	{requests.Input{Type: "feature", Title: "Spanish-speaking voice agent", Description: "Half of our callers prefer Spanish. An agent that detects the language and switches would double what we can answer.", SubmittedBy: "Carlos R."}, 11, nil},
	{requests.Input{Type: "idea", Title: "Template pack for HVAC companies", Description: "Ready-made call scripts, FAQ answers and follow-up sequences for heating and cooling businesses, so partners can launch in a day."}, 6, []string{"todo", "in_progress", "done"}},
	{requests.Input{Type: "bug", Title: "Chat widget overlaps cookie banner on phones", Description: "On small screens the chat bubble sits on top of the cookie consent buttons, so visitors cannot accept or decline.", SubmittedBy: "Priya N."}, 4, nil},
	{requests.Input{Type: "feature", Title: "Weekly ROI email for clients", Description: "A Monday email to each client with calls answered, appointments booked and hours saved last week, branded with the partner's logo."}, 7, []string{"todo"}},
	{requests.Input{Type: "idea", Title: "Live build session on review automation", Description: "Show how to ask every happy customer for a Google review automatically, and route unhappy ones to the owner first.", SubmittedBy: "Derek O."}, 2, nil},
}

type demoTestimonial struct {
	in    testimonials.Input
	moves []string
}

var demoTestimonials = []demoTestimonial{
	{testimonials.Input{Name: "Maria Lopez", Role: "Owner", Company: "Lopez Family Dental", Relationship: "Client", Category: "results", Rating: stars(5), Testimonial: "The phone agent answered 212 calls in its first month, including 61 after hours. Those used to go to voicemail and most never called back. It paid for itself in the second week."}, []string{"approved", "featured"}},
	{testimonials.Input{Name: "James Carter", Role: "Founder", Company: "Carter AI Studio", Relationship: "Mentee", Category: "leadership", Rating: stars(5), Testimonial: "I came in with a 9-5 and an idea. The playbooks and the weekly calls got me to three paying clients in ten weeks, and I never felt like I was guessing."}, []string{"approved"}},
	{testimonials.Input{Name: "Aisha Bello", Role: "Operations Manager", Company: "Brightside Property Group", Relationship: "Collaborator", Category: "communication", Rating: stars(4), Testimonial: "Clear about what AI can and cannot do, fast to answer questions, and honest about timelines. Our tenant enquiries are now triaged before anyone opens the inbox."}, []string{"approved"}},
	{testimonials.Input{Name: "Tom Becker", Role: "Director", Company: "Becker HVAC", Relationship: "Client", Category: "reliability", Rating: stars(5), Testimonial: "Every follow-up now goes out on time. Quotes that used to sit for days get a reply within the hour."}, nil},
}

func stars(n int) *int { return &n }
