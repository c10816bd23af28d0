package main

import (
	"fmt"
)

type P struct {
	Name string
	N    int
	Tags []string
	M    map[string]int
	Ptr  *int
	Err  error
	Raw  []byte
}

type Names []string

type Count int8

type Secret string

func (s Secret) GoString() string { return `Secret("***")` }

type Node struct {
	Next *Node
	V    interface{}
}

func main() {
	fmt.Printf("%#v\n", []string{"app", "b"})
	fmt.Printf("%#v\n", map[string]int{"b": 2, "a": 1})
	fmt.Printf("%#v\n", P{Name: "x", Tags: []string{"t"}, Raw: []byte("A")})
	fmt.Printf("%#v\n", Names{"q"})
	fmt.Printf("%#v %#v %#v\n", "s", 3, Count(-4))
	fmt.Printf("%#v\n", []byte("hi"))
	fmt.Printf("%#v\n", [2]bool{true, false})
	fmt.Printf("%#v\n", []string(nil))
	fmt.Printf("%#v\n", &P{N: 2})
	fmt.Printf("%#v\n", []interface{}{1, "a", nil, 2.5})
	fmt.Printf("%#v\n", struct{ A, B int }{1, 2})
	fmt.Printf("%#v %#v %#v\n", 1.0, uint8(3), int64(-2))
	fmt.Printf("%#v\n", Secret("pw"))
	fmt.Printf("%#v\n", []Secret{"a"})
	fmt.Printf("%#v\n", &Node{V: 7})
	fmt.Printf("%#v\n", map[string]interface{}(nil))
	fmt.Printf("%#v\n", (*int)(nil))
}

// Output:
// []string{"app", "b"}
// map[string]int{"a":1, "b":2}
// main.P{Name:"x", N:0, Tags:[]string{"t"}, M:map[string]int(nil), Ptr:(*int)(nil), Err:error(nil), Raw:[]uint8{0x41}}
// main.Names{"q"}
// "s" 3 -4
// []byte{0x68, 0x69}
// [2]bool{true, false}
// []string(nil)
// &main.P{Name:"", N:2, Tags:[]string(nil), M:map[string]int(nil), Ptr:(*int)(nil), Err:error(nil), Raw:[]uint8(nil)}
// []interface {}{1, "a", interface {}(nil), 2.5}
// struct { A int; B int }{A:1, B:2}
// 1 0x3 -2
// Secret("***")
// []main.Secret{Secret("***")}
// &main.Node{Next:(*main.Node)(nil), V:7}
// map[string]interface {}(nil)
// (*int)(nil)
