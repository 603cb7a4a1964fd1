package notify

import (
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
