// Package quotes is the prices partners send their clients: a quote for a
// project, numbered per partner, with line items and totals the server
// computes in integer cents; sent to the client's portal, where the client
// accepts it by typing their name or declines it with a reason; expired by
// the server's clock at the end of its last valid day.
package quotes

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"mission/internal/input"
	"mission/internal/money"
)

// Statuses of a quote. A draft is the partner's alone; sending makes it
// the client's to accept or decline until it expires; a revision sent in
// its place supersedes an open one.
const (
	Draft      = "draft"
	Sent       = "sent"
	Accepted   = "accepted"
	Declined   = "declined"
	Expired    = "expired"
	Superseded = "superseded"
)

// Currencies a quote may be in; USD by default.
var Currencies = []string{"USD", "EUR", "GBP", "CAD", "AUD"}

// Rules are published to the web app (rules.json, under "quotes").
var Rules = map[string]any{"lines": MaxLines, "description": MaxDescription, "text": MaxText, "name": MaxName,
	"reason": MaxReason, "maxQuantity": MaxQuantity, "currencies": Currencies}

// Lengths and counts.
const (
	MaxLines       = 500
	MaxDescription = 500
	MaxText        = 5000
	MaxName        = 100
	MaxReason      = 1000
	// MaxQuantity bounds one line's quantity (hundredths are kept).
	MaxQuantity = 1_000_000
)

// Errors the store answers with.
var (
	ErrNotFound   = errors.New("No such quote.")
	ErrNotDraft   = errors.New("Only a draft can change: revise the quote for a new version.")
	ErrNoClient   = errors.New("Give this project a client with an e-mail address before sending a quote.")
	ErrPastDate   = errors.New("The quote's valid-until date has passed: choose a later date before sending.")
	ErrNotOpen    = errors.New("This quote is no longer open: it was accepted, declined, replaced or it expired.")
	ErrQuoteEnded = errors.New("This quote has expired. Ask for a new one.")
	ErrNoRevision = errors.New("Only a quote that was sent can be revised; edit the draft instead.")
)

// Line is one priced item. It is kept and shown with its quantity as a
// decimal ("1.5").
type Line struct {
	Description string
	// Quantity in hundredths: 150 is 1.5.
	Quantity       int64
	UnitPriceCents int64
	AmountCents    int64
}

type lineJSON struct {
	Description    string `json:"description"`
	Quantity       string `json:"quantity"`
	UnitPriceCents int64  `json:"unitPriceCents"`
	AmountCents    int64  `json:"amountCents"`
}

// MarshalJSON implements json.Marshaler.
func (l Line) MarshalJSON() ([]byte, error) {
	return json.Marshal(lineJSON{l.Description, FormatQuantity(l.Quantity), l.UnitPriceCents, l.AmountCents})
}

// UnmarshalJSON reads a kept line.
func (l *Line) UnmarshalJSON(raw []byte) error {
	var j lineJSON
	if err := json.Unmarshal(raw, &j); err != nil {
		return err
	}
	q, ok := ParseQuantity(j.Quantity)
	if !ok {
		return fmt.Errorf("quotes: a kept line's quantity %q", j.Quantity)
	}
	*l = Line{j.Description, q, j.UnitPriceCents, j.AmountCents}
	return nil
}

// FormatQuantity writes hundredths as a decimal without trailing zeros:
// 150 is "1.5", 200 is "2".
func FormatQuantity(h int64) string {
	s := strconv.FormatInt(h/100, 10)
	if frac := h % 100; frac != 0 {
		s += strings.TrimRight("."+strconv.FormatInt(frac+100, 10)[1:], "0")
	}
	return s
}

var quantityPattern = regexp.MustCompile(`^[0-9]{1,7}(\.[0-9]{1,2})?$`)

// ParseQuantity reads a quantity ("3", "1.5", "0.25") as hundredths.
func ParseQuantity(s string) (int64, bool) {
	if !quantityPattern.MatchString(s) {
		return 0, false
	}
	whole, frac, _ := strings.Cut(s, ".")
	w, _ := strconv.ParseInt(whole, 10, 64)
	f, _ := strconv.ParseInt((frac + "00")[:2], 10, 64)
	h := w*100 + f
	return h, h > 0 && h <= MaxQuantity*100
}

