package main

import "fmt"

func main() {
	fmt.Println("hello, reconcile lab")
}

// Output:
// hello, reconcile lab
