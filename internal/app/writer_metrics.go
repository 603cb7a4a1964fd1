package app

import (
	"github.com/prometheus/client_golang/prometheus"

	"mission/internal/db"
)

// registerWriterMetrics exposes what the SQLite writer does: writes,
// commits and the time it was held, so that its cost per write can be
// followed (busy seconds over writes) and benchmarked.
func registerWriterMetrics(reg prometheus.Registerer, d *db.DB) {
	counter := func(name, help string, value func(db.WriterStats) float64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help},
			func() float64 { return value(d.WriterStats()) })
	}
	reg.MustRegister(
		counter("db_writer_writes_total", "Writes committed or refused by the SQLite writer.",
			func(s db.WriterStats) float64 { return float64(s.Writes) }),
		counter("db_writer_commits_total", "Commits of the SQLite writer (writes share commits).",
			func(s db.WriterStats) float64 { return float64(s.Batches) }),
		counter("db_writer_busy_seconds_total", "Time the SQLite writer was held by commits, from BEGIN to the durable COMMIT.",
			func(s db.WriterStats) float64 { return s.Busy.Seconds() }),
		counter("db_writer_commit_seconds_total", "The part of the busy time spent in COMMIT: the WAL written and synced, and checkpoints.",
			func(s db.WriterStats) float64 { return s.Committing.Seconds() }),
	)
}
