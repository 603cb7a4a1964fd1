package app

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/pprof"
	"os/signal"
	"syscall"
	"time"
)

// Serve listens on the configured port (and METRICS_ADDR, when set) until
// SIGINT or SIGTERM, then stops taking connections and lets requests in
// flight finish.
func (a *App) Serve(ctx context.Context) error {
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{
		Addr:              fmt.Sprintf(":%d", a.Config.Port),
		Handler:           a.Handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	servers := []*http.Server{srv}
	if a.Config.MetricsAddr != "" {
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", a.Metrics)
		// Profiles, on the private address only: what to look at before
		// making anything faster.
		mux.HandleFunc("GET /debug/pprof/", pprof.Index)
		mux.HandleFunc("GET /debug/pprof/profile", pprof.Profile)
		mux.HandleFunc("GET /debug/pprof/trace", pprof.Trace)
		servers = append(servers, &http.Server{Addr: a.Config.MetricsAddr, Handler: mux, ReadHeaderTimeout: 10 * time.Second})
	}
	errc := make(chan error, len(servers))
	for _, s := range servers {
		ln, err := net.Listen("tcp", s.Addr)
		if err != nil {
			return fmt.Errorf("listen on %s: %w", s.Addr, err)
		}
		go func() { errc <- s.Serve(ln) }()
	}
	// The outbox worker delivers until shutdown; a message it was sending
	// when the process stopped is taken again after its claim runs out.
	workerCtx, stopWorker := context.WithCancel(context.WithoutCancel(ctx))
	workerDone := make(chan struct{})
	go func() { defer close(workerDone); a.Worker.Run(workerCtx) }()
	defer func() { stopWorker(); <-workerDone }()
	clockDone := make(chan struct{})
	go func() { defer close(clockDone); a.Clockwork.Run(workerCtx) }()
	defer func() { stopWorker(); <-clockDone }()
	runsDone := make(chan struct{})
	go func() { defer close(runsDone); a.Runs.Run(workerCtx) }()
	defer func() { stopWorker(); <-runsDone }()
	a.Logger.Info("serving", "addr", "http://localhost"+srv.Addr, "database", a.DB.Dialect().String(), "metrics", a.Config.MetricsAddr)
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	a.Logger.Info("shutting down: finishing requests in flight")
	sctx, cancel := context.WithTimeout(context.Background(), a.Config.ShutdownTimeout)
	defer cancel()
	var errs []error
	for _, s := range servers {
		if err := s.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
