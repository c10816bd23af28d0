package main

import "fmt"

func main() {
	c := make(chan int)
	fmt.Println("before")
	c <- 1
	fmt.Println("never")
}

// Output:
// before
// Error:
// 8: fatal error: all goroutines are asleep - deadlock!
