package app

import (
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"mission/internal/announce"
	"mission/internal/automations"
	"mission/internal/community"
	"mission/internal/config"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/llm"
	"mission/internal/marketplace"
	"mission/internal/notify"
	"mission/internal/ratelimit"
	"mission/internal/revenue"
	"mission/internal/success"
)

// registerPartnerTools adds the portal's tools: partners use them through
// member, staff manage them through staff.
func registerPartnerTools(d *db.DB, member, staff *httpx.Group, now func() time.Time, cacheTTL time.Duration) {
	(&community.Handler{Store: community.NewStore(d), Now: now}).Register(member, staff)
	(&revenue.Handler{Store: revenue.NewStore(d), Now: now, CacheTTL: cacheTTL}).Register(member, staff)
	(&success.Handler{Store: success.NewStore(d), Now: now}).Register(member, staff)
	(&marketplace.Handler{Store: marketplace.NewStore(d), Now: now}).Register(member, staff)
}

// automationStore keeps partners' runs, triggers and own endpoints.
func automationStore(cfg config.Config, d *db.DB) (*automations.Store, error) {
	prices, err := automations.ParsePrices(cfg.Automations.Prices)
	if err != nil {
		return nil, fmt.Errorf("AI_PRICES: %w", err)
	}
	a := cfg.Automations
	store := automations.NewStore(d, llm.Endpoint{URL: cfg.AI.URL, Key: cfg.AI.APIKey}, automations.NewSealer(a.SecretKey), prices,
		automations.Limits{RunsPerMinute: a.RunsPerMinute, Concurrent: a.Concurrent, MonthlyTokens: a.MonthlyTokens})
	store.PublicURL = cfg.PublicURL
	return store, nil
}

// automationRuns serves partners' runs and triggers on tools, staff's
// usage and pausing on staff, the inbound webhooks on public, and makes the worker that starts the runs.
func automationRuns(cfg config.Config, store *automations.Store, tools, staff, public *httpx.Group, ann announce.Func, logger *slog.Logger,
	now func() time.Time) *automations.Runner {
	a := cfg.Automations
	guard := notify.NewSender(cfg.WebhookAllowPrivate)
	h := &automations.Handler{Store: store, CheckURL: guard.CheckURL, Now: now}
	h.Register(tools)
	h.RegisterStaff(staff)
	(&automations.Hooks{Store: store, Limit: ratelimit.New(store.DB(), "automation-hook", 60, time.Minute), Now: now}).Register(public)
	return &automations.Runner{Store: store, Site: &llm.Client{HTTP: &http.Client{}},
		Own: &llm.Client{HTTP: notify.PublicClient(cfg.WebhookAllowPrivate, a.RunTimeout)}, Timeout: a.RunTimeout,
		Web: notify.PublicClient(cfg.WebhookAllowPrivate, 30*time.Second),
		Now: now, Announce: ann, Logger: logger}
}
