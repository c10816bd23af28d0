package main

type T struct{ C []int }

// A mistake in `for range x` is reported at its own line and column.
func main() {
	var t T
	for range t.D {
	}
}

// Error:
// 8:14: t.D undefined (type T has no field or method D) (did you mean C?)
