package main

import (
	"errors"
	"fmt"
	"net/http"
)

type probe struct{ hits int }

func (p *probe) ServeHTTP(w http.ResponseWriter, r *http.Request) { p.hits++ }

func main() {
	h := http.Header{}
	h.Set("content-type", "application/json")
	h.Add("X-forwarded-FOR", "10.0.0.1")
	h.Add("x-forwarded-for", "10.0.0.2")
	fmt.Println(h.Get("Content-Type"), h.Values("X-Forwarded-For"), len(h))
	h.Del("CONTENT-TYPE")
	c := h.Clone()
	c.Set("a b", "kept as is")
	fmt.Println(h, c)
	fmt.Println(http.CanonicalHeaderKey("x-request-id"), http.CanonicalHeaderKey("ünicode-x"), http.CanonicalHeaderKey("WWW-AUTHENTICATE"))
	for _, code := range []int{http.StatusOK, http.StatusCreated, http.StatusNoContent, http.StatusConflict, http.StatusUnprocessableEntity, http.StatusTooManyRequests, http.StatusTeapot, http.StatusRequestEntityTooLarge, 299} {
		fmt.Printf("%d %q\n", code, http.StatusText(code))
	}
	fmt.Println(http.MethodGet, http.MethodPatch, http.MethodOptions)
	var handler http.Handler = &probe{}
	handler.ServeHTTP(nil, &http.Request{Method: http.MethodPost})
	fn := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Println("func handler", r.Method) })
	fn.ServeHTTP(nil, &http.Request{Method: http.MethodDelete})
	fmt.Println(handler.(*probe).hits, errors.Is(http.ErrServerClosed, http.ErrServerClosed), http.ErrServerClosed)
	resp := &http.Response{StatusCode: http.StatusNotFound, Header: http.Header{}}
	fmt.Println(resp.StatusCode == http.StatusNotFound, resp.Header.Get("x"))
}

// Output:
// application/json [10.0.0.1 10.0.0.2] 2
// map[X-Forwarded-For:[10.0.0.1 10.0.0.2]] map[X-Forwarded-For:[10.0.0.1 10.0.0.2] a b:[kept as is]]
// X-Request-Id ünicode-x Www-Authenticate
// 200 "OK"
// 201 "Created"
// 204 "No Content"
// 409 "Conflict"
// 422 "Unprocessable Entity"
// 429 "Too Many Requests"
// 418 "I'm a teapot"
// 413 "Request Entity Too Large"
// 299 ""
// GET PATCH OPTIONS
// func handler DELETE
// 1 true http: Server closed
// true 
