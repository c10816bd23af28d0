// interp-only: a goroutine that blocks inside a call while the goroutine below it could go on is the lab's limit
package main

import "fmt"

func next(c chan string) string {
	return <-c
}

func main() {
	msgs := make(chan string)
	go func() {
		for {
			fmt.Println("got", next(msgs))
		}
	}()
	msgs <- "a"
	msgs <- "b"
}

// Output:
// got a
// Error:
// 7: fatal error: the lab cannot switch back to the goroutine waiting at 137_lab_goroutine_limit.go:17, which could go on…
