package main

import "fmt"

func fact(n int) int {
	if n <= 1 {
		return 1
	}
	return n * fact(n-1)
}

func hanoi(n int, from, to, via string, moves *int) {
	if n == 0 {
		return
	}
	hanoi(n-1, from, via, to, moves)
	*moves++
	hanoi(n-1, via, to, from, moves)
}

func main() {
	fmt.Println(fact(10), fact(20))
	moves := 0
	hanoi(10, "a", "c", "b", &moves)
	fmt.Println(moves)
}

// Output:
// 3628800 2432902008176640000
// 1023
