package main

import "fmt"

func produce(n int, out chan<- int) {
	for i := 1; i <= n; i++ {
		out <- i * i
	}
	close(out)
}

func sum(in <-chan int) int {
	s := 0
	for v := range in {
		s += v
	}
	return s
}

func main() {
	c := make(chan int, 3)
	fmt.Println(len(c), cap(c))
	c <- 1
	c <- 2
	fmt.Println(len(c), cap(c))
	fmt.Println(<-c, <-c)
	close(c)
	v, ok := <-c
	fmt.Println(v, ok)

	// A goroutine fills a buffered channel; the reader ranges until it is closed.
	squares := make(chan int, 10)
	go produce(4, squares)
	fmt.Println("sum", sum(squares))

	// Unbuffered: the receiver waits first, each goroutine hands over one value.
	replies := make(chan string)
	for _, name := range []string{"a", "b", "c"} {
		go func(name string) {
			replies <- "hello " + name
		}(name)
	}
	got := map[string]bool{}
	for i := 0; i < 3; i++ {
		got[<-replies] = true
	}
	fmt.Println(len(got), got["hello b"])

	// A done channel closed by a goroutine wakes the waiter with the zero value.
	done := make(chan struct{})
	go func() {
		fmt.Println("working")
		close(done)
	}()
	_, open := <-done
	fmt.Println("done", open)

	var nilCh chan int
	fmt.Println(nilCh == nil, len(nilCh))
}

// Output:
// 0 3
// 2 3
// 1 2
// 0 false
// sum 30
// 3 true
// working
// done false
// true 0
