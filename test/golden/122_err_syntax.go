package main

import "fmt"

func main() {
	x :=
	fmt.Println(x)
}

// Error:
// 7:2: assignment mismatch: 1 variable but fmt.Println(x) returns 2 values
// 7:14: undefined: x
