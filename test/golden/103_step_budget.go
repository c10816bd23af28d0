// go1.22 interp-only: real Go would loop forever
package main

import "fmt"

func spin() int {
	n := 0
	for {
		n++
	}
	return n
}

func main() {
	fmt.Println("start")
	fmt.Println(spin())
}

// Output:
// start

// Error:
// 9: step budget exceeded
