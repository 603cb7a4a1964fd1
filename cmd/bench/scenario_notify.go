package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// receiver is a local webhook endpoint that counts what it receives, once
// per webhook-id, and when the first and last deliveries arrived.
type receiver struct {
	srv *http.Server
	url string

	mu          sync.Mutex
	ids         map[string]bool
	repeats     int
	first, last time.Time
	arrivals    []time.Time // of each distinct delivery
}

func startReceiver() (*receiver, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	r := &receiver{ids: map[string]bool{}, url: "http://" + ln.Addr().String() + "/hook"}
	r.srv = &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		id := req.Header.Get("webhook-id")
		now := time.Now()
		r.mu.Lock()
		if r.ids[id] {
			r.repeats++
		} else {
			r.arrivals = append(r.arrivals, now)
		}
		r.ids[id] = true
		if r.first.IsZero() {
			r.first = now
		}
		r.last = now
		r.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})}
	go r.srv.Serve(ln)
	return r, nil
}

func (r *receiver) received() (n, repeats int, first, last time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.ids), r.repeats, r.first, r.last
}

// countBefore counts the distinct deliveries that arrived before t.
func (r *receiver) countBefore(t time.Time) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, at := range r.arrivals {
		if at.Before(t) {
			n++
		}
	}
	return n
}

// waitFor waits until n distinct deliveries arrived or the time is up.
func (r *receiver) waitFor(ctx context.Context, n int, limit time.Duration) int {
	deadline := time.Now().Add(limit)
	for {
		got, _, _, _ := r.received()
		if got >= n || time.Now().After(deadline) || ctx.Err() != nil {
			return got
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (r *receiver) close() { r.srv.Close() }

// staffSession signs in as the admin of a server started with
// ADMIN_PASSWORD=benchAdminPassword.
func staffSession(ctx context.Context, env *Env) ([]*http.Cookie, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, env.URL("/api/admin/login"), strings.NewReader(`{"email":"admin@example.com","password":"`+benchAdminPassword+`"}`))
	req.Header.Set("Content-Type", "application/json")
	res, err := env.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("admin login: status %d", res.StatusCode)
	}
	return res.Cookies(), nil
}

// addEndpoint adds a webhook endpoint for event through the staff API and
// returns its id.
func addEndpoint(ctx context.Context, env *Env, cookies []*http.Cookie, url, event string) (int64, error) {
	body, _ := json.Marshal(map[string]any{"url": url, "events": []string{event}})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, env.URL("/api/admin/webhooks"), bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for _, c := range cookies {
		req.AddCookie(c)
	}
	res, err := env.HTTP.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	var out struct{ ID int64 }
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != http.StatusCreated {
		return 0, fmt.Errorf("add webhook endpoint: status %d %v", res.StatusCode, err)
	}
	return out.ID, nil
}

func removeEndpoint(ctx context.Context, env *Env, cookies []*http.Cookie, id int64) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodDelete, env.URL(fmt.Sprintf("/api/admin/webhooks/%d", id)), nil)
	for _, c := range cookies {
		req.AddCookie(c)
	}
	if res, err := env.HTTP.Do(req); err == nil {
		res.Body.Close()
	}
}

