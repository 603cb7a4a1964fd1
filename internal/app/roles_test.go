package app

import (
	"net/http"
	"strings"
	"testing"

	"mission/internal/audit"
	"mission/internal/auth"
	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
)

// TestEveryStaffRouteByRole walks every staff route for every role: the
// permission table lists each route (and no route that does not exist),
// and the staff group's guard lets a role through exactly where the table
// gives it the route's permission, refusing the rest with 403 before any
// handler runs.
func TestEveryStaffRouteByRole(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		staffRoutes := map[string]bool{}
		for _, rt := range s.app.Routes {
			if rt.Access == httpx.Staff {
				staffRoutes[rt.Pattern] = true
				if _, ok := auth.RoutePermissions[rt.Pattern]; !ok {
					t.Errorf("%s has no line in auth.RoutePermissions, so every role is refused it", rt.Pattern)
				}
			}
		}
		for pattern := range auth.RoutePermissions {
			if !staffRoutes[pattern] {
				t.Errorf("auth.RoutePermissions lists %s, which is not a staff route", pattern)
			}
		}
		// Every staff route that writes says what it changes, for the audit log.
		for pattern := range staffRoutes {
			if _, ok := audit.Routes[pattern]; !ok && !strings.HasPrefix(pattern, "GET ") {
				t.Errorf("%s writes but has no line in audit.Routes", pattern)
			}
		}
		for pattern := range audit.Routes {
			if !staffRoutes[pattern] {
				t.Errorf("audit.Routes lists %s, which is not a staff route", pattern)
			}
		}
		for _, role := range auth.Roles {
			c := s.staffAs(role)
			for pattern := range staffRoutes {
				method, path, _ := strings.Cut(pattern, " ")
				concrete := pathParam.ReplaceAllString(path, "999999")
				code, body := s.do(c, method, concrete, `{}`)
				allowed := role.Can(auth.RoutePermissions[pattern])
				switch {
				case allowed && (code == http.StatusForbidden || code == http.StatusUnauthorized || code >= 500):
					t.Errorf("%s: %s refused: %d %s", role, pattern, code, body)
				case !allowed && (code != http.StatusForbidden || !strings.Contains(body, auth.MsgNotAllowed)):
					t.Errorf("%s: %s not refused: %d %s", role, pattern, code, body)
				}
			}
		}
	})
}

// The permission table's roles: each reads everything, and each grants
// what the one below it does and more.
func TestRolesNest(t *testing.T) {
	for i, role := range auth.Roles {
		if !role.Can(auth.ReadAll) {
			t.Errorf("%s cannot read", role)
		}
		if i+1 < len(auth.Roles) {
			for _, p := range auth.Granted[auth.Roles[i+1]] {
				if !role.Can(p) {
					t.Errorf("%s lacks %s, which %s has", role, p, auth.Roles[i+1])
				}
			}
		}
	}
	if auth.Admin.Can(auth.People) || auth.Editor.Can(auth.Webhooks) || auth.Editor.Can(auth.Money) || auth.Editor.Can(auth.Settings) ||
		auth.Viewer.Can(auth.Manage) {
		t.Fatal("the roles grant more than the issue's table")
	}
}
