package main

import (
	"fmt"
	"sort"
	"sync"
)

type result struct {
	name string
	size int
}

func main() {
	names := []string{"web", "db", "cache", "queue"}
	var wg sync.WaitGroup
	var mu sync.Mutex
	sizes := map[string]int{}
	for i, n := range names {
		wg.Add(1)
		go func(i int, n string) {
			defer wg.Done()
			mu.Lock()
			defer mu.Unlock()
			sizes[n] = len(n) * (i + 1)
		}(i, n)
	}
	wg.Wait()
	keys := make([]string, 0, len(sizes))
	for k := range sizes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, sizes[k])
	}

	// Results through a buffered channel sized for every goroutine.
	out := make(chan result, len(names))
	for _, n := range names {
		wg.Add(1)
		go func(n string) {
			defer wg.Done()
			out <- result{n, len(n)}
		}(n)
	}
	wg.Wait()
	close(out)
	total := 0
	for r := range out {
		total += r.size
	}
	fmt.Println("total", total)
}

// Output:
// cache 15
// db 4
// queue 20
// web 3
// total 15
