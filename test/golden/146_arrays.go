package main

import "fmt"

func main() {
	var grid [3][3]int
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			grid[i][j] = i * j
		}
	}
	fmt.Println(grid, len(grid), len(grid[0]))
	a := [...]string{"x", "y", "z"}
	b := a
	b[0] = "changed"
	fmt.Println(a, b, len(a))
	s := a[1:]
	s[0] = "Y"
	fmt.Println(a, s)
	p := &a
	p[2] = "Z"
	fmt.Println(a[2], len(p))
	idx := [5]int{1: 10, 3: 30}
	fmt.Println(idx)
}

// Output:
// [[0 0 0] [0 1 2] [0 2 4]] 3 3
// [x y z] [changed y z] 3
// [x Y z] [Y z]
// Z 3
// [0 10 0 30 0]
