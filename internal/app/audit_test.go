package app

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"mission/internal/audit"
	"mission/internal/auth"
	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// entries reads the audit log as the admin shows it.
func (s *testSite) entries(query string) []audit.Entry {
	s.t.Helper()
	code, body := s.do(s.staff(), "GET", "/api/admin/audit"+query, "")
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
		// Filters: by person.
		if n := len(s.entries(fmt.Sprintf("?actor=%d", e.ActorID))); n != 1 {
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
