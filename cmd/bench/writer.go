package main

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// benchMetricsToken lets the bench read the server's /metrics on its
// public port.
const benchMetricsToken = "bench-metrics-token-0123456789abcdef"

// writerStats is what the server's SQLite writer reports on /metrics.
type writerStats struct {
	Writes, Commits  float64
	Busy, Committing time.Duration
}

// WriterCost is the writer's work during a scenario: writes, the commits
// they shared, and the time the writer was held, measured inside the
// server's write batcher.
type WriterCost struct {
	Writes, Commits  int64
	Busy, Committing time.Duration
}

// PerWrite is the writer's time for one write.
func (c *WriterCost) PerWrite() time.Duration {
	if c == nil || c.Writes == 0 {
		return 0
	}
	return c.Busy / time.Duration(c.Writes)
}

func (c *WriterCost) String() string {
	us := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }
	return fmt.Sprintf("writer    %.1f µs held per write, %.1f µs of it in statements (%d writes in %d commits, %.1f per commit; a commit %.2f ms, of it %.2f ms in COMMIT; measured in the server's batcher)",
		us(c.PerWrite()), us((c.Busy-c.Committing)/time.Duration(c.Writes)), c.Writes, c.Commits,
		float64(c.Writes)/float64(max(c.Commits, 1)), us(c.Busy/time.Duration(max(c.Commits, 1)))/1000,
		us(c.Committing/time.Duration(max(c.Commits, 1)))/1000)
}

// readWriter scrapes the writer's counters; ok is false when the server
// has none (PostgreSQL) or /metrics cannot be read.
func readWriter(ctx context.Context, env *Env) (writerStats, bool) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, env.URL("/metrics"), nil)
	if err != nil {
		return writerStats{}, false
	}
	req.Header.Set("Authorization", "Bearer "+benchMetricsToken)
	res, err := env.HTTP.Do(req)
	if err != nil {
		return writerStats{}, false
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return writerStats{}, false
	}
	return parseWriter(bufio.NewScanner(res.Body))
}

func parseWriter(sc *bufio.Scanner) (writerStats, bool) {
	var s writerStats
	seen := 0
	for sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			continue
		}
		v, err := strconv.ParseFloat(value, 64)
		if err != nil {
			continue
		}
		switch name {
		case "db_writer_writes_total":
			s.Writes, seen = v, seen+1
		case "db_writer_commits_total":
			s.Commits, seen = v, seen+1
		case "db_writer_busy_seconds_total":
			s.Busy, seen = time.Duration(v*float64(time.Second)), seen+1
		case "db_writer_commit_seconds_total":
			s.Committing, seen = time.Duration(v*float64(time.Second)), seen+1
		}
	}
	return s, seen == 4
}

// writerCost is the difference between two readings, or nil when the
// writer did nothing (PostgreSQL, or a read-only scenario).
func writerCost(before, after writerStats) *WriterCost {
	c := &WriterCost{Writes: int64(after.Writes - before.Writes), Commits: int64(after.Commits - before.Commits),
		Busy: after.Busy - before.Busy, Committing: after.Committing - before.Committing}
	if c.Writes <= 0 {
		return nil
	}
	return c
}
