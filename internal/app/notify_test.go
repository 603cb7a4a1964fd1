package app

import (
	"fmt"
	"html"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/mail"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/notify"
	"mission/internal/notify/mailtest"
)

// Every kind of e-mail a visitor, staff, a partner or a client gets arrives
// at a real SMTP server as a proper multipart message, read with the
// standard library's MIME parser: from "AI Mission <MAIL_FROM>" (the name
// configurable), with a Message-ID on the sending domain, marked
// automatic (RFC 3834) unless a person wrote it, answering a staff
// notification to the person it is about and a partner's message to the
// partner, and ending both parts with why the reader got it.
func TestEmailsReachARealSMTPServer(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		box, url := mailtest.Start(t)
		s := newSite(t, d, "SMTP_URL="+url, "STAFF_EMAIL=staff@mission.example", "MAIL_FROM=hello@mission.example",
			"MAIL_FROM_NAME=AI Mission Team", "LEAD_RATE_LIMIT=1000")
		c := s.client()
		if code, _ := s.do(c, "POST", "/api/leads", `{"name":"Ada Byron","email":"ada@example.com","source":"ai_agency_partnership_claim"}`); code != 201 {
			t.Fatal("lead")
		}
		if code, _ := s.do(c, "POST", "/api/testimonials", `{"name":"Ann Lee","email":"ann@example.com","testimonial":"Great work",
			"category":"results","relationship":"Client"}`); code != 201 {
			t.Fatal("testimonial")
		}
		if code, _ := s.do(c, "POST", "/api/testimonials", `{"name":"Bo Chen","testimonial":"Great work","category":"results","relationship":"Client"}`); code != 201 {
			t.Fatal("testimonial without an e-mail")
		}
		if code, body := s.do(c, "POST", "/api/leads", onboardingBody("rosa@example.com", nil)); code != 201 {
			t.Fatalf("onboarding: %d %s", code, body)
		}
		staff := s.staff()
		p := s.partner(staff, "pat@partner.example")
		client := s.create(p.Client, "/api/clients", `{"name":"Carla Client","email":"carla@client.example"}`)
		s.create(p.Client, "/api/partner/messages", fmt.Sprintf(`{"clientId":%d,"subject":"Kick-off","message":"Kick-off is on Monday."}`, client))
		if _, err := s.app.Worker.RunOnce(t.Context()); err != nil {
			t.Fatal(err)
		}

		got := map[string]mailtest.Message{}
		for _, m := range box.Messages() {
			if m.Err != nil || m.Type != "multipart/alternative" {
				t.Fatalf("%s to %s: not a proper multipart message: %v %q", m.Subject, m.To, m.Err, m.Type)
			}
			got[m.To+" "+m.Subject] = m
		}
		// The reader and the subject, where answers go ("" for the
		// sender), and whether a person wrote it.
		for _, want := range []struct {
			key, replyTo string
			byPerson     bool
		}{
			{"staff@mission.example New lead: Ada Byron (the application form)", "ada@example.com", false},
			{"ada@example.com We received your application, Ada", "", false},
			{"staff@mission.example Testimonial waiting for review: Ann Lee", "ann@example.com", false},
			{"staff@mission.example Testimonial waiting for review: Bo Chen", "", false},
			{"staff@mission.example New partner application: Bright Smiles AI", "rosa@example.com", false},
			{"pat@partner.example Your AI Mission partner portal is ready", "", false},
			{"carla@client.example Kick-off", "pat@partner.example", true},
		} {
			m, ok := got[want.key]
			if !ok {
				t.Errorf("no message %q among %q", want.key, slices.Sorted(maps.Keys(got)))
				continue
			}
			if from, err := mail.ParseAddress(m.Header.Get("From")); err != nil || from.Name != "AI Mission Team" || from.Address != "hello@mission.example" {
				t.Errorf("%s: From %q", want.key, m.Header.Get("From"))
			}
			if id := m.Header.Get("Message-Id"); !regexp.MustCompile(`^<msg_[0-9a-f]{32}@mission\.example>$`).MatchString(id) {
				t.Errorf("%s: Message-ID %q", want.key, id)
			}
			if auto := m.Header.Get("Auto-Submitted"); want.byPerson && auto != "" || !want.byPerson && auto != "auto-generated" {
				t.Errorf("%s: Auto-Submitted %q", want.key, auto)
			}
			replyTo := ""
			if h := m.Header.Get("Reply-To"); h != "" {
				a, err := mail.ParseAddress(h)
				if err != nil {
					t.Fatalf("%s: Reply-To %q: %v", want.key, h, err)
				}
				replyTo = a.Address
			}
			if replyTo != want.replyTo {
				t.Errorf("%s: Reply-To %q, want %q", want.key, replyTo, want.replyTo)
			}
			lines := strings.Split(strings.TrimSpace(m.Text), "\n")
			why := lines[len(lines)-1]
			if !strings.HasPrefix(why, "You are receiving this because ") || lines[len(lines)-2] != "-- " || !strings.Contains(m.HTML, "<html") ||
				!strings.Contains(html.UnescapeString(m.HTML), why) {
				t.Errorf("%s: does not end with why it was sent:\n%s", want.key, m.Text)
			}
		}
		if text := got["staff@mission.example New lead: Ada Byron (the application form)"].Text; !strings.Contains(text,
			"https://mission.example/admin?tab=leads&lead=") {
			t.Errorf("the staff e-mail lacks its admin link: %s", text)
		}
		if text := got["ada@example.com We received your application, Ada"].Text; !strings.Contains(text, "https://mission.example/partners-call") ||
			!strings.Contains(text, "because you applied to the AI Mission partner programme on mission.example.") {
			t.Errorf("the confirmation lacks the call link or its reason: %s", text)
		}
		var unsent int
		d.QueryRow(t.Context(), "SELECT COUNT(*) FROM outbox WHERE status <> 'sent'").Scan(&unsent)
		if unsent != 0 {
			t.Fatalf("%d not sent", unsent)
		}
	})
}

