// Package config reads the server's settings from the environment into one
// typed struct, with defaults that run on a fresh machine. A value that is
// malformed or out of range stops the server at start with a message that
// names the variable; nothing silently falls back to a default.
package config

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// Config is every setting the server reads. Each field's `env` tag names
// its variable, `envDefault` its default, and `check` the values allowed
// (see validate.go).
type Config struct {
	Port        int    `env:"PORT" envDefault:"8080" check:"1..65535"`
	DataDir     string `env:"DATA_DIR" envDefault:"./data"`
	DatabaseURL string `env:"DATABASE_URL" check:"dburl"`
	// SQLiteWALBatch hands SQLite's WAL a commit's frames in one write
	// (internal/db/walvfs.go); false uses SQLite's own unix VFS alone.
	SQLiteWALBatch bool `env:"SQLITE_WAL_BATCH" envDefault:"true"`
	// PublicURL is the site's own origin, for canonical links, share cards
	// and secure cookies; it defaults to http://localhost:$PORT.
	PublicURL string `env:"PUBLIC_URL" check:"url"`
	LogLevel  string `env:"LOG_LEVEL" envDefault:"info" check:"oneof debug info warn error"`
	// TrustProxy believes X-Forwarded-For (behind a load balancer of one's
	// own): the address TrustProxyHops places from the right, the one the
	// outermost trusted proxy appended.
	TrustProxy bool `env:"TRUST_PROXY" envDefault:"false"`
	// TrustProxyHops is how many proxies of one's own, each appending to
	// X-Forwarded-For, stand in front of the server (a CDN and a balancer
	// are 2).
	TrustProxyHops int `env:"TRUST_PROXY_HOPS" envDefault:"1" check:"1..10"`

	// AdminEmail and AdminPassword make the first owner account at the
	// first start without one (a stored single admin password of an
	// earlier version becomes that owner's password); once an owner
	// exists they are not read. Without AdminPassword the password is
	// generated and printed once.
	AdminEmail    string `env:"ADMIN_EMAIL" envDefault:"admin@example.com" check:"optemail"`
	AdminPassword string `env:"ADMIN_PASSWORD"`
	// StaffTwoFactor "required" makes owners and admins sign in with a
	// second factor (they set it up at their next sign-in); "optional"
	// leaves it to each person, for development and automated tests.
	StaffTwoFactor string `env:"STAFF_TWO_FACTOR" envDefault:"required" check:"oneof required optional"`
	// PasswordHashConcurrency is how many passwords the server hashes at
	// once (sign-ins, new passwords), whatever the number of cores: each
	// takes 12 MiB, so it bounds their memory (docs/decisions.md).
	PasswordHashConcurrency int `env:"PASSWORD_HASH_CONCURRENCY" envDefault:"4" check:"1..64"`
	// PasswordHashQueueTimeout is how long a password may wait for its
	// turn; past it the request is answered 503 with Retry-After.
	PasswordHashQueueTimeout time.Duration `env:"PASSWORD_HASH_QUEUE_TIMEOUT" envDefault:"5s" check:"100ms..1m"`

	// LeadRateLimit is how many leads (the quiz's reports included) one
	// client network may submit in ten minutes.
	LeadRateLimit int `env:"LEAD_RATE_LIMIT" envDefault:"20" check:"1..1000000"`
	// VoteRateLimit is how many votes one client network may cast in ten
	// minutes, over all requests.
	VoteRateLimit int `env:"VOTE_RATE_LIMIT" envDefault:"120" check:"1..1000000"`
	// VotesPerAddress is how many votes from one client network count on
	// one request, whatever voter ids it presents.
	VotesPerAddress int `env:"VOTES_PER_ADDRESS" envDefault:"3" check:"1..1000000"`
	// SubmitRateLimit is how many board requests, and how many
	// testimonials, one client network may submit in ten minutes.
	SubmitRateLimit int `env:"SUBMIT_RATE_LIMIT" envDefault:"20" check:"1..1000000"`
	// UploadRateLimit is how many files (logos) one client network may
	// upload without signing in, in ten minutes.
	UploadRateLimit int `env:"UPLOAD_RATE_LIMIT" envDefault:"30" check:"1..1000000"`

	// MetricsAddr is a separate listen address for /metrics (such as
	// 127.0.0.1:9091); empty serves no separate listener.
	MetricsAddr string `env:"METRICS_ADDR" check:"hostport"`
	// MetricsToken, when set, serves /metrics on the public port too, to
	// requests that carry it as a bearer token.
	MetricsToken string `env:"METRICS_TOKEN" check:"secret"`

	// StripeWebhookSecret verifies the payment provider's webhook; without
	// it the webhook answers 503.
	StripeWebhookSecret string `env:"STRIPE_WEBHOOK_SECRET" check:"secret"`

	// SMTPURL is the mail server (smtp://user:pass@host:587 with STARTTLS
	// when offered, smtps://... for TLS from the start); without it e-mails
	// wait in the outbox, readable in the admin.
	SMTPURL string `env:"SMTP_URL" check:"smtpurl"`
	// MailFrom is the sender of every e-mail; its domain is the domain of
	// every Message-ID.
	MailFrom string `env:"MAIL_FROM" envDefault:"hello@aimission.example" check:"email"`
	// MailFromName is the sender's name that mail apps show:
	// "AI Mission <hello@aimission.example>".
	MailFromName string `env:"MAIL_FROM_NAME" envDefault:"AI Mission" check:"displayname"`
	// StaffEmail receives the staff notifications; empty sends none.
	StaffEmail string `env:"STAFF_EMAIL" check:"optemail"`
	// ToolkitURL is the download the toolkit form promises.
	ToolkitURL string `env:"TOOLKIT_URL" envDefault:"https://www.aimission.example/downloads/ai-agency-roadmap.pdf" check:"url"`
	// WebhookAllowPrivate lets webhook endpoints live on private addresses
	// (for tests on one machine); never in production.
	WebhookAllowPrivate bool `env:"WEBHOOK_ALLOW_PRIVATE" envDefault:"false"`
	// OutboxClaim is how long a message being delivered belongs to its
	// worker; one whose worker died is delivered again after it.
	OutboxClaim time.Duration `env:"OUTBOX_CLAIM_TIMEOUT" envDefault:"2m" check:"1s..1h"`

	Site Site

	AI AI

	Automations Automations

	ShutdownTimeout time.Duration `env:"SHUTDOWN_TIMEOUT" envDefault:"20s" check:"1s..10m"`
}

