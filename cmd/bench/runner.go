package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// maxRequestsPerClient bounds each client's loop in count; the deadline
// bounds it in time.
const maxRequestsPerClient = 50_000_000

// Result is what one scenario measured.
type Result struct {
	Name     string
	Clients  int
	Duration time.Duration // measured window, warm-up excluded

	Requests  int             // requests started in the measured window
	Completed int             // of those, successful and answered before the window closed
	Latencies []time.Duration // sorted, one per measured request
	Errors    int             // measured requests that failed or were not 2xx
	Statuses  map[int]int     // non-2xx statuses, measured window
	Failures  map[string]int  // transport errors by message, measured window

	// Acked counts 2xx answers over the whole run, warm-up included: what
	// the server acknowledged.
	Acked int
	All   int // every request sent, warm-up included
	// IDs are what acknowledged answers named (Scenario.ID), warm-up
	// included.
	IDs []string

	Interrupted bool

	Mem      MemStats
	CPU      CPUStats    // over warm-up and measured window
	Writer   *WriterCost // the SQLite writer's work over warm-up and window, if any
	VerifyOK string      // what Verify established, if anything
	Err      error       // Setup or Verify failure
}

// RPS is successful requests per second: those started and answered
// inside the measured window, without background clients' requests.
func (r *Result) RPS() float64 {
	if r.Duration <= 0 {
		return 0
	}
	return float64(r.Completed) / r.Duration.Seconds()
}

// Percentile returns the nearest-rank p-th percentile of the latencies.
func (r *Result) Percentile(p float64) time.Duration {
	return percentile(r.Latencies, p)
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	n := len(sorted)
	if n == 0 {
		return 0
	}
	rank := int(float64(n)*p/100+0.999999999) - 1
	return sorted[min(max(rank, 0), n-1)]
}

// Max is the slowest measured request.
func (r *Result) Max() time.Duration {
	if len(r.Latencies) == 0 {
		return 0
	}
	return r.Latencies[len(r.Latencies)-1]
}

type clientTally struct {
	lat      []time.Duration
	errors   int
	statuses map[int]int
	failures map[string]int
	acked    int
	all      int
	done     int // successful, started and answered inside the window
	ids      []string
}

// runLoad drives sc with clients goroutines: warm-up first, not measured,
// then the measured window. It returns once every request has an answer.
func runLoad(ctx context.Context, env *Env, sc Scenario, clients int, warmup, duration time.Duration) *Result {
	start := time.Now()
	warmEnd := start.Add(warmup)
	end := warmEnd.Add(duration)

	// On interrupt, clients stop sending, but requests in flight get 5s to
	// finish, so that what the server acknowledged is known.
	reqCtx, cancelReq := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelReq()
	stopGrace := context.AfterFunc(ctx, func() { time.AfterFunc(5*time.Second, cancelReq) })
	defer stopGrace()

	tallies := make([]clientTally, clients)
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := &tallies[c]
			t.lat = make([]time.Duration, 0, 4096)
			t.statuses = map[int]int{}
			t.failures = map[string]int{}
			for i := 0; i < maxRequestsPerClient && ctx.Err() == nil; i++ {
				t0 := time.Now()
				if !t0.Before(end) {
					break
				}
				status, id, err := once(reqCtx, env, sc, c, i)
				d := time.Since(t0)
				ok := err == nil && status >= 200 && status < 300
				t.all++
				if ok {
					t.acked++
					if id != "" {
						t.ids = append(t.ids, id)
					}
				}
				if t0.Before(warmEnd) {
					continue
				}
				if sc.Background == nil || !sc.Background(c) {
					t.lat = append(t.lat, d)
					if ok && !t0.Add(d).After(end) {
						t.done++
					}
				}
				switch {
				case err != nil:
					t.errors++
					t.failures[shortError(err)]++
				case !ok:
					t.errors++
					t.statuses[status]++
				}
			}
		}()
	}
	wg.Wait()

	r := &Result{Name: sc.Name, Clients: clients, Duration: duration, Statuses: map[int]int{}, Failures: map[string]int{}}
	if ctx.Err() != nil && time.Now().Before(end) {
		// Interrupted: the window was shorter than asked.
		r.Interrupted = true
		r.Duration = max(time.Since(warmEnd), 0)
	}
	n := 0
	for _, t := range tallies {
		n += len(t.lat)
	}
	r.Latencies = make([]time.Duration, 0, n)
	for _, t := range tallies {
		r.Latencies = append(r.Latencies, t.lat...)
		r.Errors += t.errors
		r.Acked += t.acked
		r.All += t.all
		r.Completed += t.done
		r.IDs = append(r.IDs, t.ids...)
		for k, v := range t.statuses {
			r.Statuses[k] += v
		}
		for k, v := range t.failures {
			r.Failures[k] += v
		}
	}
	r.Requests = len(r.Latencies)
	slices.Sort(r.Latencies)
	return r
}

