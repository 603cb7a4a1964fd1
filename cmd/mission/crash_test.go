package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// poster sends leads from several clients until stopped and remembers
// every lead the server acknowledged.
type poster struct {
	mu    sync.Mutex
	acked map[int64]string // id -> e-mail
	bad   []string         // answers that are neither an acknowledgement nor a refusal to connect
}

func (p *poster) run(ctx context.Context, base func() string, clients int, round int) *sync.WaitGroup {
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hc := &http.Client{Timeout: 10 * time.Second}
			for i := 0; ctx.Err() == nil; i++ {
				email := fmt.Sprintf("r%d-c%d-%d@crash.example", round, c, i)
				body := fmt.Sprintf(`{"name":"Crash %d %d","email":%q}`, c, i, email)
				req, _ := http.NewRequestWithContext(ctx, "POST", base()+"/api/leads", strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				res, err := hc.Do(req)
				if err != nil {
					// The server is down or went down mid-request: nothing
					// was acknowledged, so nothing is owed.
					time.Sleep(5 * time.Millisecond)
					continue
				}
				var out struct{ ID int64 }
				err = json.NewDecoder(res.Body).Decode(&out)
				res.Body.Close()
				p.mu.Lock()
				switch {
				case res.StatusCode == 201 && err == nil && out.ID > 0:
					p.acked[out.ID] = email
				case res.StatusCode == 201:
					// A 201 whose body was cut off by the kill: the client
					// cannot know the id, so it cannot count as acknowledged.
				default:
					p.bad = append(p.bad, fmt.Sprintf("%d", res.StatusCode))
				}
				p.mu.Unlock()
			}
		}()
	}
	return &wg
}

func (p *poster) check(t *testing.T, base string) {
	t.Helper()
	stored := storedLeads(t, base)
	p.mu.Lock()
	defer p.mu.Unlock()
	for id, email := range p.acked {
		if stored[id] != email {
			t.Fatalf("lead %d (%s) was acknowledged but is not stored (have %q)", id, email, stored[id])
		}
	}
	if len(p.bad) > 0 {
		t.Fatalf("answers other than 201: %v", p.bad)
	}
}

// Leads acknowledged before a SIGKILL are all there after the restart.
func TestAcknowledgedLeadsSurviveKill(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode: skipping the crash test")
	}
	dir := t.TempDir()
	s := startServer(t, "DATA_DIR="+dir, "LEAD_RATE_LIMIT=1000000")
	p := &poster{acked: map[int64]string{}}
	for round := range 4 {
		ctx, cancel := context.WithCancel(context.Background())
		wg := p.run(ctx, func() string { return s.url("") }, 8, round)
		time.Sleep(time.Duration(300+100*round) * time.Millisecond)
		s.kill()
		cancel()
		wg.Wait()
		s.start()
		p.check(t, s.url(""))
		t.Logf("after kill %d: %d leads acknowledged in all, every one stored", round+1, len(p.acked))
	}
	if len(p.acked) < 100 {
		t.Fatalf("only %d leads acknowledged: the test did not load the server", len(p.acked))
	}
}

// SIGTERM under load: requests the server had accepted are finished and
// kept, and it exits cleanly.
func TestSIGTERMFinishesAcceptedRequests(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode: skipping the shutdown test")
	}
	dir := t.TempDir()
	s := startServer(t, "DATA_DIR="+dir, "LEAD_RATE_LIMIT=1000000")
	p := &poster{acked: map[int64]string{}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	wg := p.run(ctx, func() string { return s.url("") }, 8, 0)

	// One request is half sent when SIGTERM arrives: the server has
	// accepted it, so it must finish it.
	conn, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", s.port))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := `{"name":"In Flight","email":"inflight@crash.example"}`
	fmt.Fprintf(conn, "POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body[:10])
	time.Sleep(300 * time.Millisecond)

	s.cmd.Process.Signal(syscall.SIGTERM)
	time.Sleep(200 * time.Millisecond)
	fmt.Fprint(conn, body[10:])
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("the request in flight was dropped: %v", err)
	}
	var out struct{ ID int64 }
	json.NewDecoder(res.Body).Decode(&out)
	if res.StatusCode != 201 || out.ID == 0 {
		t.Fatalf("the request in flight: %d", res.StatusCode)
	}
	p.mu.Lock()
	p.acked[out.ID] = "inflight@crash.example"
	p.mu.Unlock()

	select {
	case err := <-s.exited:
		if err != nil {
			t.Fatalf("exit after SIGTERM: %v\n%s", err, s.stderr)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no exit 30s after SIGTERM")
	}
	cancel()
	wg.Wait()
	s.start()
	p.check(t, s.url(""))
	t.Logf("%d leads acknowledged under load and SIGTERM, every one stored", len(p.acked))
}
