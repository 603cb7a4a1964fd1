// Package purchases records licence purchases from the payment provider's
// webhook, verified with the provider's own library, once per event, and
// opens the buyer's partner account in the same transaction.
package purchases

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"mission/internal/announce"
	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/partners"
)

// Statuses of a purchase.
const (
	StatusPaid              = "paid"
	StatusPending           = "pending" // paid by a method that settles later
	StatusFailed            = "failed"  // that later payment failed
	StatusExpired           = "expired" // a checkout left unpaid
	StatusRefunded          = "refunded"
	StatusPartiallyRefunded = "partially_refunded"
)

// Purchase is a checkout as staff see it.
type Purchase struct {
	ID                   int64      `json:"id"`
	Email                string     `json:"email"`
	CustomerName         string     `json:"customerName"`
	Company              string     `json:"company"`
	AmountCents          int64      `json:"amountCents"`
	RefundedCents        int64      `json:"refundedCents"`
	Currency             string     `json:"currency"`
	Status               string     `json:"status"`
	Account              string     `json:"account"` // what the payment did to the buyer's account; "" when none
	PartnerID            *int64     `json:"partnerId"`
	PartnerCompany       string     `json:"partnerCompany"`
	PartnerStatus        string     `json:"partnerStatus"`
	StripeCustomerID     string     `json:"stripeCustomerId"`
	StripeSubscriptionID string     `json:"stripeSubscriptionId"`
	CheckoutSessionID    string     `json:"checkoutSessionId"`
	PaymentIntentID      string     `json:"paymentIntentId"`
	CreatedAt            time.Time  `json:"createdAt"`
	UpdatedAt            *time.Time `json:"updatedAt"`
	Emails               []Email    `json:"emails"`
}

// Email is a message sent about a purchase, and where it is on its way.
type Email struct {
	ID        int64      `json:"id"`
	Subject   string     `json:"subject"`
	Recipient string     `json:"recipient"`
	Status    string     `json:"status"`
	CreatedAt time.Time  `json:"createdAt"`
	SentAt    *time.Time `json:"sentAt"`
}

// Handler serves the webhook, the buyer's return page and staff's list.
type Handler struct {
	Store *Store
	// Secret is the webhook's signing secret; without it the webhook
	// answers 503 and records nothing.
	Secret string
	Now    clock.Func
	// Announce, when set, is told of each purchase inside its transaction.
	Announce announce.Func
	// Open finds or makes the buyer's partner account, in the payment's
	// transaction (the app wires the partners domain).
	Open func(ctx context.Context, tx *db.Tx, b partners.Buyer, now time.Time) (partners.Opened, error)
	// Emails lists the e-mails sent about each record ("purchase:{id}").
	Emails func(ctx context.Context, refs []string) (map[string][]Email, error)
}

// Register adds the webhook (public: the signature is its guard), the
// buyer's status (public: the checkout's own reference is its key) and
// the staff's list.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("POST /api/webhooks/stripe", h.webhook)
	public.Func("POST /api/checkout/status", h.status)
	staff.Func("GET /api/admin/purchases", h.list)
}

// Ref names a purchase as its outbox messages are about it.
func Ref(id int64) string { return "purchase:" + strconv.FormatInt(id, 10) }

// FormatAmount writes cents as people read a price: $1.00 for dollars,
// 12.50 EUR for anything else.
func FormatAmount(cents int64, currency string) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	n := fmt.Sprintf("%d.%02d", cents/100, cents%100)
	if c := strings.ToUpper(currency); c != "" && c != "USD" {
		return sign + n + " " + c
	}
	return sign + "$" + n
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	out, err := h.Store.List(r.Context())
	if err != nil {
		return err
	}
	if h.Emails != nil && len(out) > 0 {
		refs := make([]string, len(out))
		for i, p := range out {
			refs[i] = Ref(p.ID)
		}
		sent, err := h.Emails(r.Context(), refs)
		if err != nil {
			return err
		}
		for i := range out {
			if e := sent[Ref(out[i].ID)]; e != nil {
				out[i].Emails = e
			}
		}
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}
