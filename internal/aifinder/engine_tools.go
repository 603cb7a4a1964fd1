package aifinder

import (
	"slices"
	"strings"
)

// toolKind groups recognised tools by the job they do.
type toolKind int

const (
	kindCRM toolKind = iota
	kindAccounting
	kindGoogleMail
	kindMicrosoftMail
	kindCalendar
	kindSpreadsheet
	kindTeamChat
	kindAutomation
	kindStore
	kindWebsite
	kindHelpdesk
	kindPhone
	kindEmailMarketing
	kindPayments
	kindProject
	kindAIAssistant
	kindIndustry
)

// knownTool is a product the current-tools text can name.
type knownTool struct {
	Name    string
	Kind    toolKind
	Aliases []string // patterns in the keyword syntax (see topicPatterns)
	AI      string   // for help desks: the AI agent built into the product
}

// knownTools is the registry, matched case-insensitively on words. "Make"
// is also recognised when it is a whole list item ("Zapier, Make").
var knownTools = []knownTool{
	{Name: "HubSpot", Kind: kindCRM, Aliases: []string{"hubspot", "hub spot"}},
	{Name: "Salesforce", Kind: kindCRM, Aliases: []string{"salesforce", "sfdc"}},
	{Name: "Pipedrive", Kind: kindCRM, Aliases: []string{"pipedrive"}},
	{Name: "Zoho CRM", Kind: kindCRM, Aliases: []string{"zoho"}},
	{Name: "GoHighLevel", Kind: kindCRM, Aliases: []string{"gohighlevel", "highlevel", "go high level", "ghl"}},
	{Name: "Follow Up Boss", Kind: kindCRM, Aliases: []string{"follow up boss", "followupboss", "fub"}},
	{Name: "Keap", Kind: kindCRM, Aliases: []string{"keap", "infusionsoft"}},
	{Name: "Clio", Kind: kindCRM, Aliases: []string{"clio"}},
	{Name: "QuickBooks", Kind: kindAccounting, Aliases: []string{"quickbooks", "quick books", "qbo", "qb"}},
	{Name: "Xero", Kind: kindAccounting, Aliases: []string{"xero"}},
	{Name: "FreshBooks", Kind: kindAccounting, Aliases: []string{"freshbooks", "fresh books"}},
	{Name: "Sage", Kind: kindAccounting, Aliases: []string{"sage"}},
	{Name: "Wave", Kind: kindAccounting, Aliases: []string{"wave accounting", "waveapps"}},
	{Name: "Gmail", Kind: kindGoogleMail, Aliases: []string{"gmail", "google workspace", "g suite", "gsuite"}},
	{Name: "Outlook", Kind: kindMicrosoftMail, Aliases: []string{"outlook", "microsoft 365", "office 365", "o365", "m365"}},
	{Name: "Calendly", Kind: kindCalendar, Aliases: []string{"calendly"}},
	{Name: "Acuity", Kind: kindCalendar, Aliases: []string{"acuity"}},
	{Name: "Cal.com", Kind: kindCalendar, Aliases: []string{"cal com"}},
	{Name: "Google Calendar", Kind: kindCalendar, Aliases: []string{"google calendar", "gcal"}},
	{Name: "Excel", Kind: kindSpreadsheet, Aliases: []string{"excel"}},
	{Name: "Google Sheets", Kind: kindSpreadsheet, Aliases: []string{"google sheets", "google sheet", "gsheets", "sheets"}},
	{Name: "Airtable", Kind: kindSpreadsheet, Aliases: []string{"airtable"}},
	{Name: genericSpreadsheets, Kind: kindSpreadsheet, Aliases: []string{"spreadsheet*"}},
	{Name: "Slack", Kind: kindTeamChat, Aliases: []string{"slack"}},
	{Name: "Microsoft Teams", Kind: kindTeamChat, Aliases: []string{"microsoft teams", "ms teams", "teams"}},
	{Name: "Zapier", Kind: kindAutomation, Aliases: []string{"zapier"}},
	{Name: "Make", Kind: kindAutomation, Aliases: []string{"make com", "integromat"}},
	{Name: "n8n", Kind: kindAutomation, Aliases: []string{"n8n"}},
	{Name: "Power Automate", Kind: kindAutomation, Aliases: []string{"power automate"}},
	{Name: "Shopify", Kind: kindStore, Aliases: []string{"shopify"}},
	{Name: "WooCommerce", Kind: kindStore, Aliases: []string{"woocommerce", "woo commerce"}},
	{Name: "BigCommerce", Kind: kindStore, Aliases: []string{"bigcommerce"}},
	{Name: "Amazon Seller Central", Kind: kindStore, Aliases: []string{"amazon", "seller central"}},
	{Name: "Etsy", Kind: kindStore, Aliases: []string{"etsy"}},
	{Name: "WordPress", Kind: kindWebsite, Aliases: []string{"wordpress", "word press"}},
	{Name: "Wix", Kind: kindWebsite, Aliases: []string{"wix"}},
	{Name: "Squarespace", Kind: kindWebsite, Aliases: []string{"squarespace"}},
	{Name: "Webflow", Kind: kindWebsite, Aliases: []string{"webflow"}},
	{Name: "Zendesk", Kind: kindHelpdesk, Aliases: []string{"zendesk"}, AI: "Zendesk's AI agents"},
	{Name: "Intercom", Kind: kindHelpdesk, Aliases: []string{"intercom"}, AI: "Intercom Fin"},
	{Name: "Freshdesk", Kind: kindHelpdesk, Aliases: []string{"freshdesk"}, AI: "Freddy AI in Freshdesk"},
	{Name: "Gorgias", Kind: kindHelpdesk, Aliases: []string{"gorgias"}, AI: "Gorgias's AI Agent"},
	{Name: "Help Scout", Kind: kindHelpdesk, Aliases: []string{"help scout", "helpscout"}, AI: "Help Scout's AI Answers"},
	{Name: "Tidio", Kind: kindHelpdesk, Aliases: []string{"tidio"}, AI: "Tidio's Lyro AI agent"},
	{Name: "RingCentral", Kind: kindPhone, Aliases: []string{"ringcentral", "ring central"}},
	{Name: "Aircall", Kind: kindPhone, Aliases: []string{"aircall"}},
	{Name: "Dialpad", Kind: kindPhone, Aliases: []string{"dialpad"}},
	{Name: "Twilio", Kind: kindPhone, Aliases: []string{"twilio"}},
	{Name: "OpenPhone", Kind: kindPhone, Aliases: []string{"openphone"}},
	{Name: "Grasshopper", Kind: kindPhone, Aliases: []string{"grasshopper"}},
	{Name: "Mailchimp", Kind: kindEmailMarketing, Aliases: []string{"mailchimp", "mail chimp"}},
	{Name: "Klaviyo", Kind: kindEmailMarketing, Aliases: []string{"klaviyo"}},
	{Name: "ActiveCampaign", Kind: kindEmailMarketing, Aliases: []string{"activecampaign", "active campaign"}},
	{Name: "Kit", Kind: kindEmailMarketing, Aliases: []string{"convertkit"}},
	{Name: "Stripe", Kind: kindPayments, Aliases: []string{"stripe"}},
	{Name: "Square", Kind: kindPayments, Aliases: []string{"square"}},
	{Name: "PayPal", Kind: kindPayments, Aliases: []string{"paypal"}},
	{Name: "Asana", Kind: kindProject, Aliases: []string{"asana"}},
	{Name: "Trello", Kind: kindProject, Aliases: []string{"trello"}},
	{Name: "monday.com", Kind: kindProject, Aliases: []string{"monday com", "monday"}},
	{Name: "ClickUp", Kind: kindProject, Aliases: []string{"clickup", "click up"}},
	{Name: "Notion", Kind: kindProject, Aliases: []string{"notion"}},
	{Name: "Jira", Kind: kindProject, Aliases: []string{"jira"}},
	{Name: "ChatGPT", Kind: kindAIAssistant, Aliases: []string{"chatgpt", "chat gpt", "openai"}},
	{Name: "Claude", Kind: kindAIAssistant, Aliases: []string{"claude"}},
	{Name: "Copilot", Kind: kindAIAssistant, Aliases: []string{"copilot"}},
	{Name: "Gemini", Kind: kindAIAssistant, Aliases: []string{"gemini"}},
	{Name: "Jobber", Kind: kindIndustry, Aliases: []string{"jobber"}},
	{Name: "ServiceTitan", Kind: kindIndustry, Aliases: []string{"servicetitan", "service titan"}},
	{Name: "Housecall Pro", Kind: kindIndustry, Aliases: []string{"housecall pro", "housecallpro"}},
	{Name: "Procore", Kind: kindIndustry, Aliases: []string{"procore"}},
	{Name: "Buildertrend", Kind: kindIndustry, Aliases: []string{"buildertrend"}},
	{Name: "Toast", Kind: kindIndustry, Aliases: []string{"toast pos", "toasttab", "toast"}},
	{Name: "OpenTable", Kind: kindIndustry, Aliases: []string{"opentable", "open table"}},
	{Name: "SevenRooms", Kind: kindIndustry, Aliases: []string{"sevenrooms"}},
	{Name: "Cloudbeds", Kind: kindIndustry, Aliases: []string{"cloudbeds"}},
	{Name: "Mindbody", Kind: kindIndustry, Aliases: []string{"mindbody"}},
	{Name: "SimplePractice", Kind: kindIndustry, Aliases: []string{"simplepractice", "simple practice"}},
	{Name: "Jane App", Kind: kindIndustry, Aliases: []string{"jane app", "janeapp"}},
	{Name: "Dentrix", Kind: kindIndustry, Aliases: []string{"dentrix"}},
	{Name: "Kajabi", Kind: kindIndustry, Aliases: []string{"kajabi"}},
	{Name: "Teachable", Kind: kindIndustry, Aliases: []string{"teachable"}},
	{Name: "Thinkific", Kind: kindIndustry, Aliases: []string{"thinkific"}},
	{Name: "Google Classroom", Kind: kindIndustry, Aliases: []string{"google classroom"}},
	{Name: "Canvas", Kind: kindIndustry, Aliases: []string{"canvas lms", "canvas"}},
	{Name: "DocuSign", Kind: kindIndustry, Aliases: []string{"docusign"}},
	{Name: "Canva", Kind: kindIndustry, Aliases: []string{"canva"}},
}

