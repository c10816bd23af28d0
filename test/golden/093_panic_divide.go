package main

import "fmt"

func main() {
	zero := 0
	fmt.Println(10 / zero)
}

// Error:
// 7: panic: runtime error: integer divide by zero
