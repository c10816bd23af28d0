package main

func main() {
	n := 1
	if n {
		n++
	}
}

// Error:
// 5:5: non-boolean condition in if statement
