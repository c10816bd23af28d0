// go1.22 (reverse type inference of a generic function value is Go 1.21; expectations worked out by hand)
package main

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

type byLen func(a, b string) int

func apply(f func(int, int) int, a, b int) int { return f(a, b) }

func pick[T any](xs []T, less func(T, T) int) T {
	best := xs[0]
	for _, x := range xs[1:] {
		if less(x, best) < 0 {
			best = x
		}
	}
	return best
}

func keyed[K comparable, V any](k K, v V) string { return fmt.Sprint(k, "=", v) }

func main() {
	fmt.Println(apply(cmp.Compare, 1, 2))
	var g func(string, string) int = cmp.Compare
	fmt.Println(g("b", "a"))
	var f byLen = cmp.Compare
	fmt.Println(f("a", "a"))
	s := []string{"pear", "fig", "apple"}
	slices.SortFunc(s, strings.Compare)
	fmt.Println(s)
	fmt.Println(pick([]int{4, 2, 9}, cmp.Compare[int]))
	m := map[string]func(float64, float64) int{"c": cmp.Compare}
	fmt.Println(m["c"](2.5, 1.5))
	var kv func(string, int) string
	kv = keyed
	fmt.Println(kv("n", 3))
	fmt.Printf("%T\n", kv)
}

// Output:
// -1
// 1
// 0
// [apple fig pear]
// 2
// 1
// n=3
// func(string, int) string
