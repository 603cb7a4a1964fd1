package app

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"
	"time"

	"mission/internal/clientportal"
	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/portal"
)

// Twenty uses of one invitation at once open the account once.
func TestInvitationAcceptedOnceUnderRace(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		_, token := s.invite(s.staff(), "twice@accept.example")
		var got answers
		fns := make([]func(), 20)
		for i := range fns {
			c := s.client()
			fns[i] = func() {
				got.add(s.send(c, "POST", "/api/partner-auth/accept", `{"token":"`+token+`","password":"`+partnerPassword+`"}`))
			}
		}
		together(fns...)
		if len(got.errs) > 0 || got.codes[200] != 1 {
			t.Fatalf("20 acceptances at once: %v %v, want one 200", got.codes, got.errs)
		}
		if n := s.countWhere("sessions", "partner_id IS NOT NULL"); n != 1 {
			t.Fatalf("%d partner sessions, want 1", n)
		}
	})
}

// Twenty installs of one package by one partner at once count once.
func TestPackageInstalledOnceUnderRace(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staff := s.staff()
		p := s.partner(staff, "twice@install.example")
		pkg := s.create(staff, "/api/admin/marketplace/packages", validPackage)
		var got answers
		fns := make([]func(), 20)
		for i := range fns {
			fns[i] = func() {
				got.add(s.send(p.Client, "POST", fmt.Sprintf("/api/partner/marketplace/packages/%d/install", pkg), ""))
			}
		}
		together(fns...)
		if len(got.errs) > 0 {
			t.Fatal(got.errs)
		}
		if n := s.countWhere("integration_packages", "id = ? AND install_count = 1", pkg); n != 1 {
			t.Fatalf("install count is not 1 after 20 installs at once: %v", got.codes)
		}
		if n := s.countWhere("package_installs", "package_id = ?", pkg); n != 1 {
			t.Fatalf("%d installs, want 1", n)
		}
	})
}

// A payment marked paid again (or by two at once) keeps the day it was
// first paid.
func TestPaymentMarkedPaidKeepsItsDay(t *testing.T) {
	eachPortal(t, "twice@paid.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		path := fmt.Sprintf("/api/admin/partners/%d/payments/%d", p.ID, pd.payment)
		if code, body := s.do(staff, "PATCH", path, `{"status":"paid"}`); code != 200 {
			t.Fatalf("mark paid: %d %s", code, body)
		}
		var first string
		if err := s.app.DB.QueryRow(context.Background(), "SELECT COALESCE(CAST(payout_date AS TEXT), '') FROM partner_revenue WHERE id = ?", pd.payment).Scan(&first); err != nil {
			t.Fatal(err)
		}
		if first == "" {
			t.Fatal("a payment marked paid has no payout day")
		}
		time.Sleep(5 * time.Millisecond)
		if code, body := s.do(staff, "PATCH", path, `{"status":"paid"}`); code != 200 {
			t.Fatalf("mark paid again: %d %s", code, body)
		}
		var again string
		s.app.DB.QueryRow(context.Background(), "SELECT CAST(payout_date AS TEXT) FROM partner_revenue WHERE id = ?", pd.payment).Scan(&again)
		if again != first {
			t.Fatalf("marked paid again, the payout day moved from %s to %s", first, again)
		}
	})
}

