package app

import (
	"net/http"

	"mission/internal/config"
	"mission/internal/httpx"
)

// Notice is a setting staff should know is missing, shown across the
// admin until it is set.
type Notice struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Text  string `json:"text"`
}

// notices are the settings whose absence quietly breaks a promise the
// site makes.
func notices(cfg config.Config) []Notice {
	out := []Notice{}
	if cfg.StaffEmail == "" {
		out = append(out, Notice{ID: "staff-email", Title: "Staff notifications go nowhere.",
			Text: "STAFF_EMAIL is not set, so no one is told of new leads, applications, purchases, refunds, testimonials or board " +
				"requests. Set it to the team's address and restart the server."})
	}
	if cfg.StripeWebhookSecret == "" {
		out = append(out, Notice{ID: "stripe-secret", Title: "Licence purchases are not recorded.",
			Text: "STRIPE_WEBHOOK_SECRET is not set, so the payment provider's events are refused: a buyer who pays on /go gets no " +
				"account and no e-mail. Set the webhook's signing secret and restart the server."})
	}
	return out
}

func settingNotices(cfg config.Config) func(http.ResponseWriter, *http.Request) error {
	list := notices(cfg)
	return func(w http.ResponseWriter, r *http.Request) error {
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"notices": list})
		return nil
	}
}
