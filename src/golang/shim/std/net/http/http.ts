// Package http (net/http's types, under a path of the lab's own): what healthz.Checker and the
// metrics server's filters are declared with (a *Request, a Handler, a *Client). The lab serves
// no HTTP: no probe, metrics or webhook endpoint listens, so these are types to compile against.
// The package is hidden; learners import net/http (publicHttpPackage below), whose types are
// aliases of these, so a handler or checker a learner writes is the one the shims take.
import type { ShimDefinition } from "../../../registry";

const source = `package http

import (
	"errors"
	"net/url"
)

// Header represents the key-value pairs in an HTTP header.
type Header map[string][]string

// Get gives the first value of the header key (in any letter case), or "" when it has none.
func (h Header) Get(key string) string {
	if v := h[CanonicalHeaderKey(key)]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Set makes value the only value of the header key, after putting key in canonical form.
func (h Header) Set(key, value string) { h[CanonicalHeaderKey(key)] = []string{value} }

// Add puts value after any values the header key already has (key in canonical form).
func (h Header) Add(key, value string) {
	k := CanonicalHeaderKey(key)
	h[k] = append(h[k], value)
}

// Del removes every value of the header key, whatever its letter case.
func (h Header) Del(key string) { delete(h, CanonicalHeaderKey(key)) }

// Values gives all the values of the header key, whatever its letter case, not only the first.
func (h Header) Values(key string) []string { return h[CanonicalHeaderKey(key)] }

// Clone gives a copy of h whose value slices are its own; a nil h gives nil.
func (h Header) Clone() Header {
	if h == nil {
		return nil
	}
	h2 := make(Header, len(h))
	for k, vv := range h {
		if vv == nil {
			h2[k] = nil
			continue
		}
		h2[k] = append([]string{}, vv...)
	}
	return h2
}

// CanonicalHeaderKey spells the header key s the usual way: upper case at the start and after each
// hyphen, lower case elsewhere. A key with a space or a byte that is
// not a token character is returned unchanged.
func CanonicalHeaderKey(s string) string {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '-' || c == '!' || c == '#' || c == '$' || c == '%' || c == '&' || c == '\\'' || c == '*' || c == '+' || c == '.' || c == '^' || c == '_' || c == '\x60' || c == '|' || c == '~' || ('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')) {
			return s
		}
	}
	b := []byte(s)
	upper := true
	for i, c := range b {
		if upper && 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		} else if !upper && 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
		upper = c == '-'
	}
	return string(b)
}

// Request represents an HTTP request received by a server (the lab never sends one).
type Request struct {
	Method     string
	URL        *url.URL
	Proto      string
	ContentLength int64
	Host       string
	RequestURI string
	RemoteAddr string
	Header     Header
}

// ResponseWriter is used by an HTTP handler to construct an HTTP response.
type ResponseWriter interface {
	Header() Header
	Write([]byte) (int, error)
	WriteHeader(statusCode int)
}

// Handler responds to an HTTP request.
type Handler interface {
	ServeHTTP(ResponseWriter, *Request)
}

// HandlerFunc adapts an ordinary function to a Handler.
type HandlerFunc func(ResponseWriter, *Request)

// ServeHTTP calls f(w, r).
func (f HandlerFunc) ServeHTTP(w ResponseWriter, r *Request) { f(w, r) }

// Client is an HTTP client (the lab's manager makes no HTTP calls of its own).
type Client struct{}

// The HTTP status codes a handler may send, by their usual names.
const (
	StatusContinue = 100
	StatusSwitchingProtocols = 101
	StatusProcessing = 102
	StatusEarlyHints = 103
	StatusOK = 200
	StatusCreated = 201
	StatusAccepted = 202
	StatusNonAuthoritativeInfo = 203
	StatusNoContent = 204
	StatusResetContent = 205
	StatusPartialContent = 206
	StatusMultiStatus = 207
	StatusAlreadyReported = 208
	StatusIMUsed = 226
	StatusMultipleChoices = 300
	StatusMovedPermanently = 301
	StatusFound = 302
	StatusSeeOther = 303
	StatusNotModified = 304
	StatusUseProxy = 305
	StatusTemporaryRedirect = 307
	StatusPermanentRedirect = 308
	StatusBadRequest = 400
	StatusUnauthorized = 401
	StatusPaymentRequired = 402
	StatusForbidden = 403
	StatusNotFound = 404
	StatusMethodNotAllowed = 405
	StatusNotAcceptable = 406
	StatusProxyAuthRequired = 407
	StatusRequestTimeout = 408
	StatusConflict = 409
	StatusGone = 410
	StatusLengthRequired = 411
	StatusPreconditionFailed = 412
	StatusRequestEntityTooLarge = 413
	StatusRequestURITooLong = 414
	StatusUnsupportedMediaType = 415
	StatusRequestedRangeNotSatisfiable = 416
	StatusExpectationFailed = 417
	StatusTeapot = 418
	StatusMisdirectedRequest = 421
	StatusUnprocessableEntity = 422
	StatusLocked = 423
	StatusFailedDependency = 424
	StatusTooEarly = 425
	StatusUpgradeRequired = 426
	StatusPreconditionRequired = 428
	StatusTooManyRequests = 429
	StatusRequestHeaderFieldsTooLarge = 431
	StatusUnavailableForLegalReasons = 451
	StatusInternalServerError = 500
	StatusNotImplemented = 501
	StatusBadGateway = 502
	StatusServiceUnavailable = 503
	StatusGatewayTimeout = 504
	StatusHTTPVersionNotSupported = 505
	StatusVariantAlsoNegotiates = 506
	StatusInsufficientStorage = 507
	StatusLoopDetected = 508
	StatusNotExtended = 510
	StatusNetworkAuthenticationRequired = 511
)

// StatusText gives the reason phrase of code, such as "Not Found" for 404, or "" for a code it does
// not know.
func StatusText(code int) string {
	switch code {
	case 100:
		return "Continue"
	case 101:
		return "Switching Protocols"
	case 102:
		return "Processing"
	case 103:
		return "Early Hints"
	case 200:
		return "OK"
	case 201:
		return "Created"
	case 202:
		return "Accepted"
	case 203:
		return "Non-Authoritative Information"
	case 204:
		return "No Content"
	case 205:
		return "Reset Content"
	case 206:
		return "Partial Content"
	case 207:
		return "Multi-Status"
	case 208:
		return "Already Reported"
	case 226:
		return "IM Used"
	case 300:
		return "Multiple Choices"
	case 301:
		return "Moved Permanently"
	case 302:
		return "Found"
	case 303:
		return "See Other"
	case 304:
		return "Not Modified"
	case 305:
		return "Use Proxy"
	case 307:
		return "Temporary Redirect"
	case 308:
		return "Permanent Redirect"
	case 400:
		return "Bad Request"
	case 401:
		return "Unauthorized"
	case 402:
		return "Payment Required"
	case 403:
		return "Forbidden"
	case 404:
		return "Not Found"
	case 405:
		return "Method Not Allowed"
	case 406:
		return "Not Acceptable"
	case 407:
		return "Proxy Authentication Required"
	case 408:
		return "Request Timeout"
	case 409:
		return "Conflict"
	case 410:
		return "Gone"
	case 411:
		return "Length Required"
	case 412:
		return "Precondition Failed"
	case 413:
		return "Request Entity Too Large"
	case 414:
		return "Request URI Too Long"
	case 415:
		return "Unsupported Media Type"
	case 416:
		return "Requested Range Not Satisfiable"
	case 417:
		return "Expectation Failed"
	case 418:
		return "I'm a teapot"
	case 421:
		return "Misdirected Request"
	case 422:
		return "Unprocessable Entity"
	case 423:
		return "Locked"
	case 424:
		return "Failed Dependency"
	case 425:
		return "Too Early"
	case 426:
		return "Upgrade Required"
	case 428:
		return "Precondition Required"
	case 429:
		return "Too Many Requests"
	case 431:
		return "Request Header Fields Too Large"
	case 451:
		return "Unavailable For Legal Reasons"
	case 500:
		return "Internal Server Error"
	case 501:
		return "Not Implemented"
	case 502:
		return "Bad Gateway"
	case 503:
		return "Service Unavailable"
	case 504:
		return "Gateway Timeout"
	case 505:
		return "HTTP Version Not Supported"
	case 506:
		return "Variant Also Negotiates"
	case 507:
		return "Insufficient Storage"
	case 508:
		return "Loop Detected"
	case 510:
		return "Not Extended"
	case 511:
		return "Network Authentication Required"
	}
	return ""
}

// Common HTTP methods.
const (
	MethodGet = "GET"
	MethodHead = "HEAD"
	MethodPost = "POST"
	MethodPut = "PUT"
	MethodPatch = "PATCH"
	MethodDelete = "DELETE"
	MethodConnect = "CONNECT"
	MethodOptions = "OPTIONS"
	MethodTrace = "TRACE"
)

// Response is what a server sent back to a request; the lab sends no requests, so it only lets code
// that mentions it compile.
type Response struct {
	Status        string
	StatusCode    int
	Proto         string
	Header        Header
	ContentLength int64
	Request       *Request
}

// Server defines parameters for running an HTTP server (the lab runs none).
type Server struct {
	Addr    string
	Handler Handler
}

// ErrServerClosed is returned by a Server's ListenAndServe after a Shutdown or Close.
var ErrServerClosed = errors.New("http: Server closed")

// ServeMux is an HTTP request multiplexer (routes are recorded; nothing listens).
type ServeMux struct {
	routes map[string]Handler
}

// NewServeMux makes an empty request router.
func NewServeMux() *ServeMux { return &ServeMux{routes: map[string]Handler{}} }

// Handle records handler as the route for pattern (the lab keeps routes; nothing serves them).
func (mux *ServeMux) Handle(pattern string, handler Handler) { mux.routes[pattern] = handler }

// HandleFunc records the function handler as the route for pattern, like Handle.
func (mux *ServeMux) HandleFunc(pattern string, handler func(ResponseWriter, *Request)) {
	mux.routes[pattern] = HandlerFunc(handler)
}
`;

