package main

import (
	"bufio"
	"debug/buildinfo"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Machine describes where the numbers were taken.
type Machine struct {
	CPU       string
	Cores     int
	Memory    string
	GoVersion string // of the server binary, when readable
	Date      time.Time
	LoadAvg   string // 1-minute load average before the run: other work skews the numbers
}

func describeMachine(bin string) Machine {
	m := Machine{CPU: "unknown CPU", Cores: runtime.NumCPU(), Memory: "unknown", GoVersion: runtime.Version(), Date: time.Now()}
	if v := procField("/proc/cpuinfo", "model name"); v != "" {
		m.CPU = v
	} else if v := procField("/proc/cpuinfo", "Hardware"); v != "" {
		m.CPU = v
	}
	if v := procField("/proc/meminfo", "MemTotal"); v != "" {
		if f := strings.Fields(v); len(f) > 0 {
			if kb, err := strconv.ParseInt(f[0], 10, 64); err == nil {
				m.Memory = fmt.Sprintf("%.1f GiB", float64(kb)/(1<<20))
			}
		}
	}
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		if f := strings.Fields(string(b)); len(f) > 0 {
			m.LoadAvg = f[0]
		}
	}
	if bi, err := buildinfo.ReadFile(bin); err == nil {
		m.GoVersion = bi.GoVersion
	}
	return m
}

// procField returns the value of the first "key: value" line of a /proc
// file, or "".
func procField(path, key string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 0; n < 100_000 && sc.Scan(); n++ {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

func (m Machine) String() string {
	return fmt.Sprintf("%s, %d cores, %s RAM, %s, %s", m.CPU, m.Cores, m.Memory, m.GoVersion, m.Date.Format("2006-01-02"))
}
