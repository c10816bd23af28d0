package main

import "fmt"

func main() {
	xs := []int{1, 2, 3}
	i := 5
	fmt.Println("before")
	fmt.Println(xs[i])
}

// Output:
// before

// Error:
// 9: panic: runtime error: index out of range [5] with length 3
