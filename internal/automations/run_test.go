package automations

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestInputsAndFill(t *testing.T) {
	prompt := "Hi {{client_name}}, about {{ topic }}: {{client_name}} {{Bad}} {{9x}}"
	if got := Inputs(prompt); !reflect.DeepEqual(got, []string{"client_name", "topic"}) {
		t.Fatalf("inputs: %v", got)
	}
	if got := Fill(prompt, map[string]string{"client_name": "Acme", "topic": "{{client_name}}"}); got != "Hi Acme, about {{client_name}}: Acme {{Bad}} {{9x}}" {
		t.Errorf("fill: %q (a value is never filled again)", got)
	}
}

func TestCheckInput(t *testing.T) {
	prompt := "Reply to {{client_name}}"
	for name, c := range map[string]struct {
		in   map[string]string
		want string
	}{
		"missing":  {map[string]string{}, "input.client_name"},
		"blank":    {map[string]string{"client_name": "  "}, "input.client_name"},
		"bad name": {map[string]string{"client_name": "A", "Client Name": "x"}, "input"},
		"too long": {map[string]string{"client_name": strings.Repeat("é", MaxInputLength+1)}, "input.client_name"},
		"too many": {func() map[string]string {
			m := map[string]string{"client_name": "A"}
			for i := range MaxInputs {
				m["k"+string(rune('a'+i%26))+string(rune('a'+i/26))] = "v"
			}
			return m
		}(), "input"},
	} {
		if got := CheckInput(prompt, c.in); got[c.want] == "" {
			t.Errorf("%s: want %q named, got %v", name, c.want, got)
		}
	}
	if got := CheckInput(prompt, map[string]string{"client_name": "Acme", "message": "Hello"}); got != nil {
		t.Errorf("valid: %v", got)
	}
}

func TestMessages(t *testing.T) {
	for _, c := range []struct {
		prompt string
		in     map[string]string
		want   string
	}{
		{"Be kind to {{client_name}}.", map[string]string{"client_name": "Acme", "message": "Thanks!"}, "system:Be kind to Acme.|user:Thanks!"},
		{"Answer: {{message}}", map[string]string{"message": "Thanks!"}, "user:Answer: Thanks!"},
		{"Write a haiku.", nil, "user:Write a haiku."},
	} {
		var got []string
		for _, m := range Messages(c.prompt, c.in) {
			got = append(got, m.Role+":"+m.Content)
		}
		if strings.Join(got, "|") != c.want {
			t.Errorf("%q: %v", c.prompt, got)
		}
	}
}

func TestPrices(t *testing.T) {
	p, err := ParsePrices(" gpt-4o-mini=0.15/0.60 , local=0/0,")
	if err != nil {
		t.Fatal(err)
	}
	if c := p.Cost("gpt-4o-mini", 1_000_000, 500_000); c == nil || *c != 0.15+0.30 {
		t.Errorf("cost: %v", c)
	}
	if c := p.Cost("local", 5, 5); c == nil || *c != 0 {
		t.Errorf("a free model costs 0, known: %v", c)
	}
	if p.Cost("mystery", 1, 1) != nil {
		t.Error("an unpriced model's cost is unknown")
	}
	for _, bad := range []string{"gpt=1", "=1/2", "gpt=a/b", "gpt=-1/2", "gpt=1/2/3"} {
		if _, err := ParsePrices(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestSealer(t *testing.T) {
	s := NewSealer("a-long-automation-secret")
	sealed, err := s.Seal("partner:1", "sk-123")
	if err != nil || strings.Contains(sealed, "sk-123") {
		t.Fatalf("seal: %q %v", sealed, err)
	}
	if got, err := s.Open("partner:1", sealed); err != nil || got != "sk-123" {
		t.Errorf("open: %q %v", got, err)
	}
	if _, err := s.Open("partner:2", sealed); err == nil {
		t.Error("another partner's row opened it")
	}
	if _, err := NewSealer("another-secret-here").Open("partner:1", sealed); err == nil {
		t.Error("another secret opened it")
	}
	if again, _ := s.Seal("partner:1", "sk-123"); again == sealed {
		t.Error("two seals of one key are alike")
	}
	var none *Sealer
	if _, err := none.Seal("partner:1", "k"); err != ErrNoSealer {
		t.Errorf("no secret: %v", err)
	}
}

func TestBudgetMessage(t *testing.T) {
	e := &BudgetError{Budget: 2_000_000, Used: 1_999_500, Resets: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)}
	if got := e.Error(); got != "This run could take you past this month's budget of 2,000,000 tokens (1,999,500 used): runs start again on 1 December." {
		t.Errorf("%s", got)
	}
}

func TestNextRunAcrossDaylightSaving(t *testing.T) {
	ny, _ := time.LoadLocation("America/New_York")
	for _, c := range []struct {
		cron      string
		now, want string
	}{
		// 9:00 in New York is 13:00 UTC in summer time and 14:00 after it ends (1 November 2026).
		{"0 9 * * *", "2026-10-31T14:00:00Z", "2026-11-01T14:00:00Z"},
		{"0 9 * * *", "2026-10-30T12:00:00Z", "2026-10-30T13:00:00Z"},
		// And back to 13:00 once it starts again (14 March 2027).
		{"0 9 * * *", "2027-03-13T15:00:00Z", "2027-03-14T13:00:00Z"},
		// Weekdays only: a Friday's next is the Monday.
		{"30 8 * * 1-5", "2026-11-27T14:00:00Z", "2026-11-30T13:30:00Z"},
	} {
		now, _ := time.Parse(time.RFC3339, c.now)
		got, err := NextRun(c.cron, ny, now)
		if err != nil || got.Format(time.RFC3339) != c.want {
			t.Errorf("%s after %s: %s %v, want %s", c.cron, c.now, got.Format(time.RFC3339), err, c.want)
		}
	}
}

func TestTriggerInput(t *testing.T) {
	type trig struct{ typ, cron, event string }
	for c, want := range map[trig]string{
		{"schedule", "*/5 * * * *", ""}: "",
		{"schedule", "*/2 * * * *", ""}: "cron",
		{"schedule", "@daily", ""}:      "",
		{"schedule", "61 * * * *", ""}:  "cron",
		{"event", "", "client.message"}: "",
		{"event", "", "lead.created"}:   "event",
		{"webhook", "", ""}:             "",
		{"", "", ""}:                    "type",
	} {
		got := TriggerInput{Type: c.typ, Cron: c.cron, Event: c.event}.Validate()
		if (want == "" && got != nil) || (want != "" && got[want] == "") {
			t.Errorf("%+v: %v, want %q", c, got, want)
		}
	}
}

func FuzzHookInput(f *testing.F) {
	for _, seed := range []string{`{"client_name":"Acme","n":1,"o":{"a":[1]}}`, `[]`, `null`, `{"\u0000":"x","a":"\ud800"}`, `{"a":1e999}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		in, err := hookInput(body)
		if err != nil {
			return
		}
		if len(in) > MaxInputs {
			t.Fatalf("%d inputs", len(in))
		}
		for name := range in {
			if !placeholder.MatchString("{{" + name + "}}") {
				t.Fatalf("name %q kept", name)
			}
		}
	})
}
