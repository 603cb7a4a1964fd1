package notify

import (
	"strconv"
	"strings"

	"mission/internal/announce"
	"mission/internal/leads"
	"mission/internal/partners"
	"mission/internal/purchases"
	"mission/internal/team"
)

// Composer turns what the domains announce into outbox messages: e-mails
// to staff, visitors, partners and clients, and webhook events. Its
// Compose is the worker's Expander.
type Composer struct {
	PublicURL  string // links in e-mails start with it
	StaffEmail string // staff's notices go there
	ToolkitURL string // the toolkit a download request is sent
	MeetingURL string // the live sessions' meeting
	Hooks      *Subscriptions
}

// composers names the messages of each event; an event not listed makes
// none.
var composers = map[string]func(c *Composer, b *Batch, d map[string]string) error{
	announce.LeadCreated:          (*Composer).leadCreated,
	announce.ApplicationSubmitted: (*Composer).applicationSubmitted,
	announce.TestimonialSubmitted: (*Composer).testimonialSubmitted,
	announce.RequestSubmitted:     (*Composer).requestSubmitted,
	announce.QuizCompleted:        (*Composer).quizCompleted,
	announce.LiveSubmitted:        (*Composer).liveSubmitted,
	announce.PurchaseCompleted:    (*Composer).purchaseCompleted,
	announce.PurchaseRefunded:     (*Composer).purchaseRefunded,
	announce.PartnerInvited:       (*Composer).partnerInvited,
	announce.PartnerSignInLink:    (*Composer).partnerSignInLink,
	announce.ClientMessage:        (*Composer).clientMessage,
	announce.ClientReplied:        (*Composer).clientReplied,
	announce.StaffInvited:         (*Composer).staffInvited,
	announce.QuoteSent:            (*Composer).quoteSent,
	announce.QuoteDecided:         (*Composer).quoteDecided,
	announce.InvoiceIssued:        (*Composer).invoiceIssued,
	announce.InvoiceOverdue:       (*Composer).invoiceOverdue,
	announce.SLABreached:          (*Composer).slaBreached,
	announce.SOWSent:              (*Composer).sowSent,
	announce.SOWSigned:            (*Composer).sowSigned,
	announce.SOWWithdrawn:         (*Composer).sowWithdrawn,
	announce.AutomationPaused:     (*Composer).automationPaused,
	announce.AutomationEmail:      (*Composer).automationEmail,
}

// Compose adds to b the messages event means.
func (c *Composer) Compose(b *Batch, event string, d map[string]string) error {
	if compose := composers[event]; compose != nil {
		return compose(c, b, d)
	}
	return nil
}

// staff e-mails staff about a person, answering to that person.
func (c *Composer) staff(b *Batch, d map[string]string, template string, data map[string]string) error {
	return b.Email(c.StaffEmail, template, data, ReplyTo(d["email"]))
}

// hookAndStaff sends the event's webhook with what a webhook may carry
// (never a token) and staff's notice, which links to the admin tab.
func (c *Composer) hookAndStaff(b *Batch, event string, d map[string]string, template, tab string) error {
	if err := b.Event(c.Hooks, event, publicData(d)); err != nil {
		return err
	}
	return c.staff(b, d, template, with(d, map[string]string{"link": c.PublicURL + "/admin?tab=" + tab}))
}

var sourceLabels = map[string]string{
	"ai_agency_partnership_claim": "the application form", "partner_licensing_application": "the partner licensing form",
	"toolkit_download": "the toolkit download", "partner_onboarding_complete": "the partner onboarding",
	"ai_opportunity_finder": "the AI Opportunity Finder", "landing_page": "the landing page",
}

func (c *Composer) leadCreated(b *Batch, d map[string]string) error {
	if err := b.Event(c.Hooks, EventLeadCreated, publicData(d)); err != nil {
		return err
	}
	label := sourceLabels[d["source"]]
	if label == "" {
		label = d["source"]
	}
	site := c.PublicURL
	if err := c.staff(b, d, "staff_lead", with(d, map[string]string{"sourceLabel": label, "link": site + "/admin?tab=leads&lead=" + d["id"]})); err != nil {
		return err
	}
	switch d["source"] {
	case "ai_agency_partnership_claim", "partner_licensing_application":
		next := leads.NextPage(d["source"], d["audienceType"])
		return b.Email(d["email"], "visitor_application", with(d, map[string]string{"callLink": site + next,
			"callName": leads.CallNames[next]}))
	case "toolkit_download":
		return b.Email(d["email"], "visitor_toolkit", map[string]string{"downloadLink": c.ToolkitURL,
			"licensingLink": site + "/partner-licensing"})
	}
	return nil
}

