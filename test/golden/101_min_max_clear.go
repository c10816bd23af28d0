// go1.22
package main

import "fmt"

func main() {
	fmt.Println(min(3, 1, 2), max(3, 1, 2), min(2.5, 1), max("a", "b"))
	x, y := 7, 9
	fmt.Println(min(x, y), max(x, y, 8))
	m := map[string]int{"a": 1, "b": 2}
	clear(m)
	s := []int{1, 2, 3}
	clear(s)
	fmt.Println(len(m), s)
}

// Output:
// 1 3 1 b
// 7 9
// 0 [0 0 0]
