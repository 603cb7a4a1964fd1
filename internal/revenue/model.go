// Package revenue holds the partners' Revenue Dashboard: monthly figures
// from the payments staff record, and the recurring revenue of the client
// subscriptions staff record beside them. Money is integer cents.
package revenue

import (
	"fmt"
	"slices"
	"time"
	"unicode/utf8"

	"mission/internal/input"
	"mission/internal/money"
	"mission/internal/partners"
)

// Month is one calendar month (UTC) of payments received.
type Month struct {
	Month         string `json:"month"` // YYYY-MM
	GrossCents    int64  `json:"grossCents"`
	PartnerCents  int64  `json:"partnerShareCents"`
	PlatformCents int64  `json:"platformShareCents"`
	Payments      int    `json:"payments"`
}

// Totals add up the months of a range.
type Totals struct {
	GrossCents    int64 `json:"grossCents"`
	PartnerCents  int64 `json:"partnerShareCents"`
	PlatformCents int64 `json:"platformShareCents"`
	Payments      int   `json:"payments"`
}

// Payouts are the partner's shares of a range's payments, by payout status.
type Payouts struct {
	PendingCents int64 `json:"pendingCents"`
	PendingCount int   `json:"pendingCount"`
	PaidCents    int64 `json:"paidCents"`
	PaidCount    int   `json:"paidCount"`
}

// ProductMRR is the recurring revenue of one product's active subscriptions.
type ProductMRR struct {
	Product      string `json:"product"`
	Active       int    `json:"activeSubscriptions"`
	MRRCents     int64  `json:"mrrCents"`
	PartnerCents int64  `json:"partnerShareCents"`
}

// Recurring is the monthly recurring revenue of active subscriptions today.
type Recurring struct {
	MRRCents        int64        `json:"mrrCents"`
	PartnerMRRCents int64        `json:"partnerShareCents"`
	Active          int          `json:"activeSubscriptions"`
	ByProduct       []ProductMRR `json:"byProduct"`
}

// Dashboard is everything the Revenue Dashboard shows for a range.
type Dashboard struct {
	SharePercent  int            `json:"revenueSharePercentage"`
	From          string         `json:"from"`
	To            string         `json:"to"`
	Months        []Month        `json:"months"`
	Totals        Totals         `json:"totals"`
	Payouts       Payouts        `json:"payouts"`
	Recurring     Recurring      `json:"recurring"`
	Subscriptions []Subscription `json:"subscriptions"`
}

// Subscription is a client's subscription to a product the partner sold.
type Subscription struct {
	ID                 int64      `json:"id"`
	ClientID           *int64     `json:"clientId"`
	ClientName         string     `json:"clientName"`
	ProductName        string     `json:"productName"`
	PlanType           string     `json:"planType"`
	MonthlyValueCents  int64      `json:"monthlyValueCents"`
	PartnerShareCents  int64      `json:"partnerShareCents"`
	Status             string     `json:"status"`
	StartDate          *time.Time `json:"startDate"`
	CancellationDate   *time.Time `json:"cancellationDate"`
	CancellationReason string     `json:"cancellationReason"`
	CreatedAt          time.Time  `json:"createdAt"`
}

// Statuses a subscription can be in.
var Statuses = []string{"active", "paused", "cancelled"}

// SubscriptionInput is what staff record.
type SubscriptionInput struct {
	ClientID     *int64       `json:"clientId"`
	ProductName  string       `json:"productName"`
	PlanType     string       `json:"planType"`
	MonthlyValue money.Amount `json:"monthlyValue"`
	StartDate    input.Date   `json:"startDate"`
	Status       string       `json:"status"`
}

// Cents is the monthly value, once validated.
func (in SubscriptionInput) Cents() int64 { return in.MonthlyValue.Cents }

const (
	maxMonthlyCents = 10_000_000_00
	maxProduct      = 120
	maxPlan         = 60
	maxReason       = 500
)

// Limits are the lengths the staff's subscription forms may send, published
// to the web app; months is the longest range the dashboard shows.
var Limits = map[string]int{"productName": maxProduct, "planType": maxPlan, "cancellationReason": maxReason, "months": MaxMonths,
	"monthlyValueCents": maxMonthlyCents}

// Validate returns a message per invalid field, or nil.
func (in SubscriptionInput) Validate() map[string]string {
	f := input.Fields{}
	if n := utf8.RuneCountInString(in.ProductName); n < 1 || n > maxProduct {
		f["productName"] = "Please enter the product (up to 120 characters)."
	}
	if utf8.RuneCountInString(in.PlanType) > maxPlan {
		f["planType"] = "Keep the plan under 60 characters."
	}
	if m := in.MonthlyValue.Check(1, maxMonthlyCents); m != "" {
		f["monthlyValue"] = m
	}
	if in.StartDate.Invalid || in.StartDate.Time == nil {
		f["startDate"] = "Please choose the start date."
	}
	if in.Status == "" {
		in.Status = "active"
	}
	if !slices.Contains(Statuses, in.Status) {
		f["status"] = "Status is active, paused or cancelled."
	}
	return f.Result()
}

