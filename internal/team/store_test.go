package team

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"mission/internal/auth"
	"mission/internal/db"
	"mission/internal/db/dbtest"
)

var now = time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)

func TestMain(m *testing.M) {
	auth.UseCheapHashesInTests()
	os.Exit(m.Run())
}

// password is the stored hash of a member, checked against want.
func passwordIs(t *testing.T, d *db.DB, email, want string) bool {
	t.Helper()
	var hash string
	if err := d.QueryRow(context.Background(), "SELECT password FROM users WHERE username = ?", email).Scan(&hash); err != nil {
		t.Fatal(err)
	}
	ok, _ := auth.VerifyPassword(context.Background(), want, hash)
	return ok
}

// An install of an earlier version holds one admin password and no
// account: its first start makes the owner with that very password, and
// later starts change nothing.
func TestUpgradeFromTheSingleAdminPassword(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		hash, _ := auth.HashPassword(context.Background(), "the-old-shared-password")
		err := d.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, "INSERT INTO admin_credentials (id, password_hash, updated_at) VALUES (1, ?, ?)", hash, now)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := EnsureOwner(ctx, d, "Founder@Example.com", "", &out, now); err != nil {
			t.Fatal(err)
		}
		members, err := NewStore(d, nil).List(ctx)
		if err != nil || len(members) != 1 || members[0].Email != "founder@example.com" || members[0].Role != auth.Owner || members[0].Status != "active" {
			t.Fatalf("after the upgrade: %+v %v", members, err)
		}
		if !passwordIs(t, d, "founder@example.com", "the-old-shared-password") {
			t.Fatal("the stored admin password does not open the owner's account")
		}
		if !strings.Contains(out.String(), "founder@example.com") || strings.Contains(out.String(), "the-old-shared-password") {
			t.Fatalf("the start should name the owner's address and never a password it did not make: %q", out.String())
		}
		out.Reset()
		if err := EnsureOwner(ctx, d, "someone.else@example.com", "a-new-environment-password", &out, now); err != nil || out.Len() != 0 {
			t.Fatalf("a later start must change nothing: %v %q", err, out.String())
		}
		if !passwordIs(t, d, "founder@example.com", "the-old-shared-password") {
			t.Fatal("ADMIN_PASSWORD is read once, before the first account")
		}
	})
}

func TestFirstStartMakesAnOwner(t *testing.T) {
	d := dbtest.SQLite(t)
	ctx := context.Background()
	var out bytes.Buffer
	if err := EnsureOwner(ctx, d, "admin@example.com", "", &out, now); err != nil {
		t.Fatal(err)
	}
	told := out.String()
	i := strings.Index(told, "password: ")
	if i < 0 || !strings.Contains(told, "e-mail:   admin@example.com") {
		t.Fatalf("a fresh install tells its owner's address and generated password once: %q", told)
	}
	generated := strings.Fields(told[i+len("password: "):])[0]
	if !passwordIs(t, d, "admin@example.com", generated) {
		t.Fatal("the printed password does not open the account")
	}

	d2 := dbtest.SQLite(t)
	if err := EnsureOwner(ctx, d2, "admin@example.com", "from-the-environment", &out, now); err != nil {
		t.Fatal(err)
	}
	if !passwordIs(t, d2, "admin@example.com", "from-the-environment") {
		t.Fatal("ADMIN_PASSWORD not applied to the first owner")
	}
	if err := EnsureOwner(ctx, dbtest.SQLite(t), "admin@example.com", "short", &out, now); err == nil {
		t.Fatal("a short ADMIN_PASSWORD accepted")
	}
}

