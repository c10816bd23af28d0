// interp-only: a goroutine that blocks again while the goroutine below it could go on is the lab's limit
package main

import "fmt"

func main() {
	msgs := make(chan string)
	go func() {
		for m := range msgs {
			fmt.Println("got", m)
		}
	}()
	msgs <- "a"
	msgs <- "b"
}

// Output:
// got a
// Error:
// 9: fatal error: the lab cannot switch back to the goroutine waiting at 137_lab_goroutine_limit.go:13, which could go on…
