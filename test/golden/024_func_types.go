package main

import "fmt"

type Handler func(string) string

func (h Handler) Twice(s string) string { return h(h(s)) }

type op struct {
	name string
	fn   func(a, b int) int
}

func main() {
	var h Handler = func(s string) string { return s + "!" }
	fmt.Println(h.Twice("hi"))
	ops := []op{
		{"add", func(a, b int) int { return a + b }},
		{"mul", func(a, b int) int { return a * b }},
	}
	for _, o := range ops {
		fmt.Println(o.name, o.fn(6, 7))
	}
	var nilFn func()
	fmt.Println(nilFn == nil)
}

// Output:
// hi!!
// add 13
// mul 42
// true
