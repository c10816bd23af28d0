package main

import (
	"fmt"
	"sort"
	"sync"
)

type counter struct {
	mu sync.Mutex
	n  map[string]int
}

func (c *counter) add(k string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n[k]++
}

func main() {
	// Workers send on an unbuffered channel; a closer goroutine waits for them and closes it.
	results := make(chan string)
	var wg sync.WaitGroup
	wg.Add(3)
	go func() {
		wg.Wait()
		close(results)
	}()
	for _, name := range []string{"pods", "services", "secrets"} {
		go func(name string) {
			defer wg.Done()
			results <- "listed " + name
			results <- "watched " + name
		}(name)
	}
	var got []string
	for r := range results {
		got = append(got, r)
	}
	sort.Strings(got)
	fmt.Println(got)

	// Goroutines contend for a mutex while another holds it across a receive.
	c := &counter{n: map[string]int{}}
	start := make(chan bool)
	var wg2 sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg2.Add(1)
		go func(i int) {
			defer wg2.Done()
			if i == 0 {
				c.mu.Lock()
				<-start
				c.n["first"]++
				c.mu.Unlock()
				return
			}
			c.add("other")
		}(i)
	}
	go func() { start <- true }()
	wg2.Wait()
	fmt.Println(c.n["first"], c.n["other"])
}

// Output:
// [listed pods listed secrets listed services watched pods watched secrets watched services]
// 1 2
