package main

import (
	"errors"
	"fmt"
)

func divmod(a, b int) (int, int) {
	return a / b, a % b
}

func parse(s string) (n int, err error) {
	if s == "" {
		err = errors.New("empty")
		return
	}
	n = len(s)
	return
}

func swap(a, b string) (string, string) { return b, a }

func main() {
	q, r := divmod(17, 5)
	fmt.Println(q, r)
	fmt.Println(divmod(9, 4))
	n, err := parse("")
	fmt.Println(n, err)
	n, err = parse("abc")
	fmt.Println(n, err)
	fmt.Println(swap("a", "b"))
	_, r2 := divmod(10, 3)
	fmt.Println(r2)
}

// Output:
// 3 2
// 2 1
// 0 empty
// 3 <nil>
// b a
// 1