// Site is the public configuration the web app needs: external links,
// contact addresses and the organiser's time zone. It is rendered into every
// page, so it never holds a secret.
type Site struct {
	// EventsTimeZone is the organiser's time zone: the daily live sessions
	// are at 6am and 6pm there, and every page shows them at that instant.
	EventsTimeZone string  `json:"eventsTimeZone" env:"EVENTS_TIME_ZONE" envDefault:"America/Chicago" check:"tz"`
	CommunityURL   string  `json:"communityUrl" env:"COMMUNITY_URL" envDefault:"https://www.skool.com/ai-mission" check:"url"`
	SupportEmail   string  `json:"supportEmail" env:"SUPPORT_EMAIL" envDefault:"support@aimission.example" check:"email"`
	Social         Social  `json:"social"`
	Booking        Booking `json:"booking"`
	CheckoutURL    string  `json:"checkoutUrl" env:"CHECKOUT_URL" envDefault:"https://buy.stripe.com/aimission-partner-licence" check:"url"`
	MeetingURL     string  `json:"meetingUrl" env:"MEETING_URL" envDefault:"https://zoom.us/j/aimission" check:"url"`
	SchedulingURL  string  `json:"schedulingUrl" env:"SCHEDULING_URL" envDefault:"https://cal.com/aimission" check:"url"`
	Claims         Claims  `json:"claims"`
}

// Claims are the facts the pages state about the offer and the community,
// each from here alone: every page, page description and FAQ answer that
// states one reads it from the site config (prerendered pages through their
// placeholders), so no two pages can disagree.
type Claims struct {
	// GuaranteeDays is the money-back guarantee's window, the refund
	// policy's: "7-day money-back guarantee", "ask within 7 days".
	GuaranteeDays int `json:"guaranteeDays" env:"GUARANTEE_DAYS" envDefault:"7" check:"1..365"`
	// CommunityMembers is how many members the community has, shown as
	// "74+ members".
	CommunityMembers int `json:"communityMembers" env:"COMMUNITY_MEMBERS" envDefault:"74" check:"1..100000000"`
}

// Social holds the four social profile links of the footer.
type Social struct {
	GitHub   string `json:"github" env:"SOCIAL_GITHUB_URL" envDefault:"https://github.com/aimission" check:"url"`
	LinkedIn string `json:"linkedin" env:"SOCIAL_LINKEDIN_URL" envDefault:"https://www.linkedin.com/in/aimission" check:"url"`
	Twitter  string `json:"twitter" env:"SOCIAL_TWITTER_URL" envDefault:"https://x.com/aimission" check:"url"`
	Replit   string `json:"replit" env:"SOCIAL_REPLIT_URL" envDefault:"https://replit.com/@aimission" check:"url"`
}

