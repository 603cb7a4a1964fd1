package aifinder

// Difficulty labels (the UI shows easy as "Quick Win", medium as "Medium
// Effort", hard as "Strategic").
const (
	Easy   = "easy"
	Medium = "medium"
	Hard   = "hard"
)

// Categories of opportunity, matching the solutions the site sells.
const (
	CatPhoneAgent = "phone-agent"
	CatChatbot    = "chatbot"
	CatWorkflow   = "workflow"
	CatData       = "data"
	CatCustomApp  = "custom-app"
)

// MaxDescriptionLen bounds an opportunity description, in characters: the
// catalogue's own copy and any personalised by the Enricher.
const MaxDescriptionLen = 600

// entry is one opportunity in the catalogue.
type entry struct {
	ID          string // stable slug, unique across the catalogue
	Title       string
	Description string
	Impact      string // expected impact, one sentence
	Difficulty  string
	Category    string
	// Hours is the time saved per week for a team of 2-5 people; the engine
	// scales it by team size (see teamMultipliers).
	Hours float64
	// Topics tag the pains this opportunity answers; the first is primary.
	Topics []Topic
	// Fit is the baseline relevance for the industry (0-5), which decides
	// the report when the challenge text matches nothing.
	Fit int
	// MinTeam is the index in TeamSizes below which the opportunity makes
	// little sense (a recruiting assistant for a solo owner) unless the
	// challenge text asks for one of its topics.
	MinTeam int
	// QuickWin is a concrete action doable within a week, for easy entries.
	QuickWin string
	// Supersedes lists common entries this industry entry replaces, so a
	// report never shows two versions of the same idea.
	Supersedes []string
	// Tool is the tool to recommend for this opportunity when the generic
	// advice for its category would be wrong or vague (Key "" for none).
	Tool toolRec
}

// toolRec is one recommended tool. Key names its purpose ("crm",
// "voice"...): a report lists one tool per purpose.
type toolRec struct {
	Key, Text string
}

// industry is the profile of one quiz industry.
type industry struct {
	Key       string
	Label     string // in a sentence: "real estate"
	Customers string // who the business serves: "buyers and sellers"
	// Rate is the loaded cost of one hour of staff time in dollars, used for
	// cost savings (see HourlyRate).
	Rate int
	// Starter is the tool stack suggested when the visitor names no tools.
	Starter []toolRec
	// CRM is the CRM to suggest when none is recognised ("" for none).
	CRM     string
	Entries []entry
}

// T is a short alias used to keep the tables readable.
type T = Topic

// commonEntries apply to every industry, below the industry's own entries
// (Fit 0-1), so they surface when the challenge text asks for them.
var commonEntries = []entry{
	{
		ID:          "missed-call-text-back",
		Title:       "Missed-Call Text-Back",
		Description: "Every call you cannot answer gets an instant text: \"Sorry we missed you — how can we help?\" with a booking link. The reply thread lands in one shared inbox, so the caller becomes a conversation instead of a voicemail nobody returns.",
		Impact:      "Wins back a large share of the callers who would otherwise ring the next business on the list.",
		Difficulty:  Easy, Category: CatWorkflow, Hours: 2,
		Topics:   []T{TopicCalls, TopicLeads},
		Fit:      1,
		QuickWin: "Switch on missed-call text-back on your business number (most phone systems and CRMs include it) with a booking link in the message.",
	},
	{
		ID:          "lead-follow-up",
		Title:       "Automated Lead Follow-Up Sequences",
		Description: "Every new enquiry gets a personal reply within a minute and then a short sequence of AI-written emails and texts over two weeks — answering the usual objections, sharing proof, and asking for the booking — until they reply or opt out.",
		Impact:      "Converts noticeably more of the leads you already pay for, because most buyers choose whoever follows up.",
		Difficulty:  Easy, Category: CatWorkflow, Hours: 3,
		Topics:   []T{TopicFollowUp, TopicLeads, TopicEmail},
		QuickWin: "Write a three-message follow-up (same day, day 3, day 7) for new enquiries and set it to send automatically from your email or CRM.",
	},
	{
		ID:          "invoice-processing",
		Title:       "AI Invoice Processing and Payment Chasing",
		Description: "Incoming bills and receipts are read by AI, coded and pushed into your accounting software, while your own invoices get polite, escalating reminders at day 3, 10 and 21 until they are paid. You approve the exceptions instead of typing every line.",
		Impact:      "Cuts bookkeeping time by about two thirds and typically brings payments in one to two weeks sooner.",
		Difficulty:  Medium, Category: CatData, Hours: 4,
		Topics:   []T{TopicInvoicing, TopicDataEntry, TopicFollowUp},
		QuickWin: "Turn on automatic payment reminders in your accounting software and add a pay-now link to every invoice.",
	},
	{
		ID:          "inbox-triage",
		Title:       "AI Inbox Triage and Draft Replies",
		Description: "An assistant connected to your inbox labels every message (new lead, customer, supplier, noise), drafts replies in your tone from your past emails and surfaces only what needs you. Nothing is sent without your click until you trust it.",
		Impact:      "Halves the time spent in email and stops urgent messages from {customers} getting buried.",
		Difficulty:  Easy, Category: CatWorkflow, Hours: 4,
		Topics:   []T{TopicEmail, TopicSupport, TopicTime},
		QuickWin: "Create saved replies for the five emails you write most and let your email's AI assistant draft from them.",
	},
	{
		ID:          "review-requests",
		Title:       "Automated Review Requests and Reply Drafting",
		Description: "After every completed job or sale, {customers} get a text and email asking for a review at the moment they are happiest, with a one-tap link. New reviews get AI-drafted replies in your voice for one-click approval.",
		Impact:      "Typically doubles or triples the number of new reviews a month and lifts your local search ranking.",
		Difficulty:  Easy, Category: CatWorkflow, Hours: 2,
		Topics:   []T{TopicReviews, TopicFollowUp, TopicContent},
		QuickWin: "Get your direct Google review link and add it to your receipts, invoices and email signature this week.",
	},
	{
		ID:          "quote-drafting",
		Title:       "AI Quote and Proposal Drafting",
		Description: "From a short enquiry form or your call notes, AI drafts a priced quote or proposal from your price list and your best past proposals, ready for a final check and e-signature. Accepted quotes flow straight into an invoice or a job.",
		Impact:      "Gets quotes out the same day instead of the same week, which wins more of the work you bid for.",
		Difficulty:  Medium, Category: CatData, Hours: 3,
		Topics: []T{TopicQuotes, TopicDataEntry},
	},
	{
		ID:          "order-automation",
		Title:       "Order and Supplier Email Automation",
		Description: "Orders, delivery confirmations and supplier emails are read by AI and logged in one tracker; low stock and late deliveries trigger alerts, and purchase orders are drafted for your approval.",
		Impact:      "Ends lost orders and surprise shortages and saves hours of copying order details between emails and spreadsheets.",
		Difficulty:  Medium, Category: CatWorkflow, Hours: 3,
		Topics: []T{TopicInventory, TopicEmail, TopicDataEntry},
	},
	{
		ID:          "candidate-screening",
		Title:       "AI Candidate Screening Assistant",
		Description: "Applications are scored against a clear scorecard, strong candidates get an instant interview-booking link and everyone else a courteous reply. Short screening questions run by chat or voice before anyone on your team spends time on a call.",
		Impact:      "Cuts about a week from time-to-hire and gives every applicant an answer within minutes.",
		Difficulty:  Medium, Category: CatWorkflow, Hours: 4,
		Topics:   []T{TopicHiring, TopicOnboarding},
		MinTeam:  2,
		QuickWin: "Write a one-page scorecard for your next role: must-haves, nice-to-haves and deal-breakers.",
	},
	{
		ID:          "kpi-report",
		Title:       "Weekly KPI Report Generator",
		Description: "Your numbers are pulled from the tools you already use (sales, accounting, ads, bookings) into one dashboard, and every Monday an AI-written summary explains what moved, why, and what deserves a look.",
		Impact:      "Replaces hours of spreadsheet wrangling with a five-minute read and catches problems weeks earlier.",
		Difficulty:  Medium, Category: CatData, Hours: 3,
		Topics:   []T{TopicReporting, TopicDataEntry},
		QuickWin: "Pick the five numbers you check every week and put them on one shared sheet, each with its source.",
	},
	{
		ID:          "content-engine",
		Title:       "Content Repurposing Engine",
		Description: "One piece of source material a week — a short video, a recorded call, a case study — is turned by AI into a blog post, a newsletter and a week of social posts in your voice, queued for your approval.",
		Impact:      "Keeps a consistent publishing schedule for about an hour of review a week.",
		Difficulty:  Easy, Category: CatWorkflow, Hours: 3,
		Topics:   []T{TopicContent},
		QuickWin: "Record a ten-minute voice memo answering a question {customers} often ask and have AI turn it into three posts.",
	},
	{
		ID:          "client-onboarding",
		Title:       "Customer Onboarding Autopilot",
		Description: "When a deal is marked won, the welcome email, intake form, agreement, shared folder and kickoff booking go out automatically, and the answers land in your CRM without retyping. Missing items are chased politely until complete.",
		Impact:      "Turns a day of onboarding admin into fifteen minutes and makes the first week feel premium.",
		Difficulty:  Medium, Category: CatWorkflow, Hours: 3,
		Topics:   []T{TopicOnboarding, TopicDataEntry, TopicFollowUp},
		QuickWin: "Write your onboarding checklist down in the order it happens — every line becomes an automation step.",
	},
	{
		ID:          "knowledge-assistant",
		Title:       "Internal Knowledge Assistant",
		Description: "Your procedures, policies, price lists and past answers become a private assistant staff can ask in Slack, Teams or the browser, with a link back to the source document for every answer.",
		Impact:      "Halves the \"quick question\" interruptions for owners and senior staff and gets new hires productive sooner.",
		Difficulty:  Medium, Category: CatChatbot, Hours: 3,
		Topics:   []T{TopicKnowledge, TopicOnboarding, TopicSupport},
		MinTeam:  2,
		QuickWin: "Collect the ten questions your team asks you most, with your answers, in one shared document.",
	},
	{
		ID:          "document-extraction",
		Title:       "AI Document Data Extraction",
		Description: "PDFs, forms and emailed documents are read by AI, the fields extracted, checked against your rules and written into your spreadsheet or system, with anything uncertain flagged for a person to confirm.",
		Impact:      "Removes most manual data entry and leaves an audit trail of every value captured.",
		Difficulty:  Medium, Category: CatData, Hours: 4,
		Topics:   []T{TopicDataEntry, TopicCompliance},
		QuickWin: "Save twenty real examples of the document you retype most into one folder — they become the test set for extraction.",
	},
	{
		ID:          "ops-briefing",
		Title:       "Daily AI Operations Briefing",
		Description: "Every morning an assistant reads your calendar, inbox and task list and sends one briefing: what is due, who is waiting on you, and drafted replies for the simple things. Meetings are recorded and turned into notes and action items automatically.",
		Impact:      "Gives back four to six hours a week of context-switching and small admin.",
		Difficulty:  Easy, Category: CatWorkflow, Hours: 4,
		Topics:   []T{TopicTime, TopicEmail, TopicScheduling},
		Fit:      1,
		QuickWin: "Turn on an AI note-taker for your meetings this week and have it send action items straight to your task list.",
	},
}

