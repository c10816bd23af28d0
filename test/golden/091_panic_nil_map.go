package main

func main() {
	var m map[string]int
	m["a"] = 1
}

// Error:
// 5: panic: assignment to entry in nil map
