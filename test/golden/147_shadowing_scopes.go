package main

import "fmt"

var x = "package"

func main() {
	fmt.Println(x)
	x := "function"
	{
		x := "block"
		fmt.Println(x)
	}
	if x := 42; x > 0 {
		fmt.Println(x)
	}
	fmt.Println(x)
	err := fmt.Errorf("outer")
	if true {
		err := fmt.Errorf("inner")
		_ = err
	}
	fmt.Println(err)
}

// Output:
// package
// block
// 42
// function
// outer
