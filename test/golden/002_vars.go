package main

import "fmt"

var global = 10

func main() {
	var a int
	var b, c = 1, "two"
	d := 3.5
	var e bool
	f, g := "x", 'y'
	fmt.Println(a, b, c, d, e, f, g, global)
	a, b = b, a
	fmt.Println(a, b)
}

// Output:
// 0 1 two 3.5 false x 121 10
// 1 0