// industries is the catalogue, in the order of the Industries option list.
var industries = []industry{
	{
		Key: "ecommerce", Label: "e-commerce", Customers: "shoppers", Rate: 38,
		CRM: "Klaviyo",
		Starter: []toolRec{
			{"chatbot", "Gorgias or Tidio for an order-aware support chatbot"},
			{"crm", "Klaviyo for abandoned-cart, post-purchase and win-back flows"},
			{"automation", "Zapier to connect your store, email and spreadsheets"},
		},
		Entries: []entry{
			{
				ID:          "ecom-order-chatbot",
				Title:       "Order-Status and Returns Chatbot",
				Description: "A chatbot on your store and in your support inbox answers \"where is my order?\", sizing and shipping questions from live order data, and starts returns within your policy. Anything unusual goes to a person with the whole conversation attached.",
				Impact:      "Resolves half or more of support tickets instantly, around the clock, without adding staff for peak season.",
				Difficulty:  Easy, Category: CatChatbot, Hours: 6,
				Topics:   []T{TopicSupport, TopicInventory, TopicEmail},
				Fit:      5,
				QuickWin: "Export last month's support tickets and tag the ten most common questions — they become the chatbot's first answers.",
			},
			{
				ID:          "ecom-abandoned-cart",
				Title:       "Abandoned Cart and Browse Follow-Up",
				Description: "AI-written email and SMS sequences reach shoppers who left items in their cart or viewed a product twice, personalised with the exact products, their reviews and an incentive only when one is needed to close.",
				Impact:      "Recovers 5-15% of abandoned carts — often the fastest revenue lift a store can switch on.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 3,
				Topics:     []T{TopicFollowUp, TopicLeads, TopicContent},
				Fit:        4,
				QuickWin:   "Switch on a three-message abandoned-cart flow (1 hour, 24 hours, 72 hours) in your email platform.",
				Supersedes: []string{"lead-follow-up"},
			},
			{
				ID:          "ecom-product-copy",
				Title:       "AI Product Description and Listing Generator",
				Description: "From a spreadsheet of specifications and a few photos, AI writes on-brand, search-friendly product titles, descriptions, alt text and marketplace variants in bulk, for your review before anything is published.",
				Impact:      "Gets new products live in minutes instead of hours and lifts organic traffic to product pages.",
				Difficulty:  Easy, Category: CatData, Hours: 5,
				Topics:   []T{TopicContent, TopicDataEntry},
				Fit:      3,
				QuickWin: "Rewrite your ten best-selling product descriptions with AI from a one-page brand voice guide and compare conversion after 30 days.",
			},
			{
				ID:          "ecom-inventory-forecast",
				Title:       "Inventory Forecasting and Reorder Alerts",
				Description: "A model trained on your sales history, seasonality and supplier lead times forecasts demand per SKU, warns you before a stockout and drafts purchase orders for your approval.",
				Impact:      "Cuts stockouts and dead stock, typically freeing 10-20% of the cash tied up in inventory.",
				Difficulty:  Hard, Category: CatData, Hours: 5,
				Topics: []T{TopicInventory, TopicReporting},
				Fit:    3,
				Tool:   toolRec{"inventory", "Prediko or Cogsy for demand forecasting and purchase orders on top of your store data"},
			},
			{
				ID:          "ecom-phone-agent",
				Title:       "AI Phone Agent for Order and Delivery Calls",
				Description: "A voice agent answers your store's phone line around the clock, looks up orders by number or phone, gives delivery updates, handles simple changes and takes a message for anything else, so no call ends in voicemail.",
				Impact:      "Answers every call within seconds and takes the most repetitive calls off your team.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 4,
				Topics: []T{TopicCalls, TopicSupport, TopicInventory},
				Fit:    2,
			},
			{
				ID:          "ecom-segmentation",
				Title:       "Customer Segmentation and Win-Back Engine",
				Description: "Purchase history is clustered into segments (VIPs, one-time buyers, lapsing customers), each segment gets its own AI-generated campaigns, and lifetime value per segment is tracked on one dashboard.",
				Impact:      "Raises repeat purchase rate and lifetime value by focusing on the shoppers who drive most of your revenue.",
				Difficulty:  Hard, Category: CatCustomApp, Hours: 4,
				Topics: []T{TopicReporting, TopicFollowUp, TopicContent},
				Fit:    2,
			},
		},
	},
	{
		Key: "saas", Label: "SaaS", Customers: "users", Rate: 65,
		CRM: "HubSpot",
		Starter: []toolRec{
			{"chatbot", "Intercom Fin for an AI support agent trained on your help centre"},
			{"crm", "HubSpot for trial and lifecycle emails driven by product events"},
			{"automation", "Zapier or Make to connect product events, CRM and billing"},
		},
		Entries: []entry{
			{
				ID:          "saas-support-agent",
				Title:       "AI Support Agent Trained on Your Docs",
				Description: "An in-app and email support agent answers product questions from your docs, changelog and resolved tickets, cites the article it used, and escalates to your team with a summary when it cannot help. Gaps in the docs are reported weekly.",
				Impact:      "Deflects 40-60% of tickets and brings first-response time down to seconds.",
				Difficulty:  Medium, Category: CatChatbot, Hours: 8,
				Topics: []T{TopicSupport, TopicKnowledge, TopicOnboarding},
				Fit:    5,
			},
			{
				ID:          "saas-trial-nudges",
				Title:       "Trial-to-Paid Onboarding Nudges",
				Description: "Product events (signed up, skipped setup, invited no teammates) trigger personalised emails and in-app messages that guide each trial user to the feature that makes customers stay.",
				Impact:      "Commonly lifts trial-to-paid conversion by 10-30% with no extra sales effort.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 3,
				Topics:     []T{TopicOnboarding, TopicFollowUp, TopicLeads},
				Fit:        4,
				QuickWin:   "Find the one action that predicts a trial converting and email every trial user who has not done it yet.",
				Supersedes: []string{"client-onboarding"},
			},
			{
				ID:          "saas-demo-agent",
				Title:       "Inbound Demo Qualification Agent",
				Description: "Demo requests and sales calls are answered instantly by a voice and chat agent that asks your qualification questions, books good-fit accounts into the right rep's calendar and routes small accounts to self-serve.",
				Impact:      "Speed-to-lead drops from hours to seconds and reps only run qualified demos.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 4,
				Topics: []T{TopicCalls, TopicLeads, TopicScheduling},
				Fit:    3,
			},
			{
				ID:          "saas-churn-dashboard",
				Title:       "Churn Risk Early-Warning Dashboard",
				Description: "Usage, billing and support signals are combined into a churn-risk score for every account, with the reasons spelled out and a task created for customer success well before renewal.",
				Impact:      "Saves at-risk accounts weeks before they cancel, typically cutting churn by around a fifth.",
				Difficulty:  Hard, Category: CatData, Hours: 5,
				Topics: []T{TopicReporting, TopicFollowUp, TopicOnboarding},
				Fit:    3,
				Tool:   toolRec{"dashboard", "ChurnZero or Vitally for account health scores fed by product usage and billing"},
			},
			{
				ID:          "saas-feedback-synth",
				Title:       "Feedback and Feature Request Synthesiser",
				Description: "AI reads support tickets, call transcripts, reviews and sales notes, groups them into themes and produces a ranked list of requests with the revenue behind each, straight into your roadmap tool.",
				Impact:      "Turns scattered feedback into a prioritised list every week and saves product managers hours of tagging.",
				Difficulty:  Easy, Category: CatData, Hours: 3,
				Topics:   []T{TopicReporting, TopicSupport, TopicReviews},
				Fit:      2,
				QuickWin: "Paste last month's support tickets into an AI assistant and ask for the top ten themes with counts and example quotes.",
			},
			{
				ID:          "saas-in-product-copilot",
				Title:       "AI Copilot Inside Your Product",
				Description: "An assistant embedded in your app drafts, summarises or automates the core job users come to you for, grounded in their own data and your permissions model, with usage metered for a paid tier.",
				Impact:      "Creates a differentiating feature that lifts activation and expansion revenue, and cuts how-to tickets.",
				Difficulty:  Hard, Category: CatCustomApp, Hours: 3,
				Topics: []T{TopicSupport, TopicOnboarding, TopicKnowledge},
				Fit:    2,
				Tool:   toolRec{"copilot", "The OpenAI or Anthropic API behind your own feature, with an evaluation suite before launch"},
			},
		},
	},
	{
		Key: "professional-services", Label: "professional services", Customers: "clients", Rate: 75,
		CRM: "HubSpot",
		Starter: []toolRec{
			{"notes", "An AI meeting note-taker such as Fathom or Otter for client calls"},
			{"calendar", "Calendly for consultation booking with intake questions"},
			{"crm", "HubSpot's free CRM as the one home for every enquiry"},
		},
		Entries: []entry{
			{
				ID:          "pro-meeting-notes",
				Title:       "Meeting Notes to Action Items and Time Entries",
				Description: "Client meetings are transcribed and summarised, action items are assigned in your task tool, the follow-up email is drafted, and billable time entries are suggested so no work goes unbilled.",
				Impact:      "Recovers one to three billable hours per person per week that currently leak away.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 4,
				Topics:     []T{TopicTime, TopicDataEntry, TopicFollowUp},
				Fit:        5,
				QuickWin:   "Turn on an AI note-taker for client calls this week and send its summary as your follow-up email.",
				Supersedes: []string{"ops-briefing"},
				Tool:       toolRec{"notes", "Fathom or Otter for meeting notes, with action items sent to your task tool"},
			},
			{
				ID:          "pro-intake-agent",
				Title:       "AI Receptionist and Intake Phone Agent",
				Description: "Every call to the practice is answered: new matters are told apart from existing clients, your intake questions are asked, and consultations are booked straight into the right professional's calendar with a call summary.",
				Impact:      "Captures the new-client calls that now go to voicemail and saves fee-earners from screening enquiries.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 5,
				Topics: []T{TopicCalls, TopicLeads, TopicScheduling},
				Fit:    4,
			},
			{
				ID:          "pro-proposal-drafter",
				Title:       "Proposal and Engagement Letter Drafter",
				Description: "From discovery-call notes, AI drafts a tailored proposal, scope, fee options and engagement letter using your best past proposals as templates, so you edit instead of starting from a blank page.",
				Impact:      "Cuts proposal time from hours to about twenty minutes and gets quotes out the same day, while interest is high.",
				Difficulty:  Medium, Category: CatData, Hours: 5,
				Topics:     []T{TopicQuotes, TopicOnboarding, TopicDataEntry},
				Fit:        4,
				Supersedes: []string{"quote-drafting"},
			},
			{
				ID:          "pro-document-review",
				Title:       "Document Review and Summary Assistant",
				Description: "Contracts, financial statements and client documents are read by AI, key clauses and figures extracted into your checklist, risks flagged against your standards, and a first-draft memo prepared for professional review.",
				Impact:      "Cuts first-pass review time by half or more while keeping a professional in control of every conclusion.",
				Difficulty:  Hard, Category: CatData, Hours: 8,
				Topics:     []T{TopicDataEntry, TopicCompliance, TopicKnowledge},
				Fit:        3,
				Supersedes: []string{"document-extraction"},
				Tool:       toolRec{"doc-review", "Claude for Work or ChatGPT Enterprise with your review checklist as a saved prompt, or Spellbook for contracts"},
			},
			{
				ID:          "pro-client-portal",
				Title:       "Client Portal with AI Q&A",
				Description: "A secure portal where clients upload documents, see the status of their matter and ask questions answered from their own file and your policies, with anything substantive routed to their adviser.",
				Impact:      "Ends \"just checking on the status\" emails and calls and speeds up document collection.",
				Difficulty:  Hard, Category: CatCustomApp, Hours: 4,
				Topics: []T{TopicSupport, TopicOnboarding, TopicKnowledge},
				Fit:    2,
			},
			{
				ID:          "pro-nurture-referrals",
				Title:       "Enquiry Nurture and Referral Follow-Up",
				Description: "Every enquiry that did not book gets a useful, personal follow-up sequence, and past clients get timely check-ins and a referral ask at natural moments — year end, renewal, a completed matter.",
				Impact:      "Turns more enquiries into engagements and makes referrals a steady channel instead of luck.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 3,
				Topics:     []T{TopicFollowUp, TopicLeads, TopicReviews},
				Fit:        2,
				QuickWin:   "List the enquiries from the last 90 days that never booked and send each a short, personal check-in drafted with AI.",
				Supersedes: []string{"lead-follow-up"},
			},
		},
	},
	{
		Key: "real-estate", Label: "real estate", Customers: "buyers and sellers", Rate: 50,
		CRM: "Follow Up Boss",
		Starter: []toolRec{
			{"crm", "Follow Up Boss as the CRM every portal lead flows into"},
			{"calendar", "Calendly or ShowingTime for self-serve viewing bookings"},
			{"ai-workspace", "ChatGPT or Claude with your brand voice guide for listing copy"},
		},
		Entries: []entry{
			{
				ID:          "re-lead-phone-agent",
				Title:       "AI Lead Qualification Phone Agent",
				Description: "Every inbound property enquiry — phone calls and portal leads — is answered within seconds, day or night. The agent asks budget, timeline, financing and preferred areas, pushes qualified buyers and sellers into your CRM with a call summary, and transfers hot leads to an agent live.",
				Impact:      "Stops enquiries going cold in voicemail and puts your agents on qualified conversations only.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 6,
				Topics: []T{TopicCalls, TopicLeads, TopicScheduling},
				Fit:    5,
			},
			{
				ID:          "re-showing-scheduler",
				Title:       "Showing Scheduler and Reminder Assistant",
				Description: "Buyers book viewings from a link or a text conversation that knows agent availability and occupant rules; confirmations and reminders go out automatically, and feedback is requested after every showing.",
				Impact:      "Ends the back-and-forth of arranging viewings, cuts no-shows and gives sellers the feedback they keep asking for.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 4,
				Topics:   []T{TopicScheduling, TopicFollowUp, TopicCalls},
				Fit:      4,
				QuickWin: "Reply to viewing requests this week with a booking link instead of proposing times by text.",
			},
			{
				ID:          "re-listing-pack",
				Title:       "AI Listing Description and Marketing Pack",
				Description: "From the property details and photos, AI writes the listing description, social posts, an email to your buyer list and a short video script in your brand voice, checked against fair-housing wording.",
				Impact:      "Gets listings live the same day with a complete marketing pack, without an evening of writing.",
				Difficulty:  Easy, Category: CatData, Hours: 3,
				Topics:     []T{TopicContent, TopicDataEntry},
				Fit:        3,
				QuickWin:   "Write your next listing description with AI from a checklist of the home's ten best features, then reuse it for social posts.",
				Supersedes: []string{"content-engine"},
			},
			{
				ID:          "re-nurture",
				Title:       "Long-Term Lead Nurture and Re-Engagement",
				Description: "Old and cold leads in your database get personal, market-aware check-ins — new listings that match their search, price changes, an updated home value — and every reply is routed back to an agent.",
				Impact:      "Revives a slice of dormant leads every month, often the cheapest deals of the year.",
				Difficulty:  Medium, Category: CatWorkflow, Hours: 4,
				Topics:     []T{TopicFollowUp, TopicLeads, TopicEmail},
				Fit:        3,
				Supersedes: []string{"lead-follow-up"},
			},
			{
				ID:          "re-transaction-coordinator",
				Title:       "Transaction Coordinator Assistant",
				Description: "Key dates are extracted from the purchase agreement into a deadline timeline; inspection, appraisal, financing and closing milestones trigger reminders and updates to every party, and missing documents are chased automatically.",
				Impact:      "Keeps every deal on schedule and frees several hours per transaction of chasing and status updates.",
				Difficulty:  Hard, Category: CatWorkflow, Hours: 5,
				Topics: []T{TopicDataEntry, TopicCompliance, TopicFollowUp},
				Fit:    2,
				Tool:   toolRec{"transaction", "Dotloop or SkySlope for transaction files, with automated deadline reminders"},
			},
			{
				ID:          "re-tenant-chatbot",
				Title:       "Tenant Support and Maintenance Chatbot",
				Description: "Tenants report maintenance with photos, ask about rent and lease terms, and get answers at any hour; requests are triaged by urgency and dispatched to the right contractor with the details attached.",
				Impact:      "Cuts routine tenant calls and emails sharply and gets urgent repairs moving faster.",
				Difficulty:  Medium, Category: CatChatbot, Hours: 4,
				Topics: []T{TopicSupport, TopicScheduling, TopicInvoicing},
				Fit:    2,
			},
		},
	},
	{
		Key: "healthcare", Label: "healthcare", Customers: "patients", Rate: 70,
		Starter: []toolRec{
			{"reminders", "Two-way text reminders in your practice management system"},
			{"forms", "A HIPAA-compliant online intake and forms tool"},
			{"scribe", "An ambient AI scribe offered under a signed BAA"},
		},
		Entries: []entry{
			{
				ID:          "hc-reminders",
				Title:       "Appointment Reminder and Rebooking Agent",
				Description: "Patients get text and voice reminders they can confirm or reschedule by replying; a cancellation automatically offers the slot to the waitlist, and no-shows get a rebooking message the same day.",
				Impact:      "Typically reduces no-shows by 30-50% and fills late cancellations that would otherwise be lost revenue.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 5,
				Topics:   []T{TopicScheduling, TopicFollowUp, TopicCalls},
				Fit:      5,
				QuickWin: "Turn on two-way text reminders (48 hours and 2 hours before) in your practice management system.",
				Tool:     toolRec{"reminders", "Two-way reminders and waitlist fill from your practice management system, or Weave or Solutionreach"},
			},
			{
				ID:          "hc-intake",
				Title:       "Digital Patient Intake and Forms Automation",
				Description: "Patients complete intake, history and consent forms on their phone before the visit; AI checks for missing answers, reads insurance details from a photo of the card and writes everything to the record, so nobody retypes clipboards.",
				Impact:      "Saves five to ten minutes of front-desk time per new patient and shortens time in the waiting room.",
				Difficulty:  Medium, Category: CatData, Hours: 5,
				Topics:     []T{TopicOnboarding, TopicDataEntry, TopicCompliance},
				Fit:        4,
				Supersedes: []string{"client-onboarding"},
				Tool:       toolRec{"forms", "A HIPAA-compliant intake tool such as IntakeQ or Phreesia that writes to your practice management system"},
			},
			{
				ID:          "hc-front-desk-agent",
				Title:       "AI Front-Desk Phone Agent",
				Description: "A HIPAA-aware voice agent answers when lines are busy or the practice is closed, books and moves appointments, answers questions on hours, location, insurance accepted and preparation, and sends anything clinical or urgent to staff immediately.",
				Impact:      "Ends hold times and voicemail and captures the new-patient calls that usually go to the next practice.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 6,
				Topics: []T{TopicCalls, TopicScheduling, TopicSupport},
				Fit:    4,
			},
			{
				ID:          "hc-scribe",
				Title:       "Clinical Note and Documentation Assistant",
				Description: "An ambient scribe listens to the consultation, with the patient's consent, and drafts structured notes, codes and referral letters for the clinician to review and sign.",
				Impact:      "Gives clinicians back one to two hours a day of after-hours charting.",
				Difficulty:  Hard, Category: CatData, Hours: 8,
				Topics:     []T{TopicDataEntry, TopicCompliance, TopicTime},
				Fit:        3,
				Supersedes: []string{"document-extraction"},
				Tool:       toolRec{"scribe", "An ambient AI scribe such as Abridge, Freed or Nuance DAX Copilot, used under a signed BAA"},
			},
			{
				ID:          "hc-faq-chatbot",
				Title:       "Patient FAQ and Pre-Visit Chatbot",
				Description: "Answers common questions — insurance, prices, preparation, directions, aftercare — on your website and by text, using only content your team has approved, with a clear handoff to staff for anything clinical.",
				Impact:      "Takes a large share of routine questions off the phones and gets patients prepared properly for their visit.",
				Difficulty:  Easy, Category: CatChatbot, Hours: 3,
				Topics:   []T{TopicSupport, TopicScheduling, TopicKnowledge},
				Fit:      2,
				QuickWin: "List the twenty questions your front desk answers most and write approved answers — that is the chatbot's content.",
			},
			{
				ID:          "hc-claims",
				Title:       "Insurance Verification and Claims Follow-Up",
				Description: "Eligibility is checked automatically before each appointment, claim status is tracked, and denials are sorted by reason with AI-drafted appeal letters for staff to approve.",
				Impact:      "Speeds up payment and cuts write-offs from denied or forgotten claims.",
				Difficulty:  Hard, Category: CatWorkflow, Hours: 5,
				Topics:     []T{TopicInvoicing, TopicDataEntry, TopicFollowUp},
				Fit:        2,
				Supersedes: []string{"invoice-processing"},
			},
		},
	},
	{
		Key: "education", Label: "education", Customers: "students and parents", Rate: 40,
		CRM: "HubSpot",
		Starter: []toolRec{
			{"chatbot", "A website chatbot such as Chatbase trained on your course pages"},
			{"ai-workspace", "Google Workspace with Gemini for lesson and quiz drafting"},
			{"automation", "Zapier to connect enquiry forms, your CRM and email"},
		},
		Entries: []entry{
			{
				ID:          "edu-admissions-chatbot",
				Title:       "Admissions Enquiry Chatbot",
				Description: "Answers prospective students' and parents' questions about courses, fees, timetables and entry requirements at any hour on your website and messaging apps, captures their details and books tours or calls with admissions.",
				Impact:      "Turns late-night browsing into booked tours and takes the repetitive questions off your admissions team.",
				Difficulty:  Easy, Category: CatChatbot, Hours: 4,
				Topics:   []T{TopicSupport, TopicLeads, TopicOnboarding},
				Fit:      5,
				QuickWin: "Put your twenty most-asked admissions questions and answers on one FAQ page — it doubles as the chatbot's training content.",
			},
			{
				ID:          "edu-grading",
				Title:       "Assignment Feedback and Grading Assistant",
				Description: "Teachers upload the rubric and submissions; AI drafts rubric-aligned feedback and suggested marks that the teacher reviews, edits and releases.",
				Impact:      "Cuts marking time by 30-50% while students get more detailed, more consistent feedback.",
				Difficulty:  Medium, Category: CatData, Hours: 6,
				Topics: []T{TopicTime, TopicDataEntry, TopicContent},
				Fit:    4,
				Tool:   toolRec{"grading", "Gradescope or Brisk Teaching for rubric-based marking and feedback drafts"},
			},
			{
				ID:          "edu-lesson-content",
				Title:       "Lesson and Course Content Generator",
				Description: "Generates lesson plans, quizzes, differentiated worksheets and summaries from your curriculum and existing materials, matched to your standards and your students' levels.",
				Impact:      "Saves hours of preparation every week and makes differentiated material practical for every class.",
				Difficulty:  Easy, Category: CatData, Hours: 4,
				Topics:     []T{TopicContent, TopicKnowledge},
				Fit:        3,
				QuickWin:   "Use AI to turn next week's lesson into a ten-question quiz and a simplified summary for students who need extra support.",
				Supersedes: []string{"content-engine"},
				Tool:       toolRec{"lessons", "MagicSchool or Brisk Teaching for lesson plans, quizzes and differentiated materials"},
			},
			{
				ID:          "edu-parent-comms",
				Title:       "Attendance and Parent Communication Automation",
				Description: "Absences, missing work and upcoming deadlines trigger personal messages to students and parents in their own language, and replies are routed to the right member of staff.",
				Impact:      "Catches problems days earlier and saves staff the daily round of calls and emails.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 3,
				Topics:   []T{TopicFollowUp, TopicEmail, TopicScheduling},
				Fit:      3,
				QuickWin: "Set up an automatic same-day message for unexplained absences from your student information system.",
			},
			{
				ID:          "edu-phone-agent",
				Title:       "AI Admissions and Office Phone Agent",
				Description: "Answers the office line during peak enrolment and after hours, handles common questions about dates, fees and transport, qualifies new enquiries and books tours or trial classes.",
				Impact:      "No enquiry goes unanswered in enrolment season and office staff get their afternoons back.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 4,
				Topics: []T{TopicCalls, TopicLeads, TopicScheduling},
				Fit:    3,
			},
			{
				ID:          "edu-early-warning",
				Title:       "Student Progress Early-Warning Dashboard",
				Description: "Grades, attendance and engagement data are combined to flag students at risk of failing or dropping out, with the reasons shown and suggested interventions for tutors.",
				Impact:      "Improves retention and completion by reaching struggling students weeks sooner.",
				Difficulty:  Hard, Category: CatData, Hours: 4,
				Topics: []T{TopicReporting, TopicFollowUp},
				Fit:    2,
			},
		},
	},
	{
		Key: "marketing", Label: "marketing", Customers: "clients", Rate: 55,
		CRM: "HubSpot",
		Starter: []toolRec{
			{"dashboard", "Looker Studio (free) for client dashboards"},
			{"ai-workspace", "ChatGPT Team or Claude for Work with a brand-voice guide per client"},
			{"automation", "Make or Zapier to move briefs, approvals and reports between tools"},
		},
		Entries: []entry{
			{
				ID:          "mkt-content-pipeline",
				Title:       "Content Production Pipeline",
				Description: "Briefs go in; AI produces first drafts of blog posts, ad variants, social calendars and email copy in each client's brand voice and approved claims, routed through review and scheduling automatically.",
				Impact:      "Roughly doubles content output per strategist without adding headcount.",
				Difficulty:  Medium, Category: CatWorkflow, Hours: 8,
				Topics:     []T{TopicContent, TopicTime},
				Fit:        5,
				Supersedes: []string{"content-engine"},
			},
			{
				ID:          "mkt-client-reporting",
				Title:       "Automated Client Reporting",
				Description: "Ads, analytics, SEO and social data flow into a dashboard per client, and AI writes the monthly commentary — what changed, why, and next month's recommendations — ready for your review.",
				Impact:      "Turns a two-to-three-hour monthly report per client into about twenty minutes.",
				Difficulty:  Easy, Category: CatData, Hours: 5,
				Topics:     []T{TopicReporting, TopicDataEntry},
				Fit:        5,
				QuickWin:   "Connect one client's ad and analytics accounts to a Looker Studio template and have AI draft this month's commentary.",
				Supersedes: []string{"kpi-report"},
				Tool:       toolRec{"dashboard", "AgencyAnalytics or Looker Studio for client dashboards with AI-written summaries"},
			},
			{
				ID:          "mkt-lead-response",
				Title:       "Inbound Lead Response Agent",
				Description: "Calls and form fills — for your agency or your clients — are answered instantly by voice and text, qualified on budget and goals, and booked into a discovery call.",
				Impact:      "Speed-to-lead in seconds lifts conversion on the leads your campaigns already generate.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 3,
				Topics: []T{TopicCalls, TopicLeads, TopicFollowUp},
				Fit:    3,
			},
			{
				ID:          "mkt-creative-testing",
				Title:       "Ad Creative Variation and Testing Engine",
				Description: "AI generates dozens of headline, copy and image variations from one brief, launches structured tests and feeds the winning angles back into the next brief.",
				Impact:      "Finds winning creative faster and lowers cost per acquisition for every client.",
				Difficulty:  Hard, Category: CatData, Hours: 5,
				Topics: []T{TopicContent, TopicReporting},
				Fit:    3,
			},
			{
				ID:          "mkt-onboarding-bot",
				Title:       "Client Onboarding and Brief Intake Bot",
				Description: "New clients complete a conversational intake that gathers brand guidelines, account access, goals and assets, chases anything missing and produces a structured brief in your project tool.",
				Impact:      "Cuts onboarding from weeks of chasing to a few days and starts every project with a complete brief.",
				Difficulty:  Easy, Category: CatChatbot, Hours: 3,
				Topics:     []T{TopicOnboarding, TopicSupport, TopicDataEntry},
				Fit:        2,
				QuickWin:   "Turn your onboarding questionnaire into one form with file upload and automatic reminders for anything left blank.",
				Supersedes: []string{"client-onboarding"},
			},
			{
				ID:          "mkt-white-label-agents",
				Title:       "White-Label AI Agents for Your Clients",
				Description: "Build AI chatbots and voice agents under your brand for your clients' lead capture and support, delivered as a monthly managed service alongside your retainers.",
				Impact:      "Adds a recurring revenue line per client and makes your agency harder to replace.",
				Difficulty:  Hard, Category: CatCustomApp, Hours: 2,
				Topics: []T{TopicSupport},
				Fit:    2,
			},
		},
	},
	{
		Key: "finance", Label: "finance", Customers: "clients", Rate: 80,
		CRM: "HubSpot",
		Starter: []toolRec{
			{"bookkeeping", "Dext or Hubdoc for AI receipt and bill capture"},
			{"portal", "A secure client portal with document requests and reminders"},
			{"ai-workspace", "Microsoft 365 Copilot or Google Gemini for drafting and summaries"},
		},
		Entries: []entry{
			{
				ID:          "fin-statement-processing",
				Title:       "Bank Statement and Receipt Processing",
				Description: "AI reads bank statements, receipts and invoices from email or uploads, categorises transactions, matches them to the ledger and flags anomalies for an accountant to review.",
				Impact:      "Cuts reconciliation and coding time by 60-80% and closes the month days sooner.",
				Difficulty:  Medium, Category: CatData, Hours: 8,
				Topics:     []T{TopicDataEntry, TopicInvoicing, TopicCompliance},
				Fit:        5,
				Supersedes: []string{"document-extraction"},
			},
			{
				ID:          "fin-document-collection",
				Title:       "Client Document Collection Assistant",
				Description: "Each client gets a personal checklist (tax year, loan application, policy renewal) with secure upload links and polite automatic reminders until every document is in; AI checks each upload is the right document and legible.",
				Impact:      "Ends weeks of chasing paperwork and lets work start on complete files.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 4,
				Topics:     []T{TopicFollowUp, TopicOnboarding, TopicEmail},
				Fit:        4,
				QuickWin:   "Send this season's document checklist from a form tool with automatic reminders instead of individual emails.",
				Supersedes: []string{"client-onboarding"},
			},
			{
				ID:          "fin-phone-agent",
				Title:       "AI Client Service Phone Agent",
				Description: "Answers routine calls securely — the status of a return, booking a review meeting, how to upload documents — verifies identity before discussing any account details, and routes advice questions to an adviser.",
				Impact:      "Takes routine calls off advisers' desks and answers clients in seconds, even in deadline season.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 4,
				Topics: []T{TopicCalls, TopicScheduling, TopicSupport},
				Fit:    3,
			},
			{
				ID:          "fin-kyc",
				Title:       "Compliance Review and KYC Automation",
				Description: "Identity documents and onboarding forms are checked automatically, KYC and AML screening results are summarised, and file notes are checked against your compliance checklist before sign-off.",
				Impact:      "Shortens client onboarding from days to hours with a cleaner audit trail.",
				Difficulty:  Hard, Category: CatData, Hours: 6,
				Topics: []T{TopicCompliance, TopicDataEntry, TopicOnboarding},
				Fit:    3,
				Tool:   toolRec{"kyc", "Onfido or ComplyAdvantage for identity checks and screening, with AI-drafted file notes"},
			},
			{
				ID:          "fin-report-commentary",
				Title:       "Client Report Commentary Writer",
				Description: "Monthly or quarterly client reports get AI-drafted, plain-English commentary from the numbers, personalised to each client's goals, for adviser approval before sending.",
				Impact:      "Cuts report preparation time in half and makes every report read like it was written for that client.",
				Difficulty:  Medium, Category: CatData, Hours: 4,
				Topics:     []T{TopicReporting, TopicContent},
				Fit:        2,
				Supersedes: []string{"kpi-report"},
			},
			{
				ID:          "fin-chatbot",
				Title:       "Client Q&A Chatbot with Secure Handoff",
				Description: "Answers general questions about services, fees, deadlines and which documents are needed on your website, captures new enquiries, and never gives personal advice — it books those into an adviser's calendar.",
				Impact:      "Answers prospects instantly, filters out poor fits and cuts routine emails to your team.",
				Difficulty:  Easy, Category: CatChatbot, Hours: 3,
				Topics:   []T{TopicSupport, TopicLeads, TopicScheduling},
				Fit:      2,
				QuickWin: "Write answers to the fifteen questions prospects ask before signing and publish them as an FAQ page.",
			},
		},
	},
	{
		Key: "construction", Label: "construction", Customers: "clients", Rate: 50,
		CRM: "Jobber",
		Starter: []toolRec{
			{"crm", "Jobber or Buildertrend for quotes, scheduling and invoicing in one place"},
			{"voice", "An AI phone agent on your business line while you are on site"},
			{"automation", "Zapier to connect enquiry forms, your job software and accounting"},
		},
		Entries: []entry{
			{
				ID:          "con-phone-agent",
				Title:       "AI Phone Agent for Job Enquiries",
				Description: "Answers calls while you are on the tools, captures the job details (type of work, address, photos by text, budget, urgency), qualifies it and books estimate visits straight into your calendar.",
				Impact:      "Stops jobs being lost to voicemail — trades often miss a third of calls during working hours.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 5,
				Topics: []T{TopicCalls, TopicLeads, TopicScheduling},
				Fit:    5,
			},
			{
				ID:          "con-estimating",
				Title:       "AI Estimating and Quote Builder",
				Description: "From plans, photos and site notes, AI drafts material takeoffs and line-item quotes from your price book and past jobs, for you to adjust and send the same day.",
				Impact:      "Halves estimating time and wins more work by quoting first.",
				Difficulty:  Hard, Category: CatData, Hours: 8,
				Topics:     []T{TopicQuotes, TopicDataEntry},
				Fit:        4,
				Supersedes: []string{"quote-drafting"},
				Tool:       toolRec{"estimating", "Togal.AI or STACK for AI-assisted takeoffs, priced from your own price book"},
			},
			{
				ID:          "con-quote-follow-up",
				Title:       "Quote Follow-Up Sequences",
				Description: "Every quote sent triggers a friendly follow-up by text and email — answering common questions, offering financing, sharing reviews of similar jobs — until the client says yes or no.",
				Impact:      "Lifts quote acceptance by 10-20% with no extra effort from you.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 3,
				Topics:     []T{TopicFollowUp, TopicQuotes, TopicLeads},
				Fit:        4,
				QuickWin:   "Make it a rule that every quote gets a text on day 2 and an email on day 7, and set both to send automatically.",
				Supersedes: []string{"lead-follow-up"},
			},
			{
				ID:          "con-site-diary",
				Title:       "Site Diary and Daily Report Automation",
				Description: "Crews send a voice note and photos at the end of the day; AI writes the daily report, logs hours, materials and safety items, and sends the client a short progress update.",
				Impact:      "Saves supervisors 30-60 minutes a day and builds a dispute-proof record of every job.",
				Difficulty:  Medium, Category: CatWorkflow, Hours: 4,
				Topics:     []T{TopicReporting, TopicDataEntry, TopicCompliance},
				Fit:        3,
				Supersedes: []string{"kpi-report"},
			},
			{
				ID:          "con-sub-scheduling",
				Title:       "Subcontractor and Materials Scheduling Assistant",
				Description: "Keeps subcontractors and suppliers in step with the job programme: confirms dates by text, warns everyone when a delay knocks on, and reorders materials against the schedule.",
				Impact:      "Fewer idle days on site and fewer hours on the phone rearranging trades.",
				Difficulty:  Medium, Category: CatWorkflow, Hours: 4,
				Topics: []T{TopicScheduling, TopicInventory, TopicFollowUp},
				Fit:    2,
			},
			{
				ID:          "con-change-orders",
				Title:       "Change Order and Progress Invoice Automation",
				Description: "Variations agreed on site are captured by voice note or photo, priced from your rates, sent for client sign-off and added to the next progress invoice, so extra work always gets paid.",
				Impact:      "Recovers unbilled variations — often several percent of job value — and speeds up progress payments.",
				Difficulty:  Medium, Category: CatData, Hours: 4,
				Topics:     []T{TopicInvoicing, TopicQuotes, TopicCompliance},
				Fit:        2,
				Supersedes: []string{"invoice-processing"},
			},
		},
	},
	{
		Key: "hospitality", Label: "hospitality", Customers: "guests", Rate: 28,
		Starter: []toolRec{
			{"reminders", "Your reservation system's built-in reminders and waitlist"},
			{"voice", "An AI phone agent that books straight into your reservation system"},
			{"reviews", "A review tool such as Birdeye or Podium for replies across sites"},
		},
		Entries: []entry{
			{
				ID:          "hosp-reservation-agent",
				Title:       "AI Reservation Phone Agent",
				Description: "Answers every call during service and after hours, takes and changes reservations in your booking system, answers menu, allergy, parking and opening-hours questions, and passes large-party and event enquiries to a manager.",
				Impact:      "No more missed bookings during the rush, and front-of-house staff stay with the guests in front of them.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 6,
				Topics: []T{TopicCalls, TopicScheduling, TopicSupport},
				Fit:    5,
			},
			{
				ID:          "hosp-guest-messaging",
				Title:       "Guest Messaging Chatbot",
				Description: "Answers guest questions on your website, Instagram, WhatsApp and Google at any hour, takes bookings and handles pre-arrival requests such as dietary needs, celebrations and late check-in.",
				Impact:      "Replies in seconds instead of hours and converts more enquiries into bookings.",
				Difficulty:  Easy, Category: CatChatbot, Hours: 4,
				Topics:   []T{TopicSupport, TopicScheduling, TopicLeads},
				Fit:      4,
				QuickWin: "Turn on instant replies in Instagram and Google Business Profile messages with your booking link and top five answers.",
			},
			{
				ID:          "hosp-reviews",
				Title:       "Review Response and Reputation Manager",
				Description: "Every review on Google, TripAdvisor and booking sites gets a personal AI-drafted reply in your voice for one-click approval, and a weekly summary shows what guests praise and complain about.",
				Impact:      "Every review answered within a day and a clear list of what to fix, which lifts ratings and bookings.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 2,
				Topics:     []T{TopicReviews, TopicContent},
				Fit:        4,
				QuickWin:   "Reply to every review from the last 30 days this week using AI drafts you edit — guests and search engines both notice.",
				Supersedes: []string{"review-requests"},
				Tool:       toolRec{"reviews", "Birdeye or Podium to reply to reviews across Google and booking sites from one place"},
			},
			{
				ID:          "hosp-rota",
				Title:       "Staff Rota and Shift Scheduling Assistant",
				Description: "Builds rotas from forecast covers, staff availability and your labour budget, handles swap requests by text and warns you before overtime happens.",
				Impact:      "Cuts rota-building from hours to minutes and keeps labour cost on target.",
				Difficulty:  Medium, Category: CatWorkflow, Hours: 4,
				Topics:  []T{TopicScheduling, TopicHiring, TopicReporting},
				Fit:     3,
				MinTeam: 2,
				Tool:    toolRec{"rota", "7shifts or Deputy for rota building, shift swaps and labour-cost alerts"},
			},
			{
				ID:          "hosp-food-cost",
				Title:       "Inventory and Food Cost Tracking",
				Description: "Supplier invoices are read automatically, prices tracked per ingredient, stock counted by photo or voice, and menu margins recalculated whenever costs change, with reorder suggestions.",
				Impact:      "Typically cuts food cost by two to four points of revenue.",
				Difficulty:  Hard, Category: CatData, Hours: 4,
				Topics: []T{TopicInventory, TopicReporting, TopicInvoicing},
				Fit:    2,
				Tool:   toolRec{"food-cost", "MarginEdge or MarketMan to read supplier invoices and track food cost per dish"},
			},
			{
				ID:          "hosp-win-back",
				Title:       "Guest Win-Back and Event Promotions",
				Description: "Booking data is segmented into regulars, lapsed guests and upcoming birthdays, and AI-written campaigns fill quiet nights and promote events to the guests most likely to come.",
				Impact:      "Fills quiet nights from your own guest list instead of paying for discounts and ads.",
				Difficulty:  Medium, Category: CatWorkflow, Hours: 3,
				Topics:     []T{TopicFollowUp, TopicContent, TopicLeads},
				Fit:        2,
				Supersedes: []string{"lead-follow-up"},
			},
		},
	},
	{
		Key: "other", Label: "your industry", Customers: "customers", Rate: 45,
		CRM: "HubSpot",
		Starter: []toolRec{
			{"crm", "HubSpot's free CRM as the one home for every lead and customer"},
			{"calendar", "Calendly for self-serve booking with automatic reminders"},
			{"automation", "Zapier to connect forms, email and spreadsheets"},
		},
		Entries: []entry{
			{
				ID:          "oth-receptionist",
				Title:       "AI Receptionist Phone Agent",
				Description: "A voice agent answers every call in your business's name, answers common questions, takes the caller's details and books appointments or call-backs, then sends you a summary of each call.",
				Impact:      "Every call answered on the first ring, day or night, without hiring a receptionist.",
				Difficulty:  Medium, Category: CatPhoneAgent, Hours: 5,
				Topics: []T{TopicCalls, TopicLeads, TopicScheduling},
				Fit:    4,
			},
			{
				ID:          "oth-website-chatbot",
				Title:       "Website Chatbot for Questions and Leads",
				Description: "A chatbot trained on your website, prices and policies answers visitors' questions instantly, captures their contact details and books a call or appointment when they are ready.",
				Impact:      "Turns more website visitors into enquiries and cuts repetitive questions by email and phone.",
				Difficulty:  Easy, Category: CatChatbot, Hours: 3,
				Topics:   []T{TopicSupport, TopicLeads},
				Fit:      4,
				QuickWin: "Write down the fifteen questions customers ask most, with your answers — that page trains the chatbot.",
			},
			{
				ID:          "oth-booking",
				Title:       "Online Booking with Automatic Reminders",
				Description: "Customers pick a time from a booking page that knows your availability, and confirmations, reminders and rebooking links go out automatically by email and text.",
				Impact:      "Removes the back-and-forth of scheduling and cuts no-shows.",
				Difficulty:  Easy, Category: CatWorkflow, Hours: 3,
				Topics:   []T{TopicScheduling, TopicFollowUp},
				Fit:      3,
				QuickWin: "Create a booking page with your real availability and use it in every email signature and reply this week.",
			},
			{
				ID:          "oth-quotes",
				Title:       "AI Quote and Proposal Generator",
				Description: "From a short form or call notes, AI drafts a priced quote or proposal using your price list and your best past proposals, ready for a final check and e-signature.",
				Impact:      "Gets quotes out the same day instead of the same week, which wins more work.",
				Difficulty:  Medium, Category: CatData, Hours: 4,
				Topics:     []T{TopicQuotes, TopicDataEntry, TopicLeads},
				Fit:        2,
				Supersedes: []string{"quote-drafting"},
			},
			{
				ID:          "oth-workflow-app",
				Title:       "Custom AI Workflow App",
				Description: "A small internal app replaces the spreadsheet-and-email process at the heart of your business: one place to capture work, AI to fill in and check the details, and automatic updates to everyone involved.",
				Impact:      "Removes the manual handoffs that slow the business down and gives you live visibility of every job.",
				Difficulty:  Hard, Category: CatCustomApp, Hours: 6,
				Topics: []T{TopicDataEntry, TopicTime, TopicReporting},
				Fit:    2,
			},
		},
	},
}

// industryByKey returns the profile of an industry, or "other" for an
// unknown key.
func industryByKey(key string) *industry {
	for i := range industries {
		if industries[i].Key == key {
			return &industries[i]
		}
	}
	return &industries[len(industries)-1]
}

// candidates returns the entries a report for this industry picks from: the
// industry's own entries first, then the common entries it does not
// supersede. The order is the tie-break order.
func (ind *industry) candidates() []entry {
	out := make([]entry, 0, len(ind.Entries)+len(commonEntries))
	out = append(out, ind.Entries...)
	for _, c := range commonEntries {
		superseded := false
		for _, e := range ind.Entries {
			for _, id := range e.Supersedes {
				if id == c.ID {
					superseded = true
				}
			}
		}
		if !superseded {
			out = append(out, c)
		}
	}
	return out
}
