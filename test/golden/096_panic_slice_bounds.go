package main

import "fmt"

func main() {
	s := []int{1, 2, 3}
	hi := 5
	fmt.Println(s[1:hi])
}

// Error:
// 8: panic: runtime error: slice bounds out of range [:5] with capacity 3