/** HTTP_PATH is where the shims find net/http's types. */
export const HTTP_PATH = "reconcile-lab/internal/net/http";

export const httpPackage: ShimDefinition = { path: HTTP_PATH, source, natives: {}, hidden: true };

/** publicSource is net/http for learners: every exported name of the internal package, the types
 * as aliases, so a learner's *http.Request is the one healthz and the metrics filters take. */
function publicSource(): string {
  const types = [...source.matchAll(/^type ([A-Z]\w*)/gm)].map((m) => m[1]!);
  const consts = [...source.matchAll(/^\t((?:Status|Method)\w*) *=/gm)].map((m) => m[1]!);
  const lines = [
    "package http",
    "",
    'import ihttp "reconcile-lab/internal/net/http"',
    "",
    ...types.map((t) => `type ${t} = ihttp.${t}`),
    "",
    ...consts.map((c) => `const ${c} = ihttp.${c}`),
    "",
    "// ErrServerClosed is returned by a Server's ListenAndServe after a Shutdown or Close.",
    "var ErrServerClosed = ihttp.ErrServerClosed",
    "",
    '// StatusText gives the reason phrase of code, such as "Not Found" for 404, or "" for a code it does not know.',
    "func StatusText(code int) string { return ihttp.StatusText(code) }",
    "",
    "// CanonicalHeaderKey spells the header key s the usual way: upper case at the start and after each hyphen.",
    "func CanonicalHeaderKey(s string) string { return ihttp.CanonicalHeaderKey(s) }",
    "",
    "// NewServeMux makes an empty ServeMux, ready for handlers to be registered.",
    "func NewServeMux() *ServeMux { return ihttp.NewServeMux() }",
    "",
  ];
  return lines.join("\n");
}

/** publicHttpPackage is net/http as learners import it: types, status codes, methods, headers;
 * no network (nothing listens, nothing is sent). */
export const publicHttpPackage: ShimDefinition = { path: "net/http", source: publicSource(), natives: {} };
