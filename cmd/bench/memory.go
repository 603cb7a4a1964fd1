package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// MemStats is the server's resident memory over one scenario, in bytes.
type MemStats struct {
	Peak    int64 // highest of the 200 ms samples and the kernel's VmHWM
	End     int64 // VmRSS once the load was over
	Settled int64 // VmRSS settleAfterLoad later
	Samples int
}

// procMem reads VmRSS and VmHWM (the peak since start, or since the last
// reset) of pid from /proc.
func procMem(pid int) (rss, hwm int64, err error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok || (k != "VmRSS" && k != "VmHWM") {
			continue
		}
		fields := strings.Fields(v) // "123456 kB"
		if len(fields) == 0 {
			continue
		}
		n, err := strconv.ParseInt(fields[0], 10, 64)
		if err != nil {
			continue
		}
		if k == "VmRSS" {
			rss = n * 1024
		} else {
			hwm = n * 1024
		}
	}
	if rss == 0 {
		return 0, 0, fmt.Errorf("no VmRSS in /proc/%d/status", pid)
	}
	return rss, hwm, sc.Err()
}

// resetPeak restarts the kernel's VmHWM count for pid, so that each
// scenario gets its own peak. It is best effort: without it the peak is
// the process's since start.
func resetPeak(pid int) bool {
	return os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", pid), []byte("5"), 0) == nil
}

// memSampler reads the server's memory every interval until stopped.
type memSampler struct {
	pid  int
	stop chan struct{}
	done chan struct{}

	mu      sync.Mutex
	peak    int64
	samples int
}

func startMemSampler(pid int, interval time.Duration) *memSampler {
	m := &memSampler{pid: pid, stop: make(chan struct{}), done: make(chan struct{})}
	m.sample()
	go func() {
		defer close(m.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		// Bounded in count as well: a day of samples at most.
		for n := 0; n < int(24*time.Hour/interval); n++ {
			select {
			case <-m.stop:
				return
			case <-t.C:
				m.sample()
			}
		}
	}()
	return m
}

func (m *memSampler) sample() {
	rss, hwm, err := procMem(m.pid)
	if err != nil {
		return
	}
	m.mu.Lock()
	m.peak = max(m.peak, rss, hwm)
	m.samples++
	m.mu.Unlock()
}

// finish stops sampling and returns the scenario's figures.
func (m *memSampler) finish() MemStats {
	close(m.stop)
	<-m.done
	m.sample()
	rss, _, _ := procMem(m.pid)
	m.mu.Lock()
	defer m.mu.Unlock()
	return MemStats{Peak: m.peak, End: rss, Samples: m.samples}
}

func mib(b int64) string {
	if b <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20))
}

// userHZ is the unit of the CPU times in /proc/<pid>/stat: 100 on every
// Linux architecture Go supports.
const userHZ = 100

// procCPU returns the CPU time pid has used, user plus system.
func procCPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name, in parentheses, may hold spaces: count fields
	// after its closing parenthesis. utime and stime are fields 14 and 15.
	i := strings.LastIndexByte(string(b), ')')
	if i < 0 {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	ut, err1 := strconv.ParseInt(f[11], 10, 64)
	st, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	return time.Duration(ut+st) * time.Second / userHZ, nil
}

// selfCPU returns the CPU time this process has used.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// cpuMeter measures how many cores the server and the load generator used
// over an interval.
type cpuMeter struct {
	pid             int
	start           time.Time
	server, ownself time.Duration
}

func startCPU(pid int) *cpuMeter {
	s, _ := procCPU(pid)
	return &cpuMeter{pid: pid, start: time.Now(), server: s, ownself: selfCPU()}
}

// CPUStats is the CPU use over one scenario, in cores (1.0 = one core busy).
type CPUStats struct {
	Server, Bench float64
}

func (c *cpuMeter) finish() CPUStats {
	wall := time.Since(c.start).Seconds()
	s, err := procCPU(c.pid)
	if err != nil || wall <= 0 {
		return CPUStats{}
	}
	return CPUStats{Server: (s - c.server).Seconds() / wall, Bench: (selfCPU() - c.ownself).Seconds() / wall}
}