var compiledToolAliases = func() [][][]string {
	out := make([][][]string, len(knownTools))
	for i, t := range knownTools {
		for _, a := range t.Aliases {
			out[i] = append(out[i], strings.Fields(a))
		}
	}
	return out
}()

// recognizeTools returns the known tools a current-tools text names, in the
// order the visitor wrote them (first mention), each once.
func recognizeTools(text string) []knownTool {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	ws := words(text)
	type found struct {
		pos  int
		tool int
	}
	var hits []found
	for i := range knownTools {
		first := -1
		for _, alias := range compiledToolAliases[i] {
			for j := range ws {
				if matchAt(alias, ws, j) && (first < 0 || j < first) {
					first = j
					break
				}
			}
		}
		if first < 0 && knownTools[i].Name == "Make" {
			first = listItemPos(ws, text, "make")
		}
		if first >= 0 {
			hits = append(hits, found{first, i})
		}
	}
	// Order by first mention; when two tools claim the same word, the one
	// earlier in the registry wins.
	slices.SortStableFunc(hits, func(a, b found) int { return a.pos - b.pos })
	out := make([]knownTool, 0, len(hits))
	lastPos := -1
	namedSheet := false
	for _, h := range hits {
		if h.pos == lastPos {
			continue
		}
		lastPos = h.pos
		t := knownTools[h.tool]
		namedSheet = namedSheet || (t.Kind == kindSpreadsheet && t.Name != genericSpreadsheets)
		out = append(out, t)
	}
	if namedSheet { // "Excel spreadsheets" is Excel, not Excel and spreadsheets
		out = slices.DeleteFunc(out, func(t knownTool) bool { return t.Name == genericSpreadsheets })
	}
	return out
}

