package main

func main() {
	a := 1
	a := 2
	_ = a
}

// Error:
// 5:4: no new variables on left side of :=
