package app

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"mission/internal/auth"
	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/team"
)

const (
	macChrome    = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
	iPhoneSafari = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
)

// Each person sees their sessions (browser, network, when) and ends any;
// an owner ends all of someone's; every ending holds at once and is in the
// audit log.
func TestStaffSeeAndEndTheirSessions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d)
		owner := s.staff()
		email := "sessions.editor@mission.example"
		if _, err := team.NewStore(d, nil).Create(t.Context(), email, "", testAdminPassword, auth.Editor, time.Now()); err != nil {
			t.Fatal(err)
		}
		login := `{"email":"` + email + `","password":"` + testAdminPassword + `"}`
		laptop, phone := s.client(), s.client()
		s.do(laptop, "POST", "/api/admin/login", login, "User-Agent", macChrome)
		s.do(phone, "POST", "/api/admin/login", login, "User-Agent", iPhoneSafari, "X-Forwarded-For", "198.51.100.4")
		var list struct {
			Sessions []auth.StaffSession
		}
		_, body := s.do(laptop, "GET", "/api/admin/me/sessions", "")
		json.Unmarshal([]byte(body), &list)
		if len(list.Sessions) != 2 {
			t.Fatalf("two sign-ins, sessions: %s", body)
		}
		var other auth.StaffSession
		for _, ss := range list.Sessions {
			switch {
			case ss.Current && ss.Device != "Chrome on macOS":
				t.Fatalf("this session: %+v", ss)
			case !ss.Current:
				other = ss
			}
		}
		if other.Device != "Safari on iPhone" || other.Network == "" || other.LastSeenAt.IsZero() {
			t.Fatalf("the other session: %+v", other)
		}
		if code, _ := s.do(laptop, "POST", "/api/admin/me/sessions/"+other.ID+"/end", ""); code != 200 {
			t.Fatal("end the phone's session")
		}
		if code, _ := s.do(phone, "GET", "/api/admin/leads", ""); code != 401 {
			t.Fatalf("the ended session: %d", code)
		}
		if code, _ := s.do(laptop, "POST", "/api/admin/me/sessions/"+other.ID+"/end", ""); code != 404 {
			t.Fatalf("ending it twice: %d", code)
		}
		for _, bad := range []string{"zzzz", "%00", strings.Repeat("a", 16)} {
			if code, _ := s.do(laptop, "POST", "/api/admin/me/sessions/"+bad+"/end", ""); code != 404 && code != 400 {
				t.Errorf("end %q: %d", bad, code)
			}
		}
		// Someone else's session id is not theirs to end.
		_, body = s.do(owner, "GET", "/api/admin/me/sessions", "")
		json.Unmarshal([]byte(body), &list)
		if code, _ := s.do(laptop, "POST", "/api/admin/me/sessions/"+list.Sessions[0].ID+"/end", ""); code != 404 {
			t.Fatalf("an editor ends the owner's session: %d", code)
		}
		if code, _ := s.do(owner, "GET", "/api/admin/leads", ""); code != 200 {
			t.Fatal("the owner was signed out by someone else")
		}

		// The owner ends all of the editor's sessions.
		_, body = s.do(owner, "GET", "/api/admin/team", "")
		var team struct {
			Members []struct {
				ID    int64
				Email string
			}
		}
		json.Unmarshal([]byte(body), &team)
		var id int64
		for _, m := range team.Members {
			if m.Email == email {
				id = m.ID
			}
		}
		if code, body := s.do(owner, "POST", fmt.Sprintf("/api/admin/staff/%d/sessions/end", id), ""); code != 200 || !strings.Contains(body, `"ended":1`) {
			t.Fatalf("end their sessions: %d %s", code, body)
		}
		if code, _ := s.do(laptop, "GET", "/api/admin/leads", ""); code != 401 {
			t.Fatalf("the editor's laptop after the owner ended it: %d", code)
		}
		var actions []string
		for _, e := range s.entries("?type=staff+member") {
			if e.Action != auth.ActionSignedIn {
				actions = append(actions, e.Actor+": "+e.Action)
			}
		}
		if strings.Join(actions, "; ") != testAdminEmail+": sessions ended; "+email+": session ended" {
			t.Fatalf("audit entries: %v", actions)
		}
	})
}

func TestDeviceNames(t *testing.T) {
	for agent, want := range map[string]string{
		macChrome: "Chrome on macOS", iPhoneSafari: "Safari on iPhone", "curl/8.5.0": "curl", "": "A browser",
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0": "Edge on Windows",
		"Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0":                                                "Firefox on Linux",
	} {
		if got := auth.DeviceOf(agent); got != want {
			t.Errorf("%q: %q, want %q", agent, got, want)
		}
	}
}