// Booking holds the embedded booking calendars.
type Booking struct {
	PartnerCall string `json:"partnerCall" env:"BOOKING_PARTNER_CALL_URL" envDefault:"https://cal.com/aimission/partner-call?embed=true" check:"url"`
	ClientCall  string `json:"clientCall" env:"BOOKING_CLIENT_CALL_URL" envDefault:"https://cal.com/aimission/strategy-session?embed=true" check:"url"`
	BookCall    string `json:"bookCall" env:"BOOKING_BOOK_CALL_URL" envDefault:"https://cal.com/aimission/partnership?embed=true" check:"url"`
	// Standup is the stand-up's booking widget; StandupScript is its
	// provider's form-embed script, loaded on the stand-up page only (which
	// alone lets it run, see StandupScriptOrigin).
	Standup       string `json:"standup" env:"BOOKING_STANDUP_URL" envDefault:"https://api.leadconnectorhq.com/widget/booking/aimission-standup" check:"url"`
	StandupScript string `json:"standupScript" env:"BOOKING_STANDUP_SCRIPT_URL" envDefault:"https://link.msgsndr.com/js/form_embed.js" check:"url"`
	// LiveCall is the strategy-call scheduler of the live build sessions' second step.
	LiveCall string `json:"liveCall" env:"BOOKING_LIVE_CALL_URL" envDefault:"https://cal.com/aimission/live-build-call?embed=true" check:"url"`
}

// AI configures the optional OpenAI-compatible endpoint of the quiz.
type AI struct {
	URL     string        `env:"AI_API_URL" check:"url"`
	APIKey  string        `env:"AI_API_KEY"`
	Model   string        `env:"AI_MODEL" envDefault:"gpt-4o-mini"`
	Timeout time.Duration `env:"AI_TIMEOUT" envDefault:"4s" check:"100ms..2m"`
}

// Automations configures the runs of partners' agents: the site's model
// is AI's; a partner may use their own endpoint instead.
type Automations struct {
	// SecretKey seals the keys of partners' own model endpoints at rest;
	// without it partners cannot store one.
	SecretKey string `env:"AUTOMATION_SECRET_KEY" check:"secret"`
	// Prices are the models' prices in dollars per million tokens,
	// "model=input/output,..."; a run of a model not listed has an unknown
	// cost.
	Prices        string        `env:"AI_PRICES" envDefault:"gpt-4o-mini=0.15/0.60,gpt-4o=2.50/10.00,gpt-5-mini=0.25/2.00,gpt-5=1.25/10.00"`
	RunsPerMinute int           `env:"AUTOMATION_RUNS_PER_MINUTE" envDefault:"30" check:"1..100000"`
	Concurrent    int           `env:"AUTOMATION_CONCURRENT_RUNS" envDefault:"4" check:"1..1000"`
	MonthlyTokens int           `env:"AUTOMATION_MONTHLY_TOKENS" envDefault:"2000000" check:"1..2000000000"`
	RunTimeout    time.Duration `env:"AUTOMATION_RUN_TIMEOUT" envDefault:"2m" check:"1s..30m"`
}

// ProxyHops is how many X-Forwarded-For hops are believed: none without
// TRUST_PROXY.
func (c Config) ProxyHops() int {
	if !c.TrustProxy {
		return 0
	}
	return c.TrustProxyHops
}

// SecureCookies tells whether cookies must carry the Secure flag: when the
// public address is HTTPS.
func (c Config) SecureCookies() bool { return strings.HasPrefix(c.PublicURL, "https://") }

// FrameHosts lists the origins of the booking embeds, for the CSP.
func (c Config) FrameHosts() []string {
	seen := map[string]bool{}
	var out []string
	b := c.Site.Booking
	for _, raw := range []string{b.PartnerCall, b.ClientCall, b.BookCall, b.Standup, b.LiveCall, c.Site.SchedulingURL} {
		origin := originOf(raw)
		if origin != "" && !seen[origin] {
			seen[origin] = true
			out = append(out, origin)
		}
	}
	return out
}

// StandupScriptOrigin is the origin of the stand-up booking provider's
// script, which the CSP of the stand-up page alone allows.
func (c Config) StandupScriptOrigin() string { return originOf(c.Site.Booking.StandupScript) }

func originOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// withDefaults fills the settings whose default depends on another.
func (c *Config) withDefaults() {
	if c.PublicURL == "" {
		c.PublicURL = fmt.Sprintf("http://localhost:%d", c.Port)
	}
	c.PublicURL = strings.TrimRight(c.PublicURL, "/")
}
