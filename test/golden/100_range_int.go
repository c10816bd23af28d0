// go1.22
package main

import "fmt"

func main() {
	for i := range 3 {
		fmt.Print(i, " ")
	}
	fmt.Println()
	n := 0
	for range 4 {
		n++
	}
	fmt.Println(n)
	var k int64 = 2
	for j := range k {
		fmt.Printf("%T %v\n", j, j)
	}
}

// Output:
// 0 1 2 
// 4
// int64 0
// int64 1
