package app

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// The owner invites an editor through the API; the invitation e-mail
// carries a link that opens once; the editor signs in with their own
// address and password, and is refused what an editor may not do; when
// the owner (on another instance) deactivates them, their session ends on
// every instance at once.
func TestTeamInviteSignInAndDeactivateAcrossInstances(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a, b := newSite(t, d), newSite(t, d)
		owner := a.staff()
		email := fmt.Sprintf("eddie.%s@example.com", strings.ToLower(t.Name()[len(t.Name())-6:]))
		if code, body := a.do(owner, "POST", "/api/admin/staff/invitations", `{"email":"`+email+`","role":"editor"}`); code != 201 {
			t.Fatalf("invite: %d %s", code, body)
		}
		a.compose()
		mail := a.emailTo(email, "team_invitation")
		token, ok := strings.CutPrefix(mail["link"], "https://mission.example/admin/welcome#invite=")
		if !ok || mail["invitedBy"] != "Olive Owner" || mail["role"] != "editor" {
			t.Fatalf("the invitation e-mail: %v", mail)
		}
		visitor := b.client()
		if code, body := b.do(visitor, "POST", "/api/admin/invitation", `{"token":"`+token+`"}`); code != 200 || !strings.Contains(body, `"role":"editor"`) {
			t.Fatalf("open the invitation: %d %s", code, body)
		}
		if code, body := b.do(visitor, "POST", "/api/admin/invitation/accept", `{"token":"`+token+`","name":"Eddie","password":"short"}`); code != 400 || !strings.Contains(body, `"password"`) {
			t.Fatalf("a short password: %d %s", code, body)
		}
		// Parallel accepts of one link: one account.
		codes := make([]int, 6)
		var wg sync.WaitGroup
		for i := range codes {
			wg.Go(func() {
				codes[i], _ = b.do(b.client(), "POST", "/api/admin/invitation/accept", `{"token":"`+token+`","name":"Eddie","password":"an-editor-password"}`)
			})
		}
		wg.Wait()
		ok200 := 0
		for _, c := range codes {
			if c == 200 {
				ok200++
			} else if c != 410 {
				t.Fatalf("a second use of the link: %d", c)
			}
		}
		if ok200 != 1 {
			t.Fatalf("%d accepts of one link succeeded: %v", ok200, codes)
		}

		editor := b.signIn(email, "an-editor-password")
		if code, body := b.do(editor, "GET", "/api/admin/check", ""); !strings.Contains(body, `"role":"editor"`) || strings.Contains(body, `"webhooks"`) {
			t.Fatalf("who am I as an editor: %d %s", code, body)
		}
		if code, _ := b.do(editor, "GET", "/api/admin/leads", ""); code != 200 {
			t.Fatalf("an editor reads leads: %d", code)
		}
		if code, _ := b.do(editor, "GET", "/api/admin/webhooks", ""); code != 403 {
			t.Fatalf("an editor opens webhooks: %d", code)
		}
		if code, _ := b.do(editor, "POST", "/api/admin/staff/invitations", `{"email":"x@example.com","role":"owner"}`); code != 403 {
			t.Fatalf("an editor invites: %d", code)
		}

		var list struct {
			Members []struct {
				ID    int64  `json:"id"`
				Email string `json:"email"`
			} `json:"members"`
		}
		_, body := a.do(owner, "GET", "/api/admin/staff", "")
		json.Unmarshal([]byte(body), &list)
		var id int64
		for _, m := range list.Members {
			if m.Email == email {
				id = m.ID
			}
		}
		if id == 0 {
			t.Fatalf("the editor is not in the team: %s", body)
		}
		if code, body := a.do(owner, "PATCH", fmt.Sprintf("/api/admin/staff/%d", id), `{"role":"viewer"}`); code != 200 || !strings.Contains(body, `"role":"viewer"`) {
			t.Fatalf("make them a viewer: %d %s", code, body)
		}
		if code, _ := b.do(editor, "PATCH", "/api/admin/leads/1/status", `{"status":"contacted"}`); code != 403 {
			t.Fatalf("a viewer changes a lead, on the other instance, right after the change of role: %d", code)
		}
		if code, body := a.do(owner, "POST", fmt.Sprintf("/api/admin/staff/%d/deactivate", id), ""); code != 200 || !strings.Contains(body, `"deactivated"`) {
			t.Fatalf("deactivate: %d %s", code, body)
		}
		if code, _ := b.do(editor, "GET", "/api/admin/leads", ""); code != 401 {
			t.Fatalf("a deactivated member's session on the other instance: %d", code)
		}
		// Their name still stands behind their id in histories and the log.
		type person struct {
			ID     int64 `json:"id"`
			Active bool  `json:"active"`
		}
		var dir struct{ Members []person }
		_, body = a.do(owner, "GET", "/api/admin/team", "")
		json.Unmarshal([]byte(body), &dir)
		if !slices.Contains(dir.Members, person{ID: id}) {
			t.Fatalf("the deactivated member in the team directory: %s", body)
		}
		if code, body := b.do(b.client(), "POST", "/api/admin/login", `{"email":"`+email+`","password":"an-editor-password"}`); code != 401 {
			t.Fatalf("a deactivated member signs in: %d %s", code, body)
		}
		// The last owner cannot leave.
		_, body = a.do(owner, "GET", "/api/admin/check", "")
		var me struct {
			Staff struct{ ID int64 } `json:"staff"`
		}
		json.Unmarshal([]byte(body), &me)
		if code, body := a.do(owner, "POST", fmt.Sprintf("/api/admin/staff/%d/deactivate", me.Staff.ID), ""); code != 409 || !strings.Contains(body, "at least one active owner") {
			t.Fatalf("the last owner deactivated: %d %s", code, body)
		}
	})
}
