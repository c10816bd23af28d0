package main

func pair() (int, error) { return 1, nil }

func main() {
	a := pair()
	b, c, d := pair()
	_, _, _, _ = a, b, c, d
}

// Error:
// 6:7: assignment mismatch: 1 variable but pair() returns 2 values
// 7:13: assignment mismatch: 3 variables but pair() returns 2 values
