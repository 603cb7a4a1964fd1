package app

import (
	"time"

	"mission/internal/community"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/marketplace"
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
