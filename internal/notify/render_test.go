package notify

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestEveryTemplateRendersBothParts(t *testing.T) {
	site := Site{URL: "https://mission.example", SupportEmail: "support@mission.example"}
	for name := range templates {
		r, err := Render(EmailPayload{Template: name, Data: map[string]string{"name": "Ann <script>", "link": "https://mission.example/x"}}, site)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if r.Subject == "" || strings.TrimSpace(r.Text) == "" || !strings.Contains(r.HTML, "<html") || !strings.Contains(r.HTML, "support@mission.example") {
			t.Errorf("%s: %+v", name, r)
		}
		if strings.Contains(r.HTML, "<script>") {
			t.Errorf("%s: a value reached the HTML unescaped", name)
		}
	}
	if _, err := Render(EmailPayload{Template: "nope"}, site); err == nil {
		t.Error("an unknown template rendered")
	}
}

// An e-mail keeps only the data its template reads, and renders exactly as
// it would have with everything the change announced.
func TestEmailKeepsOnlyWhatItsTemplateShows(t *testing.T) {
	site := Site{URL: "https://mission.example", SupportEmail: "support@mission.example"}
	all := map[string]string{"secretNote": "not for this message"}
	for _, tm := range templates {
		if tm.fields == nil {
			t.Fatal("a template's fields could not be listed")
		}
		for k := range tm.fields {
			all[k] = "value of " + k
		}
	}
	for name, tm := range templates {
		b := &Batch{}
		if err := b.Email("to@example.com", name, all); err != nil {
			t.Fatal(err)
		}
		var kept EmailPayload
		if err := json.Unmarshal([]byte(b.rows[0].payload), &kept); err != nil {
			t.Fatal(err)
		}
		if len(kept.Data) != len(tm.fields) || kept.Data["secretNote"] != "" {
			t.Errorf("%s kept %v", name, kept.Data)
		}
		full, _ := Render(EmailPayload{Template: name, Data: all}, site)
		trimmed, err := Render(kept, site)
		if err != nil || full != trimmed {
			t.Errorf("%s renders differently from its kept data: %v", name, err)
		}
	}
}
