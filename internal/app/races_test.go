package app

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
)

// send is do for goroutines: it reports a failed request instead of
// ending the test from the wrong goroutine.
func (s *testSite) send(c *http.Client, method, path, body string) (int, string, error) {
	req, err := http.NewRequest(method, s.srv.URL+path, strings.NewReader(body))
	if err != nil {
		return 0, "", err
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	return roundTrip(c, req)
}

// sendPatiently is send, again after a moment while the answer is 429: a
// network may only look so many link tokens up at once.
func (s *testSite) sendPatiently(c *http.Client, method, path string) (int, string, error) {
	for try := 0; ; try++ {
		code, body, err := s.send(c, method, path, "")
		if code != http.StatusTooManyRequests || try == 100 {
			return code, body, err
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// sendFile is upload for goroutines.
func (s *testSite) sendFile(c *http.Client, path, name string, data []byte) (int, string, error) {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	w, _ := mw.CreateFormFile("file", name)
	w.Write(data)
	mw.Close()
	req, err := http.NewRequest("POST", s.srv.URL+path, &b)
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	return roundTrip(c, req)
}

func roundTrip(c *http.Client, req *http.Request) (int, string, error) {
	res, err := c.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return res.StatusCode, string(b), err
}

// together runs every fn at once (as near as goroutines allow) and waits
// for all of them.
func together(fns ...func()) {
	var start, done sync.WaitGroup
	start.Add(1)
	for _, fn := range fns {
		done.Add(1)
		go func() {
			defer done.Done()
			start.Wait()
			fn()
		}()
	}
	start.Done()
	done.Wait()
}

// answers counts the status codes of concurrent requests.
type answers struct {
	mu    sync.Mutex
	codes map[int]int
	errs  []string
}

func (a *answers) add(code int, body string, err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.codes == nil {
		a.codes = map[int]int{}
	}
	if err != nil {
		a.errs = append(a.errs, err.Error())
		return
	}
	a.codes[code]++
	if code >= 500 {
		a.errs = append(a.errs, fmt.Sprintf("%d %s", code, body))
	}
}

func (s *testSite) countWhere(table, where string, args ...any) int {
	s.t.Helper()
	var n int
	if err := s.app.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM "+table+" WHERE "+where, args...).Scan(&n); err != nil {
		s.t.Fatal(err)
	}
	return n
}

// newDeliverable adds a visible, submitted deliverable to the project and
// returns its id.
func (s *testSite) newDeliverable(p partnerAccount, project int64, title string) int64 {
	s.t.Helper()
	code, body := s.do(p.Client, "POST", fmt.Sprintf("/api/partner-projects/%d/deliverables", project),
		fmt.Sprintf(`{"title":%q,"link":"https://files.example/first.pdf","status":"submitted","visibleToClient":true}`, title))
	if code != 201 && code != 200 {
		s.t.Fatalf("add deliverable: %d %s", code, body)
	}
	var detail struct {
		Deliverables []struct {
			ID    int64
			Title string
		}
	}
	decodeInto(s.t, body, &detail)
	for _, d := range detail.Deliverables {
		if d.Title == title {
			return d.ID
		}
	}
	s.t.Fatalf("no deliverable %q in %s", title, body)
	return 0
}

// approveMany sends n approvals of one deliverable, spread over sites, all
// at once, and checks that exactly one wins and the partner hears of it once.
func approveMany(t *testing.T, sites []*testSite, token string, id int64, title string, n int) {
	var got answers
	fns := make([]func(), n)
	for i := range fns {
		s := sites[i%len(sites)]
		c := s.client()
		fns[i] = func() {
			got.add(s.sendPatiently(c, "POST", fmt.Sprintf("/api/client-portal/%s/deliverables/%d/approve", token, id)))
		}
	}
	together(fns...)
	if len(got.errs) > 0 || got.codes[200] != 1 || got.codes[409] != n-1 {
		t.Fatalf("%d concurrent approvals: %v %v, want one 200 and %d 409", n, got.codes, got.errs, n-1)
	}
	if m := sites[0].countWhere("partner_communications", "subject = 'Deliverable approved' AND message LIKE ?", "%\u201c"+title+"\u201d%"); m != 1 {
		t.Fatalf("%d 'Deliverable approved' messages, want 1", m)
	}
}

func TestConcurrentApprovalsOneWins(t *testing.T) {
	eachPortal(t, "race@approve.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		for trial := range 3 {
			title := fmt.Sprintf("Mockup %d", trial)
			approveMany(t, []*testSite{s}, pd.token, s.newDeliverable(p, pd.project, title), title, 20)
		}
	})
}

// raceEditsWithApproval runs trials in which the client approves a
// deliverable while its partner edits it and attaches a file, and checks
// that an approved deliverable keeps what the client approved.
func raceEditsWithApproval(t *testing.T, sites []*testSite, p partnerAccount, pd portalData, trials int) {
	s := sites[0]
	pdf := []byte("%PDF-1.7\nThe handover document.\n%%EOF")
	for trial := range trials {
		title := fmt.Sprintf("Draft %d", trial)
		id := s.newDeliverable(p, pd.project, title)
		var got answers
		var fns []func()
		for i, site := range sites {
			c := site.client()
			fns = append(fns, func() {
				got.add(site.sendPatiently(c, "POST", fmt.Sprintf("/api/client-portal/%s/deliverables/%d/approve", pd.token, id)))
			})
			fns = append(fns, func() {
				got.add(site.send(p.Client, "PATCH", fmt.Sprintf("/api/partner/deliverables/%d", id),
					fmt.Sprintf(`{"title":"Edited %d-%d","link":"https://files.example/edited.pdf"}`, trial, i)))
			})
			fns = append(fns, func() {
				got.add(site.sendFile(p.Client, fmt.Sprintf("/api/partner/deliverables/%d/file", id), "late.pdf", pdf))
			})
		}
		together(fns...)
		if len(got.errs) > 0 {
			t.Fatalf("trial %d: %v", trial, got.errs)
		}
		var final, approvedAs string
		var approved bool
		err := s.app.DB.QueryRow(context.Background(), "SELECT title, status = 'approved' FROM deliverables WHERE id = ?", id).Scan(&final, &approved)
		if err != nil {
			t.Fatal(err)
		}
		if !approved {
			t.Fatalf("trial %d: not approved after the race: %v", trial, got.codes)
		}
		err = s.app.DB.QueryRow(context.Background(), `SELECT message FROM partner_communications WHERE subject = 'Deliverable approved'
			AND project_id = ? ORDER BY id DESC LIMIT 1`, pd.project).Scan(&approvedAs)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(approvedAs, "\u201c"+final+"\u201d") {
			t.Fatalf("trial %d: the client approved %q, the deliverable is now %q", trial, approvedAs, final)
		}
	}
}

func TestEditRacingApprovalKeepsTheApproved(t *testing.T) {
	eachPortal(t, "race@edit.example", func(t *testing.T, s *testSite, staff *http.Client, p partnerAccount, pd portalData) {
		raceEditsWithApproval(t, []*testSite{s}, p, pd, 15)
	})
}

// An edit or a file that arrives while an approval is being committed
// waits for it and is then refused: deterministic on PostgreSQL, where an
// open transaction holds the row while the edit reads it.
func TestWritesBehindAnOpenApprovalAreRefused(t *testing.T) {
	url := dbtest.PostgresURL(t)
	s := newSite(t, dbtest.Open(t, url))
	staff := s.staff()
	p := s.partner(staff, "race@behind.example")
	pd := s.seedPortal(staff, p)
	raw := dbtest.Open(t, url)
	ctx := context.Background()
	pdf := []byte("%PDF-1.7\nThe handover document.\n%%EOF")
	writes := map[string]func(id int64) (int, string, error){
		"edit": func(id int64) (int, string, error) {
			return s.send(p.Client, "PATCH", fmt.Sprintf("/api/partner/deliverables/%d", id), `{"title":"Changed after approval"}`)
		},
		"file": func(id int64) (int, string, error) {
			return s.sendFile(p.Client, fmt.Sprintf("/api/partner/deliverables/%d/file", id), "late.pdf", pdf)
		},
		"approval": func(id int64) (int, string, error) {
			return s.send(s.client(), "POST", fmt.Sprintf("/api/client-portal/%s/deliverables/%d/approve", pd.token, id), "")
		},
	}
	for name, write := range writes {
		t.Run(name, func(t *testing.T) {
			id := s.newDeliverable(p, pd.project, "Behind "+name)
			code, body, err := whileHeld(t, raw, func() (int, string, error) { return write(id) },
				"UPDATE deliverables SET status = 'approved', title = 'As approved' WHERE id = ?", id)
			// An edit of an approved deliverable may still change its
			// visibility, so it answers 200 having changed nothing else.
			if err != nil || (code != 409 && !(name == "edit" && code == 200)) {
				t.Fatalf("%s behind an approval: %d %.200s %v, want 409", name, code, body, err)
			}
			var title string
			var file bool
			raw.QueryRow(ctx, "SELECT title, file_key IS NOT NULL FROM deliverables WHERE id = ?", id).Scan(&title, &file)
			if title != "As approved" || file {
				t.Fatalf("%s changed an approved deliverable: title %q, file %v", name, title, file)
			}
		})
	}
}

// whileHeld runs write while another connection's transaction has run
// stmt (args after the first go to it) and not yet committed, commits
// that transaction once write waits for a lock (or after a few seconds, if
// write never does), and returns write's answer. PostgreSQL only.
func whileHeld(t *testing.T, raw *db.DB, write func() (int, string, error), stmt string, args ...any) (int, string, error) {
	t.Helper()
	ctx := context.Background()
	hold := make(chan struct{})
	held := make(chan error, 1)
	go func() {
		held <- raw.Write(ctx, func(tx *db.Tx) error {
			for _, q := range strings.Split(stmt, ";") {
				n := strings.Count(q, "?")
				if _, err := tx.Exec(ctx, q, args[:n]...); err != nil {
					return err
				}
				args = args[n:]
			}
			hold <- struct{}{}
			<-hold
			return nil
		})
	}()
	select {
	case <-hold:
	case err := <-held:
		t.Fatalf("hold: %v", err)
	}
	type answer struct {
		code int
		body string
		err  error
	}
	done := make(chan answer, 1)
	go func() {
		code, body, err := write()
		done <- answer{code, body, err}
	}()
	for waiting, deadline := 0, time.Now().Add(5*time.Second); waiting == 0 && time.Now().Before(deadline); {
		raw.QueryRow(ctx, `SELECT COUNT(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()
			AND query NOT LIKE '%pg_stat_activity%'`).Scan(&waiting)
	}
	hold <- struct{}{}
	if err := <-held; err != nil {
		t.Fatal(err)
	}
	a := <-done
	return a.code, a.body, a.err
}

// Two instances on one PostgreSQL run the same races.
func TestTwoInstancesRaceOnOnePostgres(t *testing.T) {
	url := dbtest.PostgresURL(t)
	a, b := newSite(t, dbtest.Open(t, url)), newSite(t, dbtest.Open(t, url))
	staff := a.staff()
	p := a.partner(staff, "race@two.example")
	pd := a.seedPortal(staff, p)
	sites := []*testSite{a, b}
	for trial := range 3 {
		title := fmt.Sprintf("Two %d", trial)
		approveMany(t, sites, pd.token, a.newDeliverable(p, pd.project, title), title, 20)
	}
	raceEditsWithApproval(t, sites, p, pd, 15)
}
