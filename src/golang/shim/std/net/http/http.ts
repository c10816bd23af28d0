// Package http (net/http's types, under a path of the lab's own): what healthz.Checker and the
// metrics server's filters are declared with (a *Request, a Handler, a *Client). The lab serves
// no HTTP: no probe, metrics or webhook endpoint listens, so these are types to compile against.
// Learners cannot import net/http yet (the import is reported as not provided); the package is
// hidden from the supported imports and only the shims use it.
import type { ShimDefinition } from "../../../registry";

const source = `package http

// Header represents the key-value pairs in an HTTP header.
type Header map[string][]string

// Get gets the first value associated with the given key.
func (h Header) Get(key string) string {
	if v := h[key]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Set sets the header entries associated with key to the single element value.
func (h Header) Set(key, value string) { h[key] = []string{value} }

// Request represents an HTTP request received by a server (the lab never sends one).
type Request struct {
	Method     string
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

// HTTP status codes a handler may write.
const (
	StatusOK                  = 200
	StatusBadRequest          = 400
	StatusUnauthorized        = 401
	StatusForbidden           = 403
	StatusNotFound            = 404
	StatusInternalServerError = 500
	StatusServiceUnavailable  = 503
)

// Methods.
const (
	MethodGet    = "GET"
	MethodPost   = "POST"
	MethodPut    = "PUT"
	MethodDelete = "DELETE"
)
`;

/** HTTP_PATH is where the shims find net/http's types. */
export const HTTP_PATH = "reconcile-lab/internal/net/http";

export const httpPackage: ShimDefinition = { path: HTTP_PATH, source, natives: {}, hidden: true };