func (c *Composer) applicationSubmitted(b *Batch, d map[string]string) error {
	if err := c.hookAndStaff(b, EventApplicationSubmitted, d, "staff_application", "partners"); err != nil {
		return err
	}
	return b.Email(d["email"], "visitor_onboarding", with(d, map[string]string{"firstName": firstWord(d["fullName"]),
		"portalLink": c.PublicURL + "/partners/login"}))
}

func (c *Composer) testimonialSubmitted(b *Batch, d map[string]string) error {
	return c.hookAndStaff(b, EventTestimonialSubmitted, d, "staff_testimonial", "testimonials")
}

func (c *Composer) requestSubmitted(b *Batch, d map[string]string) error {
	return c.hookAndStaff(b, EventRequestSubmitted, d, "staff_request", "requests")
}

func (c *Composer) quizCompleted(b *Batch, d map[string]string) error {
	if err := b.Event(c.Hooks, EventQuizCompleted, publicData(d)); err != nil {
		return err
	}
	return b.Email(d["email"], "visitor_quiz", map[string]string{"firstName": firstWord(d["name"]),
		"reportLink": c.PublicURL + "/ai-finder/report/" + d["reportToken"]})
}

func (c *Composer) liveSubmitted(b *Batch, d map[string]string) error {
	if err := b.Event(c.Hooks, EventLiveSubmitted, publicData(d)); err != nil {
		return err
	}
	return b.Email(d["email"], "visitor_live", map[string]string{"firstName": firstWord(d["name"]),
		"projectType": d["projectType"], "meetingLink": c.MeetingURL})
}

// accountNotes tell staff what a purchase did to the buyer's account.
var accountNotes = map[string]string{
	partners.AccountInvited:     "A partner account was opened (or its invitation renewed) and the invitation e-mail sent: they choose a password, then complete the onboarding.",
	partners.AccountExisting:    "The payment was added to their existing, active partner account; they were sent a payment confirmation.",
	partners.AccountDeactivated: "Their partner account is deactivated, so nothing was opened: decide whether to reactivate it or refund the payment.",
	"":                          "The checkout gave no usable e-mail address, so no account was opened: contact the buyer through the payment provider.",
}

// purchaseCompleted turns a paid licence into its messages, all listed on
// the purchase: the webhook event, the buyer's invitation or payment
// confirmation, the receipt, and staff's notice.
func (c *Composer) purchaseCompleted(b *Batch, d map[string]string) error {
	site := c.PublicURL
	b.About(purchases.Ref(atoi(d["purchaseId"])))
	if err := b.Event(c.Hooks, EventSubscription, map[string]string{"purchaseId": d["purchaseId"],
		"checkoutSessionId": d["checkoutSessionId"], "amountCents": d["amountCents"], "currency": d["currency"]}); err != nil {
		return err
	}
	buyer := map[string]string{"name": firstWord(d["name"]), "company": d["company"], "email": d["email"], "amount": d["amount"],
		"paidAt": d["paidAt"], "checkoutSessionId": d["checkoutSessionId"], "refundLink": site + "/refund-policy",
		"signInLink": site + "/partners/login"}
	var err error
	switch d["account"] {
	case partners.AccountInvited:
		invite := with(buyer, map[string]string{"link": partners.InvitationURL(site, d["token"]), "expires": d["expires"]})
		if err = b.Email(d["email"], "purchase_welcome", invite); err == nil {
			err = b.Email(d["email"], "purchase_receipt", buyer)
		}
	case partners.AccountExisting:
		err = b.Email(d["email"], "purchase_payment_received", buyer)
	case partners.AccountDeactivated:
		err = b.Email(d["email"], "purchase_receipt", buyer)
	}
	if err != nil {
		return err
	}
	note := map[string]string{"name": d["name"], "email": d["email"], "company": d["company"], "amount": d["amount"],
		"paidAt": d["paidAt"], "accountNote": accountNotes[d["account"]], "link": site + "/admin?tab=purchases"}
	if note["name"] == "" {
		note["name"] = "A buyer"
	}
	return c.staff(b, d, "staff_purchase", note)
}

func (c *Composer) purchaseRefunded(b *Batch, d map[string]string) error {
	b.About(purchases.Ref(atoi(d["purchaseId"])))
	return c.staff(b, d, "staff_purchase_refund", with(d, map[string]string{"link": c.PublicURL + "/admin?tab=purchases"}))
}

func (c *Composer) partnerInvited(b *Batch, d map[string]string) error {
	return b.Email(d["email"], "partner_invitation", map[string]string{"name": firstWord(d["name"]),
		"company": d["company"], "expires": d["expires"], "link": partners.InvitationURL(c.PublicURL, d["token"])})
}

func (c *Composer) partnerSignInLink(b *Batch, d map[string]string) error {
	return b.Email(d["email"], "partner_sign_in_link", map[string]string{"name": firstWord(d["name"]),
		"expires": d["expires"], "link": partners.SignInLinkURL(c.PublicURL, d["token"])})
}