// leadsPostNotify is leads-post with every notification on: the staff
// e-mail and one webhook endpoint for lead.created, delivered by the
// outbox worker to a local receiver while the load runs. Its throughput
// is compared with leads-post's from the same run.
func leadsPostNotify() Scenario {
	base := leadsPost()
	var rcv *receiver
	var staff []*http.Cookie
	var endpoint int64
	return Scenario{
		Name:   "leads-post-notify",
		About:  "leads-post with STAFF_EMAIL set and one webhook endpoint for lead.created delivered to a local receiver during the load",
		Server: []string{"STAFF_EMAIL=staff@bench.example", "WEBHOOK_ALLOW_PRIVATE=true", "ADMIN_PASSWORD=" + benchAdminPassword, "STAFF_TWO_FACTOR=optional"},
		Target: base.Target,
		Setup: func(ctx context.Context, env *Env) error {
			var err error
			if rcv, err = startReceiver(); err != nil {
				return err
			}
			if staff, err = staffSession(ctx, env); err != nil {
				return err
			}
			if endpoint, err = addEndpoint(ctx, env, staff, rcv.url, "lead.created"); err != nil {
				return err
			}
			return nil
		},
		// Leads of their own, apart from leads-post's on any database.
		Request: func(env *Env, c, i int) (*http.Request, error) { return leadRequest(env, env.RunID+"n", c, i) },
		ID:      base.ID,
		Verify: func(ctx context.Context, env *Env, res *Result) error {
			loadEnded := time.Now()
			defer rcv.close()
			defer removeEndpoint(ctx, env, staff, endpoint)
			if err := base.Verify(ctx, env, res); err != nil {
				return err
			}
			got := rcv.waitFor(ctx, res.Acked, 90*time.Second)
			_, repeats, _, last := rcv.received()
			// While the writer is saturated deliveries wait (up to
			// notify.DeferLimit): how many arrived during the load, and
			// when the last one did, say what that costs the receiver.
			during := rcv.countBefore(loadEnded)
			res.VerifyOK += fmt.Sprintf("; lead.created webhooks received: %d of %d (%d repeats), %d of them while the load ran, the last %.1f s after it ended",
				got, res.Acked, repeats, during, last.Sub(loadEnded).Seconds())
			if plain, ok := finished["leads-post"]; ok && plain.Err == nil && plain.RPS() > 0 {
				ratio := res.RPS() / plain.RPS()
				verdict := "met"
				if ratio < 0.85 {
					verdict = "MISSED"
				}
				res.VerifyOK += fmt.Sprintf("; throughput %.0f%% of leads-post's (target at least 85%%: %s)", 100*ratio, verdict)
			}
			if got < res.Acked {
				return fmt.Errorf("%s: webhooks missing", res.VerifyOK)
			}
			return nil
		},
	}
}

// drainMessages is how many webhook deliveries webhook-drain queues.
const drainMessages = 10000

// webhookDrain queues webhook deliveries straight into the outbox and
// measures how fast the worker delivers them to a local receiver: the
// deliveries per second between the first and the last arrival. The load
// itself only watches the receiver.
func webhookDrain() Scenario {
	var rcv *receiver
	var staff []*http.Cookie
	var endpoint int64
	return Scenario{
		Name: "webhook-drain",
		About: fmt.Sprintf("%d queued webhook deliveries, signed and sent by the outbox worker to a local receiver; the requests column counts the bench's own polls, the rate is in the verify line",
			drainMessages),
		Server:  []string{"WEBHOOK_ALLOW_PRIVATE=true", "ADMIN_PASSWORD=" + benchAdminPassword, "STAFF_TWO_FACTOR=optional"},
		Clients: 1,
		Setup: func(ctx context.Context, env *Env) error {
			var err error
			if rcv, err = startReceiver(); err != nil {
				return err
			}
			if staff, err = staffSession(ctx, env); err != nil {
				return err
			}
			if endpoint, err = addEndpoint(ctx, env, staff, rcv.url, "lead.created"); err != nil {
				return err
			}
			now := time.Now().UTC()
			return env.Seed(ctx, func(exec func(string, ...any) error) error {
				for i := 0; i < drainMessages; i++ {
					payload := fmt.Sprintf(`{"type":"lead.created","timestamp":%q,"data":{"id":"%d","source":"bench"}}`, now.Format(time.RFC3339Nano), i)
					if err := exec(`INSERT INTO outbox (message_id, kind, event, recipient, endpoint_id, payload, status, attempts, next_attempt_at, created_at)
						VALUES (?, 'webhook', 'lead.created', '', ?, ?, 'pending', 0, ?, ?)`, fmt.Sprintf("msg_bench%s%06d", env.RunID, i), endpoint, payload, now, now); err != nil {
						return err
					}
				}
				return nil
			})
		},
		Do: func(ctx context.Context, env *Env, c, i int) (int, error) {
			select {
			case <-ctx.Done():
			case <-time.After(100 * time.Millisecond):
			}
			return http.StatusOK, nil
		},
		Verify: func(ctx context.Context, env *Env, res *Result) error {
			defer rcv.close()
			defer removeEndpoint(ctx, env, staff, endpoint)
			got := rcv.waitFor(ctx, drainMessages, 3*time.Minute)
			_, repeats, first, last := rcv.received()
			rate := 0.0
			if span := last.Sub(first); got > 1 && span > 0 {
				rate = float64(got-1) / span.Seconds()
			}
			verdict := "met"
			if rate < 500 {
				verdict = "MISSED"
			}
			res.VerifyOK = fmt.Sprintf("delivered %d of %d (%d repeats) at %.0f deliveries/s (target at least 500/s: %s)", got, drainMessages, repeats, rate, verdict)
			if got < drainMessages {
				return fmt.Errorf("%s: deliveries missing", res.VerifyOK)
			}
			return nil
		},
	}
}
