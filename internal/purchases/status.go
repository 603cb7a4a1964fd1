package purchases

import (
	"net/http"
	"regexp"

	"mission/internal/httpx"
)

// A checkout reference is what /go gives the checkout as its
// client_reference_id (go_ and 32 hex digits); a session id is the
// provider's (cs_...), which its return address may carry.
var (
	referencePattern = regexp.MustCompile(`^go_[0-9a-f]{32}$`)
	sessionPattern   = regexp.MustCompile(`^cs_[A-Za-z0-9_]{8,250}$`)
)

type statusInput struct {
	Reference string `json:"reference"`
	SessionID string `json:"sessionId"`
}

func (in statusInput) Validate() map[string]string {
	switch {
	case in.Reference != "":
		if !referencePattern.MatchString(in.Reference) {
			return map[string]string{"reference": "This is not a checkout reference."}
		}
	case in.SessionID != "":
		if !sessionPattern.MatchString(in.SessionID) {
			return map[string]string{"sessionId": "This is not a checkout session."}
		}
	default:
		return map[string]string{"reference": "Give the checkout's reference or session."}
	}
	return nil
}

// key is the column and value the purchase is found by.
func (in statusInput) key() (string, string) {
	if in.Reference != "" {
		return "client_reference_id", in.Reference
	}
	return "checkout_session_id", in.SessionID
}

// status tells the buyer back from the checkout what became of their
// payment, found by the reference /go made (kept in their tab) or the
// checkout session the provider's return address names: 404 until the
// provider's event has arrived. Both keys are long random values only the
// buyer holds, and the answer names only the buyer's own address.
func (h *Handler) status(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[statusInput](w, r)
	if err != nil {
		return err
	}
	column, key := in.key()
	out, err := h.Store.Checkout(r.Context(), column, key)
	if err != nil {
		return httpx.StoreError(err, "We have not heard from the payment provider about this checkout yet.")
	}
	httpx.WriteJSON(w, http.StatusOK, out)
	return nil
}
