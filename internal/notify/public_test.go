package notify

import (
	"context"
	"errors"
	"net/netip"
	"testing"
)

// Every IPv6 form that carries an IPv4 address is as public as the IPv4
// address it leads to.
func TestPublicAddresses(t *testing.T) {
	for _, c := range []struct {
		addr   string
		public bool
	}{
		// IPv4
		{"8.8.8.8", true},
		{"127.0.0.1", false},
		{"10.1.2.3", false},
		{"172.16.0.1", false},
		{"192.168.1.1", false},
		{"169.254.169.254", false},
		{"100.64.0.1", false},
		{"0.0.0.0", false},
		{"255.255.255.255", false},
		{"224.0.0.1", false},
		{"192.0.2.1", false},
		{"198.18.0.1", false},
		// native IPv6
		{"2606:4700:4700::1111", true},
		{"::1", false},
		{"::", false},
		{"fe80::1", false},
		{"fe80::1%eth0", false},
		{"fd00::1", false},
		{"fd00:ec2::254", false},
		{"fec0::1", false},
		{"ff02::1", false},
		{"100::1", false},
		{"2001:db8::1", false},
		{"3fff::1", false},
		{"4000::1", false},
		{"2001:2::1", false},
		// IPv4-mapped ::ffff:0:0/96
		{"::ffff:8.8.8.8", true},
		{"::ffff:127.0.0.1", false},
		{"::ffff:169.254.169.254", false},
		// IPv4-compatible ::/96, deprecated: never
		{"::127.0.0.1", false},
		{"::8.8.8.8", false},
		{"::10.0.0.1", false},
		// SIIT ::ffff:0:0:0/96
		{"::ffff:0:808:808", true},
		{"::ffff:0:7f00:1", false},
		// 6to4 2002::/16
		{"2002:808:808::1", true},
		{"2002:7f00:1::", false},
		{"2002:a00:1::1", false},
		{"2002:a9fe:a9fe::", false},
		// NAT64 64:ff9b::/96
		{"64:ff9b::808:808", true},
		{"64:ff9b::7f00:1", false},
		{"64:ff9b::a9fe:a9fe", false},
		{"64:ff9b::c0a8:101", false},
		// local-use NAT64 64:ff9b:1::/48: the IPv4 address may sit at any
		// RFC 6052 position
		{"64:ff9b:1:808:8:808:808:808", true}, // 8.8.8.8 wherever it is read
		{"64:ff9b:1::808:808", false},         // 8.8.8.8 at /96, 0.0.0.0 at /48
		{"64:ff9b:1:7f00:1::", false},         // 127.0.0.1 at /48
		{"64:ff9b:1::7f00:1", false},          // 127.0.0.1 at /96
		{"64:ff9b:1:0:7f:0:1:0", false},       // 127.0.0.1 at /64
		// Teredo 2001::/32: server, then the client inverted
		{"2001:0:808:808:0:0:f7f7:f7f7", true},  // server 8.8.8.8, client 8.8.8.8
		{"2001:0:808:808:0:0:80ff:fffe", false}, // client 127.0.0.1
		{"2001:0:808:808:0:0:f5ff:fffe", false}, // client 10.0.0.1
		{"2001:0:7f00:1:0:0:f7f7:f7f7", false},  // server 127.0.0.1
	} {
		if got := Public(netip.MustParseAddr(c.addr)); got != c.public {
			t.Errorf("Public(%s) = %v, want %v", c.addr, got, c.public)
		}
	}
}

// The check runs when an endpoint is saved and again on the address
// actually dialled.
func TestTransitionAddressesAreRefusedAtSaveAndDial(t *testing.T) {
	s := NewSender(false)
	for _, u := range []string{"https://[::127.0.0.1]/", "https://[2002:7f00:1::]/", "https://[64:ff9b::a9fe:a9fe]/latest",
		"https://[::ffff:127.0.0.1]/", "https://[2001:0:808:808:0:0:80ff:fffe]/", "https://[64:ff9b:1::7f00:1]/"} {
		if err := s.CheckURL(context.Background(), u); !errors.Is(err, ErrPrivateAddress) {
			t.Errorf("saved %s: %v", u, err)
		}
		res, err := s.Client.Get(u)
		if err == nil {
			res.Body.Close()
		}
		if !errors.Is(err, ErrPrivateAddress) {
			t.Errorf("dialled %s: %v", u, err)
		}
	}
}
