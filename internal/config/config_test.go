package config

import (
	"strings"
	"testing"
	"time"
)

func TestDefaultsRunOnAFreshMachine(t *testing.T) {
	c, err := LoadFrom(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Port != 8080 || c.DataDir != "./data" || c.PublicURL != "http://localhost:8080" || c.LeadRateLimit != 20 ||
		c.VotesPerAddress != 3 || c.ShutdownTimeout != 20*time.Second || c.Site.SupportEmail == "" || c.MetricsAddr != "" ||
		c.MailFromName != "AI Mission" {
		t.Fatalf("defaults: %+v", c)
	}
	if c.PasswordHashConcurrency != 4 || c.PasswordHashQueueTimeout != 5*time.Second {
		t.Fatalf("password hashing: %d at once, %s in the queue; want a fixed 4, whatever the cores, and 5s",
			c.PasswordHashConcurrency, c.PasswordHashQueueTimeout)
	}
	if c.Site.Claims.GuaranteeDays != 7 || c.Site.Claims.CommunityMembers != 74 {
		t.Fatalf("the claims' defaults (the refund policy's 7 days): %+v", c.Site.Claims)
	}
	c, _ = LoadFrom([]string{"PORT=9000", "PUBLIC_URL=  ", "LEAD_RATE_LIMIT=5", "TRUST_PROXY=true", "AI_TIMEOUT=2s", "MAIL_FROM_NAME=Mission Crew"})
	if c.PublicURL != "http://localhost:9000" || c.LeadRateLimit != 5 || !c.TrustProxy || c.AI.Timeout != 2*time.Second ||
		c.MailFromName != "Mission Crew" {
		t.Fatalf("overrides: %+v", c)
	}
	if c.ProxyHops() != 1 {
		t.Fatalf("one trusted proxy by default: %d", c.ProxyHops())
	}
	c, _ = LoadFrom([]string{"TRUST_PROXY_HOPS=2"})
	if c.ProxyHops() != 0 {
		t.Fatalf("hops believed without TRUST_PROXY: %d", c.ProxyHops())
	}
	c, _ = LoadFrom([]string{"TRUST_PROXY=true", "TRUST_PROXY_HOPS=2"})
	if c.ProxyHops() != 2 {
		t.Fatalf("hops: %d", c.ProxyHops())
	}
}

// A bad value stops the start and the message names the variable; it
// never silently turns into another behaviour.
func TestInvalidValuesAreRefusedByName(t *testing.T) {
	for env, want := range map[string]string{
		"LEAD_RATE_LIMIT=0":                          "LEAD_RATE_LIMIT",
		"LEAD_RATE_LIMIT=20x":                        "LEAD_RATE_LIMIT",
		"VOTE_RATE_LIMIT=-1":                         "VOTE_RATE_LIMIT",
		"VOTES_PER_ADDRESS=0":                        "VOTES_PER_ADDRESS",
		"SUBMIT_RATE_LIMIT=lots":                     "SUBMIT_RATE_LIMIT",
		"PORT=70000":                                 "PORT",
		"TRUST_PROXY=yes please":                     "TRUST_PROXY",
		"TRUST_PROXY_HOPS=0":                         "TRUST_PROXY_HOPS",
		"TRUST_PROXY_HOPS=two":                       "TRUST_PROXY_HOPS",
		"SHUTDOWN_TIMEOUT=0s":                        "SHUTDOWN_TIMEOUT",
		"AI_TIMEOUT=soon":                            "AI_TIMEOUT",
		"LOG_LEVEL=loud":                             "LOG_LEVEL",
		"PUBLIC_URL=ftp://x":                         "PUBLIC_URL",
		"DATABASE_URL=mysql://x":                     "DATABASE_URL",
		"SUPPORT_EMAIL=nodot@localhost":              "SUPPORT_EMAIL",
		"COMMUNITY_URL=/relative":                    "COMMUNITY_URL",
		"METRICS_ADDR=9091":                          "METRICS_ADDR",
		"METRICS_TOKEN=short":                        "METRICS_TOKEN",
		"BOOKING_STANDUP_URL=javascript":             "BOOKING_STANDUP_URL",
		"EVENTS_TIME_ZONE=Mars/Base":                 "EVENTS_TIME_ZONE",
		"STRIPE_WEBHOOK_SECRET=short":                "STRIPE_WEBHOOK_SECRET",
		"MAIL_FROM_NAME=AI\r\nBcc: x@y.z":            "MAIL_FROM_NAME",
		"MAIL_FROM_NAME=" + strings.Repeat("n", 101): "MAIL_FROM_NAME",
		"GUARANTEE_DAYS=0":                           "GUARANTEE_DAYS",
		"GUARANTEE_DAYS=30 days":                     "GUARANTEE_DAYS",
		"COMMUNITY_MEMBERS=-5":                       "COMMUNITY_MEMBERS",
		"COMMUNITY_MEMBERS=10,000":                   "COMMUNITY_MEMBERS",
		"PASSWORD_HASH_CONCURRENCY=0":                "PASSWORD_HASH_CONCURRENCY=\"0\"",
		"PASSWORD_HASH_QUEUE_TIMEOUT=10ms":           "PASSWORD_HASH_QUEUE_TIMEOUT=\"10ms\"",
	} {
		_, err := LoadFrom([]string{env})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v", env, err)
		}
	}
	_, err := LoadFrom([]string{"METRICS_TOKEN=short", "DATABASE_URL=mysql://user:hunter2@x"})
	if err == nil || strings.Contains(err.Error(), "hunter2") || strings.Contains(err.Error(), "short") {
		t.Errorf("a secret reached the error: %v", err)
	}
}

// The live sessions' scheduler and the stand-up's embed script are
// configurable, and their origins reach the CSP lists.
func TestLiveCallAndStandupScriptAreConfigurable(t *testing.T) {
	c, err := LoadFrom(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Site.Booking.LiveCall == "" || c.StandupScriptOrigin() != "https://link.msgsndr.com" {
		t.Fatalf("defaults: %+v", c.Site.Booking)
	}
	c, err = LoadFrom([]string{"BOOKING_LIVE_CALL_URL=https://live.example/call?embed=true", "BOOKING_STANDUP_SCRIPT_URL=https://scripts.example/embed.js"})
	if err != nil {
		t.Fatal(err)
	}
	if c.StandupScriptOrigin() != "https://scripts.example" {
		t.Errorf("script origin: %q", c.StandupScriptOrigin())
	}
	found := false
	for _, h := range c.FrameHosts() {
		found = found || h == "https://live.example"
	}
	if !found {
		t.Errorf("frame hosts %v lack the live call", c.FrameHosts())
	}
	for _, env := range []string{"BOOKING_LIVE_CALL_URL=javascript:x", "BOOKING_STANDUP_SCRIPT_URL=/relative.js"} {
		if _, err := LoadFrom([]string{env}); err == nil {
			t.Errorf("%s accepted", env)
		}
	}
}
