package main

func main() {
	var b byte = 300
	_ = b
}

// Error:
// 4:15: cannot use 300 (untyped int constant) as uint8 value in variable declaration (overflows)
