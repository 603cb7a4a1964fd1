package portal

import (
	"encoding/json"
	"testing"
)

// The New Project dialog's budget: dollars as text or a number, empty is 0;
// anything else is refused, never read as 0 or with its commas dropped.
func TestBudgetRule(t *testing.T) {
	for raw, want := range map[string]int64{`1200`: 120000, `"1200"`: 120000, `99.99`: 9999, `""`: 0, `null`: 0,
		`"12,500"`: 1250000, `"$1,050.25"`: 105025} {
		var in ProjectInput
		if err := json.Unmarshal([]byte(`{"title":"T","clientName":"C","budget":`+raw+`}`), &in); err != nil ||
			in.Budget.Cents != want || in.Normalize().Validate() != nil {
			t.Errorf("budget %s: %+v %v, want %d", raw, in.Budget, err, want)
		}
	}
	for _, raw := range []string{`-5`, `"-5"`, `"abc"`, `true`, `{}`, `"10,50"`, `"1,0000"`, `1e15`, `1e308`, `"1e400"`,
		`9223372036854775807`, `1000000000000000`} {
		var in ProjectInput
		json.Unmarshal([]byte(`{"title":"T","clientName":"C","budget":`+raw+`}`), &in)
		if in.Normalize().Validate()["budget"] == "" {
			t.Errorf("budget %s accepted as %d", raw, in.Budget.Cents)
		}
	}
}

func TestProjectAndClientRules(t *testing.T) {
	ok := ProjectInput{Title: "Site", ClientName: "Acme"}.Normalize()
	if f := ok.Validate(); f != nil || ok.Status != "planning" {
		t.Fatalf("valid project: %v %s", f, ok.Status)
	}
	for field, in := range map[string]ProjectInput{
		"title":      {ClientName: "Acme"},
		"clientName": {Title: "Site"},
		"status":     {Title: "Site", ClientName: "Acme", Status: "on-hold"},
	} {
		if f := in.Normalize().Validate(); f[field] == "" {
			t.Errorf("%s: %v", field, f)
		}
	}
	if f := (ClientInput{Name: "Ann"}).Normalize().Validate(); f["email"] == "" {
		t.Error("client without e-mail accepted")
	}
	if f := (ClientInput{Name: "Ann", Email: "ann@acme.co", Status: "gone"}).Normalize().Validate(); f["status"] == "" {
		t.Error("unknown client status accepted")
	}
	if f := (ClientInput{Name: "Ann", Email: "ann@acme.co"}).Normalize().Validate(); f != nil {
		t.Errorf("valid client: %v", f)
	}
}