// SubscriptionUpdate changes a subscription's status, value or reason.
type SubscriptionUpdate struct {
	Status             string        `json:"status"`
	MonthlyValue       *money.Amount `json:"monthlyValue"`
	CancellationReason string        `json:"cancellationReason" text:"multiline"`
}

// Validate returns a message per invalid field, or nil.
func (in SubscriptionUpdate) Validate() map[string]string {
	f := input.Fields{}
	if !slices.Contains(Statuses, in.Status) {
		f["status"] = "Status is active, paused or cancelled."
	}
	if in.MonthlyValue != nil {
		if m := in.MonthlyValue.Check(1, maxMonthlyCents); m != "" {
			f["monthlyValue"] = m
		}
	}
	if utf8.RuneCountInString(in.CancellationReason) > maxReason {
		f["cancellationReason"] = "Keep the reason under 500 characters."
	}
	return f.Result()
}

// MaxMonths bounds a range: five years of months.
const MaxMonths = 60

// DefaultMonths is the range the dashboard opens on, ending with this
// month; the portal's dashboard shows the same range's share.
const DefaultMonths = 12

// Range is a span of whole months, both ends included.
type Range struct{ From, To time.Time }

// LastMonths is the n months ending with now's month.
func LastMonths(now time.Time, n int) Range {
	to := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	return Range{From: to.AddDate(0, -(n - 1), 0), To: to}
}

// ParseRange reads from and to (YYYY-MM); either may be empty, and the
// default is the last 12 months to now.
func ParseRange(from, to string, now time.Time) (Range, map[string]string) {
	r := LastMonths(now, DefaultMonths)
	f := map[string]string{}
	parse := func(name, s string, dst *time.Time) {
		if s == "" {
			return
		}
		t, err := time.Parse("2006-01", s)
		if err != nil || t.Year() < 2000 || t.Year() > 2100 {
			f[name] = "Use a month written as YYYY-MM."
			return
		}
		*dst = t
	}
	if to != "" && from == "" {
		parse("to", to, &r.To)
		r.From = r.To.AddDate(0, -(DefaultMonths - 1), 0)
	} else {
		parse("from", from, &r.From)
		parse("to", to, &r.To)
	}
	if len(f) == 0 {
		switch n := r.Months(); {
		case n < 1:
			f["from"] = "The range must start on or before its end."
		case n > MaxMonths:
			f["from"] = fmt.Sprintf("Choose at most %d months.", MaxMonths)
		}
	}
	if len(f) > 0 {
		return r, f
	}
	return r, nil
}

// Months counts the months of the range.
func (r Range) Months() int {
	return (r.To.Year()-r.From.Year())*12 + int(r.To.Month()) - int(r.From.Month()) + 1
}

// End is the first instant after the range.
func (r Range) End() time.Time { return r.To.AddDate(0, 1, 0) }

// series lays rows out on every month of the range, with zeros for the
// months that had no payment.
func series(r Range, rows map[string]Month) ([]Month, Totals) {
	out := make([]Month, 0, r.Months())
	var t Totals
	for m := r.From; !m.After(r.To); m = m.AddDate(0, 1, 0) {
		key := m.Format("2006-01")
		row, ok := rows[key]
		if !ok {
			row = Month{Month: key}
		}
		out = append(out, row)
		t.GrossCents += row.GrossCents
		t.PartnerCents += row.PartnerCents
		t.PlatformCents += row.PlatformCents
		t.Payments += row.Payments
	}
	return out, t
}

// recurring sums active subscriptions by product, splitting each by the
// partner's share so that the parts add up to the whole, cent for cent.
func recurring(subs []Subscription, share int) Recurring {
	rec := Recurring{ByProduct: []ProductMRR{}}
	index := map[string]int{}
	for _, s := range subs {
		if s.Status != "active" {
			continue
		}
		mine, _ := partners.Split(s.MonthlyValueCents, share)
		rec.Active++
		rec.MRRCents += s.MonthlyValueCents
		rec.PartnerMRRCents += mine
		i, ok := index[s.ProductName]
		if !ok {
			i = len(rec.ByProduct)
			index[s.ProductName] = i
			rec.ByProduct = append(rec.ByProduct, ProductMRR{Product: s.ProductName})
		}
		p := &rec.ByProduct[i]
		p.Active++
		p.MRRCents += s.MonthlyValueCents
		p.PartnerCents += mine
	}
	slices.SortStableFunc(rec.ByProduct, func(a, b ProductMRR) int {
		if a.MRRCents != b.MRRCents {
			if a.MRRCents > b.MRRCents {
				return -1
			}
			return 1
		}
		return 0
	})
	return rec
}
