package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"
)

func ms(d time.Duration) string {
	return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond))
}

// check compares r with t and says how it went.
func (t *Target) check(r *Result) (met bool, verdict string) {
	var goals []string
	if t.MinRPS > 0 {
		goals = append(goals, fmt.Sprintf(">= %.0f req/s", t.MinRPS))
	}
	if t.MaxP99 > 0 {
		goals = append(goals, "p99 < "+ms(t.MaxP99))
	}
	if t.MaxPeakRSS > 0 {
		goals = append(goals, "peak RSS < "+mib(t.MaxPeakRSS))
	}
	if t.MaxSettledRSS > 0 {
		goals = append(goals, fmt.Sprintf("RSS %s after < %s", settleAfterLoad, mib(t.MaxSettledRSS)))
	}
	goal := strings.Join(goals, " with ")
	var misses []string
	if rps := r.RPS(); t.MinRPS > 0 && rps < t.MinRPS {
		misses = append(misses, fmt.Sprintf("%.0f req/s is %.0f%% short", rps, 100*(1-rps/t.MinRPS)))
	}
	if p99 := r.Percentile(99); t.MaxP99 > 0 && p99 >= t.MaxP99 {
		misses = append(misses, fmt.Sprintf("p99 %s is %.1fx the limit", ms(p99), float64(p99)/float64(t.MaxP99)))
	}
	if t.MaxPeakRSS > 0 && r.Mem.Peak >= t.MaxPeakRSS {
		misses = append(misses, fmt.Sprintf("peak RSS %s", mib(r.Mem.Peak)))
	}
	if t.MaxSettledRSS > 0 && (r.Mem.Settled == 0 || r.Mem.Settled >= t.MaxSettledRSS) {
		misses = append(misses, fmt.Sprintf("RSS %s after: %s", settleAfterLoad, mib(r.Mem.Settled)))
	}
	if r.Errors > 0 {
		misses = append(misses, fmt.Sprintf("%d errors", r.Errors))
	}
	if r.Completed == 0 {
		// No answer inside the window: nothing met the target.
		misses = append(misses, "no request was answered inside the measured window")
	}
	if len(misses) == 0 {
		return true, "target " + goal + ": met"
	}
	return false, "target " + goal + ": MISSED (" + strings.Join(misses, "; ") + ")"
}

func (r *Result) print(w io.Writer, sc Scenario) {
	fmt.Fprintf(w, "== %s: %s\n", sc.Name, sc.About)
	if r.Duration == 0 && r.Requests == 0 && r.Err != nil {
		fmt.Fprintf(w, "  FAILED: %v\n", r.Err)
		return
	}
	fmt.Fprintf(w, "  requests  %d started in %s, %d of them successful and answered inside it = %.1f/s (%d clients; %d more in warm-up or after)\n",
		r.Requests, r.Duration.Round(time.Millisecond), r.Completed, r.RPS(), r.Clients, r.All-r.Requests)
	if r.Interrupted {
		fmt.Fprintln(w, "  interrupted: the measured window is shorter than asked")
	}
	fmt.Fprintf(w, "  latency   p50 %s  p90 %s  p99 %s  max %s\n",
		ms(r.Percentile(50)), ms(r.Percentile(90)), ms(r.Percentile(99)), ms(r.Max()))
	if r.Errors == 0 {
		fmt.Fprintln(w, "  errors    0")
	} else {
		fmt.Fprintf(w, "  errors    %d (%.2f%%): %s\n", r.Errors, 100*float64(r.Errors)/float64(max(r.Requests, 1)), r.errorSummary())
	}
	fmt.Fprintf(w, "  memory    peak RSS %s, RSS at the end %s, %s after %s (%d samples)\n", mib(r.Mem.Peak), mib(r.Mem.End),
		settleAfterLoad, mib(r.Mem.Settled), r.Mem.Samples)
	fmt.Fprintf(w, "  cpu       server %.2f cores, load generator %.2f cores (of %d)\n", r.CPU.Server, r.CPU.Bench, runtime.NumCPU())
	if r.Writer != nil {
		fmt.Fprintf(w, "  %s\n", r.Writer)
	}
	if r.VerifyOK != "" {
		fmt.Fprintf(w, "  %s\n", r.VerifyOK)
	}
	if sc.Target != nil {
		_, verdict := sc.Target.check(r)
		fmt.Fprintf(w, "  %s\n", verdict)
	}
	if r.Err != nil {
		fmt.Fprintf(w, "  FAILED: %v\n", r.Err)
	}
}

// printSummary writes the Markdown block for docs/performance.md.
func printSummary(w io.Writer, m Machine, o options, dbName string, results []*Result, budget *budgetReport, peak, end, start int64) {
	fmt.Fprintln(w, "---- summary (Markdown) ----")
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Measured %s on %s (%d cores, %s RAM, load average %s before the run), %s, %s; %d clients on the same machine, %s per scenario after %s of warm-up.\n\n",
		m.Date.Format("2006-01-02"), m.CPU, m.Cores, m.Memory, m.LoadAvg, m.GoVersion, dbName, o.clients, o.duration, o.warmup)
	fmt.Fprintln(w, "| Scenario | Requests/s | p50 | p90 | p99 | Max | Errors | Peak RSS | RSS 1.5 s after | Writer per write |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	byName := map[string]Scenario{}
	for _, s := range scenarios() {
		byName[s.Name] = s
	}
	var notes []string
	for _, r := range results {
		if r.Requests == 0 && r.Err != nil {
			fmt.Fprintf(w, "| %s | failed | | | | | | | | |\n", r.Name)
			continue
		}
		writer := ""
		if r.Writer != nil {
			writer = fmt.Sprintf("%.0f µs", float64(r.Writer.PerWrite())/float64(time.Microsecond))
		}
		fmt.Fprintf(w, "| %s | %.0f | %s | %s | %s | %s | %d | %s | %s | %s |\n", r.Name, r.RPS(),
			ms(r.Percentile(50)), ms(r.Percentile(90)), ms(r.Percentile(99)), ms(r.Max()), r.Errors, mib(r.Mem.Peak), mib(r.Mem.Settled), writer)
		if t := byName[r.Name].Target; t != nil {
			_, verdict := t.check(r)
			notes = append(notes, r.Name+": "+verdict)
		}
		if r.VerifyOK != "" {
			notes = append(notes, r.Name+": "+r.VerifyOK)
		}
	}
	fmt.Fprintln(w)
	for _, n := range notes {
		fmt.Fprintf(w, "- %s\n", n)
	}
	if budget != nil {
		fmt.Fprintf(w, "- JavaScript budget (web/budget.json): home %.1f KB of %.0f KB (%s); heaviest public page %s %.1f KB of %.0f KB (%s).\n",
			budget.Home.KB(), budget.Budget.HomeKB, verdict(budget.Home.KB(), budget.Budget.HomeKB),
			budget.Heaviest.Path, budget.Heaviest.KB(), budget.Budget.PublicPageKB, verdict(budget.Heaviest.KB(), budget.Budget.PublicPageKB))
	}
	fmt.Fprintf(w, "- Server memory: peak RSS %s, %s at the end; while starting, %s.\n", mib(peak), mib(end), startVerdict(start))
}
