// Operations on a type parameter that are not valid for every type in its type set: messages as go/types gives them.
package main

func a[T any](v T) int { return len(v) }

func b[T interface{ ~int | ~[]int }](v T) int { return cap(v) }

func c[T interface{ ~[]int | ~[]string }](v T) { _ = v[0] }

func d[T interface{ ~map[string]int | ~[]int }](v T) { _ = v[0] }

type bs interface{ ~string | ~[]byte }

func e[T bs](v T) {
	for range v {
	}
}

func f[T interface{ ~[]int | ~map[int]int }](v T) { _ = v[1:] }

func g[M ~map[K]int, K any](m M) {}

func main() {}

// Error:
// 4:37: invalid argument: v (variable of type T constrained by any) for built-in len
// 6:60: invalid argument: v (variable of type T constrained by interface{~int|~[]int}) for built-in cap
// 8:54: invalid operation: cannot index v (variable of type T constrained by interface{~[]int|~[]string})
// 10:60: invalid operation: cannot index v (variable of type T constrained by interface{~map[string]int|~[]int})
// 15:12: cannot range over v (variable of type T constrained by bs): no core type
// 19:57: invalid operation: cannot slice v (variable of type T constrained by interface{~[]int|~map[int]int}): T has no core type
// 21:15: invalid map key type K (missing comparable constraint)
