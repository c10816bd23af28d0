package main

import "fmt"

func main() {
	events := make(chan string, 2)
	stop := make(chan bool)
	select {
	case e := <-events:
		fmt.Println("event", e)
	default:
		fmt.Println("no event yet")
	}
	events <- "add"
	select {
	case e, ok := <-events:
		fmt.Println("event", e, ok)
	case <-stop:
		fmt.Println("stop")
	}

	// A worker drains queued work until its channel is closed; the other case is never ready.
	work := make(chan int, 2)
	results := make(chan int, 2)
	work <- 1
	work <- 2
	close(work)
	go func() {
		for {
			select {
			case n, ok := <-work:
				if !ok {
					fmt.Println("worker stopped")
					close(results)
					return
				}
				results <- n * 10
			case <-stop:
				return
			}
		}
	}()
	for r := range results {
		fmt.Println(r)
	}

	// A send case is ready when the buffer has room; break leaves the select.
	out := make(chan int, 1)
	for i := 0; i < 3; i++ {
		select {
		case out <- i:
			fmt.Println("sent", i)
		default:
			fmt.Println("full at", i)
			break
		}
	}
}

// Output:
// no event yet
// event add true
// worker stopped
// 10
// 20
// sent 0
// full at 1
// full at 2
