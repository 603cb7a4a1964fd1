package app

import (
	"context"
	"strconv"
	"strings"
	"time"

	"mission/internal/config"
	"mission/internal/db"
	"mission/internal/leads"
	"mission/internal/notify"
	"mission/internal/partners"
	"mission/internal/purchases"
)

// announcer turns what the domains announce into outbox messages: e-mails
// to staff, visitors, partners and clients, and webhook events. The change
// records its event (announce); the outbox worker composes its messages.
type announcer struct {
	cfg   config.Config
	now   func() time.Time
	hooks *notify.Subscriptions
}

func (a announcer) time() time.Time {
	if a.now != nil {
		return a.now().UTC()
	}
	return time.Now().UTC()
}

// publicData is what a webhook may carry of an announcement: never a
// token.
func publicData(d map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range d {
		if !strings.Contains(strings.ToLower(k), "token") {
			out[k] = v
		}
	}
	return out
}

var sourceLabels = map[string]string{
	"ai_agency_partnership_claim": "the application form", "partner_licensing_application": "the partner licensing form",
	"toolkit_download": "the toolkit download", "partner_onboarding_complete": "the partner onboarding",
	"ai_opportunity_finder": "the AI Opportunity Finder", "landing_page": "the landing page",
}

// announce records one change's event in its transaction; the outbox
// worker turns it into messages with compose.
func (a announcer) announce(ctx context.Context, tx *db.Tx, event string, d map[string]string) error {
	return notify.Announce(ctx, tx, event, d, a.time())
}

func (a announcer) compose(b *notify.Batch, event string, d map[string]string) error {
	site := a.cfg.PublicURL
	// A staff notification about a person answers to that person.
	staff := func(template string, data map[string]string) error {
		return b.Email(a.cfg.StaffEmail, template, data, notify.ReplyTo(d["email"]))
	}
	with := func(extra map[string]string) map[string]string {
		out := map[string]string{}
		for k, v := range d {
			out[k] = v
		}
		for k, v := range extra {
			out[k] = v
		}
		return out
	}
	switch event {
	case "lead.created":
		if err := b.Event(a.hooks, notify.EventLeadCreated, publicData(d)); err != nil {
			return err
		}
		label := sourceLabels[d["source"]]
		if label == "" {
			label = d["source"]
		}
		if err := staff("staff_lead", with(map[string]string{"sourceLabel": label, "link": site + "/admin?tab=leads&lead=" + d["id"]})); err != nil {
			return err
		}
		switch d["source"] {
		case "ai_agency_partnership_claim", "partner_licensing_application":
			next := leads.NextPage(d["source"], d["audienceType"])
			return b.Email(d["email"], "visitor_application", with(map[string]string{"callLink": site + next,
				"callName": leads.CallNames[next]}))
		case "toolkit_download":
			return b.Email(d["email"], "visitor_toolkit", map[string]string{"downloadLink": a.cfg.ToolkitURL,
				"licensingLink": site + "/partner-licensing"})
		}
		return nil
	case "partner_application.submitted":
		if err := b.Event(a.hooks, notify.EventApplicationSubmitted, publicData(d)); err != nil {
			return err
		}
		if err := staff("staff_application", with(map[string]string{"link": site + "/admin?tab=partners"})); err != nil {
			return err
		}
		return b.Email(d["email"], "visitor_onboarding", with(map[string]string{"firstName": firstWord(d["fullName"]),
			"portalLink": site + "/partners/login"}))
	case "testimonial.submitted":
		if err := b.Event(a.hooks, notify.EventTestimonialSubmitted, publicData(d)); err != nil {
			return err
		}
		return staff("staff_testimonial", with(map[string]string{"link": site + "/admin?tab=testimonials"}))
	case "public_request.submitted":
		if err := b.Event(a.hooks, notify.EventRequestSubmitted, publicData(d)); err != nil {
			return err
		}
		return staff("staff_request", with(map[string]string{"link": site + "/admin?tab=requests"}))
	case "quiz.completed":
		if err := b.Event(a.hooks, notify.EventQuizCompleted, publicData(d)); err != nil {
			return err
		}
		return b.Email(d["email"], "visitor_quiz", map[string]string{"firstName": firstWord(d["name"]),
			"reportLink": site + "/ai-finder/report/" + d["reportToken"]})
	case "live_session.submitted":
		if err := b.Event(a.hooks, notify.EventLiveSubmitted, publicData(d)); err != nil {
			return err
		}
		return b.Email(d["email"], "visitor_live", map[string]string{"firstName": firstWord(d["name"]),
			"projectType": d["projectType"], "meetingLink": a.cfg.Site.MeetingURL})
	case "purchase.completed":
		return a.composePurchase(b, d, staff)
	case "purchase.refunded":
		b.About(purchases.Ref(atoi(d["purchaseId"])))
		return staff("staff_purchase_refund", with(map[string]string{"link": site + "/admin?tab=purchases"}))
	case "partner.invited":
		return b.Email(d["email"], "partner_invitation", map[string]string{"name": firstWord(d["name"]),
			"company": d["company"], "expires": d["expires"], "link": partners.InvitationURL(site, d["token"])})
	case "partner.sign_in_link":
		return b.Email(d["email"], "partner_sign_in_link", map[string]string{"name": firstWord(d["name"]),
			"expires": d["expires"], "link": partners.SignInLinkURL(site, d["token"])})
	case "client.message":
		link := ""
		if d["portalToken"] != "" {
			link = site + "/c/" + d["portalToken"]
		}
		// The partner wrote it: the system only carries it, and the
		// client's answer goes to the partner.
		return b.Email(d["clientEmail"], "client_message", map[string]string{"sender": d["sender"], "company": d["company"],
			"subject": d["subject"], "message": d["message"], "portalLink": link}, notify.WrittenBy(d["partnerEmail"]))
	case "client.replied":
		return b.Email(d["partnerEmail"], "partner_client_reply", map[string]string{"clientName": d["clientName"],
			"message": d["message"], "link": site + "/partners/portal?tab=communications"})
	}
	return nil
}