func TestTheLastOwnerStays(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := NewStore(d, nil)
		owner, err := s.Create(ctx, "owner@example.com", "Olive", "a-long-password-1", auth.Owner, now)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.SetRole(ctx, owner.ID, auth.Admin, now); !errors.Is(err, ErrLastOwner) {
			t.Fatalf("the last owner demoted: %v", err)
		}
		if _, err := s.Deactivate(ctx, owner.ID, now); !errors.Is(err, ErrLastOwner) {
			t.Fatalf("the last owner deactivated: %v", err)
		}
		if m, err := s.SetRole(ctx, owner.ID, auth.Owner, now); err != nil || m.Role != auth.Owner {
			t.Fatalf("an owner kept an owner: %+v %v", m, err)
		}
		// Two owners demoting each other at once: one of them stays.
		second, err := s.Create(ctx, "second@example.com", "Sam", "a-long-password-2", auth.Owner, now)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, id := range []int64{owner.ID, second.ID} {
			wg.Go(func() {
				if i == 0 {
					_, errs[i] = s.SetRole(ctx, id, auth.Editor, now)
				} else {
					_, errs[i] = s.Deactivate(ctx, id, now)
				}
			})
		}
		wg.Wait()
		var owners int
		d.QueryRow(ctx, "SELECT COUNT(*) FROM users WHERE role = 'owner' AND status = 'active'").Scan(&owners)
		if owners != 1 || (errs[0] == nil) == (errs[1] == nil) {
			t.Fatalf("after a race: %d active owners, errors %v", owners, errs)
		}
		for _, err := range errs {
			if err != nil && !errors.Is(err, ErrLastOwner) {
				t.Fatal(err)
			}
		}
	})
}

// An invitation announces its e-mail in its own transaction, opens once,
// even to parallel accepts, and never after its 7 days.
func TestInvitationWorksOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var mu sync.Mutex
		var token string
		announced := func(_ context.Context, _ *db.Tx, event string, data map[string]string) error {
			mu.Lock()
			defer mu.Unlock()
			if event == "staff.invited" && data["invitedBy"] == "Olive" {
				token = data["token"]
			}
			return nil
		}
		s := NewStore(d, announced)
		owner, _ := s.Create(ctx, "owner@example.com", "Olive", "a-long-password-1", auth.Owner, now)
		by := auth.Staff{ID: owner.ID, Email: owner.Email, Name: owner.Name, Role: owner.Role}
		if _, err := s.Invite(ctx, by, "owner@example.com", auth.Admin, now); !errors.Is(err, ErrMember) {
			t.Fatalf("a member invited again: %v", err)
		}
		if _, err := s.Invite(ctx, by, " New.Editor@example.com", auth.Editor, now); err != nil || token == "" {
			t.Fatalf("invite: %v (token announced: %t)", err, token != "")
		}
		if inv, err := s.Opened(ctx, token, now); err != nil || inv.Email != "new.editor@example.com" || inv.Role != auth.Editor {
			t.Fatalf("opened: %+v %v", inv, err)
		}
		if _, err := s.Opened(ctx, token, now.Add(InviteTTL)); !errors.Is(err, ErrInviteExpired) {
			t.Fatalf("an invitation 7 days old: %v", err)
		}
		if _, err := s.Opened(ctx, "not-a-token", now); !errors.Is(err, ErrInviteInvalid) {
			t.Fatalf("an unknown token: %v", err)
		}
		var wg sync.WaitGroup
		results := make([]error, 8)
		for i := range results {
			wg.Go(func() { _, results[i] = s.Accept(ctx, token, "Eddie", "an-editor-password", now, nil) })
		}
		wg.Wait()
		accepted := 0
		for _, err := range results {
			switch {
			case err == nil:
				accepted++
			case !errors.Is(err, ErrInviteExpired):
				t.Fatal(err)
			}
		}
		var n int
		d.QueryRow(ctx, "SELECT COUNT(*) FROM users WHERE username = 'new.editor@example.com' AND role = 'editor'").Scan(&n)
		if accepted != 1 || n != 1 {
			t.Fatalf("%d accepts of one link, %d accounts", accepted, n)
		}
		open, _ := s.Invitations(ctx, now)
		if len(open) != 0 {
			t.Fatalf("a used invitation is still open: %+v", open)
		}
		// A cancelled invitation's link stops working.
		token = ""
		inv, err := s.Invite(ctx, by, "second.thought@example.com", auth.Viewer, now)
		if err != nil || inv.ID == 0 || token == "" {
			t.Fatalf("invite: %+v %v", inv, err)
		}
		if err := s.Cancel(ctx, inv.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.Cancel(ctx, inv.ID); !errors.Is(err, ErrNoInvitation) {
			t.Fatalf("cancelled twice: %v", err)
		}
		if _, err := s.Accept(ctx, token, "Second", "a-long-password-3", now, nil); !errors.Is(err, ErrInviteInvalid) {
			t.Fatalf("a cancelled invitation accepted: %v", err)
		}
	})
}
