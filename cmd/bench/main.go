// Command bench measures the mission server under load: it starts
// bin/mission on a fresh database on a loopback port, runs each scenario
// with many concurrent clients, samples the server's memory, weighs the
// home page's JavaScript, and prints a Markdown summary for
// docs/performance.md.
//
// Usage:
//
//	go run ./cmd/bench [-bin bin/mission] [-clients 32] [-duration 10s]
//	                   [-only leads-post,home-get] [-database-url postgres://...]
//	                   [-rounds 3] [-base bin/mission-base]
//
// With -rounds the selection runs that many times, and with -base each
// round runs it on the base binary first, then on -bin; a last table gives
// the median of each figure and of each round's ratios (rounds.go).
//
// Scenarios live in scenarios.go, one function per file.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

type options struct {
	bin         string
	clients     int
	duration    time.Duration
	warmup      time.Duration
	only        string
	databaseURL string
	dist        string
	list        bool
	profileDir  string
	rounds      int
	base        string
	// serverURL is -database-url itself, where run's databases are made
	// (databaseURL then names the run's own).
	serverURL string
}

func main() {
	var o options
	flag.StringVar(&o.bin, "bin", "bin/mission", "server binary to benchmark")
	flag.IntVar(&o.clients, "clients", 32, "concurrent clients")
	flag.DurationVar(&o.duration, "duration", 10*time.Second, "measured time per scenario")
	flag.DurationVar(&o.warmup, "warmup", time.Second, "warm-up per scenario, not measured")
	flag.StringVar(&o.only, "only", "", "comma-separated scenarios to run (default all)")
	flag.StringVar(&o.databaseURL, "database-url", "", "PostgreSQL URL on this machine (default: SQLite in a fresh temp dir)")
	flag.StringVar(&o.dist, "dist", "web/dist", "the web app build directory")
	flag.BoolVar(&o.list, "list", false, "list the scenarios and exit")
	flag.StringVar(&o.profileDir, "cpuprofile", "", "write the server's CPU profile of each scenario (warm-up and window) to this directory")
	flag.IntVar(&o.rounds, "rounds", 1, "run the selection this many times and report medians")
	flag.StringVar(&o.base, "base", "", "a server binary to compare with: each round runs it first, then -bin")
	flag.Parse()

	if o.list {
		for _, s := range scenarios() {
			fmt.Printf("%-14s %s\n", s.Name, s.About)
		}
		return
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := runRounds(ctx, o, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		stop()
		os.Exit(1)
	}
}

func (o options) validate() error {
	switch {
	case o.clients < 1 || o.clients > 10_000:
		return errors.New("-clients must be between 1 and 10000")
	case o.duration <= 0 || o.duration > time.Hour:
		return errors.New("-duration must be positive and at most 1h")
	case o.warmup < 0 || o.warmup > time.Minute:
		return errors.New("-warmup must be between 0 and 1m")
	case o.rounds < 1 || o.rounds > 100:
		return errors.New("-rounds must be between 1 and 100")
	}
	if o.databaseURL != "" {
		u, err := url.Parse(o.databaseURL)
		if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
			return errors.New("-database-url must be a postgres:// URL")
		}
		if h := u.Hostname(); h != "" && h != "localhost" {
			if ip := net.ParseIP(h); ip == nil || !ip.IsLoopback() {
				return fmt.Errorf("-database-url must point at this machine (loopback), not %s", h)
			}
		}
	}
	return nil
}

// selectScenarios picks the -only scenarios, in their registry order.
func selectScenarios(only string) ([]Scenario, error) {
	all := scenarios()
	if strings.TrimSpace(only) == "" {
		return all, nil
	}
	want := map[string]bool{}
	for _, n := range strings.Split(only, ",") {
		if n = strings.TrimSpace(n); n != "" {
			want[n] = true
		}
	}
	var out []Scenario
	var names []string
	for _, s := range all {
		names = append(names, s.Name)
		if want[s.Name] {
			out = append(out, s)
			delete(want, s.Name)
		}
	}
	if len(want) > 0 {
		var unknown []string
		for n := range want {
			unknown = append(unknown, n)
		}
		slices.Sort(unknown)
		return nil, fmt.Errorf("unknown scenario %s (have %s)", strings.Join(unknown, ", "), strings.Join(names, ", "))
	}
	return out, nil
}

