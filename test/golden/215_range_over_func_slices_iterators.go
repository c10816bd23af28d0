// go1.22 (slices.All, Values, Backward and range-over-func need Go 1.23 for real Go; the interpreter runs them)
package main

import (
	"encoding/hex"
	"fmt"
	"slices"
)

type routes []string

// countdown is an iterator function with a single value.
func countdown(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for ; n > 0; n-- {
			if !yield(n) {
				fmt.Println("countdown stopped at", n)
				return
			}
		}
		fmt.Println("countdown done")
	}
}

// twice is an iterator function with no values.
func twice(yield func() bool) {
	_ = yield() && yield()
}

// stubborn keeps calling yield after it reported false.
func stubborn(yield func(string) bool) {
	yield("a")
	yield("b")
}

func firstOver(limit int) (int, string) {
	defer fmt.Println("firstOver returns")
	for v := range countdown(5) {
		if v < limit {
			return v, "found"
		}
	}
	return -1, "none"
}

var leaked func(int) bool

func keep(yield func(int) bool) {
	leaked = yield
	yield(1)
}

func main() {
	r := routes{"/a", "/b", "/c", "/d"}
	for i, v := range slices.Backward(r) {
		if v == "/a" {
			break
		}
		fmt.Println(i, v)
	}
	for i, v := range slices.All([]int{7, 8}) {
		fmt.Println("all", i, v)
	}
	fmt.Println(slices.Collect(slices.Values(r[1:3])))
	var seen []int
	slices.Backward([]int{1, 2, 3})(func(i, v int) bool {
		seen = append(seen, i*10+v)
		return v > 2
	})
	fmt.Println(seen)
	for range slices.Backward([]int(nil)) {
		fmt.Println("never")
	}

	s := make([]int, 2, 3)
	g := slices.Grow(s, 5)
	fmt.Println(len(g), cap(g) >= 7, len(slices.Grow(s, 1)), cap(slices.Grow(s, 1)))
	c := slices.Clip(make([]byte, 2, 10))
	fmt.Println(len(c), cap(c))
	var typed routes = slices.Clip(r[:2])
	fmt.Println(typed, cap(typed))

	fmt.Println(string(hex.AppendEncode([]byte("0x"), []byte{1, 171})))
	dec, err := hex.AppendDecode([]byte{9}, []byte("0aZZ"))
	fmt.Println(dec, err)

	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		slices.Grow(s, -1)
	}()

	for v := range countdown(4) {
		if v == 3 {
			continue
		}
		fmt.Println("v", v)
	}
	n := 0
	for range twice {
		n++
	}
	fmt.Println("twice", n)
	fmt.Println(firstOver(3))
	fmt.Println(firstOver(0))
outer:
	for _, w := range []string{"x", "y"} {
		for v := range countdown(3) {
			if v == 2 {
				continue outer
			}
			fmt.Println(w, v)
		}
	}
	var funcs []func() int
	for v := range countdown(2) {
		funcs = append(funcs, func() int { return v })
	}
	fmt.Println(funcs[0](), funcs[1]())
	for v := range keep {
		fmt.Println("keep", v)
	}
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		leaked(2)
	}()
	defer func() { fmt.Println("recovered:", recover()) }()
	for v := range stubborn {
		fmt.Println("stubborn", v)
		break
	}
}

// Output:
// 3 /d
// 2 /c
// 1 /b
// all 0 7
// all 1 8
// [/b /c]
// [23 12]
// 2 true 2 3
// 2 2
// [/a /b] 2
// 0x01ab
// [9 10] encoding/hex: invalid byte: U+005A 'Z'
// recovered: cannot be negative
// v 4
// v 2
// v 1
// countdown done
// twice 2
// countdown stopped at 2
// firstOver returns
// 2 found
// countdown done
// firstOver returns
// -1 none
// x 3
// countdown stopped at 2
// y 3
// countdown stopped at 2
// countdown done
// 2 1
// keep 1
// recovered: runtime error: range function continued iteration after whole loop exit
// stubborn a
// recovered: runtime error: range function continued iteration after function for loop body returned false
