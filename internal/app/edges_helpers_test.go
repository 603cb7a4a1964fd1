package app

import (
	"fmt"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/partners"
)

// expireLink turns a client link on with an expiry already past, as time
// passing would: the API refuses to set a past expiry.
func (s *testSite) expireLink(t *testing.T, link int64) {
	t.Helper()
	if err := s.app.DB.Write(t.Context(), func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		_, err := tx.Exec(t.Context(), "UPDATE client_links SET active = TRUE, expires_at = ? WHERE id = ?", time.Now().Add(-time.Hour).UTC(), link)
		return err
	}); err != nil {
		t.Fatal(fmt.Errorf("expiring link %d: %w", link, err))
	}
}