// Writes that meet a concurrent change of what they depend on, held open
// by another connection: each waits for it and then answers from the row
// as it is, on PostgreSQL where two connections write at once.
func TestWritesBehindAConcurrentChange(t *testing.T) {
	url := dbtest.PostgresURL(t)
	s := newSite(t, dbtest.Open(t, url))
	raw := dbtest.Open(t, url)
	staff := s.staff()
	ctx := context.Background()

	t.Run("a new invitation behind the acceptance", func(t *testing.T) {
		id, _ := s.invite(staff, "behind@invite.example")
		code, body, err := whileHeld(t, raw, func() (int, string, error) {
			return s.send(staff, "POST", fmt.Sprintf("/api/admin/partners/%d/invitation", id), "")
		}, "UPDATE partners SET status = 'active', password_hash = 'x', invite_token_hash = NULL WHERE id = ?", id)
		if err != nil || code != 409 {
			t.Fatalf("invitation of a partner accepting at that moment: %d %.200s %v, want 409", code, body, err)
		}
		if n := s.countWhere("partners", "id = ? AND invite_token_hash IS NULL", id); n != 1 {
			t.Fatal("an active partner was given an invitation")
		}
	})

	t.Run("a sign-in behind the deactivation", func(t *testing.T) {
		p := s.partner(staff, "behind@deactivate.example")
		c := s.client()
		code, body, err := whileHeld(t, raw, func() (int, string, error) {
			return s.send(c, "POST", "/api/partner-auth/login", fmt.Sprintf(`{"email":%q,"password":%q}`, p.Email, partnerPassword))
		}, "UPDATE partners SET status = 'deactivated' WHERE id = ?; DELETE FROM sessions WHERE partner_id = ?", p.ID, p.ID)
		if n := s.countWhere("sessions", "partner_id = ?", p.ID); n != 0 {
			t.Fatalf("a deactivated partner keeps %d session(s); the sign-in answered %d %.200s %v", n, code, body, err)
		}
		if err != nil || code != 403 {
			t.Fatalf("sign-in behind the deactivation: %d %.200s %v, want 403", code, body, err)
		}
	})

	t.Run("a password change behind another", func(t *testing.T) {
		p := s.partner(staff, "behind@password.example")
		code, body, err := whileHeld(t, raw, func() (int, string, error) {
			return s.send(p.Client, "POST", "/api/partner/password", `{"currentPassword":"`+partnerPassword+`","newPassword":"the-later-password-2"}`)
		}, "UPDATE partners SET password_hash = 'changed by another session' WHERE id = ?", p.ID)
		if err != nil || code != 400 {
			t.Fatalf("password change behind another: %d %.200s %v, want 400", code, body, err)
		}
		if s.countWhere("partners", "id = ? AND password_hash = 'changed by another session'", p.ID) != 1 {
			t.Fatal("a password change overwrote one it never checked against")
		}
	})

	t.Run("a vote behind the close", func(t *testing.T) {
		author := s.partner(staff, "behind@idea.example")
		voter := s.partner(staff, "behind@vote.example")
		idea := s.create(author.Client, "/api/partner/ideas", validIdea)
		code, body, err := whileHeld(t, raw, func() (int, string, error) {
			return s.send(voter.Client, "POST", fmt.Sprintf("/api/partner/ideas/%d/vote", idea), "")
		}, "UPDATE product_votes SET status = 'declined' WHERE id = ?", idea)
		if err != nil || code != 409 {
			t.Fatalf("vote behind the close: %d %.200s %v, want 409", code, body, err)
		}
		if s.countWhere("product_votes", "id = ? AND votes = 0", idea) != 1 || s.countWhere("partner_votes", "product_vote_id = ?", idea) != 0 {
			t.Fatal("a vote was counted on a closed idea")
		}
	})

	t.Run("a like behind the story's decline", func(t *testing.T) {
		author := s.partner(staff, "behind@story.example")
		fan := s.partner(staff, "behind@like.example")
		story := s.create(author.Client, "/api/partner/success-stories", validStory)
		if code, body := s.do(staff, "POST", fmt.Sprintf("/api/admin/success-stories/%d/approve", story), ""); code != 200 {
			t.Fatalf("approve: %d %s", code, body)
		}
		code, body, err := whileHeld(t, raw, func() (int, string, error) {
			return s.send(fan.Client, "POST", fmt.Sprintf("/api/partner/success-stories/%d/like", story), "")
		}, "UPDATE success_stories SET status = 'declined' WHERE id = ?", story)
		if err != nil || code != 404 {
			t.Fatalf("like behind the decline: %d %.200s %v, want 404", code, body, err)
		}
		if s.countWhere("success_stories", "id = ? AND likes = 0", story) != 1 || s.countWhere("success_story_likes", "story_id = ?", story) != 0 {
			t.Fatal("a like was counted on a declined story")
		}
	})

	t.Run("a cancellation behind another", func(t *testing.T) {
		p := s.partner(staff, "behind@cancel.example")
		sub := s.create(staff, fmt.Sprintf("/api/admin/partners/%d/subscriptions", p.ID), validSubscription)
		code, body, err := whileHeld(t, raw, func() (int, string, error) {
			return s.send(staff, "PATCH", fmt.Sprintf("/api/admin/partners/%d/subscriptions/%d", p.ID, sub), `{"status":"cancelled","cancellationReason":"Second"}`)
		}, "UPDATE client_subscriptions SET status = 'cancelled', cancellation_date = '2026-11-01', cancellation_reason = 'First' WHERE id = ?", sub)
		if err != nil || code != 200 {
			t.Fatalf("second cancellation: %d %.200s %v", code, body, err)
		}
		var day string
		raw.QueryRow(ctx, "SELECT CAST(cancellation_date AS DATE)::text FROM client_subscriptions WHERE id = ?", sub).Scan(&day)
		if day != "2026-11-01" {
			t.Fatalf("the cancellation day moved to %s", day)
		}
	})
}

