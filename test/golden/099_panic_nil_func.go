package main

func main() {
	var f func()
	f()
}

// Error:
// 5: panic: runtime error: invalid memory address or nil pointer dereference
