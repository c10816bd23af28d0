// go1.22 (range over functions needs Go 1.23 for real Go; the interpreter checks it)
package main

func pairs(yield func(string, int) bool) {}

func values(yield func(int) bool) {}

func none(yield func() bool) {}

func notIter(yield func(int) int) {}

type truth bool

func ownBool(yield func(int) truth) {}

func three(yield func(int, int, int) bool) {}

// An iterator function permits as many iteration variables as its yield function has parameters.
func main() {
	for k, v := range pairs {
		_, _ = k, v
	}
	for i, j := range values {
		_, _ = i, j
	}
	for x := range none {
		_ = x
	}
	for range notIter {
	}
	for range ownBool {
	}
	for range three {
	}
}

// Error:
// 23:9: range over values (value of type func(yield func(int) bool)) permits only one iteration variable
// 26:6: range over none (value of type func(yield func() bool)) permits no iteration variables
// 29:12: cannot range over notIter (value of type func(yield func(int) int)): func must be func(yield func(...) bool): yield func does not return bool
// 31:12: cannot range over ownBool (value of type func(yield func(int) truth)): func must be func(yield func(...) bool): yield func returns user-defined boolean, not bool
// 33:12: cannot range over three (value of type func(yield func(int, int, int) bool)): func must be func(yield func(...) bool): yield func has too many parameters
