package main

import (
	"bufio"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"mission/internal/leads"
)

func TestPercentile(t *testing.T) {
	var s []time.Duration
	for i := 1; i <= 100; i++ {
		s = append(s, time.Duration(i))
	}
	for _, c := range []struct {
		p    float64
		want time.Duration
	}{{50, 50}, {90, 90}, {99, 99}, {100, 100}, {0, 1}} {
		if got := percentile(s, c.p); got != c.want {
			t.Errorf("p%v = %v, want %v", c.p, got, c.want)
		}
	}
	if got := percentile([]time.Duration{7}, 99); got != 7 {
		t.Errorf("one sample: %v", got)
	}
	if got := percentile(nil, 50); got != 0 {
		t.Errorf("no samples: %v", got)
	}
}

func TestEntryScripts(t *testing.T) {
	page := `<html><head>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css">
<link crossorigin href='/assets/vendor-B.js' rel="modulepreload">
<script src="/legacy.js"></script>
<SCRIPT SRC=/assets/c.js TYPE=module></SCRIPT>
</head></html>`
	got := entryScripts(page)
	want := []string{"/assets/index-A.js", "/assets/vendor-B.js", "/assets/c.js"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestStaticImports(t *testing.T) {
	src := "const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[\"assets/Home.js\"])))=>i.map(i=>d[i]);\n" +
		`import{P as e,i as t}from"./index-A.js";/* empty css */import"./side.js";` +
		`import * as R from './r.js'; export{x as y}from"./re.js";export*from"./all.js";` +
		"var a=1;const p=()=>import(`./Lazy.js`);import\"./late.js\";"
	got := staticImports(src)
	want := []string{"./index-A.js", "./side.js", "./r.js", "./re.js", "./all.js"}
	if !slices.Equal(got, want) {
		t.Errorf("static: got %q, want %q", got, want)
	}
	if got := dynamicImports(src); !slices.Equal(got, []string{"./Lazy.js"}) {
		t.Errorf("dynamic: got %q", got)
	}
	if got := staticImports(`importScripts("x.js")`); len(got) != 0 {
		t.Errorf("importScripts taken for an import: %q", got)
	}
}

// The bench's leads must pass the server's own validation, or the scenario
// would measure 400s.
func TestLeadBodyIsValid(t *testing.T) {
	seen := map[string]bool{}
	for _, ci := range [][2]int{{0, 0}, {17, 42}, {31, 123456}} {
		var in leads.Input
		if err := json.Unmarshal(leadBody("k3f9za", ci[0], ci[1]), &in); err != nil {
			t.Fatal(err)
		}
		in = in.Normalize()
		if f := in.Validate(); f != nil {
			t.Errorf("client %d request %d: invalid: %v", ci[0], ci[1], f)
		}
		if seen[in.Email] {
			t.Errorf("duplicate email %s", in.Email)
		}
		seen[in.Email] = true
	}
}

func TestForwardedFor(t *testing.T) {
	seen := map[string]bool{}
	for c := range 5000 {
		a := ForwardedFor(c)
		if seen[a] {
			t.Fatalf("client %d shares %s", c, a)
		}
		seen[a] = true
	}
}

func TestBenchPNGIsAboutTheSizeAsked(t *testing.T) {
	for _, size := range []int{40 << 10, 500 << 10} {
		got := len(benchPNG(3, size))
		if got < size*9/10 || got > size*11/10 {
			t.Errorf("benchPNG(%d) is %d bytes", size, got)
		}
	}
	if string(benchPNG(1, 1000)[:8]) != "\x89PNG\r\n\x1a\n" {
		t.Error("not a PNG")
	}
}

func TestWriterCostFromMetrics(t *testing.T) {
	text := "# HELP db_writer_writes_total x\n# TYPE db_writer_writes_total counter\ndb_writer_writes_total 1200\n" +
		"db_writer_commits_total 40\ndb_writer_busy_seconds_total 0.6\ndb_writer_commit_seconds_total 0.3\ngo_goroutines 12\n"
	after, ok := parseWriter(bufio.NewScanner(strings.NewReader(text)))
	if !ok {
		t.Fatal("writer counters not found")
	}
	c := writerCost(writerStats{Writes: 200, Commits: 10, Busy: 100 * time.Millisecond}, after)
	if c.Writes != 1000 || c.Commits != 30 || c.PerWrite() != 500*time.Microsecond {
		t.Fatalf("cost %+v, per write %s", c, c.PerWrite())
	}
	if _, ok := parseWriter(bufio.NewScanner(strings.NewReader("go_goroutines 12\n"))); ok {
		t.Fatal("a server without a writer reported one")
	}
	if writerCost(after, after) != nil {
		t.Fatal("no writes should give no cost")
	}
}

// A ratio is taken within a round, never across rounds, and a failed
// round (0) is left out rather than counted as a ratio of zero.
func TestRoundRatiosAndSpread(t *testing.T) {
	got := ratios([]float64{200, 330, 0, 400}, []float64{100, 300, 250, 0})
	if want := []float64{2, 1.1}; len(got) != 2 || got[0] != want[0] || got[1] < 1.0999 || got[1] > 1.1001 {
		t.Fatalf("ratios = %v, want %v", got, want)
	}
	for _, c := range []struct {
		xs   []float64
		want string
	}{
		{nil, "failed"},
		{[]float64{5}, "5"},
		{[]float64{9, 1, 5}, "5 (1 to 9)"},
		{[]float64{4, 1, 2, 9}, "3 (1 to 9)"},
	} {
		if got := spread(c.xs, "%.0f"); got != c.want {
			t.Errorf("spread(%v) = %q, want %q", c.xs, got, c.want)
		}
	}
}
