package main

import (
	"errors"
	"fmt"
)

func safeDiv(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	return a / b, nil
}

func mustPositive(n int) int {
	if n < 0 {
		panic(errors.New("negative"))
	}
	return n
}

func try(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint("caught: ", r)
		}
	}()
	f()
	return "no panic"
}

func main() {
	fmt.Println(safeDiv(10, 2))
	fmt.Println(safeDiv(1, 0))
	fmt.Println(try(func() { mustPositive(-1) }))
	fmt.Println(try(func() { panic("plain string") }))
	fmt.Println(try(func() {}))
	fmt.Println(try(func() {
		var m map[string]int
		m["x"] = 1
	}))
	fmt.Println(recover())
}

// Output:
// 5 <nil>
// 0 recovered: runtime error: integer divide by zero
// caught: negative
// caught: plain string
// no panic
// caught: assignment to entry in nil map
// <nil>
