// go1.22 interp-only: real Go prints a long trace
package main

func down(n int) int { return down(n+1) + 1 }

func main() {
	down(0)
}

// Error:
// 4: fatal error: stack overflow