// Without a mail server, e-mails wait in the outbox and staff read them.
func TestWithoutSMTPEmailsWaitReadableInTheOutbox(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t), "STAFF_EMAIL=staff@mission.example")
	c := s.client()
	s.do(c, "POST", "/api/leads", `{"name":"Ada","email":"ada@example.com","source":"toolkit_download"}`)
	if n, _ := s.app.Worker.RunOnce(t.Context()); n != 0 {
		t.Fatalf("without SMTP the worker took %d e-mails", n)
	}
	staff := s.staff()
	_, body := s.do(staff, "GET", "/api/admin/outbox?kind=email", "")
	if !strings.Contains(body, `"mailConfigured":false`) || !strings.Contains(body, "Your AI agency roadmap is here") || !strings.Contains(body, "New lead: Ada") {
		t.Fatalf("outbox: %s", body)
	}
	var list struct{ Messages []struct{ ID int64 } }
	decodeInto(t, body, &list)
	_, body = s.do(staff, "GET", fmt.Sprintf("/api/admin/outbox/%d", list.Messages[0].ID), "")
	if !strings.Contains(body, `"html":"`) || !strings.Contains(body, `"text":"`) {
		t.Fatalf("a rendered message: %s", body)
	}
}

// receiver is a webhook endpoint that verifies each signature with the
// reference library and fails the first attempts of each message.
type receiver struct {
	mu       sync.Mutex
	secret   string
	failures int
	attempts map[string]int
	bodies   map[string]string
	inFlight map[string]bool
	twice    []string
	bad      []string
}

