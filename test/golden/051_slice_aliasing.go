package main

import "fmt"

func main() {
	base := make([]int, 3, 10)
	a := append(base, 1)
	b := append(base, 2)
	fmt.Println(a[3], b[3])
	c := []int{1, 2, 3}
	d := c[:2]
	d = append(d, 99)
	fmt.Println(c, d)
	e := c[0:1:1]
	e = append(e, 7)
	fmt.Println(c, e, cap(c[1:]), cap(c[0:1:2]))
	n := copy(c, []int{9, 9})
	fmt.Println(n, c)
	dst := make([]byte, 3)
	n = copy(dst, "hello")
	fmt.Println(n, string(dst))
	var nilS []int
	empty := []int{}
	fmt.Println(nilS == nil, empty == nil, len(nilS), len(empty))
	grid := [][]int{{1, 2}, {3, 4}}
	grid[1][0] = 30
	fmt.Println(grid, grid[1:][0][1])
}

// Output:
// 2 2
// [1 2 99] [1 2 99]
// [1 2 99] [1 7] 2 2
// 2 [9 9 99]
// 3 hel
// true false 0 0
// [[1 2] [30 4]] 4
