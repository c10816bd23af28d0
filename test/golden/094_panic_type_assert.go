package main

import "fmt"

func main() {
	var x any = "string"
	n := x.(int)
	fmt.Println(n)
}

// Error:
// 7: panic: interface conversion: interface {} is string, not int
