package notify

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"mission/internal/db"
)

// Metrics counts deliveries by outcome and their latency, and reports the
// outbox's depth.
type Metrics struct {
	deliveries *prometheus.CounterVec
	latency    *prometheus.HistogramVec
	deferred   prometheus.Counter
}

// NewMetrics registers the outbox metrics; depth is read from d on scrape.
func NewMetrics(reg prometheus.Registerer, d *db.DB) *Metrics {
	m := &Metrics{
		deliveries: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "outbox_deliveries_total",
			Help: "Outbox delivery attempts by kind and outcome."}, []string{"kind", "outcome"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "outbox_delivery_duration_seconds",
			Help: "Time to deliver one outbox message.", Buckets: prometheus.DefBuckets}, []string{"kind"}),
		deferred: prometheus.NewCounter(prometheus.CounterOpts{Name: "outbox_deferred_rounds_total",
			Help: "Delivery rounds left for later because visitors' writes were queueing for the database."}),
	}
	depth := prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "outbox_depth", Help: "Messages waiting in the outbox, and announced events not yet turned into messages."}, func() float64 {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		var n int
		d.QueryRow(ctx, "SELECT (SELECT COUNT(*) FROM outbox WHERE "+onTheirWay+") + (SELECT COUNT(*) FROM outbox_events)").Scan(&n)
		return float64(n)
	})
	reg.MustRegister(m.deliveries, m.latency, m.deferred, depth)
	return m
}

func (m *Metrics) observe(kind string, err error, d time.Duration) {
	if m == nil {
		return
	}
	outcome := "sent"
	if err != nil {
		outcome = "failed"
	}
	m.deliveries.WithLabelValues(kind, outcome).Inc()
	m.latency.WithLabelValues(kind).Observe(d.Seconds())
}

func (m *Metrics) deferredRound() {
	if m != nil {
		m.deferred.Inc()
	}
}
