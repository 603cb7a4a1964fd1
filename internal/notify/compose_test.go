package notify

import (
	"encoding/json"
	"strings"
	"testing"

	"mission/internal/announce"
)

func TestEveryAnnouncedEventIsComposed(t *testing.T) {
	for _, e := range []string{announce.LeadCreated, announce.ApplicationSubmitted, announce.TestimonialSubmitted,
		announce.RequestSubmitted, announce.QuizCompleted, announce.LiveSubmitted, announce.PurchaseCompleted,
		announce.PurchaseRefunded, announce.PartnerInvited, announce.ClientMessage, announce.ClientReplied,
		announce.QuoteSent, announce.QuoteDecided, announce.SOWSent, announce.SOWSigned, announce.SOWWithdrawn} {
		if composers[e] == nil {
			t.Errorf("%s makes no message", e)
		}
	}
	if err := (&Composer{}).Compose(nil, "unknown.event", nil); err != nil {
		t.Errorf("an unknown event makes nothing: %v", err)
	}
}

func TestWebhooksCarryNoToken(t *testing.T) {
	got := publicData(map[string]string{"email": "a@x.co", "reportToken": "secret", "portalTOKEN": "secret"})
	if len(got) != 1 || got["email"] != "a@x.co" {
		t.Errorf("%v", got)
	}
}

// A statement of work sent e-mails its client a link into their portal,
// answered to the partner; one signed tells the partner, with a link to the
// project. Neither carries the portal's token anywhere else.
func TestStatementOfWorkEmails(t *testing.T) {
	c := &Composer{PublicURL: "https://mission.example"}
	data := map[string]string{"clientEmail": "client@x.co", "clientName": "Casey", "company": "Acme AI", "partnerEmail": "help@acme.example",
		"number": "SOW-2026-0001", "title": "Booking agent build", "projectTitle": "Booking agent", "projectId": "7", "portalToken": "tok",
		"signerName": "Casey Client"}
	for _, tc := range []struct{ event, to, template, link, replyTo string }{
		{announce.SOWSent, "client@x.co", "client_sow", "https://mission.example/c/tok", "help@acme.example"},
		{announce.SOWSigned, "help@acme.example", "partner_sow", "https://mission.example/partners/portal?tab=projects&project=7", ""},
		{announce.SOWWithdrawn, "client@x.co", "client_sow_withdrawn", "", "help@acme.example"},
	} {
		b := &Batch{}
		if err := c.Compose(b, tc.event, data); err != nil || len(b.rows) != 1 {
			t.Fatalf("%s: %d messages, %v", tc.event, len(b.rows), err)
		}
		var p EmailPayload
		if err := json.Unmarshal([]byte(b.rows[0].payload), &p); err != nil {
			t.Fatal(err)
		}
		link := p.Data["portalLink"] + p.Data["link"]
		if b.rows[0].recipient != tc.to || p.Template != tc.template || link != tc.link || p.ReplyTo != tc.replyTo || p.Data["portalToken"] != "" {
			t.Errorf("%s: to %s, %+v", tc.event, b.rows[0].recipient, p)
		}
		r, err := Render(p, Site{URL: c.PublicURL, SupportEmail: "support@mission.example"})
		if err != nil || !strings.Contains(r.Text, "SOW-2026-0001") || !strings.Contains(r.Text, "Booking agent build") {
			t.Errorf("%s renders %q, %v", tc.event, r.Text, err)
		}
	}
}

// An app's e-mail step writes to the partner or a client in the partner's
// words, answered to the partner; a paused automation tells its partner
// why, with a link to its runs.
func TestAutomationEmails(t *testing.T) {
	c := &Composer{PublicURL: "https://mission.example"}
	for _, tc := range []struct {
		event    string
		data     map[string]string
		to, tmpl string
		replyTo  string
		text     []string
	}{
		{announce.AutomationEmail, map[string]string{"to": "client@x.co", "subject": "Your order", "message": "It ships <today>.",
			"company": "Acme AI", "partnerEmail": "help@acme.example", "automation": "Order helper"},
			"client@x.co", "automation_email", "help@acme.example", []string{"It ships <today>.", "Acme AI", "automation Order helper"}},
		{announce.AutomationPaused, map[string]string{"partnerEmail": "help@acme.example", "name": "Review replier", "failures": "5",
			"error": "the model answered 401: bad key"},
			"help@acme.example", "partner_automation_paused", "", []string{"failed 5 runs in a row", "bad key", "/partners/marketplace?tab=automations"}},
	} {
		b := &Batch{}
		if err := c.Compose(b, tc.event, tc.data); err != nil || len(b.rows) != 1 {
			t.Fatalf("%s: %d messages, %v", tc.event, len(b.rows), err)
		}
		var p EmailPayload
		if err := json.Unmarshal([]byte(b.rows[0].payload), &p); err != nil {
			t.Fatal(err)
		}
		if b.rows[0].recipient != tc.to || p.Template != tc.tmpl || p.ReplyTo != tc.replyTo {
			t.Errorf("%s: to %s, %+v", tc.event, b.rows[0].recipient, p)
		}
		r, err := Render(p, Site{URL: c.PublicURL, SupportEmail: "support@mission.example"})
		for _, want := range tc.text {
			if err != nil || !strings.Contains(r.Text, want) {
				t.Errorf("%s: %q lacks %q (%v)", tc.event, r.Text, want, err)
			}
		}
		if strings.Contains(r.HTML, "<today>") {
			t.Errorf("%s: the message reached the HTML unescaped", tc.event)
		}
	}
}
