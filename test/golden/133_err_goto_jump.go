package main

import "fmt"

func main() {
	goto end
	msg := "skipped"
	fmt.Println(msg)
end:
	fmt.Println("end")
}

// Error:
// 6:7: goto end jumps over declaration of msg at 133_err_goto_jump.go:7:6
