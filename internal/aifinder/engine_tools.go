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
var knownTools = must(loadTools()) // data/tools.json

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
