package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

// startProfile asks the server for a CPU profile of the next d and returns
// a function that waits for it and writes it to dir/<name>.pprof. Without
// a directory it does nothing.
func startProfile(ctx context.Context, srv *server, dir, name string, d time.Duration) func() error {
	if dir == "" || srv.metricsAddr == "" {
		return func() error { return nil }
	}
	done := make(chan error, 1)
	go func() {
		done <- fetchProfile(ctx, srv.metricsAddr, filepath.Join(dir, name+".pprof"), d)
	}()
	return func() error { return <-done }
}

func fetchProfile(ctx context.Context, addr, path string, d time.Duration) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	seconds := max(1, int(d.Round(time.Second)/time.Second))
	ctx, cancel := context.WithTimeout(ctx, d+30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://%s/debug/pprof/profile?seconds=%d", addr, seconds), nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", res.StatusCode)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, res.Body); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
