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

// Every e-mail says why its reader got it, in its own words, as the last
// line of both parts; a template that does not say it does not render, so
// a new one cannot be sent without a reason.
func TestEveryTemplateSaysWhyItIsSent(t *testing.T) {
	site := Site{URL: "https://www.mission.example", SupportEmail: "support@mission.example"}
	reasons := map[string]string{}
	for name, tm := range templates {
		data := map[string]string{}
		for k := range tm.fields {
			data[k] = "value of " + k
		}
		r, err := Render(EmailPayload{Template: name, Data: data}, site)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !strings.HasPrefix(r.Why, "You are receiving this because ") || !strings.HasSuffix(r.Why, ".") || strings.Contains(r.Why, "  ") {
			t.Errorf("%s: why %q", name, r.Why)
		}
		if !strings.HasSuffix(r.Text, "\n-- \n"+r.Why+"\n") {
			t.Errorf("%s: the text part does not end with why: %q", name, r.Text)
		}
		if i := strings.Index(r.HTML, why(r.Why)); i < 0 || strings.Contains(r.HTML[i:], "<p") {
			t.Errorf("%s: the HTML part does not end with why", name)
		}
		reasons[r.Why] = name
	}
	// A visitor's, a partner's and a client's messages each say their own
	// reason; staff's say the one they share.
	staffTemplates := 0
	for name := range templates {
		if strings.HasPrefix(name, "staff_") {
			staffTemplates++
		}
	}
	if len(reasons) != len(templates)-staffTemplates+1 {
		t.Errorf("templates share their reasons: %v", reasons)
	}
	if r, _ := Render(EmailPayload{Template: "visitor_toolkit"}, site); !strings.Contains(r.Why, "on mission.example.") {
		t.Errorf("the site is named by its host: %q", r.Why)
	}

	layout, _ := templateFiles.ReadFile("templates/layout.tmpl")
	templates["no_reason"] = parseTemplate("no_reason", string(layout), `{{define "subject"}}S{{end}}{{define "text"}}T{{end}}{{define "html"}}<p>H</p>{{end}}`)
	templates["empty_reason"] = parseTemplate("empty_reason", string(layout),
		`{{define "subject"}}S{{end}}{{define "text"}}T{{end}}{{define "html"}}<p>H</p>{{end}}{{define "why"}} {{.missing}} {{end}}`)
	defer delete(templates, "no_reason")
	defer delete(templates, "empty_reason")
	for _, name := range []string{"no_reason", "empty_reason"} {
		if _, err := Render(EmailPayload{Template: name}, site); err == nil || !strings.Contains(err.Error(), "why") {
			t.Errorf("%s rendered: %v", name, err)
		}
	}
}

// Staff read an e-mail in the Outbox as it goes out: who answers get it,
// and whether it is marked automatic.
func TestRenderedCarriesTheHeadersOfTheMessage(t *testing.T) {
	site := Site{URL: "https://mission.example", SupportEmail: "support@mission.example"}
	p := EmailPayload{Template: "staff_lead", Data: map[string]string{"name": "Ada"}}
	ReplyTo("ada@example.com")(&p)
	if r, _ := Render(p, site); r.ReplyTo != "ada@example.com" || !r.Automatic {
		t.Errorf("a staff notification: %+v", r)
	}
	p = EmailPayload{Template: "client_message"}
	WrittenBy("partner@example.com")(&p)
	if r, _ := Render(p, site); r.ReplyTo != "partner@example.com" || r.Automatic {
		t.Errorf("a partner's message: %+v", r)
	}
}
