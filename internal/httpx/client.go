package httpx

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ClientIP returns the address a request came from. X-Forwarded-For is
// believed only when the server is told it runs behind a proxy, and then
// only its last hop, the one the proxy itself appended.
func ClientIP(r *http.Request, trustProxy bool) string {
	if trustProxy {
		if xff := r.Header.Get("X-Forwarded-For"); xff != "" {
			parts := strings.Split(xff, ",")
			if ip := strings.TrimSpace(parts[len(parts)-1]); net.ParseIP(ip) != nil {
				return ip
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// ClientKey names the network a request came from, for limits: an IPv4
// address as it is, an IPv6 address by its /64, since one subscriber
// usually holds a whole /64 and could otherwise pick a new address per
// request.
func ClientKey(r *http.Request, trustProxy bool) string {
	return NetworkKey(ClientIP(r, trustProxy))
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
