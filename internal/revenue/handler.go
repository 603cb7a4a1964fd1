package revenue

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/csvx"
	"mission/internal/db"
	"mission/internal/gencache"
	"mission/internal/httpx"
	"mission/internal/money"
	"mission/internal/partners"
)

// Handler serves the dashboard to partners and subscriptions to staff.
type Handler struct {
	Store *Store
	Now   clock.Func
	// CacheTTL bounds how long a cached dashboard may be stale should a
	// change notification from another instance be lost (0: no bound).
	CacheTTL time.Duration

	once sync.Once
	// pages keeps each partner's encoded dashboard per range. Partners read
	// it far more often than staff record money, and every change that
	// could alter one (payments, subscriptions, clients' names) clears it
	// on every instance.
	pages *gencache.Cache[pageKey, []byte]
}

// pageKey is one partner's dashboard over one range of months.
type pageKey struct {
	partner  int64
	from, to string
}

// Register adds the partner routes to member and the staff routes to staff.
func (h *Handler) Register(member, staff *httpx.Group) {
	h.once.Do(func() {
		h.pages = &gencache.Cache[pageKey, []byte]{TTL: h.CacheTTL, Max: 10000}
		h.Store.db.OnChange(partners.RevenueTopic, h.pages.Clear)
		h.Store.db.OnChange(partners.Topic, h.pages.Clear) // client names
	})
	member.Func("GET /api/partner/revenue/dashboard", h.dashboard)
	member.Func("GET /api/partner/revenue/dashboard.csv", h.csv)
	staff.Func("GET /api/admin/partners/{id}/subscriptions", h.staffList)
	staff.Func("POST /api/admin/partners/{id}/subscriptions", h.staffRecord)
	staff.Func("PATCH /api/admin/partners/{id}/subscriptions/{sub}", h.staffUpdate)
}

func (h *Handler) load(r *http.Request) (Dashboard, error) {
	rng, f := ParseRange(r.URL.Query().Get("from"), r.URL.Query().Get("to"), h.Now.UTC())
	if f != nil {
		return Dashboard{}, httpx.Invalid(f)
	}
	d, err := h.Store.Dashboard(r.Context(), auth.PartnerID(r.Context()), rng)
	return d, storeError(err)
}

func (h *Handler) dashboard(w http.ResponseWriter, r *http.Request) error {
	now := h.Now.UTC()
	rng, f := ParseRange(r.URL.Query().Get("from"), r.URL.Query().Get("to"), now)
	if f != nil {
		return httpx.Invalid(f)
	}
	key := pageKey{partner: auth.PartnerID(r.Context()), from: rng.From.Format("2006-01"), to: rng.To.Format("2006-01")}
	body, gen, ok := h.pages.Get(key, now, nil)
	if !ok {
		d, err := h.Store.Dashboard(r.Context(), key.partner, rng)
		if err != nil {
			return storeError(err)
		}
		if body, err = json.Marshal(d); err != nil {
			return err
		}
		h.pages.Put(key, gen, body, now)
	}
	httpx.WriteEncoded(w, "no-store", body)
	return nil
}

// csv writes the range month by month, then its totals; cells that a
// spreadsheet would read as a formula are neutralised.
func (h *Handler) csv(w http.ResponseWriter, r *http.Request) error {
	d, err := h.load(r)
	if err != nil {
		return err
	}
	cw, err := csvx.Download(w, fmt.Sprintf("revenue-%s-to-%s.csv", d.From, d.To),
		"Month", "Payments", "Gross", fmt.Sprintf("Your share (%d%%)", d.SharePercent), "Platform share")
	if err != nil {
		return err
	}
	for _, m := range d.Months {
		if err := cw.Row(m.Month, fmt.Sprint(m.Payments), money.Decimal(m.GrossCents), money.Decimal(m.PartnerCents), money.Decimal(m.PlatformCents)); err != nil {
			return err
		}
	}
	t := d.Totals
	if err := cw.Row("Total", fmt.Sprint(t.Payments), money.Decimal(t.GrossCents), money.Decimal(t.PartnerCents), money.Decimal(t.PlatformCents)); err != nil {
		return err
	}
	return cw.Flush()
}

func (h *Handler) staffList(w http.ResponseWriter, r *http.Request) error {
	partner, err := httpx.PathID(r, msgPartner)
	if err != nil {
		return err
	}
	pct, err := partners.SharePercent(r.Context(), h.Store.db, partner)
	if err != nil {
		return storeError(err)
	}
	subs, err := h.Store.Subscriptions(r.Context(), partner)
	if err != nil {
		return err
	}
	// Staff see each subscription's partner share, as the partner does.
	for i := range subs {
		subs[i].PartnerShareCents, _ = partners.Split(subs[i].MonthlyValueCents, pct)
	}
	httpx.WriteJSON(w, http.StatusOK, subs)
	return nil
}

func (h *Handler) staffRecord(w http.ResponseWriter, r *http.Request) error {
	partner, err := httpx.PathID(r, msgPartner)
	if err != nil {
		return err
	}
	in, err := httpx.Decode[SubscriptionInput](w, r)
	if err != nil {
		return err
	}
	sub, err := h.Store.Record(r.Context(), partner, in, h.Now.UTC())
	if err != nil {
		return storeError(err)
	}
	httpx.WriteJSON(w, http.StatusCreated, sub)
	return nil
}

func (h *Handler) staffUpdate(w http.ResponseWriter, r *http.Request) error {
	partner, err := httpx.PathID(r, msgPartner)
	if err != nil {
		return err
	}
	id, err := httpx.PathIDNamed(r, "sub", msgSubscription)
	if err != nil {
		return err
	}
	in, err := httpx.Decode[SubscriptionUpdate](w, r)
	if err != nil {
		return err
	}
	sub, err := h.Store.Update(r.Context(), partner, id, in, h.Now.UTC())
	if errors.Is(err, db.ErrNotFound) {
		return httpx.NotFound(msgSubscription)
	}
	if err != nil {
		return storeError(err)
	}
	httpx.WriteJSON(w, http.StatusOK, sub)
	return nil
}

const (
	msgPartner      = "Partner not found."
	msgSubscription = "Subscription not found."
)

func storeError(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrUnknownClient):
		return httpx.Invalid(map[string]string{"clientId": "Choose one of this partner's clients."})
	}
	return httpx.StoreError(err, msgPartner)
}
