// A map key whose dynamic type cannot be hashed panics at the line of the assignment.
package main

import "fmt"

func main() {
	seen := map[interface{}]int{}
	var k interface{} = []string{"a"}
	fmt.Println("storing")
	seen[k]++
}

// Output:
// storing

// Error:
// 10: panic: runtime error: hash of unhashable type []string
