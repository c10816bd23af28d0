package main

import "fmt"

type Obj struct{}

func (o *Obj) String() string { return "obj" }

func main() {
	var s fmt.Stringer = Obj{}
	fmt.Println(s)
}

// Error:
// 10:23: cannot use Obj{} (value of type Obj) as fmt.Stringer value in variable declaration: Obj does not implement fmt.Stringer (method String has pointer receiver)
