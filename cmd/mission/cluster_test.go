package main

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

// pgSchema makes a schema of its own on TEST_DATABASE_URL, drops it when
// the test ends, and returns a URL that uses it.
func pgSchema(t *testing.T) string {
	t.Helper()
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("TEST_DATABASE_URL not set: skipping the two-instance test, which needs PostgreSQL")
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "cluster_" + hex.EncodeToString(b)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		a, err := sql.Open("pgx", base)
		if err == nil {
			a.Exec("DROP SCHEMA " + schema + " CASCADE")
			a.Close()
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// roundRobin is a load balancer in front of the instances: each request
// goes to the next instance, or to the one named by X-Test-Instance, and
// carries the client's address (X-Test-Client, or the real one) in
// X-Forwarded-For, as a real load balancer appends it.
func roundRobin(t *testing.T, backends ...*server) *httptest.Server {
	var next atomic.Int64
	targets := make([]*url.URL, len(backends))
	for i, b := range backends {
		targets[i], _ = url.Parse(b.url(""))
	}
	proxy := &httputil.ReverseProxy{Rewrite: func(pr *httputil.ProxyRequest) {
		i := int(next.Add(1)-1) % len(targets)
		if pinned := pr.In.Header.Get("X-Test-Instance"); pinned != "" {
			fmt.Sscan(pinned, &i)
		}
		pr.Out.Header.Del("X-Test-Instance")
		pr.SetURL(targets[i])
		pr.SetXForwarded()
		if client := pr.In.Header.Get("X-Test-Client"); client != "" {
			pr.Out.Header.Set("X-Forwarded-For", client)
			pr.Out.Header.Del("X-Test-Client")
		}
	}}
	lb := httptest.NewServer(proxy)
	t.Cleanup(lb.Close)
	return lb
}

// Two instances on one PostgreSQL database behave as one site.
func TestTwoInstancesBehaveAsOne(t *testing.T) {
	dbURL := pgSchema(t)
	env := []string{"DATABASE_URL=" + dbURL, "TRUST_PROXY=true"}
	a := startServer(t, env...)
	b := startServer(t, env...)
	lb := roundRobin(t, a, b).URL
	on := func(i int) []string { return []string{"X-Test-Instance", fmt.Sprint(i)} }

	t.Run("the sixth wrong admin password across both instances is refused", func(t *testing.T) {
		c := browser()
		for i := range 5 {
			code, body := call(t, c, "POST", lb+"/api/admin/login", `{"email":"admin@example.com","password":"wrong-password"}`,
				append(on(i%2), "X-Test-Client", "198.51.100.20")...)
			if code != 401 {
				t.Fatalf("wrong password %d on instance %d: %d %s", i+1, i%2, code, body)
			}
		}
		for i := range 2 {
			code, _ := call(t, c, "POST", lb+"/api/admin/login", `{"email":"admin@example.com","password":"`+adminPassword+`"}`,
				append(on(i), "X-Test-Client", "198.51.100.20")...)
			if code != 429 {
				t.Fatalf("sixth attempt on instance %d: %d", i, code)
			}
		}
		if code, _ := call(t, c, "POST", lb+"/api/admin/login", `{"email":"admin@example.com","password":"`+adminPassword+`"}`, "X-Test-Client", "198.51.100.21"); code != 200 {
			t.Fatalf("another address: %d", code)
		}
	})

	t.Run("a session made on one instance works on the other", func(t *testing.T) {
		c := browser()
		if code, _ := call(t, c, "POST", lb+"/api/admin/login", `{"email":"admin@example.com","password":"`+adminPassword+`"}`, on(0)...); code != 200 {
			t.Fatalf("login on instance 0: %d", code)
		}
		if code, body := call(t, c, "GET", lb+"/api/admin/check", "", on(1)...); code != 200 || !strings.Contains(body, `"signedIn":true`) {
			t.Fatalf("session on instance 1: %d %s", code, body)
		}
		call(t, c, "POST", lb+"/api/admin/logout", "", on(1)...)
		if code, body := call(t, c, "GET", lb+"/api/admin/check", "", on(0)...); code != 200 || !strings.Contains(body, `"signedIn":false`) {
			t.Fatalf("session after logout on the other instance: %d %s", code, body)
		}
	})

	var requestID int64
	t.Run("one voter votes once across both instances", func(t *testing.T) {
		c := browser()
		code, body := call(t, c, "POST", lb+"/api/public-requests", `{"type":"idea","title":"Shared board","description":"One site"}`)
		if code != 201 {
			t.Fatalf("request: %d %s", code, body)
		}
		var r struct{ ID int64 }
		json.Unmarshal([]byte(body), &r)
		requestID = r.ID
		call(t, c, "GET", lb+"/api/public-requests/voted", "", on(1)...)
		vote := fmt.Sprintf("%s/api/public-requests/%d/vote", lb, r.ID)
		if code, body := call(t, c, "POST", vote, "", on(0)...); code != 200 {
			t.Fatalf("vote on instance 0: %d %s", code, body)
		}
		if code, body := call(t, c, "POST", vote, "", on(1)...); code != 409 {
			t.Fatalf("same voter on instance 1: %d %s", code, body)
		}
	})

	t.Run("a vote through one instance shows on the other's board within a second", func(t *testing.T) {
		votesOn := func(i int) int {
			code, body := call(t, browser(), "GET", lb+"/api/public-requests", "", on(i)...)
			if code != 200 {
				t.Fatalf("board on %d: %d", i, code)
			}
			var list []struct{ ID, Votes int64 }
			json.Unmarshal([]byte(body), &list)
			for _, r := range list {
				if r.ID == requestID {
					return int(r.Votes)
				}
			}
			return -1
		}
		before := votesOn(1) // instance 1 now holds the board in its cache
		c := browser()
		call(t, c, "GET", lb+"/api/public-requests/voted", "", on(0)...)
		if code, _ := call(t, c, "POST", fmt.Sprintf("%s/api/public-requests/%d/vote", lb, requestID), "", append(on(0), "X-Test-Client", "203.0.113.9")...); code != 200 {
			t.Fatalf("vote on instance 0: %d", code)
		}
		voted := time.Now()
		for votesOn(1) != before+1 {
			if time.Since(voted) > time.Second {
				t.Fatalf("instance 1 still shows %d votes a second after the vote", votesOn(1))
			}
			time.Sleep(20 * time.Millisecond)
		}
	})

	t.Run("a double submit split across instances makes one lead", func(t *testing.T) {
		body := `{"name":"Split Double","email":"split@example.com"}`
		ids := make([]string, 6)
		var wg sync.WaitGroup
		for i := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				code, resp := call(t, &http.Client{}, "POST", lb+"/api/leads", body, append(on(i%2), "X-Test-Client", "192.0.2.44")...)
				if code != 201 {
					t.Errorf("submit %d: %d %s", i, code, resp)
				}
				ids[i] = resp
			}()
		}
		wg.Wait()
		for _, id := range ids[1:] {
			if id != ids[0] {
				t.Fatalf("double submits answered different leads: %v", ids)
			}
		}
		n := 0
		for _, email := range storedLeads(t, lb) {
			if email == "split@example.com" {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("%d leads stored for one double submit", n)
		}
	})

	t.Run("a client link turned off on one instance stops on the other at once", func(t *testing.T) {
		staff := browser()
		call(t, staff, "POST", lb+"/api/admin/login", `{"email":"admin@example.com","password":"`+adminPassword+`"}`, "X-Test-Client", "192.0.2.60")
		code, body := call(t, staff, "POST", lb+"/api/admin/partners", `{"company":"Cluster Co","email":"cluster@partner.example"}`)
		if code != 201 {
			t.Fatalf("create partner: %d %s", code, body)
		}
		var created struct{ InvitationURL string }
		json.Unmarshal([]byte(body), &created)
		token := created.InvitationURL[strings.Index(created.InvitationURL, "#invite=")+len("#invite="):]
		p := browser()
		if code, body := call(t, p, "POST", lb+"/api/partner-auth/accept", `{"token":"`+token+`","password":"a-partner-password"}`, on(1)...); code != 200 {
			t.Fatalf("accept on instance 1: %d %s", code, body)
		}
		var client, project, link struct {
			ID    int64
			Token string
		}
		_, body = call(t, p, "POST", lb+"/api/clients", `{"name":"Client","email":"client@cluster.example"}`, on(0)...)
		json.Unmarshal([]byte(body), &client)
		_, body = call(t, p, "POST", lb+"/api/partner-projects", fmt.Sprintf(`{"title":"Shared","clientId":%d}`, client.ID), on(1)...)
		json.Unmarshal([]byte(body), &project)
		_, body = call(t, p, "POST", lb+"/api/client-links", fmt.Sprintf(`{"clientId":%d,"allowedProjectIds":[%d]}`, client.ID, project.ID), on(0)...)
		json.Unmarshal([]byte(body), &link)
		visitor := browser()
		for i := range 2 { // both instances now hold the page in their cache
			if code, _ := call(t, visitor, "GET", lb+"/api/client-portal/"+link.Token, "", on(i)...); code != 200 {
				t.Fatalf("portal on instance %d: %d", i, code)
			}
		}
		if code, _ := call(t, p, "PATCH", fmt.Sprintf("%s/api/client-links/%d", lb, link.ID), `{"active":false}`, on(0)...); code != 200 {
			t.Fatalf("turn off on instance 0: %d", code)
		}
		off := time.Now()
		for {
			code, _ := call(t, visitor, "GET", lb+"/api/client-portal/"+link.Token, "", on(1)...)
			if code == 410 {
				break
			}
			if time.Since(off) > time.Second {
				t.Fatalf("instance 1 still serves the link a second after it was turned off: %d", code)
			}
			time.Sleep(20 * time.Millisecond)
		}
	})

	if t.Failed() {
		t.Logf("instance 0:\n%s\ninstance 1:\n%s", a.stderr, b.stderr)
	}
}