// genericSpreadsheets is the tool recognised from "spreadsheets" alone.
const genericSpreadsheets = "spreadsheets"

// listItemPos finds a list item of the text ("a, b; c / d" or one per line)
// that is exactly item, returning the word position where it starts, or -1.
func listItemPos(ws []string, text, item string) int {
	items := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return r == ',' || r == ';' || r == '/' || r == '\n' || r == '|' || r == '&' || r == '+'
	})
	found := false
	for _, it := range items {
		it = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(it), "and "))
		if it == item {
			found = true
		}
	}
	if !found {
		return -1
	}
	return slices.Index(ws, item)
}

// toolNames lists up to limit recognised tool names, skipping kinds in skip.
func toolNames(tools []knownTool, skip []toolKind, limit int) []string {
	var out []string
	for _, t := range tools {
		if slices.Contains(skip, t.Kind) {
			continue
		}
		if len(out) == limit {
			break
		}
		out = append(out, t.Name)
	}
	return out
}

// firstOf returns the first recognised tool of a kind.
func firstOf(tools []knownTool, k toolKind) (knownTool, bool) {
	for _, t := range tools {
		if t.Kind == k {
			return t, true
		}
	}
	return knownTool{}, false
}

// MaxTools caps the recommended tools list.
const MaxTools = 6

