package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"mission/internal/audit"
	"mission/internal/auth"
	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/team"
)

// entries reads the audit log as the admin shows it (signing the owner in
// adds an entry of its own).
func (s *testSite) entries(query string) []audit.Entry {
	s.t.Helper()
	return s.entriesAs(s.staff(), query)
}

func (s *testSite) entriesAs(c *http.Client, query string) []audit.Entry {
	s.t.Helper()
	code, body := s.do(c, "GET", "/api/admin/audit"+query, "")
	if code != 200 {
		s.t.Fatalf("audit log: %d %s", code, body)
	}
	var out struct{ Items []audit.Entry }
	json.Unmarshal([]byte(body), &out)
	return out.Items
}

// Each staff write records who changed which object and how, in the
// change's transaction: a change that fails records nothing, a create
// records the new row's id, a delete what was there, and the log refuses
// any change of its own rows on both engines.
func TestStaffWritesAreAudited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "WEBHOOK_ALLOW_PRIVATE=true")
		editor := s.staffAs(auth.Editor)
		lead := s.create(s.client(), "/api/leads", `{"name":"Audited Lead","email":"audited@example.com"}`)
		if code, body := s.do(editor, "PATCH", fmt.Sprintf("/api/admin/leads/%d/status", lead), `{"status":"contacted"}`, "X-Forwarded-For", "203.0.113.9"); code != 200 {
			t.Fatalf("status: %d %s", code, body)
		}
		got := s.entries("?type=lead")
		if len(got) != 1 {
			t.Fatalf("one status change, %d entries: %+v", len(got), got)
		}
		e := got[0]
		if e.Action != "status" || e.ObjectID != fmt.Sprint(lead) || !strings.HasPrefix(e.Actor, "editor.") || e.ActorID == 0 || e.Network == "" ||
			fmt.Sprint(e.Changes["status"].From) != "new" || fmt.Sprint(e.Changes["status"].To) != "contacted" || len(e.Changes) != 1 {
			t.Fatalf("the entry: %+v", e)
		}
		// A refused change (an unknown status) and a failed one (no such lead) leave no entry.
		s.do(editor, "PATCH", fmt.Sprintf("/api/admin/leads/%d/status", lead), `{"status":"won"}`)
		s.do(editor, "PATCH", "/api/admin/leads/999999/status", `{"status":"closed"}`)
		// The same status again changes nothing, so records nothing.
		s.do(editor, "PATCH", fmt.Sprintf("/api/admin/leads/%d/status", lead), `{"status":"contacted"}`)
		if n := len(s.entries("?type=lead")); n != 1 {
			t.Fatalf("entries after refused, failed and empty changes: %d", n)
		}

		owner := s.staff()
		hook, _ := s.addEndpoint(owner, "https://127.0.0.1:9/hook", "lead.created")
		if code, _ := s.do(owner, "DELETE", fmt.Sprintf("/api/admin/webhooks/%d", hook), ""); code != 200 {
			t.Fatal("delete webhook")
		}
		hooks := s.entries("?type=webhook")
		if len(hooks) != 2 || hooks[0].Action != "deleted" || hooks[1].Action != "created" || hooks[1].ObjectID != fmt.Sprint(hook) ||
			hooks[0].Changes["url"].From != "https://127.0.0.1:9/hook" || hooks[1].Changes["secret"].To != "(changed)" {
			t.Fatalf("webhook entries: %+v", hooks)
		}
		// People: an invitation (its token never logged) and a change of role.
		if code, _ := s.do(owner, "POST", "/api/admin/staff/invitations", `{"email":"new.person@example.com","role":"viewer"}`); code != 201 {
			t.Fatal("invite")
		}
		inv := s.entries("?type=invitation")
		if len(inv) != 1 || inv[0].Changes["email"].To != "new.person@example.com" || inv[0].Changes["token_hash"].To != "(changed)" {
			t.Fatalf("invitation entry: %+v", inv)
		}
		// Filters: by person (their sign-in and the change of status).
		if n := len(s.entries(fmt.Sprintf("?actor=%d", e.ActorID))); n != 2 {
			t.Fatalf("the editor's entries: %d", n)
		}
		if code, _ := s.do(owner, "GET", "/api/admin/audit?from=yesterday", ""); code != 400 {
			t.Fatal("a malformed date is a 400")
		}
		code, csv := s.do(owner, "GET", "/api/admin/audit/export.csv?type=lead", "")
		if code != 200 || !strings.Contains(csv, "contacted") || strings.Count(csv, "\n") != 2 {
			t.Fatalf("CSV: %d %q", code, csv)
		}
		// Editors do not read the log; nobody changes it.
		if code, _ := s.do(editor, "GET", "/api/admin/audit", ""); code != 403 {
			t.Fatalf("an editor reads the audit log: %d", code)
		}
		ctx := context.Background()
		for _, q := range []string{"UPDATE audit_log SET actor = 'someone else'", "DELETE FROM audit_log"} {
			err := d.Write(ctx, func(tx *db.Tx) error { _, err := tx.Exec(ctx, q); return err })
			if err == nil || !strings.Contains(err.Error(), "append-only") {
				t.Errorf("%s: %v", q, err)
			}
		}
	})
}