// Totals are a quote's amounts, in cents.
type Totals struct {
	Subtotal int64 `json:"subtotalCents"`
	Discount int64 `json:"discountCents"`
	// TaxRate in basis points: 825 is 8.25%.
	TaxRate int64 `json:"taxRateBasisPoints"`
	Tax     int64 `json:"taxCents"`
	Total   int64 `json:"totalCents"`
}

// halfUp is n/d rounded to the nearest whole number, halves away from
// zero (n and d are never negative here).
func halfUp(n, d *big.Int) *big.Int {
	q, r := new(big.Int).QuoRem(n, d, new(big.Int))
	if r.Lsh(r, 1).Cmp(d) >= 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

var errTooLarge = errors.New("too large")

// Compute fills each line's amount and the quote's totals, by the one
// rounding rule: a line is its quantity times its unit price rounded to
// the cent (half a cent up); the subtotal is the lines' sum; the discount
// (an amount, at most the subtotal) comes off before tax; the tax is the
// rest times the rate, rounded the same way; the total is the subtotal
// less the discount plus the tax. It refuses any amount past
// money.MaxCents.
func Compute(lines []Line, discount, taxRate int64) ([]Line, Totals, error) {
	out := slices.Clone(lines)
	hundred, max := big.NewInt(100), big.NewInt(money.MaxCents)
	sum := new(big.Int)
	for i := range out {
		amount := halfUp(new(big.Int).Mul(big.NewInt(out[i].Quantity), big.NewInt(out[i].UnitPriceCents)), hundred)
		if amount.Cmp(max) > 0 {
			return nil, Totals{}, errTooLarge
		}
		out[i].AmountCents = amount.Int64()
		sum.Add(sum, amount)
	}
	if sum.Cmp(max) > 0 {
		return nil, Totals{}, errTooLarge
	}
	t := Totals{Subtotal: sum.Int64(), Discount: discount, TaxRate: taxRate}
	taxable := t.Subtotal - min(discount, t.Subtotal)
	t.Tax = halfUp(new(big.Int).Mul(big.NewInt(taxable), big.NewInt(taxRate)), big.NewInt(10_000)).Int64()
	t.Total = taxable + t.Tax
	if t.Total > money.MaxCents {
		return nil, Totals{}, errTooLarge
	}
	return out, t, nil
}

var ratePattern = regexp.MustCompile(`^[0-9]{1,3}(\.[0-9]{1,2})?$`)

// ParseRate reads a tax rate in percent ("8.25") as basis points.
func ParseRate(s string) (int64, bool) {
	if s == "" {
		return 0, true
	}
	if !ratePattern.MatchString(s) {
		return 0, false
	}
	whole, frac, _ := strings.Cut(s, ".")
	w, _ := strconv.ParseInt(whole, 10, 64)
	f, _ := strconv.ParseInt((frac + "00")[:2], 10, 64)
	bp := w*100 + f
	return bp, bp <= 10_000
}

// FormatRate writes basis points as a percent without trailing zeros.
func FormatRate(bp int64) string { return FormatQuantity(bp) }

// Quote is one quote as its partner sees it.
type Quote struct {
	ID           int64      `json:"id"`
	ProjectID    int64      `json:"projectId"`
	ProjectTitle string     `json:"projectTitle"`
	Number       string     `json:"number"`
	Status       string     `json:"status"`
	Currency     string     `json:"currency"`
	Lines        []Line     `json:"lineItems"`
	Totals                  // subtotalCents, discountCents, taxRateBasisPoints, taxCents, totalCents
	TaxPercent   string     `json:"taxRate"`    // the rate in percent, as typed ("8.25")
	ValidUntil   string     `json:"validUntil"` // YYYY-MM-DD: valid to the end of that day (UTC)
	Terms        string     `json:"terms"`
	Notes        string     `json:"notes"`
	SupersedesID *int64     `json:"supersedesId"`
	SupersededBy string     `json:"supersededBy,omitempty"` // the number of the revision sent in its place
	InvoicedAs   string     `json:"invoicedAs,omitempty"`   // the number of its invoice (not void)
	SentAt       *time.Time `json:"sentAt"`
	DecidedAt    *time.Time `json:"decidedAt"`
	AcceptedName string     `json:"acceptedName,omitempty"`
	Reason       string     `json:"declineReason,omitempty"`
	CreatedAt    time.Time  `json:"createdAt"`
	UpdatedAt    time.Time  `json:"updatedAt"`
}

// Ends is the moment a quote valid until day stops being open: the end of
// that day, in UTC.
func Ends(day time.Time) time.Time { return day.UTC().Truncate(24*time.Hour).AddDate(0, 0, 1) }

// LineInput is one line of the editor.
type LineInput struct {
	Description string       `json:"description"`
	Quantity    string       `json:"quantity"`
	UnitPrice   money.Amount `json:"unitPrice"`
}

// Input drafts or edits a quote. Amounts are dollars and cents as the
// money fields take them ("1,050.25"); taxRate a percent ("8.25").
type Input struct {
	LineItems  []LineInput  `json:"lineItems"`
	Discount   money.Amount `json:"discount"`
	TaxRate    string       `json:"taxRate"`
	Currency   string       `json:"currency"`
	ValidUntil string       `json:"validUntil"`
	Terms      string       `json:"terms" text:"multiline"`
	Notes      string       `json:"notes" text:"multiline"`
}

// checked is an Input read: the lines with their amounts, the totals, the
// valid-until day.
type checked struct {
	Lines      []Line
	Totals     Totals
	Currency   string
	ValidUntil time.Time
	Terms      string
	Notes      string
}

// Check reads in, or answers a message per field (lineItems.3.quantity
// names a line's field).
func (in Input) Check() (checked, map[string]string) {
	f := input.Fields{}
	c := checked{Currency: cmpOr(in.Currency, "USD"), Terms: in.Terms, Notes: in.Notes}
	switch {
	case len(in.LineItems) == 0:
		f["lineItems"] = "Add at least one line."
	case len(in.LineItems) > MaxLines:
		f["lineItems"] = "A quote holds at most " + strconv.Itoa(MaxLines) + " lines."
	}
	for i, l := range in.LineItems {
		if i >= MaxLines {
			break
		}
		name := "lineItems." + strconv.Itoa(i) + "."
		f.Required(name+"description", l.Description, MaxDescription, "Describe this line.")
		qty, ok := ParseQuantity(l.Quantity)
		f.Check(name+"quantity", !ok, "Enter a quantity like 1, 2.5 or 0.25 (at most 1,000,000).")
		if m := l.UnitPrice.Check(0, money.MaxCents); m != "" {
			f[name+"unitPrice"] = m
		} else if !l.UnitPrice.Set {
			f[name+"unitPrice"] = "Enter a unit price."
		}
		c.Lines = append(c.Lines, Line{Description: l.Description, Quantity: qty, UnitPriceCents: l.UnitPrice.Cents})
	}
	if m := in.Discount.Check(0, money.MaxCents); m != "" {
		f["discount"] = m
	}
	rate, ok := ParseRate(in.TaxRate)
	f.Check("taxRate", !ok, "Enter a tax rate in percent, like 8.25 (at most 100).")
	f.Check("currency", !slices.Contains(Currencies, c.Currency), "Choose one of "+strings.Join(Currencies, ", ")+".")
	day, err := time.Parse(time.DateOnly, in.ValidUntil)
	f.Check("validUntil", err != nil, "Choose the last day the quote is valid.")
	c.ValidUntil = day
	f.Max("terms", in.Terms, MaxText)
	f.Max("notes", in.Notes, MaxText)
	if len(f) > 0 {
		return c, f
	}
	lines, totals, err := Compute(c.Lines, in.Discount.Cents, rate)
	if err != nil {
		return c, map[string]string{"lineItems": "These amounts are too large for one quote."}
	}
	if in.Discount.Cents > totals.Subtotal {
		return c, map[string]string{"discount": "The discount cannot be more than the subtotal."}
	}
	c.Lines, c.Totals = lines, totals
	return c, nil
}

func cmpOr(s, fallback string) string {
	if s == "" {
		return fallback
	}
	return strings.ToUpper(s)
}

// Acceptance is the client's typed name.
type Acceptance struct {
	Name string `json:"name"`
}

// Validate implements the decoder's check.
func (a Acceptance) Validate() map[string]string {
	f := input.Fields{}
	f.Required("name", a.Name, MaxName, "Type your full name to accept.")
	f.Check("name", a.Name != "" && len([]rune(a.Name)) < 2, "Type your full name to accept.")
	return f.Result()
}

// Decline is the client's reason.
type Decline struct {
	Reason string `json:"reason" text:"multiline"`
}

// Validate implements the decoder's check.
func (d Decline) Validate() map[string]string {
	f := input.Fields{}
	f.Required("reason", d.Reason, MaxReason, "Tell the partner why, so they can answer it.")
	return f.Result()
}
