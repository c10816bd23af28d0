package main

func main() {
	var n int = "three"
	var s string
	s = 4
	x := 1 + "a"
	_, _ = s, x
	_ = n
}

// Error:
// 4:14: cannot use "three" (untyped string constant) as int value in variable declaration
// 6:6: cannot use 4 (untyped int constant) as string value in assignment
// 7:7: invalid operation: 1 + "a" (mismatched types untyped int and untyped string)