// once performs one request of sc and returns its status and, when the
// scenario reads them, the id its answer names.
func once(ctx context.Context, env *Env, sc Scenario, c, i int) (int, string, error) {
	if sc.Do != nil {
		status, err := sc.Do(ctx, env, c, i)
		return status, "", err
	}
	req, err := sc.Request(env, c, i)
	if err != nil {
		return 0, "", err
	}
	resp, err := env.HTTP.Do(req.WithContext(ctx))
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	if sc.ID != nil && resp.StatusCode >= 200 && resp.StatusCode < 300 {
		body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		if err != nil {
			return resp.StatusCode, "", err
		}
		id, ok := sc.ID(body)
		if !ok {
			return resp.StatusCode, "", fmt.Errorf("answer names no id: %.80s", body)
		}
		return resp.StatusCode, id, nil
	}
	// Read the whole body so the connection goes back to the pool.
	_, err = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<20))
	return resp.StatusCode, "", err
}

func shortError(err error) string {
	var ne net.Error
	switch {
	case errors.Is(err, context.Canceled):
		return "canceled"
	case errors.As(err, &ne) && ne.Timeout():
		return "timeout"
	}
	// Drop the method and URL that *url.Error puts first.
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	s := err.Error()
	if len(s) > 80 {
		s = s[:80] + "..."
	}
	return s
}

// errorSummary lists the error kinds, most frequent first.
func (r *Result) errorSummary() string {
	type kv struct {
		k string
		v int
	}
	var all []kv
	for s, n := range r.Statuses {
		all = append(all, kv{fmt.Sprintf("HTTP %d", s), n})
	}
	for s, n := range r.Failures {
		all = append(all, kv{s, n})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].v > all[j].v || all[i].v == all[j].v && all[i].k < all[j].k })
	var parts []string
	for i, e := range all {
		if i == 5 {
			parts = append(parts, fmt.Sprintf("%d more kinds", len(all)-5))
			break
		}
		parts = append(parts, fmt.Sprintf("%s x%d", e.k, e.v))
	}
	return strings.Join(parts, ", ")
}

// newHTTPClient is the one client every scenario shares: keep-alive, as
// many idle connections as clients, no redirects, loopback only.
func newHTTPClient(clients int) *http.Client {
	dialer := &net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}
	tr := &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			host, _, err := net.SplitHostPort(addr)
			if err != nil {
				return nil, err
			}
			if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
				return nil, fmt.Errorf("bench only talks to loopback, not %s", addr)
			}
			return dialer.DialContext(ctx, network, addr)
		},
		MaxIdleConns:          clients * 2,
		MaxIdleConnsPerHost:   clients,
		IdleConnTimeout:       90 * time.Second,
		ResponseHeaderTimeout: 30 * time.Second,
		// Scenarios set Accept-Encoding themselves and get the bytes the
		// server sent, undecoded.
		DisableCompression: true,
	}
	return &http.Client{
		Transport: tr,
		Timeout:   60 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}
