package revenue

import (
	"testing"
	"time"
)

func TestParseRange(t *testing.T) {
	now := time.Date(2026, 11, 23, 15, 0, 0, 0, time.UTC)
	r, f := ParseRange("", "", now)
	if f != nil || r.From.Format("2006-01") != "2025-12" || r.To.Format("2006-01") != "2026-11" || r.Months() != 12 {
		t.Fatalf("default range: %v %v (%d months)", r, f, r.Months())
	}
	if r, _ := ParseRange("", "2026-02", now); r.From.Format("2006-01") != "2025-03" {
		t.Errorf("to alone: from %s", r.From.Format("2006-01"))
	}
	if r, f := ParseRange("2021-12", "2026-11", now); f != nil || r.Months() != 60 {
		t.Errorf("five years: %v %d", f, r.Months())
	}
	for _, c := range [][2]string{{"2021-11", "2026-11"}, {"2026-05", "2026-04"}, {"2026-13", ""}, {"26-01", ""}, {"2026-01-01", ""}} {
		if _, f := ParseRange(c[0], c[1], now); f == nil {
			t.Errorf("%v accepted", c)
		}
	}
}

func TestSeriesFillsEmptyMonthsAndAddsUp(t *testing.T) {
	r := Range{From: time.Date(2025, 11, 1, 0, 0, 0, 0, time.UTC), To: time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC)}
	months, totals := series(r, map[string]Month{
		"2025-12": {Month: "2025-12", GrossCents: 10001, PartnerCents: 8001, PlatformCents: 2000, Payments: 1},
		"2026-02": {Month: "2026-02", GrossCents: 5, PartnerCents: 4, PlatformCents: 1, Payments: 2},
		"2027-01": {Month: "2027-01", GrossCents: 999}, // outside the range
	})
	want := []string{"2025-11", "2025-12", "2026-01", "2026-02"}
	if len(months) != len(want) {
		t.Fatalf("months: %+v", months)
	}
	for i, m := range months {
		if m.Month != want[i] {
			t.Errorf("month %d = %s, want %s", i, m.Month, want[i])
		}
	}
	if months[0].GrossCents != 0 || months[2].Payments != 0 {
		t.Errorf("empty months not zero: %+v", months)
	}
	if totals != (Totals{GrossCents: 10006, PartnerCents: 8005, PlatformCents: 2001, Payments: 3}) {
		t.Errorf("totals: %+v", totals)
	}
}

func TestRecurringSplitsEverySubscriptionWithoutLosingACent(t *testing.T) {
	subs := []Subscription{
		{ProductName: "Voice agent", MonthlyValueCents: 29999, Status: "active"},
		{ProductName: "Voice agent", MonthlyValueCents: 1, Status: "active"},
		{ProductName: "Review bot", MonthlyValueCents: 9750, Status: "active"},
		{ProductName: "Review bot", MonthlyValueCents: 5000, Status: "cancelled"},
		{ProductName: "Chat", MonthlyValueCents: 100, Status: "paused"},
	}
	rec := recurring(subs, 83)
	if rec.Active != 3 || rec.MRRCents != 39750 {
		t.Fatalf("recurring: %+v", rec)
	}
	var partner, parts int64
	for _, p := range rec.ByProduct {
		partner += p.PartnerCents
		parts += p.MRRCents
	}
	if parts != rec.MRRCents || partner != rec.PartnerMRRCents {
		t.Errorf("products do not add up: %+v", rec)
	}
	if rec.ByProduct[0].Product != "Voice agent" || rec.ByProduct[0].Active != 2 || rec.ByProduct[0].MRRCents != 30000 {
		t.Errorf("by product: %+v", rec.ByProduct)
	}
	// 29999 * 83% = 24899.17 -> 24899; 1 * 83% = 0.83 -> 1; 9750 * 83% = 8092.5 -> 8093
	if rec.PartnerMRRCents != 24899+1+8093 {
		t.Errorf("partner share %d", rec.PartnerMRRCents)
	}
}
