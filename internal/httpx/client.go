package httpx

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// TrustedProxies is how many proxies of the operator's own stand in front
// of the server, each appending to X-Forwarded-For the address it was
// reached from. 0 believes no X-Forwarded-For at all.
type TrustedProxies int

// ClientIP returns the address a request came from. With p trusted
// proxies it is the p-th address from the right of X-Forwarded-For, read
// over every header line in order (HAProxy adds a line of its own; nginx
// joins with commas): what a client wrote itself is always to the left of
// what the proxies appended, so it is never believed. When the header has
// fewer addresses than trusted proxies, or the chosen one does not parse,
// the connection's own address is used: the request did not come the way
// the operator said, and it then shares the proxy's limits rather than
// picking its own.
func ClientIP(r *http.Request, p TrustedProxies) string {
	if p > 0 {
		if ip, ok := forwardedFor(r.Header.Values("X-Forwarded-For"), int(p)); ok {
			return ip
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	if addr, err := netip.ParseAddr(host); err == nil {
		return addr.WithZone("").Unmap().String()
	}
	return host
}

// forwardedFor picks the hops-th address from the right of the header's
// lines.
func forwardedFor(lines []string, hops int) (string, bool) {
	var hopsSeen []string
	for _, line := range lines {
		hopsSeen = append(hopsSeen, strings.Split(line, ",")...)
	}
	if len(hopsSeen) < hops {
		return "", false
	}
	addr, ok := parseHop(hopsSeen[len(hopsSeen)-hops])
	if !ok {
		return "", false
	}
	return addr.String(), true
}

// parseHop reads one X-Forwarded-For entry: an address, optionally with a
// port (some balancers append one), IPv6 optionally in brackets and with
// a zone, which is dropped (it names an interface of the proxy, not a
// client).
func parseHop(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().WithZone("").Unmap(), true
	}
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
		s = s[1 : len(s)-1]
	}
	addr, err := netip.ParseAddr(s)
	if err != nil {
		return netip.Addr{}, false
	}
	return addr.WithZone("").Unmap(), true
}

// ClientKey names the network a request came from, for limits: an IPv4
// address as it is, an IPv6 address by its /64, since one subscriber
// usually holds a whole /64 and could otherwise pick a new address per
// request.
func ClientKey(r *http.Request, p TrustedProxies) string {
	return NetworkKey(ClientIP(r, p))
}

// NetworkKey is ClientKey for an address already read.
func NetworkKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.Unmap()
	if addr.Is4() {
		return addr.String()
	}
	p, _ := addr.WithZone("").Prefix(64)
	return p.String()
}
