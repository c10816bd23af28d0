package main

func main() {
	break
}

// Error:
// 4:2: break is not in a loop, switch, or select
