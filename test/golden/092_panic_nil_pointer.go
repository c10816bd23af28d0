package main

import "fmt"

type Obj struct{ Name string }

func name(o *Obj) string {
	return o.Name
}

func main() {
	fmt.Println(name(&Obj{"ok"}))
	fmt.Println(name(nil))
}

// Output:
// ok

// Error:
// 8: panic: runtime error: invalid memory address or nil pointer dereference