// recommendTools builds the recommended tools: one per top opportunity's
// category, adapted to the tools the visitor already uses; then complements
// for recognised tools the challenge makes relevant; and, when no tools were
// recognised, the industry's starter stack. Deduplicated by purpose, in a
// stable order, at most MaxTools.
func (p *profile) recommendTools(top []scored) []string {
	var recs []toolRec
	add := func(key, text string) {
		for _, r := range recs {
			if r.Key == key {
				return
			}
		}
		recs = append(recs, toolRec{key, text})
	}
	crm, hasCRM := firstOf(p.tools, kindCRM)
	topHas := func(t Topic) bool {
		return slices.ContainsFunc(top, func(c scored) bool { return slices.Contains(c.e.Topics, t) })
	}
	wants := func(t Topic) bool { return p.hits[t] > 0 || topHas(t) }

	for _, c := range top {
		if c.e.Tool.Key != "" {
			add(c.e.Tool.Key, c.e.Tool.Text)
			continue
		}
		switch c.e.Category {
		case CatPhoneAgent:
			add("voice", p.voiceRec(crm, hasCRM))
		case CatChatbot:
			add("chatbot", p.chatbotRec(crm, hasCRM))
		case CatWorkflow:
			add("automation", p.automationRec())
		case CatData:
			k, t := p.dataRec(c.e)
			add(k, t)
		case CatCustomApp:
			on := "your existing data"
			if hasCRM {
				on = "your " + crm.Name + " data"
			}
			add("custom-app", "Retool, or a custom web app, on top of "+on+" for the internal app")
		}
	}

	if cal, ok := firstOf(p.tools, kindCalendar); ok && wants(TopicScheduling) {
		add("calendar", cal.Name+" workflows for automatic reminders and follow-ups")
	}
	if wants(TopicEmail) {
		if _, ok := firstOf(p.tools, kindGoogleMail); ok {
			add("mail-ai", "Gemini in Gmail to summarise long threads and draft replies")
		} else if _, ok := firstOf(p.tools, kindMicrosoftMail); ok {
			add("mail-ai", "Copilot in Outlook to summarise long threads and draft replies")
		}
	}
	if !hasCRM && p.ind.CRM != "" && (wants(TopicLeads) || wants(TopicFollowUp)) {
		add("crm", crmRec(p.ind))
	}
	if chat, ok := firstOf(p.tools, kindTeamChat); ok && (wants(TopicKnowledge) || wants(TopicReporting)) {
		add("team-chat", chat.Name+" as the front door: daily AI summaries posted to a channel, and questions to the knowledge assistant asked there")
	}
	if site, ok := firstOf(p.tools, kindWebsite); ok && site.Name == "WordPress" && wants(TopicContent) {
		add("seo", "WordPress with an AI SEO plugin such as Rank Math for on-page optimisation")
	}
	if store, ok := firstOf(p.tools, kindStore); ok && store.Name == "Shopify" && wants(TopicContent) {
		add("store-ai", "Shopify Magic to draft product descriptions and emails inside your store")
	}
	if wants(TopicReviews) && p.ind.Key != "hospitality" {
		add("reviews", "NiceJob or Birdeye to send review requests automatically after every job")
	}
	if len(p.tools) == 0 {
		for _, r := range p.ind.Starter {
			add(r.Key, r.Text)
		}
	}

	out := make([]string, 0, min(len(recs), MaxTools))
	for _, r := range recs {
		if len(out) == MaxTools {
			break
		}
		out = append(out, r.Text)
	}
	return out
}

