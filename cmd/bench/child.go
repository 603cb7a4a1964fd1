package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// server is the mission binary running as a child process.
type server struct {
	cmd     *exec.Cmd
	baseURL string
	exited  chan struct{} // closed when the process has been reaped
	waitErr error
	stderr  *tailBuffer
	// metricsAddr is the server's private listener, with its profiles,
	// when the bench profiles.
	metricsAddr string
	// startPeak is the kernel's VmHWM as soon as /healthz answered: the
	// most memory the server took while starting.
	startPeak int64
}

// childEnv is the environment every run gives the server, on top of the
// caller's environment with these keys removed.
func childEnv(port int, dataDir, databaseURL string, extra []string) []string {
	set := []string{
		"PORT=" + strconv.Itoa(port),
		"PUBLIC_URL=http://127.0.0.1:" + strconv.Itoa(port),
		"LOG_LEVEL=error",
		"TRUST_PROXY=true",
		// Measure throughput, not throttling: the rate limit per address
		// stays far above what one simulated client sends.
		"LEAD_RATE_LIMIT=1000000",
		// The SQLite writer's own time per write is read from /metrics.
		"METRICS_TOKEN=" + benchMetricsToken,
	}
	if databaseURL != "" {
		set = append(set, "DATABASE_URL="+databaseURL)
	} else {
		set = append(set, "DATA_DIR="+dataDir, "DATABASE_URL=")
	}
	set = append(set, extra...)
	keys := map[string]bool{}
	for _, kv := range set {
		k, _, _ := strings.Cut(kv, "=")
		keys[k] = true
	}
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if !keys[k] {
			env = append(env, kv)
		}
	}
	// Later entries win; dedupe so the child sees each key once.
	last := map[string]int{}
	for i, kv := range set {
		k, _, _ := strings.Cut(kv, "=")
		last[k] = i
	}
	for i, kv := range set {
		k, _, _ := strings.Cut(kv, "=")
		if last[k] == i {
			env = append(env, kv)
		}
	}
	return env
}

// freePort asks the kernel for a free loopback port.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// startServer runs `bin serve` and waits until /healthz answers 200.
func startServer(ctx context.Context, bin string, env []string, port int, client *http.Client) (*server, error) {
	cmd := exec.Command(bin, "serve")
	cmd.Env = env
	s := &server{cmd: cmd, baseURL: fmt.Sprintf("http://127.0.0.1:%d", port), exited: make(chan struct{}), stderr: &tailBuffer{max: 64 << 10}}
	cmd.Stdout = s.stderr
	cmd.Stderr = s.stderr
	// Should this process die without cleaning up, the kernel ends the
	// server too.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	go func() {
		s.waitErr = cmd.Wait()
		close(s.exited)
	}()

	deadline := time.Now().Add(60 * time.Second)
	for attempt := 0; attempt < 1200 && time.Now().Before(deadline); attempt++ {
		select {
		case <-s.exited:
			return nil, fmt.Errorf("server exited before it was up (%v):\n%s", s.waitErr, s.stderr.String())
		case <-ctx.Done():
			s.stop()
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		rctx, cancel := context.WithTimeout(ctx, time.Second)
		req, _ := http.NewRequestWithContext(rctx, http.MethodGet, s.baseURL+"/healthz", nil)
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
		}
		cancel()
		if err == nil && resp.StatusCode == http.StatusOK {
			_, s.startPeak, _ = procMem(s.pid())
			return s, nil
		}
	}
	s.stop()
	return nil, fmt.Errorf("server did not answer /healthz within 60s:\n%s", s.stderr.String())
}

// pid is the server's process id.
func (s *server) pid() int { return s.cmd.Process.Pid }

// stop asks the server to finish (SIGTERM), and kills it after 10s.
func (s *server) stop() error {
	select {
	case <-s.exited:
		return nil
	default:
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(10 * time.Second):
		s.cmd.Process.Kill()
		<-s.exited
		return errors.New("server did not stop within 10s of SIGTERM; killed")
	}
	return nil
}

// tailBuffer keeps the last max bytes written to it and counts lines.
type tailBuffer struct {
	mu    sync.Mutex
	max   int
	buf   []byte
	lines int
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.lines += bytes.Count(p, []byte{'\n'})
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

// Lines is how many lines were written so far.
func (t *tailBuffer) Lines() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.lines
}

// LastLines returns up to n of the last complete lines.
func (t *tailBuffer) LastLines(n int) []string {
	s := strings.TrimRight(t.String(), "\n")
	if s == "" {
		return nil
	}
	ls := strings.Split(s, "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return ls
}
