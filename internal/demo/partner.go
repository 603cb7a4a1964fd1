package demo

import (
	"context"
	"database/sql"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"mission/internal/clientportal"
	"mission/internal/input"
	"mission/internal/money"
	"mission/internal/portal"
	"mission/internal/quotes"
	"time"

	"mission/internal/db"
	"mission/internal/partners"
)

// PartnerPassword signs in the demo partner that `mission seed-demo`
// makes. It is public on purpose: the login page offers it as Fill Demo
// Credentials while the demo partner exists.
const PartnerPassword = "northstar-demo-2027"

//go:embed data/partner.json
var demoPartnerJSON []byte

type demoPartner struct {
	Partner  partners.PartnerInput `json:"partner"`
	Clients  []portal.ClientInput  `json:"clients"`
	Projects []struct {
		Client      int          `json:"client"`
		Title       string       `json:"title"`
		Description string       `json:"description"`
		Budget      money.Amount `json:"budget"`
		Status      string       `json:"status"`
		DueInDays   int          `json:"dueInDays"`
		Milestones  []struct {
			Title       string `json:"title"`
			Status      string `json:"status"`
			Percent     int    `json:"percent"`
			DaysFromNow *int   `json:"daysFromNow"`
			Visible     *bool  `json:"visible"`
		} `json:"milestones"`
		Deliverables []struct {
			Title   string `json:"title"`
			Type    string `json:"type"`
			Link    string `json:"link"`
			Status  string `json:"status"`
			Visible bool   `json:"visible"`
		} `json:"deliverables"`
	} `json:"projects"`
	Links []struct {
		Client        int   `json:"client"`
		Projects      []int `json:"projects"`
		ExpiresInDays int   `json:"expiresInDays"`
		Inactive      bool  `json:"inactive"`
	} `json:"links"`
	// Quotes are made as drafts, then sent and answered through the
	// client's link as the status says.
	Quotes []struct {
		Project     int    `json:"project"`
		Status      string `json:"status"`
		AcceptedBy  string `json:"acceptedBy"`
		ValidInDays int    `json:"validInDays"`
		quotes.Input
		Lines []quotes.LineInput `json:"lines"`
	} `json:"quotes"`
	Ratings []struct {
		Client   int    `json:"client"`
		Project  int    `json:"project"`
		Rating   int    `json:"rating"`
		Comment  string `json:"comment"`
		HoursAgo int    `json:"hoursAgo"`
	} `json:"ratings"`
	Messages []struct {
		Client   int    `json:"client"`
		Project  int    `json:"project"`
		From     string `json:"from"`
		Subject  string `json:"subject"`
		Message  string `json:"message"`
		HoursAgo int    `json:"hoursAgo"`
		Read     bool   `json:"read"`
	} `json:"messages"`
	Payments []struct {
		Project     int          `json:"project"`
		Amount      money.Amount `json:"amount"`
		DaysAgo     int          `json:"daysAgo"`
		Status      string       `json:"status"`
		Description string       `json:"description"`
	} `json:"payments"`
}

