package main

import "fmt"

type Counter int

func (c *Counter) Inc()       { *c++ }
func (c Counter) Get() int    { return int(c) }

type Box struct{ items []string }

func (b *Box) Add(s string) { b.items = append(b.items, s) }
func (b Box) Count() int    { return len(b.items) }

func main() {
	var c Counter
	c.Inc()
	c.Inc()
	fmt.Println(c.Get(), c)
	boxes := []Box{{}, {}}
	boxes[0].Add("x")
	boxes[1].Add("y")
	boxes[1].Add("z")
	fmt.Println(boxes[0].Count(), boxes[1].Count())
	m := map[string]*Box{"a": {}}
	m["a"].Add("q")
	fmt.Println(m["a"].Count())
	var b Box
	add := b.Add
	add("1")
	add("2")
	fmt.Println(b.Count())
}

// Output:
// 2 2
// 1 2
// 1
// 2
