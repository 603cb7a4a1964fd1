package money

import (
	"encoding/json"
	"errors"
	"math"
	"regexp"
	"testing"
)

func TestParseReadsExactCents(t *testing.T) {
	for in, want := range map[string]int64{
		"1050": 105000, "1,050": 105000, "1050.25": 105025, "1,050.25": 105025, "$1,050.5": 105050,
		" 19.99 ": 1999, "$0.07": 7, "0": 0, "007": 700, "12,345,678.90": 1234567890,
		"999,999,999,999.99": MaxCents, "999999999999.99": MaxCents,
	} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %d %v, want %d", in, got, err, want)
		}
	}
}

func TestParseRefusesWhatIsNotAnAmount(t *testing.T) {
	for _, in := range []string{
		"", " ", "$", "abc", "10,50", "1,0000", "1,00", ",100", "100,", "1,,000", "1,000,00", "0,100",
		"1234,567", "1.234", "1.", ".5", "1e3", "1e400", "-5", "+5", "12.3.4", "1 000", "$ 5", "5$",
		"1_000", "٣", "1,000.5.", "0x10", "NaN", "Infinity", "1\x00", "1.2,3",
	} {
		if _, err := Parse(in); !errors.Is(err, ErrFormat) {
			t.Errorf("Parse(%q) = %v, want the format error", in, err)
		}
	}
	for _, in := range []string{"1000000000000", "1,000,000,000,000", "9223372036854775807", "99999999999999999999999999.99",
		"1000000000000000"} {
		if _, err := Parse(in); !errors.Is(err, ErrRange) {
			t.Errorf("Parse(%q) = %v, want the range error", in, err)
		}
	}
}

func TestAmountReadsTextAndNumbers(t *testing.T) {
	for raw, want := range map[string]Amount{
		`"1,050.25"`: {Cents: 105025, Set: true}, `1050.25`: {Cents: 105025, Set: true}, `1200`: {Cents: 120000, Set: true},
		`null`: {}, `""`: {}, `"  "`: {},
		`"10,50"`: {Set: true, Err: ErrFormat}, `1e3`: {Set: true, Err: ErrFormat}, `1e308`: {Set: true, Err: ErrFormat},
		`-5`: {Set: true, Err: ErrFormat}, `true`: {Set: true, Err: ErrFormat}, `{}`: {Set: true, Err: ErrFormat},
		`"1e400"`: {Set: true, Err: ErrFormat}, `9223372036854775807`: {Set: true, Err: ErrRange},
		`1000000000000000`: {Set: true, Err: ErrRange}, `1050.255`: {Set: true, Err: ErrFormat},
	} {
		var in struct {
			A Amount `json:"a"`
		}
		if err := json.Unmarshal([]byte(`{"a":`+raw+`}`), &in); err != nil || in.A != want {
			t.Errorf("%s: %+v %v, want %+v", raw, in.A, err, want)
		}
	}
}

func TestCheckMessages(t *testing.T) {
	if m := (Amount{Cents: 5, Set: true}).Check(1, 100); m != "" {
		t.Error(m)
	}
	if m := (Amount{Cents: 500, Set: true}).Check(1, 100); m != "Enter an amount up to $1.00." {
		t.Error(m)
	}
	if m := (Amount{Set: true, Err: ErrRange}).Check(0, MaxCents); m != "Enter an amount up to $999,999,999,999.99." {
		t.Error(m)
	}
	if m := (Amount{}).Check(1, 100); m != "Enter an amount of at least $0.01." {
		t.Error(m)
	}
	if m := (Amount{Set: true, Err: ErrFormat}).Check(0, 100); m != FormatMessage {
		t.Error(m)
	}
}

func TestFormat(t *testing.T) {
	for c, want := range map[int64]string{0: "$0.00", 5: "$0.05", 105025: "$1,050.25", 100000000: "$1,000,000.00", -150: "-$1.50"} {
		if got := Format(c); got != want {
			t.Errorf("Format(%d) = %q, want %q", c, got, want)
		}
	}
}

var pattern = regexp.MustCompile(Pattern)

// Parse accepts exactly what Pattern (the web's check) matches, never
// panics, and what it reads writes back to the same cents.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1050", "1,050.25", "$1.5", "10,50", "1,0000", "1e400", "9223372036854775807", " 7 ", ".5", "1,000,000.00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cents, err := Parse(s)
		if matched := pattern.MatchString(s); matched != !errors.Is(err, ErrFormat) {
			t.Fatalf("Parse(%q) = %d %v but the pattern says %v", s, cents, err, matched)
		}
		if err != nil {
			if cents != 0 {
				t.Fatalf("Parse(%q) refused with %d", s, cents)
			}
			return
		}
		if cents < 0 || cents > MaxCents {
			t.Fatalf("Parse(%q) = %d out of range", s, cents)
		}
		back, err := Parse(Format(cents))
		if err != nil || back != cents {
			t.Fatalf("Parse(Format(%d)) = %d %v", cents, back, err)
		}
	})
}

func TestDecimal(t *testing.T) {
	for cents, want := range map[int64]string{0: "0.00", 5: "0.05", 105025: "1050.25", -5: "-0.05", -12345: "-123.45"} {
		if got := Decimal(cents); got != want {
			t.Errorf("Decimal(%d) = %q, want %q", cents, got, want)
		}
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", -1234567: "-1,234,567", math.MinInt64: "-9,223,372,036,854,775,808"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}
