package main

func sign(n int) int {
	if n > 0 {
		return 1
	} else if n < 0 {
		return -1
	}
}

func main() { _ = sign(1) }

// Error:
// 9:1: missing return
