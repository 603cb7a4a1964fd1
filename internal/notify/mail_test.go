package notify

import (
	"net/mail"
	"regexp"
	"slices"
	"strings"
	"testing"

	"mission/internal/notify/mailtest"
)

var messageIDPattern = regexp.MustCompile(`^<msg_[0-9a-f]{32}@mission\.example>$`)

// Every kind of message, sent to a real SMTP server and read back with the
// standard library's MIME parser, is a multipart message with a plain-text
// and an HTML part, from the sender's name and address, with a Message-ID
// on the sending domain, marked automatic unless a person wrote it, with a
// Reply-To when it has one, and both parts end with why the reader got it.
func TestEveryKindOfMessageReadsRightInAMailApp(t *testing.T) {
	box, url := mailtest.Start(t)
	smtp, err := NewSMTP(url, "hello@mission.example", "AI Mission")
	if err != nil {
		t.Fatal(err)
	}
	site := Site{URL: "https://www.mission.example", SupportEmail: "support@mission.example"}
	names := slices.Sorted(func(yield func(string) bool) {
		for name := range templates {
			if !yield(name) {
				return
			}
		}
	})
	type sent struct {
		r       Rendered
		id      string
		payload EmailPayload
	}
	var all []sent
	for i, name := range names {
		data := map[string]string{}
		for k := range templates[name].fields {
			data[k] = "value of " + k
		}
		p := EmailPayload{Template: name, Data: data}
		switch i % 3 { // every template once, with each way of answering
		case 1:
			p.ReplyTo = "ann@example.com"
		case 2:
			WrittenBy("partner@example.com")(&p)
		}
		r, err := Render(p, site)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		id := newMessageID()
		if err := smtp.Send(t.Context(), id, name+"@example.com", r); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		all = append(all, sent{r, id, p})
	}
	got := box.Messages()
	if len(got) != len(all) {
		t.Fatalf("%d messages arrived of %d", len(got), len(all))
	}
	for i, m := range got {
		want := all[i]
		name := want.payload.Template
		if m.Err != nil || m.Type != "multipart/alternative" {
			t.Errorf("%s: not a proper multipart message: %v %q", name, m.Err, m.Type)
			continue
		}
		from, err := mail.ParseAddress(m.Header.Get("From"))
		if err != nil || from.Name != "AI Mission" || from.Address != "hello@mission.example" {
			t.Errorf("%s: From %q", name, m.Header.Get("From"))
		}
		if id := m.Header.Get("Message-Id"); !messageIDPattern.MatchString(id) || !strings.Contains(id, want.id+"@") {
			t.Errorf("%s: Message-ID %q", name, id)
		}
		auto := m.Header.Get("Auto-Submitted")
		if want.payload.ByPerson && auto != "" || !want.payload.ByPerson && auto != "auto-generated" {
			t.Errorf("%s (written by a person: %v): Auto-Submitted %q", name, want.payload.ByPerson, auto)
		}
		replyTo := m.Header.Get("Reply-To")
		if want.payload.ReplyTo == "" && replyTo != "" {
			t.Errorf("%s: Reply-To %q", name, replyTo)
		}
		if want.payload.ReplyTo != "" {
			if a, err := mail.ParseAddress(replyTo); err != nil || a.Address != want.payload.ReplyTo {
				t.Errorf("%s: Reply-To %q, want %s", name, replyTo, want.payload.ReplyTo)
			}
		}
		if m.Subject != want.r.Subject || m.To != name+"@example.com" {
			t.Errorf("%s: subject %q to %q", name, m.Subject, m.To)
		}
		if !strings.HasSuffix(m.Text, "\n-- \n"+want.r.Why+"\n") || !strings.Contains(m.Text, "value of") && len(templates[name].fields) > 0 {
			t.Errorf("%s: the text part does not end with why it was sent:\n%s", name, m.Text)
		}
		footer := m.HTML[strings.LastIndex(m.HTML, "Questions?"):]
		if !strings.Contains(footer, why(want.r.Why)) || !strings.Contains(m.HTML, "<html") {
			t.Errorf("%s: the HTML part's footer does not say why it was sent:\n%s", name, footer)
		}
	}
}

// why is a reason as the HTML part writes it.
func why(s string) string {
	return strings.NewReplacer("'", "&#39;", "&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;").Replace(s)
}