func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	id := req.Header.Get("webhook-id")
	r.mu.Lock()
	wh, _ := standardwebhooks.NewWebhook(r.secret)
	if err := wh.Verify(body, req.Header); err != nil {
		r.bad = append(r.bad, err.Error())
	}
	if r.inFlight[id] {
		r.twice = append(r.twice, id)
	}
	r.inFlight[id] = true
	r.attempts[id]++
	n := r.attempts[id]
	r.bodies[id] = string(body)
	r.mu.Unlock()
	time.Sleep(2 * time.Millisecond)
	r.mu.Lock()
	delete(r.inFlight, id)
	r.mu.Unlock()
	if n <= r.failures {
		http.Error(w, "not yet", http.StatusServiceUnavailable)
		return
	}
	w.Write([]byte(`{"ok":true}`))
}

func newReceiver(failures int) *receiver {
	return &receiver{failures: failures, attempts: map[string]int{}, bodies: map[string]string{}, inFlight: map[string]bool{}}
}

func (s *testSite) addEndpoint(staff *http.Client, url string, events ...string) (int64, string) {
	s.t.Helper()
	code, body := s.do(staff, "POST", "/api/admin/webhooks", fmt.Sprintf(`{"url":%q,"events":["%s"]}`, url, strings.Join(events, `","`)))
	if code != 201 {
		s.t.Fatalf("endpoint: %d %s", code, body)
	}
	var e struct {
		ID     int64
		Secret string
	}
	decodeInto(s.t, body, &e)
	return e.ID, e.Secret
}

func TestWebhooksAreSignedAndRetried(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newSite(t, d, "WEBHOOK_ALLOW_PRIVATE=true")
		rcv := newReceiver(2)
		hook := httptest.NewServer(rcv)
		defer hook.Close()
		staff := s.staff()
		endpoint, secret := s.addEndpoint(staff, hook.URL, notify.EventLeadCreated)
		rcv.secret = secret
		s.do(s.client(), "POST", "/api/leads", validLead)
		for attempt := 1; attempt <= 3; attempt++ {
			if n, err := s.app.Worker.RunOnce(t.Context()); err != nil || n != 1 {
				t.Fatalf("attempt %d: claimed %d, %v", attempt, n, err)
			}
			// The retry is scheduled; bring it due.
			d.Write(t.Context(), func(tx *db.Tx) error {
				_, err := tx.Exec(t.Context(), "UPDATE outbox SET next_attempt_at = ? WHERE status = 'failed'", time.Now().Add(-time.Second).UTC())
				return err
			})
		}
		var status string
		var attempts int
		d.QueryRow(t.Context(), "SELECT status, attempts FROM outbox WHERE kind = 'webhook'").Scan(&status, &attempts)
		if status != "sent" || attempts != 3 || len(rcv.attempts) != 1 || len(rcv.bad) != 0 {
			t.Fatalf("status %s after %d attempts; receiver saw %v, bad %v", status, attempts, rcv.attempts, rcv.bad)
		}
		for _, b := range rcv.bodies {
			var got struct {
				Type string
				Data map[string]string
			}
			decodeInto(t, b, &got)
			if got.Type != "lead.created" || got.Data["email"] != "ann@example.com" {
				t.Fatalf("body: %s", b)
			}
		}
		_, body := s.do(staff, "GET", fmt.Sprintf("/api/admin/webhooks/%d/deliveries", endpoint), "")
		if strings.Count(body, `"statusCode":503`) != 2 || strings.Count(body, `"statusCode":200`) != 1 {
			t.Fatalf("delivery log: %s", body)
		}
	})
}

func TestRetryDelaysGrowToAboutThreeDays(t *testing.T) {
	var total time.Duration
	n := 0
	for total < 72*time.Hour {
		n++
		d := notify.Delay(n)
		if d < 20*time.Second || d > 7*time.Hour+12*time.Minute {
			t.Fatalf("delay %d: %v", n, d)
		}
		total += d
	}
	if n < 12 || n > 25 {
		t.Fatalf("%d attempts before three days", n)
	}
}

