// Calls of declared functions and methods with zero to five arguments (directly, through interfaces and
// as values), the return forms (one, two and three results, a call's results, named results changed by a
// deferred call) and assignments to locals (struct copies, captured variables).
package main

import (
	"fmt"
	"strings"
)

type P struct{ X, Y int }

type Adder interface {
	Add4(a, b, c, d int) int
}

type acc struct{ base int }

func (a *acc) Add4(p, q, r, s int) int { return a.base + p + q + r + s }

func zero() int                         { return 0 }
func one(a int) int                     { return a + 1 }
func two(a, b int) (int, int)           { return b, a }
func three(a, b, c int) (int, int, int) { return c, b, a }
func four(a, b, c, d int) int           { return a*1000 + b*100 + c*10 + d }
func five(a, b, c, d, e int) int        { return four(a, b, c, d)*10 + e }
func pair() (P, error)                  { return P{1, 2}, nil }
func fwd() (int, int)                   { return two(1, 2) }

func named(n int) (out int, err error) {
	defer func() {
		if out > 10 {
			out, err = 10, fmt.Errorf("capped %d", n)
		}
	}()
	out = n * 2
	return out, nil
}

func namedBare() (s string) {
	s = "bare"
	return
}

func main() {
	fmt.Println(zero(), one(1), four(1, 2, 3, 4), five(1, 2, 3, 4, 5))
	a, b := two(1, 2)
	x, y, z := three(1, 2, 3)
	fmt.Println(a, b, x, y, z)
	fmt.Println(fwd())
	var ad Adder = &acc{base: 100}
	fmt.Println(ad.Add4(1, 2, 3, 4), (&acc{}).Add4(1, 1, 1, 1))
	f := four
	fmt.Println(f(4, 3, 2, 1), strings.Repeat("ab", 2))
	p, err := pair()
	q := p
	q.X = 9
	fmt.Println(p, q, err)
	fmt.Println(named(3))
	fmt.Println(named(8))
	fmt.Println(namedBare())
	n := 1
	inc := func() { n++ }
	inc()
	n = n * 10
	inc()
	fmt.Println(n)
	var arr [2]int
	arr2 := arr
	arr2[0] = 5
	fmt.Println(arr, arr2)
	var s P
	s = p
	p.Y = 7
	fmt.Println(s, p)
}

// Output:
// 0 2 1234 12345
// 2 1 3 2 1
// 2 1
// 110 4
// 4321 abab
// {1 2} {9 2} <nil>
// 6 <nil>
// 10 capped 8
// bare
// 21
// [0 0] [5 0]
// {1 2} {1 7}
