//go:build !modernc && !mattn && !ncruces

// Command sqlitedrivers measures the SQLite drivers side by side on the
// site's own writes: it builds one measuring binary per driver (build tags
// modernc, mattn, ncruces), runs them one after the other, round after
// round, and prints the median writer time per write of each as a
// Markdown table.
//
//	cd tools/sqlitedrivers && go run . -rounds 3
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
)

type result struct {
	Driver     string  `json:"driver"`
	Scenario   string  `json:"scenario"`
	Batch      int     `json:"batch"`
	Writes     int     `json:"writes"`
	PerWrite   float64 `json:"perWriteUS"`
	Statements float64 `json:"statementsUS"`
}

var drivers = []string{"modernc", "mattn", "ncruces"}

func main() {
	rounds := flag.Int("rounds", 3, "runs of every driver, one after the other")
	writes := flag.String("writes", "6000", "writes per scenario")
	batch := flag.String("batch", "14", "writes per commit (14 is what the site's batcher made of 32 bench clients)")
	flag.Parse()
	bin, err := os.MkdirTemp("", "sqlitedrivers-bin-")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(bin)
	for _, d := range drivers {
		cmd := exec.Command("go", "build", "-tags", d, "-o", filepath.Join(bin, d), ".")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			fail(fmt.Errorf("build %s: %v\n%s", d, err, out))
		}
	}
	type key struct{ driver, scenario string }
	per, stmts := map[key][]float64{}, map[key][]float64{}
	labels := map[string]string{}
	for r := range *rounds {
		for _, d := range drivers {
			out, err := exec.Command(filepath.Join(bin, d), "-writes", *writes, "-batch", *batch).Output()
			if err != nil {
				fail(fmt.Errorf("%s: %v", d, err))
			}
			sc := bufio.NewScanner(bytes.NewReader(out))
			for sc.Scan() {
				var res result
				if err := json.Unmarshal(sc.Bytes(), &res); err != nil {
					fail(err)
				}
				k := key{d, res.Scenario}
				per[k] = append(per[k], res.PerWrite)
				stmts[k] = append(stmts[k], res.Statements)
				labels[d] = res.Driver
				fmt.Fprintf(os.Stderr, "round %d %-8s %-6s %6.1f µs per write (%5.1f µs in statements)\n", r+1, d, res.Scenario, res.PerWrite, res.Statements)
			}
		}
	}
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("Measured %s, %s, %d CPUs, load average %s; %s writes per scenario in commits of %s, synchronous=FULL, median of %d rounds.\n\n",
		time.Now().Format("2006-01-02"), runtime.Version(), runtime.NumCPU(), strings.Join(strings.Fields(string(load))[:3], " "), *writes, *batch, *rounds)
	fmt.Println("| Driver | leads: writer per write | of it in statements | votes: writer per write | of it in statements |")
	fmt.Println("|---|---:|---:|---:|---:|")
	for _, d := range drivers {
		fmt.Printf("| %s | %.0f µs | %.0f µs | %.0f µs | %.0f µs |\n", labels[d],
			median(per[key{d, "leads"}]), median(stmts[key{d, "leads"}]), median(per[key{d, "votes"}]), median(stmts[key{d, "votes"}]))
	}
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "sqlitedrivers:", err)
	os.Exit(1)
}