func TestWebhookEndpointsMustBePublic(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t))
	staff := s.staff()
	for _, url := range []string{"https://127.0.0.1/hook", "https://10.1.2.3/hook", "https://172.16.0.1/", "https://192.168.1.1/",
		"https://169.254.169.254/latest/meta-data", "https://[::1]/", "https://[fd00::1]/", "https://localhost/hook", "http://example.com/",
		"https://user:pw@example.com/", "ftp://example.com/"} {
		if code, body := s.do(staff, "POST", "/api/admin/webhooks", fmt.Sprintf(`{"url":%q,"events":["lead.created"]}`, url)); code != 400 ||
			!strings.Contains(body, `"url"`) {
			t.Errorf("%s: %d %s", url, code, body)
		}
	}
	// A private address slipped past the check is refused when dialled.
	hook := httptest.NewServer(newReceiver(0))
	defer hook.Close()
	sender := notify.NewSender(false)
	res, err := sender.Client.Get(hook.URL)
	if err == nil {
		res.Body.Close()
		t.Fatal("the sender dialled a loopback address")
	}
}

// Two workers on one PostgreSQL database deliver 1,000 messages: each once,
// never two at once, none lost.
func TestTwoWorkersShareTheOutbox(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	d := dbtest.Postgres(t)
	s := newSite(t, d, "WEBHOOK_ALLOW_PRIVATE=true")
	rcv := newReceiver(0)
	hook := httptest.NewServer(rcv)
	defer hook.Close()
	_, secret := s.addEndpoint(s.staff(), hook.URL, notify.EventLeadCreated)
	rcv.secret = secret
	hooks := notify.NewSubscriptions(d)
	err := d.Write(t.Context(), func(tx *db.Tx) error {
		for i := range 1000 {
			if err := hooks.Event(t.Context(), tx, notify.EventLeadCreated, map[string]string{"n": fmt.Sprint(i)}, time.Now()); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	workers := []*notify.Worker{
		{DB: d, Webhooks: notify.NewSender(true), Batch: 50},
		{DB: d, Webhooks: notify.NewSender(true), Batch: 50},
	}
	var wg sync.WaitGroup
	for _, w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				n, err := w.RunOnce(t.Context())
				if err != nil {
					t.Error(err)
					return
				}
				if n == 0 {
					return
				}
			}
		}()
	}
	wg.Wait()
	var sent int
	d.QueryRow(t.Context(), "SELECT COUNT(*) FROM outbox WHERE status = 'sent'").Scan(&sent)
	if sent != 1000 || len(rcv.attempts) != 1000 || len(rcv.twice) != 0 || len(rcv.bad) != 0 {
		t.Fatalf("sent %d, received %d ids, twice at once %d, bad signatures %d", sent, len(rcv.attempts), len(rcv.twice), len(rcv.bad))
	}
	for id, n := range rcv.attempts {
		if n != 1 {
			t.Fatalf("%s delivered %d times", id, n)
		}
	}
}

