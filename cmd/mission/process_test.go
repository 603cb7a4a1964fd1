package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The tests in this package run the real binary, built once.
var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "mission-bin-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "mission")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

const adminPassword = "process-test-admin-password"

// server is one running `mission serve`.
type server struct {
	t      *testing.T
	env    []string
	port   int
	cmd    *exec.Cmd
	stderr *bytes.Buffer
	exited chan error
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// startServer runs the binary with env on top of a clean environment, on a
// free port, and waits until it is ready.
func startServer(t *testing.T, env ...string) *server {
	s := &server{t: t, port: freePort(t), env: env}
	s.start()
	t.Cleanup(func() { s.kill() })
	return s
}

func (s *server) url(path string) string { return fmt.Sprintf("http://127.0.0.1:%d%s", s.port, path) }

func (s *server) start() {
	s.t.Helper()
	cmd := exec.Command(binary(s.t), "serve")
	cmd.Env = append([]string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
		"PORT=" + strconv.Itoa(s.port), "LOG_LEVEL=warn", "ADMIN_PASSWORD=" + adminPassword, "STAFF_TWO_FACTOR=optional",
		"PUBLIC_URL=" + fmt.Sprintf("http://127.0.0.1:%d", s.port),
	}, s.env...)
	s.stderr = &bytes.Buffer{}
	cmd.Stderr = &lockedWriter{w: s.stderr}
	if err := cmd.Start(); err != nil {
		s.t.Fatal(err)
	}
	s.cmd, s.exited = cmd, make(chan error, 1)
	go func() { s.exited <- cmd.Wait() }()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		res, err := http.Get(s.url("/readyz"))
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return
			}
		}
		select {
		case err := <-s.exited:
			s.t.Fatalf("server exited at start: %v\n%s", err, s.stderr)
		case <-time.After(50 * time.Millisecond):
		}
	}
	s.t.Fatalf("server not ready after 30s\n%s", s.stderr)
}

// kill ends the process at once, as a power cut or the OOM killer would.
func (s *server) kill() {
	if s.cmd != nil && s.cmd.ProcessState == nil {
		s.cmd.Process.Signal(syscall.SIGKILL)
		<-s.exited
	}
}

// stop sends SIGTERM and waits for the process to exit.
func (s *server) stop() error {
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-s.exited:
		return err
	case <-time.After(60 * time.Second):
		s.kill()
		return fmt.Errorf("no exit 60s after SIGTERM")
	}
}

type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// browser is a client with a cookie jar.
func browser() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Timeout: 30 * time.Second}
}

// call sends a request and returns the status and body.
func call(t *testing.T, c *http.Client, method, url, body string, hdr ...string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// storedLeads reads every lead id and e-mail address through the admin's
// CSV export at base.
func storedLeads(t *testing.T, base string) map[int64]string {
	t.Helper()
	staff := browser()
	if code, body := call(t, staff, "POST", base+"/api/admin/login", `{"email":"admin@example.com","password":"`+adminPassword+`"}`); code != 200 {
		t.Fatalf("admin login: %d %s", code, body)
	}
	code, body := call(t, staff, "GET", base+"/api/admin/leads/export.csv", "")
	if code != 200 {
		t.Fatalf("export: %d", code)
	}
	rows, err := csv.NewReader(strings.NewReader(body)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	out := map[int64]string{}
	for _, row := range rows[1:] {
		id, _ := strconv.ParseInt(row[0], 10, 64)
		out[id] = row[3]
	}
	return out
}
