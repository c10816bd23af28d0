package main

func main() {
	x := 1
	x + 1
}

// Error:
// 5:2: x + 1 (value of type int) is not used
