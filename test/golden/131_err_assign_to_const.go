package main

const limit = 10

func main() {
	limit = 11
}

// Error:
// 6:2: cannot assign to limit (untyped int constant 10)
