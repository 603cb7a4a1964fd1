package automations

import (
	"fmt"
	"strconv"
	"strings"
)

// Price is what a model costs, in US dollars per million tokens.
type Price struct{ Input, Output float64 }

// Prices are the configured models' prices (AI_PRICES); a model not in them
// has an unknown cost, shown as such rather than as zero.
type Prices map[string]Price

// ParsePrices reads "model=input/output,..." in dollars per million
// tokens: "gpt-4o-mini=0.15/0.60,gpt-5-mini=0.25/2.00".
func ParsePrices(s string) (Prices, error) {
	out := Prices{}
	for item := range strings.SplitSeq(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		model, pair, ok := strings.Cut(item, "=")
		in, outPrice, ok2 := strings.Cut(pair, "/")
		i, err1 := strconv.ParseFloat(strings.TrimSpace(in), 64)
		o, err2 := strconv.ParseFloat(strings.TrimSpace(outPrice), 64)
		model = strings.TrimSpace(model)
		if !ok || !ok2 || model == "" || err1 != nil || err2 != nil || i < 0 || o < 0 || i > 1e6 || o > 1e6 {
			return nil, fmt.Errorf("%q is not model=input/output in dollars per million tokens", item)
		}
		out[model] = Price{Input: i, Output: o}
	}
	return out, nil
}

// Cost is what a call to model with these token counts cost, or nil when
// the model has no price.
func (p Prices) Cost(model string, prompt, completion int) *float64 {
	price, ok := p[model]
	if !ok {
		return nil
	}
	c := (float64(prompt)*price.Input + float64(completion)*price.Output) / 1e6
	return &c
}
