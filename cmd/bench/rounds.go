package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// runRounds runs the selection o.rounds times, each round on the base
// binary first when there is one, then on o.bin, and ends with the medians.
//
// On a shared machine the same binary's figures drift by a fifth from one
// minute to the next, more than most of what is compared: a ratio taken
// from two figures measured side by side, round after round, is the
// figure to read, and its median over rounds the one to report.
func runRounds(ctx context.Context, o options, w io.Writer) error {
	if err := o.validate(); err != nil {
		return err
	}
	if o.rounds == 1 && o.base == "" {
		_, err := run(ctx, o, w)
		return err
	}
	bins := []string{o.bin}
	if o.base != "" {
		bins = []string{o.base, o.bin}
	}
	// rps[bin][scenario] holds one figure a round.
	rps := map[string]map[string][]float64{}
	var order []string
	var failures []string
	for round := 1; round <= o.rounds && ctx.Err() == nil; round++ {
		for _, bin := range bins {
			fmt.Fprintf(w, "==== round %d of %d: %s\n\n", round, o.rounds, bin)
			ob := o
			ob.bin = bin
			results, err := run(ctx, ob, w)
			if err != nil {
				failures = append(failures, fmt.Sprintf("round %d, %s: %v", round, bin, err))
			}
			if rps[bin] == nil {
				rps[bin] = map[string][]float64{}
			}
			for _, r := range results {
				if !slices.Contains(order, r.Name) {
					order = append(order, r.Name)
				}
				figure := 0.0
				if r.Err == nil {
					figure = r.RPS()
				}
				rps[bin][r.Name] = append(rps[bin][r.Name], figure)
			}
			fmt.Fprintln(w)
		}
	}
	printRounds(w, o, bins, order, rps)
	if ctx.Err() != nil {
		return errors.New("interrupted")
	}
	if len(failures) > 0 {
		return errors.New(strings.Join(failures, "; "))
	}
	return nil
}

// printRounds writes the medians over rounds, and the median of each
// round's ratios: this binary over the base, and notifications over plain
// leads on the same binary.
func printRounds(w io.Writer, o options, bins []string, order []string, rps map[string]map[string][]float64) {
	fmt.Fprintf(w, "---- %d rounds (Markdown): requests/s, median (lowest to highest) ----\n\n", o.rounds)
	this := bins[len(bins)-1]
	if o.base != "" {
		fmt.Fprintf(w, "| Scenario | %s | %s | ratio, median of the rounds' (range) |\n|---|---:|---:|---:|\n", o.base, this)
	} else {
		fmt.Fprintf(w, "| Scenario | %s |\n|---|---:|\n", this)
	}
	for _, name := range order {
		row := "| " + name
		for _, bin := range bins {
			row += " | " + spread(rps[bin][name], "%.0f")
		}
		if o.base != "" {
			row += " | " + spread(ratios(rps[this][name], rps[o.base][name]), "%.2fx")
		}
		fmt.Fprintln(w, row+" |")
	}
	fmt.Fprintln(w)
	for _, bin := range bins {
		if r := ratios(rps[bin]["leads-post-notify"], rps[bin]["leads-post"]); len(r) > 0 {
			for i := range r {
				r[i] *= 100
			}
			fmt.Fprintf(w, "- %s: leads-post-notify at %s of leads-post in the same round (target at least 85%%)\n", bin, spread(r, "%.0f%%"))
		}
	}
}

// ratios divides a by b round by round, skipping rounds where either failed.
func ratios(a, b []float64) []float64 {
	var out []float64
	for i := range min(len(a), len(b)) {
		if a[i] > 0 && b[i] > 0 {
			out = append(out, a[i]/b[i])
		}
	}
	return out
}

// spread is "median (lowest to highest)" of xs in format f.
func spread(xs []float64, f string) string {
	if len(xs) == 0 {
		return "failed"
	}
	s := slices.Sorted(slices.Values(xs))
	med := s[len(s)/2]
	if len(s)%2 == 0 {
		med = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	if len(s) == 1 {
		return fmt.Sprintf(f, med)
	}
	return fmt.Sprintf(f+" ("+f+" to "+f+")", med, s[0], s[len(s)-1])
}
