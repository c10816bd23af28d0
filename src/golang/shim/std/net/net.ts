// Package net: the network interfaces of the lab's pod. The lab has no network (LAB-CONTRACT §2), so
// the pod has only its loopback interface, as a container in a network namespace without links has:
// Interfaces returns `lo` (up, loopback, running, MTU 65536, no hardware address). Interface,
// HardwareAddr and Flags are Go's, and SplitHostPort/JoinHostPort; dialing, listening and IP types are not provided.
import type { ShimDefinition } from "../../registry";

const source = `package net

import "errors"

// HardwareAddr represents a physical hardware address.
type HardwareAddr []byte

// String returns the address in colon-separated hexadecimal form, as 00:00:5e:00:53:01.
func (a HardwareAddr) String() string {
	if len(a) == 0 {
		return ""
	}
	const hexDigit = "0123456789abcdef"
	buf := make([]byte, 0, len(a)*3-1)
	for i, b := range a {
		if i > 0 {
			buf = append(buf, ':')
		}
		buf = append(buf, hexDigit[b>>4], hexDigit[b&0xF])
	}
	return string(buf)
}

// Flags are an interface's flags.
type Flags uint

const (
	FlagUp           Flags = 1 << iota // interface is administratively up
	FlagBroadcast                      // interface supports broadcast access capability
	FlagLoopback                       // interface is a loopback interface
	FlagPointToPoint                   // interface belongs to a point-to-point link
	FlagMulticast                      // interface supports multicast access capability
	FlagRunning                        // interface is in running state
)

var flagNames = []string{"up", "broadcast", "loopback", "pointtopoint", "multicast", "running"}

// String names the flags set, joined by "|" ("0" for none).
func (f Flags) String() string {
	s := ""
	for i, name := range flagNames {
		if f&(1<<uint(i)) != 0 {
			if s != "" {
				s += "|"
			}
			s += name
		}
	}
	if s == "" {
		s = "0"
	}
	return s
}

// Interface describes one network interface: its index and name, and a few of its properties.
type Interface struct {
	Index        int          // counted from 1; 0 means no interface
	MTU          int          // largest packet, in bytes
	Name         string       // such as "lo" or "eth0"
	HardwareAddr HardwareAddr // link-layer address, empty for lo
	Flags        Flags        // FlagUp, FlagLoopback and the like, or-ed together
}

func loopback() Interface {
	return Interface{Index: 1, MTU: 65536, Name: "lo", Flags: FlagUp | FlagLoopback | FlagRunning}
}

// Interfaces lists the network interfaces of the machine; the lab's pod has only lo.
func Interfaces() ([]Interface, error) {
	return []Interface{loopback()}, nil
}

var errNoSuchInterface = errors.New("no such network interface")

// InterfaceByName finds a network interface by name; the lab knows only the loopback one.
func InterfaceByName(name string) (*Interface, error) {
	if name == "" {
		return nil, &OpError{Op: "route", Net: "ip+net", Err: errors.New("invalid network interface name")}
	}
	if lo := loopback(); name == lo.Name {
		return &lo, nil
	}
	return nil, &OpError{Op: "route", Net: "ip+net", Err: errNoSuchInterface}
}

// InterfaceByIndex finds a network interface by index; the lab knows only the loopback one.
func InterfaceByIndex(index int) (*Interface, error) {
	if index <= 0 {
		return nil, &OpError{Op: "route", Net: "ip+net", Err: errors.New("invalid network interface index")}
	}
	if lo := loopback(); index == lo.Index {
		return &lo, nil
	}
	return nil, &OpError{Op: "route", Net: "ip+net", Err: errNoSuchInterface}
}

// OpError is the error most net functions give back: which operation failed (Op), on which network
// (Net), and the underlying cause (Err). The lab's OpError has no Source or Addr field.
type OpError struct {
	Op  string
	Net string
	Err error
}

func (e *OpError) Unwrap() error { return e.Err }

// AddrError describes a malformed address.
type AddrError struct {
	Err  string
	Addr string
}

func (e *AddrError) Error() string {
	if e == nil {
		return "<nil>"
	}
	if e.Addr != "" {
		return "address " + e.Addr + ": " + e.Err
	}
	return e.Err
}

// Timeout reports false: an address error is not a timeout.
func (e *AddrError) Timeout() bool { return false }

// Temporary reports false: an address error is not temporary.
func (e *AddrError) Temporary() bool { return false }

func byteIndex(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// SplitHostPort cuts hostport at its last colon into host and port, removing the square brackets
// that must enclose an IPv6 literal (a %zone suffix stays part of host); a malformed hostport gives
// an *AddrError.
func SplitHostPort(hostport string) (host, port string, err error) {
	fail := func(why string) (string, string, error) { return "", "", &AddrError{Err: why, Addr: hostport} }
	colon := -1
	for i := len(hostport) - 1; i >= 0; i-- {
		if hostport[i] == ':' {
			colon = i
			break
		}
	}
	if colon < 0 {
		return fail("missing port in address")
	}
	from, after := 0, 0
	if hostport[0] == '[' {
		end := byteIndex(hostport, ']')
		if end < 0 {
			return fail("missing ']' in address")
		}
		if end+1 == len(hostport) {
			return fail("missing port in address")
		}
		if end+1 != colon {
			if hostport[end+1] == ':' {
				return fail("too many colons in address")
			}
			return fail("missing port in address")
		}
		host = hostport[1:end]
		from, after = 1, end+1
	} else {
		host = hostport[:colon]
		if byteIndex(host, ':') >= 0 {
			return fail("too many colons in address")
		}
	}
	if byteIndex(hostport[from:], '[') >= 0 {
		return fail("unexpected '[' in address")
	}
	if byteIndex(hostport[after:], ']') >= 0 {
		return fail("unexpected ']' in address")
	}
	return host, hostport[colon+1:], nil
}

// JoinHostPort puts host and port together with a colon, wrapping host in square brackets when it
// has a colon of its own (an IPv6 literal).
func JoinHostPort(host, port string) string {
	if byteIndex(host, ':') >= 0 {
		return "[" + host + "]:" + port
	}
	return host + ":" + port
}

func (e *OpError) Error() string {
	if e == nil {
		return "<nil>"
	}
	s := e.Op
	if e.Net != "" {
		s += " " + e.Net
	}
	return s + ": " + e.Err.Error()
}
`;

export const netPackage: ShimDefinition = { path: "net", source, natives: {} };
