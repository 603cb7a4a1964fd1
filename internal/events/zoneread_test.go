package events

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	ical "github.com/emersion/go-ical"
)

// A calendar app knows a TZID only from the file's VTIMEZONE. These helpers
// read the VTIMEZONEs of a file the way one does, with a parser that is not
// the one writing the feed (emersion/go-ical), and turn each into a
// time.Location holding exactly the onsets it describes: times read
// through it land where a subscriber's calendar puts them.

// fileZones reads every VTIMEZONE of an iCalendar file as a Location
// whose onsets cover [from, to).
func fileZones(t *testing.T, file string, from, to time.Time) map[string]*time.Location {
	t.Helper()
	cal, err := ical.NewDecoder(strings.NewReader(file)).Decode()
	if err != nil {
		t.Fatalf("the file does not parse: %v", err)
	}
	out := map[string]*time.Location{}
	for _, c := range cal.Children {
		if c.Name != ical.CompTimezone {
			continue
		}
		id := c.Props.Get(ical.PropTimezoneID)
		if id == nil {
			t.Fatal("a VTIMEZONE without TZID")
		}
		loc, err := zoneOf(id.Value, c, from, to)
		if err != nil {
			t.Fatalf("VTIMEZONE %s: %v", id.Value, err)
		}
		out[id.Value] = loc
	}
	return out
}

type zoneType struct {
	offset int
	dst    bool
	name   string
}

type onsetAt struct {
	at   time.Time
	zone zoneType
}

// zoneOf lists every onset of the VTIMEZONE's parts up to to, reading each
// part's DTSTART (and rule) on the clock of its TZOFFSETFROM, as RFC 5545
// says.
func zoneOf(id string, tz *ical.Component, from, to time.Time) (*time.Location, error) {
	var onsets []onsetAt
	for _, part := range tz.Children {
		if part.Name != ical.CompTimezoneStandard && part.Name != ical.CompTimezoneDaylight {
			return nil, fmt.Errorf("unexpected %s", part.Name)
		}
		offFrom, err1 := readOffset(part.Props.Get(ical.PropTimezoneOffsetFrom))
		offTo, err2 := readOffset(part.Props.Get(ical.PropTimezoneOffsetTo))
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("offsets: %v %v", err1, err2)
		}
		name := ""
		if p := part.Props.Get(ical.PropTimezoneName); p != nil {
			name = p.Value
		}
		z := zoneType{offset: offTo, dst: part.Name == ical.CompTimezoneDaylight, name: name}
		clock := time.FixedZone("", offFrom)
		start, err := part.Props.DateTime(ical.PropDateTimeStart, clock)
		if err != nil {
			return nil, err
		}
		set, err := part.RecurrenceSet(clock)
		if err != nil {
			return nil, err
		}
		if set == nil {
			onsets = append(onsets, onsetAt{start, z})
		} else {
			for _, at := range set.Between(start.Add(-time.Second), to, true) {
				onsets = append(onsets, onsetAt{at, z})
			}
		}
		if part.Props.Get(ical.PropRecurrenceDates) != nil {
			return nil, fmt.Errorf("RDATE is not read here")
		}
	}
	if len(onsets) == 0 {
		return nil, fmt.Errorf("no STANDARD or DAYLIGHT part")
	}
	slices.SortFunc(onsets, func(a, b onsetAt) int { return a.at.Compare(b.at) })
	// Before its first onset the zone is unknown: the first part's offset
	// stands in, so that a time there reads as the file would have it.
	return time.LoadLocationFromTZData(id, tzif(onsets[0].zone, onsets))
}

// readOffset reads +HHMM or +HHMMSS.
func readOffset(p *ical.Prop) (int, error) {
	if p == nil || (len(p.Value) != 5 && len(p.Value) != 7) {
		return 0, fmt.Errorf("bad offset %v", p)
	}
	sign := 1
	switch p.Value[0] {
	case '-':
		sign = -1
	case '+':
	default:
		return 0, fmt.Errorf("bad offset %q", p.Value)
	}
	secs := 0
	for i, unit := range []int{3600, 60, 1} {
		if 1+2*i+2 > len(p.Value) {
			break
		}
		n, err := strconv.Atoi(p.Value[1+2*i : 3+2*i])
		if err != nil {
			return 0, err
		}
		secs += n * unit
	}
	return sign * secs, nil
}

// tzif encodes onsets as TZif version 1 data (RFC 8536), which Go's time
// package loads as a Location: times before the first onset get initial.
func tzif(initial zoneType, onsets []onsetAt) []byte {
	types := []zoneType{initial}
	index := func(z zoneType) byte {
		if i := slices.Index(types, z); i >= 0 {
			return byte(i)
		}
		types = append(types, z)
		return byte(len(types) - 1)
	}
	times := make([]int32, 0, len(onsets))
	indices := make([]byte, 0, len(onsets))
	for _, o := range onsets {
		times = append(times, int32(o.at.Unix()))
		indices = append(indices, index(o.zone))
	}
	var chars []byte
	desig := map[string]byte{}
	for _, z := range types {
		if _, ok := desig[z.name]; !ok {
			desig[z.name] = byte(len(chars))
			chars = append(append(chars, z.name...), 0)
		}
	}
	var b bytes.Buffer
	b.WriteString("TZif")
	b.Write(make([]byte, 16)) // version 1, then 15 reserved bytes
	for _, n := range []int{0, 0, 0, len(times), len(types), len(chars)} {
		binary.Write(&b, binary.BigEndian, uint32(n))
	}
	binary.Write(&b, binary.BigEndian, times)
	b.Write(indices)
	for _, z := range types {
		binary.Write(&b, binary.BigEndian, int32(z.offset))
		dst := byte(0)
		if z.dst {
			dst = 1
		}
		b.Write([]byte{dst, desig[z.name]})
	}
	b.Write(chars)
	return b.Bytes()
}
