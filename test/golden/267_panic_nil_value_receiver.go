// A value-receiver method called through an interface holding a nil pointer panics at the call's line.
package main

import "fmt"

type Valuer interface{ Val() int }

type wrap struct{ x int }

func (w wrap) Val() int { return w.x }

func main() {
	var p *wrap
	var v Valuer = p
	fmt.Println("calling")
	fmt.Println(v.Val())
}

// Output:
// calling

// Error:
// 16: panic: runtime error: invalid memory address or nil pointer dereference
