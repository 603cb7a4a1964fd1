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

// automationRuns serves partners' runs on tools and makes the worker that
// starts them.
func automationRuns(cfg config.Config, d *db.DB, tools *httpx.Group, ann announce.Func, logger *slog.Logger,
	now func() time.Time) (*automations.Runner, error) {
	prices, err := automations.ParsePrices(cfg.Automations.Prices)
	if err != nil {
		return nil, fmt.Errorf("AI_PRICES: %w", err)
	}
	a := cfg.Automations
	store := automations.NewStore(d, llm.Endpoint{URL: cfg.AI.URL, Key: cfg.AI.APIKey}, automations.NewSealer(a.SecretKey), prices,
		automations.Limits{RunsPerMinute: a.RunsPerMinute, Concurrent: a.Concurrent, MonthlyTokens: a.MonthlyTokens})
	guard := notify.NewSender(cfg.WebhookAllowPrivate)
	(&automations.Handler{Store: store, CheckURL: guard.CheckURL, Now: now}).Register(tools)
	return &automations.Runner{Store: store, Site: &llm.Client{HTTP: &http.Client{}},
		Own: &llm.Client{HTTP: notify.PublicClient(cfg.WebhookAllowPrivate, a.RunTimeout)}, Timeout: a.RunTimeout,
		Now: now, Announce: ann, Logger: logger}, nil
}
