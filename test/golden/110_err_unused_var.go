package main

func main() {
	x := 1
	y := 2
	_ = y
}

// Error:
// 4:2: declared and not used: x
