package notify

import (
	"net/netip"
)

// Public tells whether an address is on the public internet, the only
// place a webhook may go. An IPv6 address that carries an IPv4 one for a
// relay or translator to reach (IPv4-mapped, SIIT, NAT64, 6to4, Teredo) is
// public only when every IPv4 address it carries is: the relay would
// otherwise connect to a private one for us. Other IPv6 addresses must be
// global unicast (2000::/3) outside the special-purpose blocks.
func Public(ip netip.Addr) bool {
	ip = ip.WithZone("")
	if ip.Is4() {
		return public4(ip)
	}
	if !ip.Is6() {
		return false
	}
	if embedded, ok := carriedIPv4(ip); ok {
		for _, v4 := range embedded {
			if !public4(v4) {
				return false
			}
		}
		return true
	}
	if ipv4Compatible.Contains(ip) { // ::a.b.c.d, deprecated; :: and ::1 too
		return false
	}
	if !globalUnicast6.Contains(ip) {
		return false
	}
	for _, p := range nonPublic6 {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}

var (
	ipv4Compatible = netip.MustParsePrefix("::/96")
	globalUnicast6 = netip.MustParsePrefix("2000::/3")
	// Special-purpose blocks inside 2000::/3 that are not the public
	// internet (IANA's IPv6 special-purpose registry).
	nonPublic6 = prefixes(
		"2001::/23",     // IETF protocol assignments (Teredo is read before)
		"2001:db8::/32", // documentation
		"3fff::/20",     // documentation
	)
	nonPublic4 = prefixes(
		"0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
		"192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15",
		"198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
	)

	mapped4   = netip.MustParsePrefix("::ffff:0:0/96")
	siit4     = netip.MustParsePrefix("::ffff:0:0:0/96")
	nat64     = netip.MustParsePrefix("64:ff9b::/96")
	nat64Locl = netip.MustParsePrefix("64:ff9b:1::/48")
	sixToFour = netip.MustParsePrefix("2002::/16")
	teredo    = netip.MustParsePrefix("2001::/32")
)

func prefixes(ss ...string) []netip.Prefix {
	out := make([]netip.Prefix, len(ss))
	for i, s := range ss {
		out[i] = netip.MustParsePrefix(s)
	}
	return out
}

func public4(ip netip.Addr) bool {
	for _, p := range nonPublic4 {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}

// carriedIPv4 returns the IPv4 addresses an IPv6 transition address leads
// to, and whether ip is one.
func carriedIPv4(ip netip.Addr) ([]netip.Addr, bool) {
	b := ip.As16()
	v4 := func(x [4]byte) netip.Addr { return netip.AddrFrom4(x) }
	switch {
	case mapped4.Contains(ip), siit4.Contains(ip), nat64.Contains(ip):
		return []netip.Addr{v4([4]byte(b[12:16]))}, true
	case nat64Locl.Contains(ip):
		// A local-use translation prefix may be any RFC 6052 length from
		// /48 to /96, which only the network's operator knows; the IPv4
		// address must be public wherever it may sit (bits 64-71 are
		// skipped).
		return []netip.Addr{
			v4([4]byte{b[6], b[7], b[9], b[10]}),  // /48
			v4([4]byte{b[7], b[9], b[10], b[11]}), // /56
			v4([4]byte(b[9:13])),                  // /64
			v4([4]byte(b[12:16])),                 // /96
		}, true
	case sixToFour.Contains(ip):
		return []netip.Addr{v4([4]byte(b[2:6]))}, true
	case teredo.Contains(ip):
		// The Teredo server, and the client's address inverted bit by bit
		// in the last 32 bits.
		client := [4]byte{^b[12], ^b[13], ^b[14], ^b[15]}
		return []netip.Addr{v4([4]byte(b[4:8])), v4(client)}, true
	}
	return nil, false
}