// The outbox list pages newest first, counts messages per status, and says
// how many the worker still has to deliver (e-mails only with a mail server).
func TestOutboxListPagesAndCounts(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t), "STAFF_EMAIL=staff@mission.example", "LEAD_RATE_LIMIT=1000")
	c := s.client()
	for i := range notify.PageSize/2 + 1 {
		s.do(c, "POST", "/api/leads", fmt.Sprintf(`{"name":"Ada %d","email":"ada%d@example.com","source":"toolkit_download"}`, i, i))
	}
	s.compose()
	staff := s.staff()
	type page struct {
		MailConfigured bool
		Messages       []struct{ ID int64 }
		NextBefore     *int64
		Counts         map[string]int
		Delivering     int
	}
	var first, second page
	_, body := s.do(staff, "GET", "/api/admin/outbox", "")
	decodeInto(t, body, &first)
	total := 2 * (notify.PageSize/2 + 1)
	if first.MailConfigured || len(first.Messages) != notify.PageSize || first.NextBefore == nil || first.Counts["pending"] != total ||
		first.Delivering != 0 {
		t.Fatalf("first page: %d messages, next %v, counts %v, delivering %d", len(first.Messages), first.NextBefore, first.Counts, first.Delivering)
	}
	_, body = s.do(staff, "GET", fmt.Sprintf("/api/admin/outbox?before=%d", *first.NextBefore), "")
	decodeInto(t, body, &second)
	if len(second.Messages) != total-notify.PageSize || second.NextBefore != nil || second.Messages[0].ID >= first.Messages[len(first.Messages)-1].ID {
		t.Fatalf("second page: %d messages, next %v", len(second.Messages), second.NextBefore)
	}
	if code, _ := s.do(staff, "GET", "/api/admin/outbox?before=x", ""); code != 400 {
		t.Fatalf("a bad cursor: %d", code)
	}

	// A webhook waiting for its endpoint is on its way.
	s2 := newSite(t, dbtest.SQLite(t), "WEBHOOK_ALLOW_PRIVATE=true")
	s2.addEndpoint(s2.staff(), "http://127.0.0.1:9/hook", notify.EventLeadCreated)
	s2.do(s2.client(), "POST", "/api/leads", validLead)
	var p page
	_, body = s2.do(s2.staff(), "GET", "/api/admin/outbox", "")
	decodeInto(t, body, &p)
	if len(p.Messages) != 0 || p.Delivering != 1 {
		t.Fatalf("before its event is composed: %s", body)
	}
	s2.compose()
	p = page{}
	_, body = s2.do(s2.staff(), "GET", "/api/admin/outbox?kind=webhook&status=sent", "")
	decodeInto(t, body, &p)
	if len(p.Messages) != 0 || p.Counts["pending"] != 1 || p.Delivering != 1 {
		t.Fatalf("webhook page: %s", body)
	}
}

// Staff turn an endpoint off and on; deleting it removes it and its log.
func TestWebhookEndpointsTurnOffOnAndDelete(t *testing.T) {
	s := newSite(t, dbtest.SQLite(t), "WEBHOOK_ALLOW_PRIVATE=true")
	staff := s.staff()
	id, _ := s.addEndpoint(staff, "http://127.0.0.1:9/hook", notify.EventLeadCreated)
	path := fmt.Sprintf("/api/admin/webhooks/%d", id)
	if code, body := s.do(staff, "PATCH", path, `{"active":false}`); code != 200 || !strings.Contains(body, `"active":false`) {
		t.Fatalf("off: %d %s", code, body)
	}
	s.do(s.client(), "POST", "/api/leads", validLead)
	var queued int
	s.app.DB.QueryRow(t.Context(), "SELECT COUNT(*) FROM outbox WHERE kind = 'webhook'").Scan(&queued)
	if queued != 0 {
		t.Fatalf("%d webhooks queued for an endpoint turned off", queued)
	}
	if code, body := s.do(staff, "PATCH", path, `{"active":true}`); code != 200 || !strings.Contains(body, `"active":true`) ||
		strings.Contains(body, "secret") {
		t.Fatalf("on: %d %s", code, body)
	}
	if code, _ := s.do(staff, "PATCH", path, `{}`); code != 400 {
		t.Fatalf("no active: %d", code)
	}
	if code, _ := s.do(staff, "DELETE", path, ""); code != 200 {
		t.Fatalf("delete: %d", code)
	}
	if _, body := s.do(staff, "GET", "/api/admin/webhooks", ""); strings.Contains(body, "127.0.0.1:9") {
		t.Fatalf("still listed: %s", body)
	}
	if code, _ := s.do(staff, "DELETE", path, ""); code != 404 {
		t.Fatalf("delete twice: %d", code)
	}
	if code, _ := s.do(staff, "PATCH", "/api/admin/webhooks/999", `{"active":true}`); code != 404 {
		t.Fatalf("unknown: %d", code)
	}
}