func (p *profile) voiceRec(crm knownTool, hasCRM bool) string {
	s := "Retell AI or Vapi for the phone agent"
	if p.ind.Key == "healthcare" {
		s += ", on a plan with a signed BAA"
	}
	var links []string
	if phone, ok := firstOf(p.tools, kindPhone); ok {
		links = append(links, "taking overflow and after-hours calls from "+phone.Name)
	}
	if hasCRM {
		links = append(links, "logging every call summary to "+crm.Name)
	} else if cal, ok := firstOf(p.tools, kindCalendar); ok {
		links = append(links, "booking straight into "+cal.Name)
	}
	if len(links) > 0 {
		s += ", " + joinAnd(links)
	}
	return s
}

func (p *profile) chatbotRec(crm knownTool, hasCRM bool) string {
	if hd, ok := firstOf(p.tools, kindHelpdesk); ok {
		return hd.AI + " — switch on the AI agent inside the " + hd.Name + " you already use and train it on your help articles"
	}
	if store, ok := firstOf(p.tools, kindStore); ok && (store.Name == "Shopify" || store.Name == "WooCommerce") {
		return "Gorgias or Tidio for a chatbot that reads live " + store.Name + " orders"
	}
	if hasCRM && crm.Name == "HubSpot" {
		return "HubSpot's AI chatbot, so every conversation lands in your CRM"
	}
	s := "Chatbase or Voiceflow for a chatbot trained on your own content"
	if hasCRM {
		s += " that pushes new leads into " + crm.Name
	}
	return s
}

func (p *profile) automationRec() string {
	others := toolNames(p.tools, []toolKind{kindAutomation, kindAIAssistant}, 3)
	if auto, ok := firstOf(p.tools, kindAutomation); ok {
		if len(others) == 0 {
			return auto.Name + " (already in your stack) with AI steps to run the new workflows"
		}
		return auto.Name + " (already in your stack) with AI steps to connect " + joinAnd(others)
	}
	switch len(others) {
	case 0:
		return "Zapier or Make to run the new workflows without code"
	case 1:
		return "Zapier or Make to connect " + others[0] + " to the new workflows"
	}
	return "Zapier or Make to connect " + joinAnd(others) + " so information is entered once"
}

func (p *profile) dataRec(e *entry) (key, text string) {
	switch {
	case slices.Contains(e.Topics, TopicInvoicing):
		if acc, ok := firstOf(p.tools, kindAccounting); ok {
			return "bookkeeping", "Dext or Hubdoc to capture bills and receipts straight into " + acc.Name
		}
		return "bookkeeping", "Dext or Hubdoc with QuickBooks Online or Xero for AI bill and receipt capture"
	case e.Topics[0] == TopicReporting:
		for _, t := range p.tools {
			switch t.Name {
			case "Excel":
				return "dashboard", "Power BI or Copilot in Excel for the dashboard, built on the spreadsheets you already keep"
			case "Google Sheets":
				return "dashboard", "Looker Studio (free) on top of your Google Sheets for the dashboard"
			}
		}
		return "dashboard", "Looker Studio (free) or Power BI for the dashboard"
	}
	if ai, ok := firstOf(p.tools, kindAIAssistant); ok {
		return "ai-workspace", ai.Name + " (already in use) on a business plan, with a shared prompt library and your data kept out of model training"
	}
	return "ai-workspace", "ChatGPT Team or Claude for Work for drafting and document extraction, with a shared prompt library"
}

func crmRec(ind *industry) string {
	switch ind.CRM {
	case "Klaviyo":
		return "Klaviyo as the home for every customer profile and automated flow"
	case "Jobber":
		return "Jobber as the single home for every enquiry, quote and job"
	}
	return ind.CRM + " as the single home for every lead and follow-up"
}
