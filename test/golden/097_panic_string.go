package main

func check(ok bool) {
	if !ok {
		panic("invariant violated")
	}
}

func main() {
	check(true)
	check(false)
}

// Error:
// 5: panic: invariant violated
