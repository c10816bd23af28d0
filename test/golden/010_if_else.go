package main

import "fmt"

func classify(n int) string {
	if n < 0 {
		return "negative"
	} else if n == 0 {
		return "zero"
	} else if m := n % 2; m == 0 {
		return "even"
	} else {
		return "odd"
	}
}

func main() {
	for _, n := range []int{-3, 0, 4, 7} {
		fmt.Println(n, classify(n))
	}
}

// Output:
// -3 negative
// 0 zero
// 4 even
// 7 odd
