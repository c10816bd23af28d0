package main

import "fmt"

func find(grid [][]int, want int) (int, int) {
	for i, row := range grid {
		for j, v := range row {
			if v == want {
				fmt.Println("found")
				goto out
			}
			_ = j
		}
		_ = i
	}
	return -1, -1
out:
	return 1, 1
}

func main() {
	i := 0
retry:
	i++
	if i < 3 {
		fmt.Println("attempt", i)
		goto retry
	}
	fmt.Println("done after", i)
	fmt.Println(find([][]int{{1, 2}, {3, 4}}, 4))
	fmt.Println(find([][]int{{1}}, 9))
	n := 0
	{
	again:
		n++
		if n < 5 {
			goto again
		}
	}
	fmt.Println("n", n)
}

// Output:
// attempt 1
// attempt 2
// done after 3
// found
// 1 1
// -1 -1
// n 5
