package main

import (
	"fmt"
	"time"
)

type T struct{ C []int }

// `for range x` with x a selector (ticker.C, obj.Items): a loop without key or value.
func main() {
	t := T{C: []int{1, 2}}
	n := 0
outer:
	for range t.C {
		for range t.C {
			n++
		}
		for i := range t.C {
			n += i
		}
		continue outer
	}
	fmt.Println(n)
	ticker := time.NewTicker(time.Millisecond)
	ticks := 0
	for range ticker.C {
		ticks++
		if ticks == 3 {
			break
		}
	}
	ticker.Stop()
	fmt.Println(ticks)
}

// Output:
// 6
// 3