func (c *Composer) staffInvited(b *Batch, d map[string]string) error {
	return b.Email(d["email"], "team_invitation", map[string]string{"invitedBy": d["invitedBy"], "role": d["role"],
		"expires": d["expires"], "link": team.InvitationURL(c.PublicURL, d["token"])})
}

func (c *Composer) clientMessage(b *Batch, d map[string]string) error {
	link := ""
	if d["portalToken"] != "" {
		link = c.PublicURL + "/c/" + d["portalToken"]
	}
	// The partner wrote it: the system only carries it, and the client's
	// answer goes to the partner.
	return b.Email(d["clientEmail"], "client_message", map[string]string{"sender": d["sender"], "company": d["company"],
		"subject": d["subject"], "message": d["message"], "portalLink": link}, WrittenBy(d["partnerEmail"]))
}

func (c *Composer) clientReplied(b *Batch, d map[string]string) error {
	return b.Email(d["partnerEmail"], "partner_client_reply", map[string]string{"clientName": d["clientName"],
		"message": d["message"], "link": c.PublicURL + "/partners/portal?tab=communications"})
}

// quoteSent e-mails the client a quote's link into their portal; their
// answer by e-mail goes to the partner.
func (c *Composer) quoteSent(b *Batch, d map[string]string) error {
	return b.Email(d["clientEmail"], "client_quote", with(d, map[string]string{"portalLink": c.PublicURL + "/c/" + d["portalToken"]}),
		WrittenBy(d["partnerEmail"]))
}

// quoteDecided tells the partner their quote was accepted, declined or
// expired.
func (c *Composer) quoteDecided(b *Batch, d map[string]string) error {
	return b.Email(d["partnerEmail"], "partner_quote", with(d, map[string]string{
		"link": c.PublicURL + "/partners/portal?tab=projects&project=" + d["projectId"]}))
}

// sowSent e-mails the client a statement of work's link into their portal,
// where they sign it; their answer by e-mail goes to the partner.
func (c *Composer) sowSent(b *Batch, d map[string]string) error {
	return b.Email(d["clientEmail"], "client_sow", with(d, map[string]string{"portalLink": c.PublicURL + "/c/" + d["portalToken"]}),
		WrittenBy(d["partnerEmail"]))
}

// sowWithdrawn tells the client a statement of work they were asked to
// sign was taken back, so the e-mail asking them is not left standing;
// their answer goes to the partner.
func (c *Composer) sowWithdrawn(b *Batch, d map[string]string) error {
	return b.Email(d["clientEmail"], "client_sow_withdrawn", d, WrittenBy(d["partnerEmail"]))
}

// sowSigned tells the partner their client signed a statement of work.
func (c *Composer) sowSigned(b *Batch, d map[string]string) error {
	return b.Email(d["partnerEmail"], "partner_sow", with(d, map[string]string{
		"link": c.PublicURL + "/partners/portal?tab=projects&project=" + d["projectId"]}))
}

// automationPaused tells the partner one of their automations failed too
// many runs in a row and was paused, with the last failure's reason.
func (c *Composer) automationPaused(b *Batch, d map[string]string) error {
	return b.Email(d["partnerEmail"], "partner_automation_paused", with(d, map[string]string{
		"link": c.PublicURL + "/partners/marketplace?tab=automations"}))
}

// automationEmail sends what a partner's app wrote, to the partner or one
// of their clients; an answer goes to the partner.
func (c *Composer) automationEmail(b *Batch, d map[string]string) error {
	return b.Email(d["to"], "automation_email", d, WrittenBy(d["partnerEmail"]))
}

// invoiceIssued e-mails the client a new invoice, invoiceOverdue a
// reminder that one is past due, each with a link into their portal;
// their answer goes to the partner.
func (c *Composer) invoiceIssued(b *Batch, d map[string]string) error {
	return c.invoiceEmail(b, d, "client_invoice")
}

func (c *Composer) invoiceOverdue(b *Batch, d map[string]string) error {
	return c.invoiceEmail(b, d, "client_invoice_overdue")
}

func (c *Composer) invoiceEmail(b *Batch, d map[string]string, template string) error {
	return b.Email(d["clientEmail"], template, with(d, map[string]string{"portalLink": c.PublicURL + "/c/" + d["portalToken"]}),
		WrittenBy(d["partnerEmail"]))
}

// slaBreached tells staff a partner missed a promise to a client.
func (c *Composer) slaBreached(b *Batch, d map[string]string) error {
	return b.Email(c.StaffEmail, "staff_sla_breach", with(d, map[string]string{"link": c.PublicURL + "/admin?tab=partners&partner=" + d["partnerId"]}))
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

// with is d and extra together; extra wins.
func with(d, extra map[string]string) map[string]string {
	out := make(map[string]string, len(d)+len(extra))
	for k, v := range d {
		out[k] = v
	}
	for k, v := range extra {
		out[k] = v
	}
	return out
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
