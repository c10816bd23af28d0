package main

import "fmt"

func main() {
	var s []int
	for i := 0; i < 10; i++ {
		s = append(s, i)
		fmt.Print(len(s), ":", cap(s), " ")
	}
	fmt.Println()
	t := append([]int(nil), 1, 2, 3, 4, 5)
	fmt.Println(len(t), cap(t))
	u := make([]string, 2, 5)
	u = append(u, "x")
	fmt.Println(u, len(u), cap(u))
	big := make([]int, 300)
	big = append(big, 1)
	fmt.Println(len(big), cap(big))
	strs := append([]string{}, "a", "b", "c")
	fmt.Println(len(strs), cap(strs))
}

// Output:
// 1:1 2:2 3:4 4:4 5:8 6:8 7:8 8:8 9:16 10:16 
// 5 6
// [  x] 3 5
// 301 608
// 3 3