// A client's writes check their link as they commit: one that opened the
// link (maybe from a cache, maybe on another instance) before it was
// turned off or expired changes nothing.
func TestClientWritesStopWithTheirLink(t *testing.T) {
	eachPortal(t, "late@link.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		d := s.app.DB
		links := clientportal.NewStore(d, portal.NewStore(d))
		ctx, now := context.Background(), time.Now()
		a, err := links.Open(ctx, pd.token, now)
		if err != nil {
			t.Fatal(err)
		}
		writes := func(want error) {
			t.Helper()
			if _, err := links.ApproveDeliverable(ctx, a, pd.deliverable, now); !errors.Is(err, want) {
				t.Errorf("approval: %v, want %v", err, want)
			}
			if _, err := links.Reply(ctx, a, "Too late", now); !errors.Is(err, want) {
				t.Errorf("reply: %v, want %v", err, want)
			}
			if _, err := links.Rate(ctx, a, pd.project, clientportal.RatingInput{Rating: 5}, now); !errors.Is(err, want) {
				t.Errorf("rating: %v, want %v", err, want)
			}
		}
		if code, body := s.do(p.Client, "PATCH", fmt.Sprintf("/api/client-links/%d", pd.link), `{"active":false}`); code != 200 {
			t.Fatalf("turn the link off: %d %s", code, body)
		}
		writes(clientportal.ErrLinkInactive)
		if err := d.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, "UPDATE client_links SET active = TRUE, expires_at = ? WHERE id = ?", now.Add(-time.Minute).UTC(), pd.link)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		writes(clientportal.ErrLinkExpired)
		if n := s.countWhere("deliverables", "status = 'approved'") + s.countWhere("partner_communications", "message = 'Too late'") +
			s.count("client_ratings"); n != 0 {
			t.Fatalf("%d rows written through a closed link", n)
		}
	})
}

// Twenty first saves of a partner's branding at once make one row.
func TestBrandingSavedOnceUnderRace(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		p := s.partner(s.staff(), "twice@brand.example")
		var got answers
		fns := make([]func(), 20)
		for i := range fns {
			fns[i] = func() {
				got.add(s.send(p.Client, "PUT", "/api/partner/branding",
					fmt.Sprintf(`{"companyName":"Brand %d","primaryColor":"#112233","secondaryColor":"#445566","accentColor":"#778899"}`, i)))
			}
		}
		together(fns...)
		if len(got.errs) > 0 || got.codes[200] != 20 {
			t.Fatalf("20 saves at once: %v %v", got.codes, got.errs)
		}
		if n := s.countWhere("partner_branding", "partner_id = ?", p.ID); n != 1 {
			t.Fatalf("%d branding rows, want 1", n)
		}
	})
}
