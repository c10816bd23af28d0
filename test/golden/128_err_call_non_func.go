package main

func main() {
	x := 3
	x()
}

// Error:
// 5:2: invalid operation: cannot call non-function x (variable of type int)
