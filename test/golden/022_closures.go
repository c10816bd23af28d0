package main

import "fmt"

func counter() func() int {
	n := 0
	return func() int {
		n++
		return n
	}
}

func apply(xs []int, f func(int) int) []int {
	out := make([]int, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	c1, c2 := counter(), counter()
	fmt.Println(c1(), c1(), c1(), c2())
	factor := 3
	fmt.Println(apply([]int{1, 2, 3}, func(x int) int { return x * factor }))
	factor = 10
	fmt.Println(apply([]int{1, 2, 3}, func(x int) int { return x * factor }))
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	}
	fmt.Println(fib(20))
	x := 1
	inc := func() { x++ }
	inc()
	inc()
	fmt.Println(x)
}

// Output:
// 1 2 3 1
// [3 6 9]
// [10 20 30]
// 6765
// 3
