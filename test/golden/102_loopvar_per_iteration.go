// go1.22
package main

import "fmt"

func main() {
	var fns []func() int
	for i := 0; i < 3; i++ {
		fns = append(fns, func() int { return i })
	}
	for _, v := range []string{"a", "b"} {
		fns = append(fns, func() int { return len(v) * 10 })
	}
	for _, f := range fns {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	var ptrs []*int
	for i := range 3 {
		ptrs = append(ptrs, &i)
	}
	fmt.Println(*ptrs[0], *ptrs[1], *ptrs[2])
}

// Output:
// 0 1 2 10 10 
// 0 1 2
