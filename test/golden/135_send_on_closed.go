package main

import "fmt"

func main() {
	c := make(chan int, 1)
	close(c)
	defer func() {
		fmt.Println("recovered:", recover())
		d := make(chan int)
		close(d)
		close(d)
	}()
	c <- 1
}

// Output:
// recovered: send on closed channel
// Error:
// 12: panic: close of closed channel
