// Package config reads the server's settings from the environment, with
// defaults that run on a fresh machine.
package config

import (
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is every setting the server reads.
type Config struct {
	Port        int
	DataDir     string
	DatabaseURL string
	PublicURL   string // the site's own origin, for canonical links and share cards
	LogLevel    string
	TrustProxy  bool // believe X-Forwarded-For's last hop (behind a load balancer)

	AdminPassword string // used to set the admin password at start when given

	// LeadRateLimit is how many leads one client address may submit in ten
	// minutes.
	LeadRateLimit int
	// VoteRateLimit is how many votes one client address may cast in ten
	// minutes.
	VoteRateLimit int
	// SubmitRateLimit is how many board requests, and how many
	// testimonials, one client address may submit in ten minutes.
	SubmitRateLimit int

	Site Site

	AI AI

	ShutdownTimeout time.Duration
}

// Site is the public configuration the web app needs: external links and
// contact addresses. It is rendered into every page, so it never holds a
// secret.
type Site struct {
	CommunityURL  string  `json:"communityUrl"`
	SupportEmail  string  `json:"supportEmail"`
	Social        Social  `json:"social"`
	Booking       Booking `json:"booking"`
	CheckoutURL   string  `json:"checkoutUrl"`
	MeetingURL    string  `json:"meetingUrl"`
	SchedulingURL string  `json:"schedulingUrl"`
}

// Social holds the four social profile links of the footer.
type Social struct {
	GitHub   string `json:"github"`
	LinkedIn string `json:"linkedin"`
	Twitter  string `json:"twitter"`
	Replit   string `json:"replit"`
}

// Booking holds the embedded booking calendars.
type Booking struct {
	PartnerCall string `json:"partnerCall"`
	ClientCall  string `json:"clientCall"`
	BookCall    string `json:"bookCall"`
	Standup     string `json:"standup"`
}

// AI configures the optional OpenAI-compatible endpoint of the quiz.
type AI struct {
	URL     string
	APIKey  string
	Model   string
	Timeout time.Duration
}

// Load reads the environment.
func Load() (Config, error) {
	c := Config{
		Port:            envInt("PORT", 8080),
		DataDir:         env("DATA_DIR", "./data"),
		DatabaseURL:     os.Getenv("DATABASE_URL"),
		LogLevel:        env("LOG_LEVEL", "info"),
		TrustProxy:      envBool("TRUST_PROXY"),
		AdminPassword:   os.Getenv("ADMIN_PASSWORD"),
		LeadRateLimit:   envInt("LEAD_RATE_LIMIT", 20),
		VoteRateLimit:   envInt("VOTE_RATE_LIMIT", 120),
		SubmitRateLimit: envInt("SUBMIT_RATE_LIMIT", 20),
		Site: Site{
			CommunityURL: env("COMMUNITY_URL", "https://www.skool.com/ai-mission"),
			SupportEmail: env("SUPPORT_EMAIL", "support@aimission.example"),
			Social: Social{
				GitHub:   env("SOCIAL_GITHUB_URL", "https://github.com/aimission"),
				LinkedIn: env("SOCIAL_LINKEDIN_URL", "https://www.linkedin.com/in/aimission"),
				Twitter:  env("SOCIAL_TWITTER_URL", "https://x.com/aimission"),
				Replit:   env("SOCIAL_REPLIT_URL", "https://replit.com/@aimission"),
			},
			Booking: Booking{
				PartnerCall: env("BOOKING_PARTNER_CALL_URL", "https://cal.com/aimission/partner-call?embed=true"),
				ClientCall:  env("BOOKING_CLIENT_CALL_URL", "https://cal.com/aimission/strategy-session?embed=true"),
				BookCall:    env("BOOKING_BOOK_CALL_URL", "https://cal.com/aimission/partnership?embed=true"),
				Standup:     env("BOOKING_STANDUP_URL", "https://cal.com/aimission/standup?embed=true"),
			},
			CheckoutURL:   env("CHECKOUT_URL", "https://buy.stripe.com/aimission-partner-licence"),
			MeetingURL:    env("MEETING_URL", "https://zoom.us/j/aimission"),
			SchedulingURL: env("SCHEDULING_URL", "https://cal.com/aimission"),
		},
		AI: AI{
			URL:     os.Getenv("AI_API_URL"),
			APIKey:  os.Getenv("AI_API_KEY"),
			Model:   env("AI_MODEL", "gpt-4o-mini"),
			Timeout: envDuration("AI_TIMEOUT", 4*time.Second),
		},
		ShutdownTimeout: envDuration("SHUTDOWN_TIMEOUT", 20*time.Second),
	}
	c.PublicURL = strings.TrimRight(env("PUBLIC_URL", fmt.Sprintf("http://localhost:%d", c.Port)), "/")
	if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return c, fmt.Errorf("config: PUBLIC_URL must be an absolute http(s) URL, got %q", c.PublicURL)
	}
	if c.Port <= 0 || c.Port > 65535 {
		return c, fmt.Errorf("config: PORT must be between 1 and 65535")
	}
	return c, nil
}

// SecureCookies tells whether cookies must carry the Secure flag: when the
// public address is HTTPS.
func (c Config) SecureCookies() bool { return strings.HasPrefix(c.PublicURL, "https://") }

// FrameHosts lists the origins of the booking embeds, for the CSP.
func (c Config) FrameHosts() []string {
	seen := map[string]bool{}
	var out []string
	for _, raw := range []string{c.Site.Booking.PartnerCall, c.Site.Booking.ClientCall, c.Site.Booking.BookCall, c.Site.Booking.Standup, c.Site.SchedulingURL} {
		u, err := url.Parse(raw)
		if err != nil || u.Host == "" {
			continue
		}
		origin := u.Scheme + "://" + u.Host
		if !seen[origin] {
			seen[origin] = true
			out = append(out, origin)
		}
	}
	return out
}

func env(key, def string) string {
	if v := strings.TrimSpace(os.Getenv(key)); v != "" {
		return v
	}
	return def
}

func envInt(key string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return v
	}
	return def
}

func envBool(key string) bool {
	v, _ := strconv.ParseBool(os.Getenv(key))
	return v
}

func envDuration(key string, def time.Duration) time.Duration {
	if v, err := time.ParseDuration(os.Getenv(key)); err == nil && v > 0 {
		return v
	}
	return def
}
