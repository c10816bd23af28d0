package main

import "fmt"

func As[T any](x any) (T, bool) {
	v, ok := x.(T)
	return v, ok
}

func Must[T any](x any) T {
	return any(x).(T)
}

type Named struct{ Name string }

func main() {
	fmt.Println(As[int](3))
	fmt.Println(As[string](3))
	fmt.Println(Must[int](4))
	fmt.Println(Must[Named](Named{"web"}).Name)
	s, ok := As[fmt.Stringer](nil)
	fmt.Println(s == nil, ok)
	fmt.Println(Must[string](5))
}

// Output:
// 3 true
//  false
// 4
// web
// true false
// Error:
// 11: panic: interface conversion: interface {} is int, not string