// run runs the selected scenarios once on o.bin and returns their results.
func run(ctx context.Context, o options, w io.Writer) (results []*Result, err error) {
	selected, err := selectScenarios(o.only)
	if err != nil {
		return nil, err
	}
	clear(finished)
	if o.databaseURL != "" {
		fresh, drop, err := freshDatabase(ctx, o.databaseURL, "mission_bench_"+runID())
		if err != nil {
			return nil, err
		}
		defer drop()
		o.serverURL, o.databaseURL = o.databaseURL, fresh
	}
	bin, err := filepath.Abs(o.bin)
	if err != nil {
		return nil, err
	}
	if st, err := os.Stat(bin); err != nil || st.IsDir() {
		return results, fmt.Errorf("no server binary at %s: build it first (go build -o bin/mission ./cmd/mission)", o.bin)
	}

	machine := describeMachine(bin)
	dbName := "SQLite"
	if o.databaseURL != "" {
		dbName = "PostgreSQL"
	}
	fmt.Fprintf(w, "machine:  %s\n", machine.CPU)
	fmt.Fprintf(w, "cores:    %d (load average %s before the run)\nmemory:   %s\ngo:       %s\ndate:     %s\n",
		machine.Cores, machine.LoadAvg, machine.Memory, machine.GoVersion, machine.Date.Format(time.RFC3339))
	fmt.Fprintf(w, "load:     %d clients, %s warm-up + %s per scenario, %s\n\n", o.clients, o.warmup, o.duration, dbName)

	dataDir, err := os.MkdirTemp("", "mission-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dataDir)

	var extra []string
	most := o.clients
	for _, s := range selected {
		extra = append(extra, s.ChildEnv...)
		most = max(most, s.Clients)
	}
	// Idle connections for every client of the largest scenario, or its
	// answers would be measured with new connections made for them.
	client := newHTTPClient(most)
	defer client.CloseIdleConnections()

	launch := func(dir, databaseURL string, extra []string) (*server, error) {
		for attempt := 1; ; attempt++ {
			port, perr := freePort()
			if perr != nil {
				return nil, perr
			}
			var profile string
			if o.profileDir != "" {
				mport, perr := freePort()
				if perr != nil {
					return nil, perr
				}
				profile = fmt.Sprintf("127.0.0.1:%d", mport)
				extra = append(slices.Clip(extra), "METRICS_ADDR="+profile)
			}
			srv, err := startServer(ctx, bin, childEnv(port, dir, databaseURL, extra), port, client)
			if srv != nil {
				srv.metricsAddr = profile
			}
			if err == nil || attempt == 3 || ctx.Err() != nil {
				return srv, err
			}
			// The port may have been taken between asking and listening.
			fmt.Fprintf(w, "server did not start on port %d, trying another: %v\n", port, firstLine(err.Error()))
		}
	}
	srv, err := launch(dataDir, o.databaseURL, extra)
	if err != nil {
		return nil, err
	}
	defer func() {
		if serr := srv.stop(); serr != nil && err == nil {
			err = serr
		}
	}()
	env := &Env{BaseURL: srv.baseURL, HTTP: client, Clients: o.clients, RunID: runID(), databaseURL: o.databaseURL, dataDir: dataDir}
	defer env.close()

	idle, _, _ := procMem(srv.pid())
	fmt.Fprintf(w, "server:   %s serve, pid %d, %s, RSS at start %s\n", o.bin, srv.pid(), srv.baseURL, mib(idle))
	fmt.Fprintf(w, "start:    %s\n", startVerdict(srv.startPeak))
	fmt.Fprintln(w, "note:     the server runs with LEAD_RATE_LIMIT=1000000 and TRUST_PROXY=true, and each client sends")
	fmt.Fprintln(w, "          its own X-Forwarded-For (10.9.x.y): this measures throughput, not rate limiting")
	if o.databaseURL != "" {
		fmt.Fprintln(w, "note:     PostgreSQL: a database made for this run, dropped at its end")
	}
	fmt.Fprintln(w)

	budget, budgetErr := measureBudget(o.dist)
	if budgetErr != nil {
		fmt.Fprintf(w, "JS budget: could not measure: %v\n", budgetErr)
	} else {
		budget.print(w)
	}
	fmt.Fprintln(w)

	var failed []string
	logLines := srv.stderr.Lines()
	for _, sc := range selected {
		if ctx.Err() != nil {
			break
		}
		var res *Result
		if len(sc.Server) > 0 || sc.Own {
			res = runOnOwnServer(ctx, w, launch, env, sc, o, append(append([]string{}, extra...), sc.Server...))
		} else {
			res = runScenario(ctx, env, srv, sc, o)
		}
		results = append(results, res)
		finished[sc.Name] = res
		res.print(w, sc)
		if res.Err != nil {
			failed = append(failed, sc.Name)
		}
		if n := srv.stderr.Lines(); n > logLines {
			fmt.Fprintf(w, "  server logged %d error lines; last:\n", n-logLines)
			for _, l := range srv.stderr.LastLines(min(3, n-logLines)) {
				fmt.Fprintf(w, "    %s\n", truncate(l, 300))
			}
			logLines = n
		}
		fmt.Fprintln(w)
		select {
		case <-srv.exited:
			return results, fmt.Errorf("the server exited during %s (%v):\n%s", sc.Name, srv.waitErr, srv.stderr.String())
		default:
		}
	}

	endRSS, hwm, _ := procMem(srv.pid())
	peak := max(hwm, idle)
	for _, r := range results {
		peak = max(peak, r.Mem.Peak)
	}
	fmt.Fprintf(w, "server memory: peak RSS %s, RSS at the end %s\n\n", mib(peak), mib(endRSS))

	env.close()
	if serr := srv.stop(); serr != nil {
		fmt.Fprintln(w, "warning:", serr)
	}

	printSummary(w, machine, o, dbName, results, budget, peak, endRSS, srv.startPeak)

	if ctx.Err() != nil {
		return results, errors.New("interrupted")
	}
	if len(failed) > 0 {
		return results, fmt.Errorf("failed: %s", strings.Join(failed, ", "))
	}
	return results, nil
}

// finished holds this run's results by scenario, for a scenario that
// compares itself with one that ran before it.
var finished = map[string]*Result{}

// runOnOwnServer runs sc on a server started for it alone, on a fresh data
// directory or PostgreSQL database, stopped afterwards. On PostgreSQL the
// database is its own too: on the run's, the shared server's outbox worker
// would deliver what this scenario queues, on the same cores.
func runOnOwnServer(ctx context.Context, w io.Writer, launch func(string, string, []string) (*server, error), shared *Env, sc Scenario,
	o options, settings []string) *Result {
	dir, err := os.MkdirTemp("", "mission-bench-")
	if err != nil {
		return &Result{Name: sc.Name, Clients: o.clients, Err: err}
	}
	defer os.RemoveAll(dir)
	if o.databaseURL != "" {
		fresh, drop, err := freshDatabase(ctx, o.serverURL, "mission_bench_"+runID()+"_own")
		if err != nil {
			return &Result{Name: sc.Name, Clients: o.clients, Err: err}
		}
		defer drop()
		o.databaseURL = fresh
	}
	srv, err := launch(dir, o.databaseURL, settings)
	if err != nil {
		return &Result{Name: sc.Name, Clients: o.clients, Err: fmt.Errorf("own server: %w", err)}
	}
	env := &Env{BaseURL: srv.baseURL, HTTP: shared.HTTP, Clients: shared.Clients, RunID: shared.RunID, databaseURL: o.databaseURL, dataDir: dir}
	if len(sc.Server) > 0 {
		fmt.Fprintf(w, "  (on its own server, pid %d, with %s; %s)\n", srv.pid(), strings.Join(sc.Server, " "), startVerdict(srv.startPeak))
	} else {
		fmt.Fprintf(w, "  (on its own server, pid %d, with data of its own)\n", srv.pid())
	}
	res := runScenario(ctx, env, srv, sc, o)
	env.close()
	if err := srv.stop(); err != nil && res.Err == nil {
		res.Err = err
	}
	if res.Err != nil {
		if log := strings.TrimSpace(srv.stderr.String()); log != "" {
			fmt.Fprintf(w, "  its server said:\n%s\n", truncate(log, 4000))
		}
	}
	return res
}

// settleAfterSetup is the pause between a scenario's setup and its load.
const settleAfterSetup = 1500 * time.Millisecond

// settleAfterLoad is how long after its load a scenario's settled memory
// is read: the server gives the memory of a burst of sign-ins back after a
// quiet second.
const settleAfterLoad = 1500 * time.Millisecond

// maxStartPeak is the start's memory target: the most the server may take
// before it first answers, a fresh database's first owner's password hash
// included.
const maxStartPeak = 60 << 20

func startVerdict(peak int64) string {
	v := "met"
	if peak > maxStartPeak {
		v = "MISSED"
	}
	return fmt.Sprintf("peak RSS while starting %s (VmHWM when /healthz first answered; target under %s: %s)", mib(peak), mib(maxStartPeak), v)
}

// runScenario sets up, loads and verifies one scenario.
func runScenario(ctx context.Context, env *Env, srv *server, sc Scenario, o options) *Result {
	if sc.Setup != nil {
		sctx, cancel := context.WithTimeout(ctx, 10*time.Minute)
		err := sc.Setup(sctx, env)
		cancel()
		if err != nil {
			return &Result{Name: sc.Name, Clients: o.clients, Err: fmt.Errorf("setup: %w", err)}
		}
	}
	if (sc.Request == nil) == (sc.Do == nil) {
		return &Result{Name: sc.Name, Clients: o.clients, Err: errors.New("scenario needs exactly one of Request and Do")}
	}
	// What the setup left behind is not the scenario's: the server gives
	// the memory of its setup's sign-ins back after a quiet second.
	time.Sleep(settleAfterSetup)
	resetPeak(srv.pid())
	mem := startMemSampler(srv.pid(), 200*time.Millisecond)
	cpu := startCPU(srv.pid())
	clients := o.clients
	if sc.Clients > 0 {
		clients = sc.Clients
	}
	w0, wok := readWriter(ctx, env)
	profiled := startProfile(ctx, srv, o.profileDir, sc.Name, o.warmup+o.duration)
	res := runLoad(ctx, env, sc, clients, o.warmup, o.duration)
	if err := profiled(); err != nil {
		fmt.Fprintf(os.Stderr, "bench: %s: cpu profile: %v\n", sc.Name, err)
	}
	res.CPU = cpu.finish()
	res.Mem = mem.finish()
	select {
	case <-ctx.Done():
	case <-time.After(settleAfterLoad):
		res.Mem.Settled, _, _ = procMem(srv.pid())
	}
	if w1, ok := readWriter(ctx, env); ok && wok {
		res.Writer = writerCost(w0, w1)
	}
	if sc.Verify != nil {
		vctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Minute)
		if err := sc.Verify(vctx, env, res); err != nil {
			res.Err = fmt.Errorf("verify: %w", err)
		}
		cancel()
	}
	return res
}

// runID tells this run's rows from earlier runs' in a shared database.
func runID() string {
	return strconv.FormatInt(time.Now().UnixMilli()%(36*36*36*36*36*36), 36)
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
