package main

func add(a, b int) int { return a + b }

func main() {
	_ = add(1)
	_ = add(1, 2, 3)
}

// Error:
// 6:10: not enough arguments in call to add
// 7:16: too many arguments in call to add
