package app

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"mission/internal/auth"
	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// A lead given to a staff member is in their "My leads"; its detail shows
// who changed its status and assignee, and when.
func TestLeadsAreAssignedAndKeepTheirHistory(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		owner, editor := s.staff(), s.staffAs(auth.Editor)
		mine := s.create(s.client(), "/api/leads", `{"name":"Mine","email":"mine@example.com"}`)
		s.create(s.client(), "/api/leads", `{"name":"Nobody's","email":"nobody@example.com"}`)

		_, body := s.do(editor, "GET", "/api/admin/check", "")
		var me struct{ Staff struct{ ID int64 } }
		json.Unmarshal([]byte(body), &me)
		_, body = s.do(editor, "GET", "/api/admin/team", "")
		if !strings.Contains(body, `"role":"editor"`) || !strings.Contains(body, "Olive Owner") || !strings.Contains(body, `"active":true`) {
			t.Fatalf("the team directory: %s", body)
		}
		if code, body := s.do(owner, "PATCH", fmt.Sprintf("/api/admin/leads/%d/assignee", mine), fmt.Sprintf(`{"assigneeId":%d}`, me.Staff.ID)); code != 200 ||
			!strings.Contains(body, fmt.Sprintf(`"assignedTo":%d`, me.Staff.ID)) {
			t.Fatalf("assign: %d %s", code, body)
		}
		for _, bad := range []string{`{"assigneeId":999999}`, `{"assigneeId":-3}`, `{"assigneeId":"me"}`} {
			if code, _ := s.do(owner, "PATCH", fmt.Sprintf("/api/admin/leads/%d/assignee", mine), bad); code != 400 {
				t.Errorf("assign %s: %d", bad, code)
			}
		}
		if code, _ := s.do(editor, "PATCH", fmt.Sprintf("/api/admin/leads/%d/status", mine), `{"status":"qualified"}`); code != 200 {
			t.Fatal("status")
		}
		var page struct {
			Items []struct{ Name string }
			Total int
		}
		_, body = s.do(editor, "GET", "/api/admin/leads?assignee=me", "")
		json.Unmarshal([]byte(body), &page)
		if page.Total != 1 || page.Items[0].Name != "Mine" {
			t.Fatalf("my leads: %s", body)
		}
		_, body = s.do(editor, "GET", "/api/admin/leads?assignee=none", "")
		json.Unmarshal([]byte(body), &page)
		if page.Total != 1 || page.Items[0].Name != "Nobody's" {
			t.Fatalf("nobody's leads: %s", body)
		}
		if code, _ := s.do(editor, "GET", "/api/admin/leads?assignee=someone", ""); code != 400 {
			t.Fatal("a malformed assignee filter is a 400")
		}
		_, body = s.do(owner, "GET", fmt.Sprintf("/api/admin/leads/%d", mine), "")
		var detail struct {
			History []struct {
				Actor, Action string
				Changes       map[string]struct{ From, To any }
			}
		}
		json.Unmarshal([]byte(body), &detail)
		if len(detail.History) != 2 || detail.History[0].Action != "status" || !strings.HasPrefix(detail.History[0].Actor, "editor.") ||
			detail.History[1].Action != "assignee" || detail.History[1].Actor != testAdminEmail ||
			fmt.Sprint(detail.History[0].Changes["status"].To) != "qualified" {
			t.Fatalf("the lead's history: %s", body)
		}
	})
}
