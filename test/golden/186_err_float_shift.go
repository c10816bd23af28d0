package main

import "fmt"

// The shifted constant takes float64 from the declaration, and a float cannot be shifted.
func main() {
	s := uint(3)
	var f float64 = 1 << s
	fmt.Println(f)
}

// Error:
// 8:18: invalid operation: shifted operand 1 (type float64) must be integer
