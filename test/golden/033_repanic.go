package main

import "fmt"

func inner() {
	defer func() {
		r := recover()
		fmt.Println("inner recovered", r)
		panic(fmt.Sprint("again: ", r))
	}()
	panic("first")
}

func main() {
	defer func() {
		fmt.Println("outer recovered", recover())
	}()
	inner()
	fmt.Println("not reached")
}

// Output:
// inner recovered first
// outer recovered again: first