// accountNotes tell staff what a purchase did to the buyer's account.
var accountNotes = map[string]string{
	partners.AccountInvited:     "A partner account was opened (or its invitation renewed) and the invitation e-mail sent: they choose a password, then complete the onboarding.",
	partners.AccountExisting:    "The payment was added to their existing, active partner account; they were sent a payment confirmation.",
	partners.AccountDeactivated: "Their partner account is deactivated, so nothing was opened: decide whether to reactivate it or refund the payment.",
	"":                          "The checkout gave no usable e-mail address, so no account was opened: contact the buyer through the payment provider.",
}

// composePurchase turns a paid licence into its messages, all listed on
// the purchase: the webhook event, the buyer's invitation or payment
// confirmation, the receipt, and staff's notice.
func (a announcer) composePurchase(b *notify.Batch, d map[string]string, staff func(string, map[string]string) error) error {
	site := a.cfg.PublicURL
	b.About(purchases.Ref(atoi(d["purchaseId"])))
	if err := b.Event(a.hooks, notify.EventSubscription, map[string]string{"purchaseId": d["purchaseId"],
		"checkoutSessionId": d["checkoutSessionId"], "amountCents": d["amountCents"], "currency": d["currency"]}); err != nil {
		return err
	}
	buyer := map[string]string{"name": firstWord(d["name"]), "company": d["company"], "email": d["email"], "amount": d["amount"],
		"paidAt": d["paidAt"], "checkoutSessionId": d["checkoutSessionId"], "refundLink": site + "/refund-policy",
		"signInLink": site + "/partners/login"}
	switch d["account"] {
	case partners.AccountInvited:
		invite := map[string]string{"link": partners.InvitationURL(site, d["token"]), "expires": d["expires"]}
		for k, v := range buyer {
			invite[k] = v
		}
		if err := b.Email(d["email"], "purchase_welcome", invite); err != nil {
			return err
		}
		if err := b.Email(d["email"], "purchase_receipt", buyer); err != nil {
			return err
		}
	case partners.AccountExisting:
		if err := b.Email(d["email"], "purchase_payment_received", buyer); err != nil {
			return err
		}
	case partners.AccountDeactivated:
		if err := b.Email(d["email"], "purchase_receipt", buyer); err != nil {
			return err
		}
	}
	note := map[string]string{"name": d["name"], "email": d["email"], "company": d["company"], "amount": d["amount"],
		"paidAt": d["paidAt"], "accountNote": accountNotes[d["account"]], "link": site + "/admin?tab=purchases"}
	if note["name"] == "" {
		note["name"] = "A buyer"
	}
	return staff("staff_purchase", note)
}

func atoi(s string) int64 {
	n, _ := strconv.ParseInt(s, 10, 64)
	return n
}

func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return "there"
}
