package main

import "fmt"

func main() {
	x := 3.0
	y := x / 2
	fmt.Println(x, y, 1e6, 1e21, 0.000123, 123456.0, 1234567.0, 100.5)
	fmt.Printf("%.2f %f %e %g %8.3f|%-8.2f|\n", 3.14159, 2.5, 123456.789, 0.00001234, 3.14159, 2.5)
	var f32 float32 = 0.1
	f := 3.99
	fmt.Println(float64(f32) == 0.1, int(f), int(-f))
	fmt.Println(7/2, 7/2.0, float64(7)/2)
}

// Output:
// 3 1.5 1e+06 1e+21 0.000123 123456 1.234567e+06 100.5
// 3.14 2.500000 1.234568e+05 1.234e-05    3.142|2.50    |
// false 3 -3
// 3 3.5 3.5
