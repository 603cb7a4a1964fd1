package quotes

import (
	"encoding/json"
	"testing"

	"mission/internal/money"
)

func line(qty string, unit int64) Line {
	q, ok := ParseQuantity(qty)
	if !ok {
		panic(qty)
	}
	return Line{Description: "x", Quantity: q, UnitPriceCents: unit}
}

// The one rounding rule: each line to the cent (half a cent up), the
// discount before tax, the tax to the cent the same way.
func TestTotals(t *testing.T) {
	for _, c := range []struct {
		name                 string
		lines                []Line
		discount, rate       int64
		subtotal, tax, total int64
	}{
		{"one line", []Line{line("2", 15000)}, 0, 0, 30000, 0, 30000},
		{"a fractional quantity", []Line{line("1.5", 9999)}, 0, 0, 14999, 0, 14999},         // 14998.5 rounds up
		{"just under half a cent", []Line{line("0.33", 101)}, 0, 0, 33, 0, 33},              // 33.33
		{"half a cent of tax", []Line{line("1", 1000)}, 0, 825, 1000, 83, 1083},             // 82.5 rounds up
		{"a discount before tax", []Line{line("3", 10000)}, 5000, 1000, 30000, 2500, 27500}, // (300-50)*10%
		{"the whole subtotal off", []Line{line("1", 999)}, 999, 2000, 999, 0, 0},
		{"a free line", []Line{line("4", 0), line("1", 1)}, 0, 5000, 1, 1, 2}, // 0.5 rounds up
		{"tax at 100%", []Line{line("1", 1234)}, 0, 10000, 1234, 1234, 2468},
	} {
		lines, got, err := Compute(c.lines, c.discount, c.rate)
		if err != nil || got.Subtotal != c.subtotal || got.Tax != c.tax || got.Total != c.total {
			t.Errorf("%s: %+v %v, want subtotal %d tax %d total %d", c.name, got, err, c.subtotal, c.tax, c.total)
		}
		var sum int64
		for _, l := range lines {
			sum += l.AmountCents
		}
		if sum != got.Subtotal {
			t.Errorf("%s: the lines add to %d, the subtotal is %d", c.name, sum, got.Subtotal)
		}
	}
}

// Ten thousand lines of a third of a cent's rounding each add up line by
// line, and amounts past the largest the site keeps are refused.
func TestTotalsAtScale(t *testing.T) {
	lines := make([]Line, 10_000)
	for i := range lines {
		lines[i] = line("0.33", 1) // 0.33 cents: each line rounds to 0
		if i%2 == 1 {
			lines[i] = line("1.5", 3) // 4.5 cents: each rounds to 5
		}
	}
	_, got, err := Compute(lines, 0, 725)
	if err != nil || got.Subtotal != 5000*5 || got.Tax != 1813 || got.Total != 26813 { // 25000 * 7.25% = 1812.5
		t.Fatalf("10,000 lines: %+v %v", got, err)
	}
	if _, _, err := Compute([]Line{line("1000000", money.MaxCents)}, 0, 0); err == nil {
		t.Fatal("a line past the largest amount")
	}
	if _, _, err := Compute([]Line{line("1", money.MaxCents), line("1", 1)}, 0, 0); err == nil {
		t.Fatal("a subtotal past the largest amount")
	}
	if _, _, err := Compute([]Line{line("1", money.MaxCents)}, 0, 10000); err == nil {
		t.Fatal("a total past the largest amount")
	}
}

func TestQuantitiesAndRates(t *testing.T) {
	for in, want := range map[string]int64{"1": 100, "1.5": 150, "0.25": 25, "1000000": 100_000_000, "2.50": 250} {
		if got, ok := ParseQuantity(in); !ok || got != want {
			t.Errorf("quantity %q: %d %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "0", "0.00", "-1", "1.234", "1e3", "1,5", " 1", "1000000.01", "abc"} {
		if _, ok := ParseQuantity(bad); ok {
			t.Errorf("quantity %q accepted", bad)
		}
	}
	for h, want := range map[int64]string{100: "1", 150: "1.5", 25: "0.25", 1005: "10.05"} {
		if got := FormatQuantity(h); got != want {
			t.Errorf("format %d: %q", h, got)
		}
	}
	for in, want := range map[string]int64{"": 0, "0": 0, "8.25": 825, "100": 10000, "7.5": 750} {
		if got, ok := ParseRate(in); !ok || got != want {
			t.Errorf("rate %q: %d %v", in, got, ok)
		}
	}
	for _, bad := range []string{"100.01", "-1", "8.255", "eight"} {
		if _, ok := ParseRate(bad); ok {
			t.Errorf("rate %q accepted", bad)
		}
	}
	raw, _ := json.Marshal(line("2.5", 1999))
	var back Line
	if err := json.Unmarshal(raw, &back); err != nil || back.Quantity != 250 || string(raw) != `{"description":"x","quantity":"2.5","unitPriceCents":1999,"amountCents":0}` {
		t.Fatalf("a kept line: %s %+v %v", raw, back, err)
	}
}

func TestInputCheck(t *testing.T) {
	price := func(s string) money.Amount {
		var a money.Amount
		json.Unmarshal([]byte(`"`+s+`"`), &a)
		return a
	}
	in := Input{LineItems: []LineInput{{Description: "Build", Quantity: "10", UnitPrice: price("150")}}, Discount: price("100"), TaxRate: "10",
		ValidUntil: "2026-12-31"}
	c, f := in.Check()
	if f != nil || c.Totals.Total != 154000 || c.Currency != "USD" {
		t.Fatalf("a good quote: %+v %v", c.Totals, f)
	}
	bad := Input{LineItems: []LineInput{{Quantity: "0", UnitPrice: price("-5")}}, Discount: price("x"), TaxRate: "101", Currency: "XYZ", ValidUntil: "soon"}
	_, f = bad.Check()
	for _, field := range []string{"lineItems.0.description", "lineItems.0.quantity", "lineItems.0.unitPrice", "discount", "taxRate", "currency", "validUntil"} {
		if f[field] == "" {
			t.Errorf("%s not refused: %v", field, f)
		}
	}
	over := in
	over.Discount = price("2000")
	if _, f := over.Check(); f["discount"] == "" {
		t.Error("a discount above the subtotal")
	}
	if _, f := (Input{ValidUntil: "2026-12-31"}).Check(); f["lineItems"] == "" {
		t.Error("a quote without lines")
	}
}
