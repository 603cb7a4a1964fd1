package events

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/teambition/rrule-go"
)

// ruleParts are the parts a stored rule may have: enough for a calendar's
// daily, weekly and monthly series (the last weekday of the month
// included), and nothing that expands into thousands of occurrences a day.
var ruleParts = map[string]bool{"FREQ": true, "INTERVAL": true, "COUNT": true, "UNTIL": true, "BYDAY": true,
	"BYMONTHDAY": true, "BYMONTH": true, "BYSETPOS": true, "WKST": true}

// maxInterval is the longest step of each frequency: a year.
var maxInterval = map[rrule.Frequency]int{rrule.DAILY: 366, rrule.WEEKLY: 52, rrule.MONTHLY: 12}

// Messages of a refused rule.
var (
	errRuleForm     = errors.New("Write the rule like FREQ=DAILY or FREQ=WEEKLY;BYDAY=MO,WE.")
	errRuleFreq     = errors.New("Repeat daily, weekly or monthly.")
	errRuleInterval = errors.New("Repeat every 1 to 366 days, 52 weeks or 12 months (INTERVAL).")
	errRuleEnd      = errors.New("End the series within 1000 occurrences (COUNT) or 10 years (UNTIL), or leave it open; not both.")
	errRuleMonthDay = errors.New("Days of the month (BYMONTHDAY) are 1 to 31 or -1 to -31, in monthly or daily rules.")
	errRuleDay      = errors.New("Days (BYDAY) are MO to SU; a number before one (1MO, -1FR) is 1 to 5 or -1 to -5, in monthly rules only.")
	errRuleNoDates  = errors.New("This rule gives no dates in the next ten years.")
)

// NormalRule checks a recurrence rule and returns it in the one form the
// calendar stores and publishes: the recurrence library's own writing of
// what it read (parts in its order, UNTIL in UTC), so that the stored
// rule, the dates the server expands and the feed's RRULE are the same
// rule. A rule the library would read differently from what it says
// (INTERVAL=0 read as 1, COUNT=0 as no end, a part given twice) is
// refused rather than quietly changed. start is the series' first start,
// to check that the rule gives a date at all.
func NormalRule(rule string, start time.Time) (string, error) {
	rule = strings.ToUpper(strings.TrimPrefix(strings.TrimSpace(rule), "RRULE:"))
	if len(rule) > 500 {
		return "", errRuleForm
	}
	given := map[string]string{}
	for _, part := range strings.Split(rule, ";") {
		k, v, ok := strings.Cut(part, "=")
		if !ok || v == "" || !ruleParts[k] {
			return "", errRuleForm
		}
		if _, twice := given[k]; twice {
			return "", errRuleForm
		}
		given[k] = v
	}
	// Numbers first: the library would stop at one too large to read.
	if _, err := digits(given["INTERVAL"]); err != nil && given["INTERVAL"] != "" {
		return "", errRuleInterval
	}
	if _, err := digits(given["COUNT"]); err != nil && given["COUNT"] != "" {
		return "", errRuleEnd
	}
	opt, err := rrule.StrToROption(rule)
	if err != nil {
		return "", errRuleForm
	}
	if err := checkParts(opt, given); err != nil {
		return "", err
	}
	normal := opt.RRuleString()
	// The stored form must read back as itself.
	again, err := rrule.StrToROption(normal)
	if err != nil || again.RRuleString() != normal {
		return "", errRuleForm
	}
	for k := range given {
		if !strings.Contains(";"+normal, ";"+k+"=") {
			return "", errRuleForm // a part the library dropped
		}
	}
	if !start.IsZero() {
		opt.Dtstart = start
		if opt.Until.IsZero() || opt.Until.After(start.AddDate(10, 0, 0)) {
			opt.Until = start.AddDate(10, 0, 0) // bounds the search, whatever the rule
		}
		r, err := rrule.NewRRule(*opt)
		if err != nil {
			return "", errRuleForm
		}
		if r.After(start, true).IsZero() {
			return "", errRuleNoDates
		}
	}
	return normal, nil
}

// checkParts holds a parsed rule to RFC 5545 and to the calendar's bounds.
func checkParts(opt *rrule.ROption, given map[string]string) error {
	maxStep, ok := maxInterval[opt.Freq]
	if !ok {
		return errRuleFreq
	}
	if v, ok := given["INTERVAL"]; ok {
		if n, err := digits(v); err != nil || n < 1 || n > maxStep {
			return errRuleInterval
		}
	}
	if v, ok := given["COUNT"]; ok {
		if n, err := digits(v); err != nil || n < 1 || n > Limits["count"] || given["UNTIL"] != "" {
			return errRuleEnd
		}
	}
	if !opt.Until.IsZero() && opt.Until.After(time.Now().AddDate(10, 0, 0)) {
		return errRuleEnd
	}
	for _, d := range opt.Bymonthday {
		if d == 0 || d > 31 || d < -31 || opt.Freq == rrule.WEEKLY {
			return errRuleMonthDay
		}
	}
	for _, d := range opt.Byweekday {
		if n := d.N(); n != 0 && (opt.Freq != rrule.MONTHLY || n > 5 || n < -5) {
			return errRuleDay
		}
	}
	for _, m := range opt.Bymonth {
		if m < 1 || m > 12 {
			return errRuleForm
		}
	}
	if len(opt.Bysetpos) > 0 && len(opt.Byweekday)+len(opt.Bymonthday)+len(opt.Bymonth) == 0 {
		return errors.New("BYSETPOS needs BYDAY, BYMONTHDAY or BYMONTH to choose from.")
	}
	for _, p := range opt.Bysetpos {
		if p == 0 || p > 31 || p < -31 {
			return errors.New("BYSETPOS is 1 to 31 or -1 to -31.")
		}
	}
	return nil
}

// digits reads a number written as RFC 5545 writes one: digits only.
func digits(s string) (int, error) {
	if s == "" || len(s) > 6 || strings.Trim(s, "0123456789") != "" {
		return 0, errRuleForm
	}
	return strconv.Atoi(s)
}
