package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		defer fmt.Println("deferred", i)
	}
	x := 1
	defer fmt.Println("x at defer time:", x)
	x = 2
	fmt.Println("body done, x =", x)
}

// Output:
// body done, x = 2
// x at defer time: 1
// deferred 2
// deferred 1
// deferred 0
