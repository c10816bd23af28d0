package main

import "fmt"

type Number interface {
	~int | ~float64
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Set[T comparable] map[T]struct{}

func Zero[T any]() T {
	var z T
	return z
}

func main() {
	fmt.Println(Sum("a", "b"))
	var s Set
	_ = Set[[]int]{}
	fmt.Println(Zero())
	_ = s
}

// Error:
// 25:17: string does not implement Number (string missing in ~int | ~float64)
// 26:8: cannot use generic type Set[T comparable] without instantiation
// 27:10: []int does not implement comparable
// 28:18: in call to Zero, cannot infer T
