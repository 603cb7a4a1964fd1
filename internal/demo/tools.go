package demo

import (
	"context"
	"database/sql"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"mission/internal/input"
	"mission/internal/money"
	"mission/internal/portal"
	"time"

	"mission/internal/community"
	"mission/internal/db"
	"mission/internal/revenue"
)

//go:embed data/tools.json
var demoToolsJSON []byte

type demoTools struct {
	Ideas []struct {
		community.IdeaInput
		Mine       bool   `json:"mine"`
		ProposedBy string `json:"proposedBy"`
		Votes      int    `json:"votes"`
		DaysAgo    int    `json:"daysAgo"`
		Status     string `json:"status"`
	} `json:"ideas"`
	Subscriptions []struct {
		Client             string       `json:"client"`
		ProductName        string       `json:"productName"`
		PlanType           string       `json:"planType"`
		MonthlyValue       money.Amount `json:"monthlyValue"`
		StartMonthsAgo     int          `json:"startMonthsAgo"`
		Status             string       `json:"status"`
		CancellationReason string       `json:"cancellationReason"`
	} `json:"subscriptions"`
}

// seedTools fills the demo partner's Community Hub and Revenue
// Dashboard: ideas from the wider community (whose voters are members
// outside this database, so their counts stand without vote rows), client
// subscriptions, and a year of monthly retainer payments from them. It
// does nothing without the demo partner or once any idea exists.
func seedTools(ctx context.Context, d *db.DB, now time.Time) (int, error) {
	var partner int64
	err := d.QueryRow(ctx, "SELECT id FROM partners WHERE is_demo = TRUE ORDER BY id LIMIT 1").Scan(&partner)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	var ideas int
	if err == nil {
		err = d.QueryRow(ctx, "SELECT COUNT(*) FROM product_votes").Scan(&ideas)
	}
	if err != nil || ideas > 0 {
		return 0, err
	}
	var demo demoTools
	if err := json.Unmarshal(demoToolsJSON, &demo); err != nil {
		return 0, fmt.Errorf("demo tools data: %w", err)
	}
	added := 0
	err = d.Write(ctx, func(tx *db.Tx) error {
		for _, i := range demo.Ideas {
			if f := i.Validate(); f != nil {
				return fmt.Errorf("demo idea %q: %v", i.Idea, f)
			}
			at := now.AddDate(0, 0, -i.DaysAgo).UTC()
			var owner any
			by := i.ProposedBy
			if i.Mine {
				owner = partner
				if err := tx.QueryRow(ctx, "SELECT company_name FROM partners WHERE id = ?", partner).Scan(&by); err != nil {
					return err
				}
			}
			var changed any
			if i.Status != "proposed" {
				changed = at.Add(72 * time.Hour)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO product_votes (partner_id, product_idea, description, category, target_market,
				estimated_development_time, status, votes, priority_score, proposed_by, created_at, updated_at, status_changed_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`, owner, i.Idea, i.Description, i.Category, i.TargetMarket, i.DevelopmentTime,
				i.Status, i.Votes, by, at, at, changed); err != nil {
				return err
			}
			added++
		}
		return nil
	})
	if err != nil {
		return added, err
	}

	store, work := revenue.NewStore(d), portal.NewStore(d)
	clients, err := work.Clients(ctx, partner)
	if err != nil {
		return added, err
	}
	byName := map[string]int64{}
	for _, c := range clients {
		byName[c.Name] = c.ID
	}
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	for _, s := range demo.Subscriptions {
		client, ok := byName[s.Client]
		if !ok {
			return added, fmt.Errorf("demo subscription: no client %q", s.Client)
		}
		start := month.AddDate(0, -s.StartMonthsAgo, 0)
		in := revenue.SubscriptionInput{ClientID: &client, ProductName: s.ProductName, PlanType: s.PlanType, MonthlyValue: s.MonthlyValue,
			StartDate: input.Date{Time: &start}}
		if f := in.Validate(); f != nil {
			return added, fmt.Errorf("demo subscription: %v", f)
		}
		sub, err := store.Record(ctx, partner, in, start)
		if err != nil {
			return added, err
		}
		added++
		// One retainer payment a month since the start: paid, but for
		// the latest, which waits for the month's payout.
		end := month
		if s.Status == "cancelled" {
			end = month.AddDate(0, -2, 0)
			if _, err := store.Update(ctx, partner, sub.ID, revenue.SubscriptionUpdate{Status: "cancelled",
				CancellationReason: s.CancellationReason}, end); err != nil {
				return added, err
			}
		}
		for m := start; m.Before(end); m = m.AddDate(0, 1, 0) {
			day := m.AddDate(0, 0, 2)
			status := "paid"
			if !m.Before(month.AddDate(0, -1, 0)) {
				status = "pending"
			}
			pay := portal.PaymentInput{Amount: s.MonthlyValue, ReceivedAt: input.Date{Time: &day}, Status: status,
				Description: s.ProductName + " retainer, " + m.Format("January 2006")}
			if _, err := work.RecordPayment(ctx, partner, pay, day); err != nil {
				return added, err
			}
		}
	}
	return added, nil
}
