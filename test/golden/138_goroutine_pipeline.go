package main

import (
	"fmt"
	"sync"
)

type job struct {
	id   int
	name string
}

func worker(id int, jobs <-chan job, results chan<- string, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		results <- fmt.Sprintf("w%d:%s", id, j.name)
	}
}

func gen(names ...string) <-chan string {
	out := make(chan string)
	go func() {
		for _, n := range names {
			out <- n
		}
		close(out)
	}()
	return out
}

func upper(in <-chan string) <-chan string {
	out := make(chan string)
	go func() {
		defer close(out)
		for s := range in {
			out <- s + "!"
		}
	}()
	return out
}

func main() {
	// A pipeline of unbuffered stages.
	for s := range upper(gen("web", "db", "cache")) {
		fmt.Println(s)
	}

	// Ping-pong over unbuffered channels.
	ping, pong := make(chan int), make(chan int)
	go func() {
		for n := range ping {
			pong <- n + 1
		}
		close(pong)
	}()
	n := 0
	for i := 0; i < 3; i++ {
		ping <- n
		n = <-pong
	}
	close(ping)
	_, ok := <-pong
	fmt.Println("ping-pong", n, ok)

	// A pool of workers fed one job at a time; results counted, not ordered.
	jobs := make(chan job)
	results := make(chan string, 10)
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(w, jobs, results, &wg)
	}
	for i, name := range []string{"a", "b", "c", "d", "e"} {
		jobs <- job{i, name}
	}
	close(jobs)
	wg.Wait()
	close(results)
	count := 0
	for range results {
		count++
	}
	fmt.Println("results", count)

	// A select loop with a quit channel.
	data, quit := make(chan int), make(chan struct{})
	go func() {
		for i := 0; i < 3; i++ {
			data <- i * i
		}
		close(quit)
	}()
	sum := 0
	for done := false; !done; {
		select {
		case v := <-data:
			sum += v
		case <-quit:
			done = true
		}
	}
	fmt.Println("sum", sum)

	// A mutex held across a channel wait by one goroutine blocks the others until it is released.
	var mu sync.Mutex
	gate := make(chan bool)
	order := []string{}
	var wg2 sync.WaitGroup
	wg2.Add(2)
	go func() {
		defer wg2.Done()
		mu.Lock()
		<-gate
		order = append(order, "first")
		mu.Unlock()
	}()
	go func() {
		defer wg2.Done()
		gate <- true
		mu.Lock()
		order = append(order, "second")
		mu.Unlock()
	}()
	wg2.Wait()
	fmt.Println(order)
}

// Output:
// web!
// db!
// cache!
// ping-pong 3 false
// results 5
// sum 5
// [first second]
