// Package net/url: URL (Parse, String, Query, Hostname, Port, EscapedPath), Userinfo, Values (Get, Set, Add,
// Del, Has, Encode) and ParseQuery, QueryEscape/QueryUnescape, PathEscape/PathUnescape with Go's escaping
// rules, written in Go. The parser does not validate hosts and ports as Go's does.
import type { ShimDefinition } from "../../../registry";

const source = `package url

import (
	"sort"
	"strconv"
	"strings"
)

// Error is what Parse and friends return: which call failed (Op), on which input (URL), and why (Err).
type Error struct {
	Op  string
	URL string
	Err error
}

func (e *Error) Error() string { return e.Op + " " + strconv.Quote(e.URL) + ": " + e.Err.Error() }

// Unwrap lets errors.Is and errors.As see the cause inside.
func (e *Error) Unwrap() error { return e.Err }

type errorString string

func (e errorString) Error() string { return string(e) }

// EscapeError reports a malformed %-escape.
type EscapeError string

func (e EscapeError) Error() string { return "invalid URL escape " + strconv.Quote(string(e)) }

const (
	modePath = iota
	modeSegment
	modeQuery
	modeFragment
	modeUser
)

const upperhex = "0123456789ABCDEF"

func shouldEscape(c byte, mode int) bool {
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
		return false
	}
	switch c {
	case '-', '_', '.', '~':
		return false
	case '$', '&', '+', ',', '/', ':', ';', '=', '?', '@':
		switch mode {
		case modePath:
			return c == '?'
		case modeSegment:
			return c == '/' || c == ';' || c == ',' || c == '?'
		case modeUser:
			return c == '@' || c == '/' || c == '?' || c == ':'
		case modeQuery:
			return true
		case modeFragment:
			return false
		}
	}
	if mode == modeFragment {
		switch c {
		case '!', '(', ')', '*':
			return false
		}
	}
	return true
}

func escape(s string, mode int) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !shouldEscape(c, mode) {
			b.WriteByte(c)
		} else if c == ' ' && mode == modeQuery {
			b.WriteByte('+')
		} else {
			b.WriteByte('%')
			b.WriteByte(upperhex[c>>4])
			b.WriteByte(upperhex[c&15])
		}
	}
	return b.String()
}

func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

func unescape(s string, query bool) (string, error) {
	var out []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%':
			if i+2 >= len(s) {
				return "", EscapeError(s[i:])
			}
			h, ok1 := unhex(s[i+1])
			l, ok2 := unhex(s[i+2])
			if !ok1 || !ok2 {
				return "", EscapeError(s[i : i+3])
			}
			out = append(out, h<<4|l)
			i += 2
		case c == '+' && query:
			out = append(out, ' ')
		default:
			out = append(out, c)
		}
	}
	return string(out), nil
}

// QueryEscape percent-encodes s for use as a query key or value (a space becomes "+").
func QueryEscape(s string) string { return escape(s, modeQuery) }

// QueryUnescape undoes QueryEscape: %XX sequences are decoded and "+" becomes a space.
func QueryUnescape(s string) (string, error) { return unescape(s, true) }

// PathEscape percent-encodes s so it can sit between two slashes of a path.
func PathEscape(s string) string { return escape(s, modeSegment) }

// PathUnescape undoes PathEscape ("+" stays as it is).
func PathUnescape(s string) (string, error) { return unescape(s, false) }

// Values holds query parameters or form fields: each key with all the values given for it, in order.
type Values map[string][]string

// Get gives the first value of key, or "" when it has none.
func (v Values) Get(key string) string {
	vs := v[key]
	if len(vs) == 0 {
		return ""
	}
	return vs[0]
}

// Set makes value the only value of key.
func (v Values) Set(key, value string) { v[key] = []string{value} }

// Add puts value after any values key already has.
func (v Values) Add(key, value string) { v[key] = append(v[key], value) }

// Del drops key and all its values.
func (v Values) Del(key string) { delete(v, key) }

// Has tells whether key is present, even with no values.
func (v Values) Has(key string) bool {
	_, ok := v[key]
	return ok
}

// Encode writes v as a query string, key=value pairs joined by "&", keys in sorted order.
func (v Values) Encode() string {
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		ke := QueryEscape(k)
		for _, val := range v[k] {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(ke)
			b.WriteByte('=')
			b.WriteString(QueryEscape(val))
		}
	}
	return b.String()
}

// ParseQuery splits a query string into Values, decoding each key and value; a pair that fails to decode
// is skipped, and the first such error is returned with everything else.
func ParseQuery(query string) (Values, error) {
	m := Values{}
	var firstErr error
	for query != "" {
		var key string
		key, query, _ = strings.Cut(query, "&")
		if strings.Contains(key, ";") {
			if firstErr == nil {
				firstErr = errorString("invalid semicolon separator in query")
			}
			continue
		}
		if key == "" {
			continue
		}
		key, value, _ := strings.Cut(key, "=")
		k, err := QueryUnescape(key)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		val, err := QueryUnescape(value)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		m[k] = append(m[k], val)
	}
	return m, firstErr
}

// Userinfo is the user (and maybe password) part of a URL; it cannot be changed once made.
type Userinfo struct {
	username    string
	password    string
	passwordSet bool
}

// User makes a Userinfo with a user name and no password.
func User(username string) *Userinfo { return &Userinfo{username: username} }

// UserPassword makes a Userinfo with both a user name and a password.
func UserPassword(username, password string) *Userinfo {
	return &Userinfo{username: username, password: password, passwordSet: true}
}

// Username gives the user part of the credentials ("" for a nil Userinfo).
func (u *Userinfo) Username() string {
	if u == nil {
		return ""
	}
	return u.username
}

// Password gives the password and whether one was given at all (an empty password still counts).
func (u *Userinfo) Password() (string, bool) {
	if u == nil {
		return "", false
	}
	return u.password, u.passwordSet
}

// String gives the escaped "user" or "user:password" text as it appears before the "@".
func (u *Userinfo) String() string {
	if u == nil {
		return ""
	}
	s := escape(u.username, modeUser)
	if u.passwordSet {
		s += ":" + escape(u.password, modeUser)
	}
	return s
}

// A URL represents a parsed URL: [scheme:][//[userinfo@]host][/]path[?query][#fragment].
type URL struct {
	Scheme   string
	Opaque   string
	User     *Userinfo
	Host     string
	Path     string
	RawPath  string
	RawQuery string
	Fragment string
}

func getScheme(rawURL string) (scheme, path string, err error) {
	for i := 0; i < len(rawURL); i++ {
		c := rawURL[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.':
			if i == 0 {
				return "", rawURL, nil
			}
		case c == ':':
			if i == 0 {
				return "", "", errorString("missing protocol scheme")
			}
			return rawURL[:i], rawURL[i+1:], nil
		default:
			return "", rawURL, nil
		}
	}
	return "", rawURL, nil
}

// Parse splits rawURL into a URL's parts and unescapes them; the lab's parser does not check hosts
// or ports.
func Parse(rawURL string) (*URL, error) {
	u, frag, _ := strings.Cut(rawURL, "#")
	url, err := parse(u)
	if err != nil {
		return nil, &Error{"parse", u, err}
	}
	if frag != "" {
		f, err := unescape(frag, false)
		if err != nil {
			return nil, &Error{"parse", rawURL, err}
		}
		url.Fragment = f
	}
	return url, nil
}

func parse(rawURL string) (*URL, error) {
	url := new(URL)
	scheme, rest, err := getScheme(rawURL)
	if err != nil {
		return nil, err
	}
	url.Scheme = strings.ToLower(scheme)
	rest, url.RawQuery, _ = strings.Cut(rest, "?")
	if !strings.HasPrefix(rest, "/") && url.Scheme != "" {
		url.Opaque = rest
		return url, nil
	}
	if strings.HasPrefix(rest, "//") {
		authority, r := rest[2:], ""
		if i := strings.Index(authority, "/"); i >= 0 {
			authority, r = authority[:i], authority[i:]
		}
		if i := strings.LastIndex(authority, "@"); i >= 0 {
			userinfo := authority[:i]
			authority = authority[i+1:]
			name, pass, hasPass := strings.Cut(userinfo, ":")
			if name, err = unescape(name, false); err != nil {
				return nil, err
			}
			if hasPass {
				if pass, err = unescape(pass, false); err != nil {
					return nil, err
				}
				url.User = UserPassword(name, pass)
			} else {
				url.User = User(name)
			}
		}
		url.Host = authority
		rest = r
	}
	p, err := unescape(rest, false)
	if err != nil {
		return nil, err
	}
	url.Path = p
	if escape(p, modePath) != rest {
		url.RawPath = rest
	}
	return url, nil
}

// EscapedPath gives u.Path in escaped form: RawPath when that spells Path correctly, else Path escaped anew.
func (u *URL) EscapedPath() string {
	if u.RawPath != "" {
		if p, err := unescape(u.RawPath, false); err == nil && p == u.Path {
			return u.RawPath
		}
	}
	return escape(u.Path, modePath)
}

// String puts the parts back together as scheme://user@host/path?query#fragment, escaping where needed.
func (u *URL) String() string {
	var b strings.Builder
	if u.Scheme != "" {
		b.WriteString(u.Scheme)
		b.WriteByte(':')
	}
	if u.Opaque != "" {
		b.WriteString(u.Opaque)
	} else {
		if u.Scheme != "" || u.Host != "" || u.User != nil {
			if u.Host != "" || u.Path != "" || u.User != nil {
				b.WriteString("//")
			}
			if u.User != nil {
				b.WriteString(u.User.String())
				b.WriteByte('@')
			}
			b.WriteString(u.Host)
		}
		path := u.EscapedPath()
		if path != "" && path[0] != '/' && u.Host != "" {
			b.WriteByte('/')
		}
		b.WriteString(path)
	}
	if u.RawQuery != "" {
		b.WriteByte('?')
		b.WriteString(u.RawQuery)
	}
	if u.Fragment != "" {
		b.WriteByte('#')
		b.WriteString(escape(u.Fragment, modeFragment))
	}
	return b.String()
}

// Query decodes RawQuery into Values, leaving out any pair it cannot decode.
func (u *URL) Query() Values {
	v, _ := ParseQuery(u.RawQuery)
	return v
}

// Hostname is u.Host without its ":port" suffix (and without the brackets of an IPv6 address).
func (u *URL) Hostname() string {
	host, _ := splitHostPort(u.Host)
	return host
}

// Port gives the digits after the colon that ends u.Host, or "" when Host has no port.
func (u *URL) Port() string {
	_, port := splitHostPort(u.Host)
	return port
}

func splitHostPort(hostPort string) (host, port string) {
	host = hostPort
	colon := strings.LastIndex(host, ":")
	if colon != -1 && strings.Trim(host[colon+1:], "0123456789") == "" {
		host, port = host[:colon], host[colon+1:]
	}
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		host = host[1 : len(host)-1]
	}
	return
}

// IsAbs tells whether u has a scheme.
func (u *URL) IsAbs() bool { return u.Scheme != "" }
`;

/** urlPackage is Go's net/url. */
export const urlPackage: ShimDefinition = { path: "net/url", source, natives: {} };