// seedPartner makes the demo partner with projects in every status,
// clients, links, milestones, deliverables, messages and payments, through
// the same stores the portal uses. It does nothing once any partner exists.
func seedPartner(ctx context.Context, d *db.DB, now time.Time) (int, error) {
	var n int
	if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM partners").Scan(&n); err != nil || n > 0 {
		return 0, err
	}
	var demo demoPartner
	if err := json.Unmarshal(demoPartnerJSON, &demo); err != nil {
		return 0, fmt.Errorf("demo partner data: %w", err)
	}
	accounts, work := partners.NewAccounts(d), portal.NewStore(d)
	links := clientportal.NewStore(d, work)
	p, err := accounts.CreateActive(ctx, demo.Partner, PartnerPassword, now.Add(-90*24*time.Hour))
	if err != nil {
		return 0, err
	}
	if err := d.Write(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, "UPDATE partners SET is_demo = TRUE WHERE id = ?", p.ID)
		return err
	}); err != nil {
		return 0, err
	}
	added := 1
	day := func(days int) *time.Time { t := now.AddDate(0, 0, days).Truncate(24 * time.Hour); return &t }

	clients := make([]portal.Client, len(demo.Clients))
	for i, c := range demo.Clients {
		if clients[i], err = work.CreateClient(ctx, p.ID, c.Normalize(), now.Add(-time.Duration(80-i)*24*time.Hour)); err != nil {
			return added, err
		}
		added++
	}

	projects := make([]int64, len(demo.Projects))
	// Deliverables the data gives as approved are approved by their client,
	// through a link, once the links exist.
	type approval struct {
		client      int
		deliverable int64
	}
	var approvals []approval
	for i, pr := range demo.Projects {
		id := clients[pr.Client].ID
		in := portal.ProjectInput{Title: pr.Title, ClientID: &id, Description: pr.Description, Status: "planning",
			Deadline: input.Date{Time: day(pr.DueInDays)}, Budget: pr.Budget}
		if f := in.Validate(); f != nil {
			return added, fmt.Errorf("demo project %q: %v", pr.Title, f)
		}
		created, err := work.CreateProject(ctx, p.ID, in, now.Add(-time.Duration(60-i*7)*24*time.Hour))
		if err != nil {
			return added, err
		}
		projects[i] = created.ID
		for j, m := range pr.Milestones {
			in := portal.MilestoneInput{Title: &m.Title, Status: &m.Status, PercentComplete: &m.Percent, VisibleToClient: m.Visible}
			if m.DaysFromNow != nil {
				in.DueDate = &input.Date{Time: day(*m.DaysFromNow)}
			}
			if m.Status == "completed" {
				in.PercentComplete = nil
			}
			order := j
			in.Order = &order
			if _, err := work.AddMilestone(ctx, p.ID, created.ID, in, now.Add(-time.Duration(50-i*7)*24*time.Hour)); err != nil {
				return added, err
			}
		}
		for _, dl := range pr.Deliverables {
			status := dl.Status
			if status == "approved" {
				status = "submitted"
			}
			in := portal.DeliverableInput{Title: &dl.Title, Type: &dl.Type, Link: &dl.Link, Status: &status, VisibleToClient: &dl.Visible}
			detail, err := work.AddDeliverable(ctx, p.ID, created.ID, in, now.Add(-time.Duration(30-i*5)*24*time.Hour))
			if err != nil {
				return added, err
			}
			if dl.Status == "approved" {
				approvals = append(approvals, approval{pr.Client, detail.Deliverables[len(detail.Deliverables)-1].ID})
			}
		}
		// Statuses last, so the project lands in the state the data gives.
		if pr.Status != "planning" {
			status := pr.Status
			if _, err := work.UpdateProject(ctx, p.ID, created.ID, portal.ProjectUpdate{Status: &status}, now.Add(-time.Duration(i)*time.Hour)); err != nil {
				return added, err
			}
		}
		added++
	}

	linkOf := map[int]clientportal.Link{} // each client's first link
	for _, l := range demo.Links {
		ids := make([]int64, len(l.Projects))
		for i, pi := range l.Projects {
			ids[i] = projects[pi]
		}
		in := clientportal.LinkInput{ClientID: clients[l.Client].ID, AllowedProjectIDs: &ids}
		if l.ExpiresInDays > 0 {
			in.ExpiresAt = clientportal.Nullable{Set: true, Time: day(l.ExpiresInDays)}
		}
		link, err := links.CreateLink(ctx, p.ID, in, now.Add(-10*24*time.Hour))
		if err != nil {
			return added, err
		}
		if _, ok := linkOf[l.Client]; !ok {
			linkOf[l.Client] = link
		}
		if l.Inactive {
			off := false
			if _, err := links.UpdateLink(ctx, p.ID, link.ID, clientportal.LinkUpdate{Active: &off}); err != nil {
				return added, err
			}
		}
		added++
	}

	// What clients do goes through the client portal's own store, through
	// each client's first link, as a client would: approvals, then ratings
	// (so the Client Rating card shows the average of real rows), then
	// their messages.
	access := func(c int) clientportal.Access {
		client, link := clients[c], linkOf[c]
		return clientportal.Access{LinkID: link.ID, PartnerID: p.ID, ClientID: client.ID, ClientName: client.Name, Projects: link.AllowedProjectIDs}
	}
	for _, ap := range approvals {
		if _, err := links.ApproveDeliverable(ctx, access(ap.client), ap.deliverable, now.Add(-20*24*time.Hour)); err != nil {
			return added, fmt.Errorf("demo approval: %w", err)
		}
	}
	for _, r := range demo.Ratings {
		a := access(r.Client)
		in := clientportal.RatingInput{Rating: r.Rating, Comment: r.Comment}
		if f := in.Validate(); f != nil {
			return added, fmt.Errorf("demo rating: %v", f)
		}
		if _, err := links.Rate(ctx, a, projects[r.Project], in, now.Add(-time.Duration(r.HoursAgo)*time.Hour)); err != nil {
			return added, fmt.Errorf("demo rating: %w", err)
		}
		added++
	}

	for _, m := range demo.Messages {
		at := now.Add(-time.Duration(m.HoursAgo) * time.Hour)
		client := clients[m.Client]
		if m.From == "client" {
			msg, err := links.Reply(ctx, access(m.Client), m.Message, at)
			if err != nil {
				return added, err
			}
			if m.Read {
				if _, err := work.MarkRead(ctx, p.ID, msg.ID, at); err != nil {
					return added, err
				}
			}
		} else {
			project := projects[m.Project]
			if _, err := work.Send(ctx, p.ID, demo.Partner.ContactName, portal.MessageInput{ClientID: client.ID, ProjectID: &project,
				Subject: m.Subject, Message: m.Message}, at); err != nil {
				return added, err
			}
		}
		added++
	}

	quoteStore := quotes.NewStore(d, nil, links.LinkFor)
	for i, dq := range demo.Quotes {
		in := dq.Input
		in.LineItems, in.ValidUntil = dq.Lines, day(dq.ValidInDays).Format(time.DateOnly)
		c, f := in.Check()
		if f != nil {
			return added, fmt.Errorf("demo quote %d: %v", i, f)
		}
		at := now.Add(-time.Duration(12-i*3) * 24 * time.Hour)
		q, err := quoteStore.Create(ctx, p.ID, projects[dq.Project], c, at)
		if err != nil {
			return added, err
		}
		if dq.Status != quotes.Draft {
			if _, err := quoteStore.Send(ctx, p.ID, q.ID, at.Add(time.Hour)); err != nil {
				return added, fmt.Errorf("demo quote %d: %w", i, err)
			}
		}
		if dq.Status == quotes.Accepted {
			a := access(demo.Projects[dq.Project].Client)
			if _, err := quoteStore.Decide(ctx, q.ID, quotes.Decision{Partner: p.ID, Projects: a.Projects, Accept: true, Name: dq.AcceptedBy,
				Network: "203.0.113.24"}, at.Add(26*time.Hour)); err != nil {
				return added, fmt.Errorf("demo quote %d: %w", i, err)
			}
		}
		added++
	}

	for _, pay := range demo.Payments {
		project := projects[pay.Project]
		in := portal.PaymentInput{Amount: pay.Amount, ReceivedAt: input.Date{Time: day(-pay.DaysAgo)}, Status: pay.Status,
			ProjectID: &project, Description: pay.Description}
		if f := in.Validate(); f != nil {
			return added, fmt.Errorf("demo payment: %v", f)
		}
		if _, err := work.RecordPayment(ctx, p.ID, in, now); err != nil {
			return added, err
		}
		added++
	}
	return added, nil
}

// Credentials are the demo partner's sign-in, offered on the login page
// while the demo partner exists and is active.
type Credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// SignIn is the demo partner's sign-in, or nil when there is no active
// demo partner.
func SignIn(ctx context.Context, d *db.DB) (*Credentials, error) {
	var email string
	err := d.QueryRow(ctx, "SELECT email FROM partners WHERE is_demo = TRUE AND status = 'active' ORDER BY id LIMIT 1").Scan(&email)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &Credentials{Email: email, Password: PartnerPassword}, nil
}
