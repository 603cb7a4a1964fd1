package notify

import (
	"testing"

	"mission/internal/announce"
)

func TestEveryAnnouncedEventIsComposed(t *testing.T) {
	for _, e := range []string{announce.LeadCreated, announce.ApplicationSubmitted, announce.TestimonialSubmitted,
		announce.RequestSubmitted, announce.QuizCompleted, announce.LiveSubmitted, announce.PurchaseCompleted,
		announce.PurchaseRefunded, announce.PartnerInvited, announce.ClientMessage, announce.ClientReplied} {
		if composers[e] == nil {
			t.Errorf("%s makes no message", e)
		}
	}
	if err := (&Composer{}).Compose(nil, "unknown.event", nil); err != nil {
		t.Errorf("an unknown event makes nothing: %v", err)
	}
}

func TestWebhooksCarryNoToken(t *testing.T) {
	got := publicData(map[string]string{"email": "a@x.co", "reportToken": "secret", "portalTOKEN": "secret"})
	if len(got) != 1 || got["email"] != "a@x.co" {
		t.Errorf("%v", got)
	}
}