// A staff member's own sign-in events are in the log with the person as
// both actor and object: a password sign-in, two-factor set up at the
// sign-in an owner must make, a sign-in with a code and with a recovery
// code, and an accepted invitation; wrong passwords and codes record
// nothing.
func TestSignInEventsAreAudited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "STAFF_TWO_FACTOR=required")
		editor := "audited.editor@mission.example"
		if _, err := team.NewStore(d, nil).Create(context.Background(), editor, "", testAdminPassword, auth.Editor, time.Now()); err != nil {
			t.Fatal(err)
		}
		s.signIn(editor, testAdminPassword)
		s.do(s.client(), "POST", "/api/admin/login", `{"email":"`+editor+`","password":"not-the-password"}`)

		// The owner must set a second factor up; a wrong first code turns nothing on.
		c := s.client()
		var challenge struct{ Challenge string }
		_, body := s.do(c, "POST", "/api/admin/login", `{"email":"`+testAdminEmail+`","password":"`+testAdminPassword+`"}`)
		decodeInto(t, body, &challenge)
		var setup struct{ Secret string }
		_, body = s.do(c, "POST", "/api/admin/login/setup", `{"challenge":"`+challenge.Challenge+`"}`)
		decodeInto(t, body, &setup)
		s.do(c, "POST", "/api/admin/login/setup/confirm", `{"challenge":"`+challenge.Challenge+`","code":"000000"}`)
		var done struct{ RecoveryCodes []string }
		code, body := s.do(c, "POST", "/api/admin/login/setup/confirm", `{"challenge":"`+challenge.Challenge+`","code":"`+totpCode(t, setup.Secret, time.Now())+`"}`)
		decodeInto(t, body, &done)
		if code != 200 || len(done.RecoveryCodes) == 0 {
			t.Fatalf("confirm: %d %s", code, body)
		}
		// The next sign-in, with a recovery code (the authenticator's code was just used).
		_, body = s.do(s.client(), "POST", "/api/admin/login", `{"email":"`+testAdminEmail+`","password":"`+testAdminPassword+`"}`)
		decodeInto(t, body, &challenge)
		owner := s.client()
		if code, body := s.do(owner, "POST", "/api/admin/login/code", `{"challenge":"`+challenge.Challenge+`","code":"`+done.RecoveryCodes[0]+`"}`); code != 200 {
			t.Fatalf("recovery code: %d %s", code, body)
		}

		// An invitation accepted signs its person in.
		s.do(owner, "POST", "/api/admin/staff/invitations", `{"email":"welcomed@example.com","role":"viewer"}`)
		s.compose()
		token := strings.TrimPrefix(s.emailTo("welcomed@example.com", "team_invitation")["link"], "https://mission.example/admin/welcome#invite=")
		if code, body := s.do(s.client(), "POST", "/api/admin/invitation/accept", `{"token":"`+token+`","name":"Wendy","password":"a-viewer-password"}`); code != 200 {
			t.Fatalf("accept: %d %s", code, body)
		}

		var got []string
		all := s.entriesAs(owner, "")
		for _, e := range all {
			if e.ObjectType == "invitation" {
				continue
			}
			if e.ObjectID != fmt.Sprint(e.ActorID) && e.ObjectID != auth.StaffAccount(e.ActorID) || e.Network == "" {
				t.Errorf("an event of someone else's, or from nowhere: %+v", e)
			}
			got = append(got, fmt.Sprintf("%s %s %v", e.Actor, e.Action, e.Changes["method"].To))
		}
		want := []string{
			"welcomed@example.com signed in invitation",
			"welcomed@example.com invitation accepted <nil>",
			testAdminEmail + " signed in password and recovery code",
			testAdminEmail + " signed in password and authenticator code",
			testAdminEmail + " two-factor on authenticator code",
			editor + " signed in password",
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("the staff members' events, newest first:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		accepted := all[1]
		if accepted.Changes["role"].To != "viewer" || accepted.Changes["username"].To != "welcomed@example.com" {
			t.Fatalf("the accepted invitation's entry: %+v", accepted)
		}
	})
}
