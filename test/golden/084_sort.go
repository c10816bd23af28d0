package main

import (
	"fmt"
	"sort"
)

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

type item struct {
	name string
	prio int
}

func main() {
	ints := []int{5, 2, 8, 1, 9, 3}
	sort.Ints(ints)
	strs := []string{"pear", "apple", "fig"}
	sort.Strings(strs)
	fmt.Println(ints, strs)
	items := []item{{"c", 3}, {"a", 1}, {"b", 2}, {"d", 0}}
	sort.Slice(items, func(i, j int) bool { return items[i].prio > items[j].prio })
	fmt.Println(items)
	stable := []item{{"x", 1}, {"y", 0}, {"z", 1}, {"w", 0}}
	sort.SliceStable(stable, func(i, j int) bool { return stable[i].prio < stable[j].prio })
	fmt.Println(stable)
	words := byLen{"ccc", "a", "bb"}
	sort.Sort(words)
	fmt.Println(words, sort.SliceIsSorted(ints, func(i, j int) bool { return ints[i] < ints[j] }))
	many := make([]int, 50)
	for i := range many {
		many[i] = (i * 37) % 50
	}
	sort.Slice(many, func(i, j int) bool { return many[i] < many[j] })
	fmt.Println(many[0], many[25], many[49])
}

// Output:
// [1 2 3 5 8 9] [apple fig pear]
// [{c 3} {b 2} {a 1} {d 0}]
// [{y 0} {w 0} {x 1} {z 1}]
// [a bb ccc] true
// 0 25 49
