package main

import "fmt"

func sum(label string, xs ...int) string {
	t := 0
	for _, x := range xs {
		t += x
	}
	return fmt.Sprintf("%s=%d (%d args)", label, t, len(xs))
}

func main() {
	fmt.Println(sum("none"))
	fmt.Println(sum("three", 1, 2, 3))
	nums := []int{4, 5, 6, 7}
	fmt.Println(sum("spread", nums...))
	fmt.Println(sum("slice", nums[1:3]...))
	args := []any{"a", 1, true}
	fmt.Println(args...)
}

// Output:
// none=0 (0 args)
// three=6 (3 args)
// spread=22 (4 args)
// slice=11 (2 args)
// a 1 true
