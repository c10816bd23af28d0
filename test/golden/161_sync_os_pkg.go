package main

import (
	"fmt"
	"os"
	"sync"
)

type cache struct {
	mu    sync.RWMutex
	items map[string]int
}

func (c *cache) get(k string) (int, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	v, ok := c.items[k]
	return v, ok
}

func (c *cache) put(k string, v int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[k] = v
}

var once sync.Once

func setup() { fmt.Println("setup ran") }

func main() {
	c := &cache{items: map[string]int{}}
	c.put("a", 1)
	fmt.Println(c.get("a"))
	fmt.Println(c.get("b"))
	for i := 0; i < 3; i++ {
		once.Do(setup)
	}
	var mu sync.Mutex
	mu.Lock()
	fmt.Println(mu.TryLock())
	mu.Unlock()
	fmt.Println(mu.TryLock())
	var l sync.Locker = &mu
	l.Unlock()
	var m sync.Map
	m.Store("x", 1)
	m.Store("y", 2)
	v, loaded := m.LoadOrStore("x", 9)
	fmt.Println(v, loaded)
	m.Delete("x")
	m.Range(func(k, v any) bool { fmt.Println(k, v); return true })
	_, ok := os.LookupEnv("RECONCILE_LAB_SURELY_UNSET")
	fmt.Println(ok, os.Getenv("RECONCILE_LAB_SURELY_UNSET") == "")
}

// Output:
// 1 true
// 0 false
// setup ran
// false
// true
// 1 true
// y 2
// false true
